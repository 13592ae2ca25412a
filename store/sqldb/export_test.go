package sqldb

import (
	"context"
	"database/sql"
)

// The queries whose plans the black-box tests check.
const (
	DueRemindersQuery = dueRemindersQuery
	DueDigestsQuery   = dueDigestsQuery
)

// Raw is db's pool, taking queries written with ?, for the tests' own
// queries.
func Raw(db *DB) interface {
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
} {
	return db.db
}

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
