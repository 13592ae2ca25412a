package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	memo "github.com/memo-assistant/memo"
)

// EnsureUser returns the user with id, creating it with timeZone and lang
// when it does not exist yet; an existing user keeps its stored settings.
// EInvalid for an empty id or a language Memo does not speak.
func (db *DB) EnsureUser(ctx context.Context, id, timeZone string, lang memo.Language) (memo.User, error) {
	if err := checkUser(id, lang); err != nil {
		return memo.User{}, err
	}
	var u memo.User
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO users (id, time_zone, language, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (id) DO NOTHING`, id, timeZone, string(lang), db.now().Unix())
		if err != nil {
			return fmt.Errorf("insert: %w", err)
		}
		u, err = findUser(ctx, tx, id)
		return err
	})
	if err != nil {
		return memo.User{}, fmt.Errorf("ensure user: %w", err)
	}
	return u, nil
}

// UpdateUser stores the user's zone and language. ENotFound when the user
// does not exist; EInvalid for an empty id or an unknown language.
func (db *DB) UpdateUser(ctx context.Context, u memo.User) error {
	if err := checkUser(u.ID, u.Language); err != nil {
		return err
	}
	res, err := db.db.ExecContext(ctx, `UPDATE users SET time_zone = ?, language = ? WHERE id = ?`,
		u.TimeZone, string(u.Language), u.ID)
	if err != nil {
		return fmt.Errorf("update user: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("update user: %w", err)
	} else if n == 0 {
		return memo.Errorf(memo.ENotFound, "user not found")
	}
	return nil
}

// checkUser validates the fields EnsureUser and UpdateUser store. The zone
// is not checked: memo.User.Location falls back when it does not load.
func checkUser(id string, lang memo.Language) error {
	if id == "" {
		return memo.Errorf(memo.EInvalid, "user id is empty")
	}
	if lang != "" && !lang.Valid() {
		return memo.Errorf(memo.EInvalid, "unknown language %q", lang)
	}
	return nil
}

// findUser reads one user; ENotFound when there is none.
func findUser(ctx context.Context, tx *sql.Tx, id string) (memo.User, error) {
	var (
		u       memo.User
		lang    string
		created int64
	)
	err := tx.QueryRowContext(ctx, `SELECT id, time_zone, language, created_at FROM users WHERE id = ?`, id).
		Scan(&u.ID, &u.TimeZone, &lang, &created)
	if errNoRows(err) {
		return memo.User{}, memo.Errorf(memo.ENotFound, "user not found")
	}
	if err != nil {
		return memo.User{}, fmt.Errorf("find user: %w", err)
	}
	u.Language, u.CreatedAt = memo.Language(lang), unixTime(created)
	return u, nil
}

// requireUser returns ENotFound unless the user exists, so a task or list is
// never written for an unknown user (the foreign key would refuse it with a
// vendor error).
func requireUser(ctx context.Context, tx *sql.Tx, id string) error {
	var one int
	err := tx.QueryRowContext(ctx, `SELECT 1 FROM users WHERE id = ?`, id).Scan(&one)
	if errNoRows(err) {
		return memo.Errorf(memo.ENotFound, "user not found")
	}
	if err != nil {
		return fmt.Errorf("find user: %w", err)
	}
	return nil
}
