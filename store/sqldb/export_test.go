package sqldb

// The queries whose plans the black-box tests check.
const (
	DueRemindersQuery = dueRemindersQuery
	DueDigestsQuery   = dueDigestsQuery
)

// UserCacheSize bounds the users a DB keeps.
const UserCacheSize = userCacheSize

// UsersKept is how many users db keeps in memory.
func (db *DB) UsersKept() int {
	if db.users == nil {
		return 0
	}
	db.users.mu.Lock()
	defer db.users.mu.Unlock()
	return len(db.users.m)
}
