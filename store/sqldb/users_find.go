package sqldb

import (
	"context"

	memo "github.com/memo-assistant/memo"
)

// FindUser returns the user with id; ok is false when there is none.
func (db *DB) FindUser(ctx context.Context, id string) (u memo.User, ok bool, err error) {
	u, err = findUser(ctx, db.db, id)
	if memo.ErrorCodeOf(err) == memo.ENotFound {
		return memo.User{}, false, nil
	}
	if err != nil {
		return memo.User{}, false, err
	}
	return u, true, nil
}
