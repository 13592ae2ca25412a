package sqlite

// UserCacheSize bounds the users a DB keeps.
const UserCacheSize = userCacheSize

// UsersKept is how many users db keeps in memory.
func (db *DB) UsersKept() int {
	db.users.mu.Lock()
	defer db.users.mu.Unlock()
	return len(db.users.m)
}
