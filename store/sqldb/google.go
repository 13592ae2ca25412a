package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
)

// Compile-time checks.
var (
	_ memo.GoogleLinkStore = (*DB)(nil)
	_ memo.OAuthStateStore = (*DB)(nil)
)

// SaveGoogleLink implements memo.GoogleLinkStore. A zero LinkedAt keeps the
// first link's time, or the clock's now for a new link; UpdatedAt is
// always the clock's now.
func (db *DB) SaveGoogleLink(ctx context.Context, l memo.GoogleLink) error {
	if strings.TrimSpace(l.UserID) == "" || len(l.Sealed) == 0 {
		return memo.Errorf(memo.EInvalid, "a Google link needs a user id and a token")
	}
	now := db.now().Unix()
	linked, named := now, 0 // a stored linked_at stays unless l names one
	if !l.LinkedAt.IsZero() {
		linked, named = l.LinkedAt.Unix(), 1
	}
	_, err := db.db.ExecContext(ctx, `
		INSERT INTO google_links (user_id, chat_id, lang, sealed, scopes, linked_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET chat_id = excluded.chat_id, lang = excluded.lang,
			sealed = excluded.sealed, scopes = excluded.scopes, updated_at = excluded.updated_at,
			linked_at = CASE WHEN ? <> 0 THEN excluded.linked_at ELSE google_links.linked_at END`,
		l.UserID, l.ChatID, string(l.Lang), l.Sealed, strings.Join(l.Scopes, " "), linked, now, named)
	if err != nil {
		return fmt.Errorf("save google link: %w", err)
	}
	return nil
}

// FindGoogleLink implements memo.GoogleLinkStore.
func (db *DB) FindGoogleLink(ctx context.Context, userID string) (memo.GoogleLink, bool, error) {
	l := memo.GoogleLink{UserID: userID}
	var lang, scopes string
	var linked, updated int64
	err := db.db.QueryRowContext(ctx, `
		SELECT chat_id, lang, sealed, scopes, linked_at, updated_at FROM google_links WHERE user_id = ?`, userID).
		Scan(&l.ChatID, &lang, &l.Sealed, &scopes, &linked, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return memo.GoogleLink{}, false, nil
	}
	if err != nil {
		return memo.GoogleLink{}, false, fmt.Errorf("find google link: %w", err)
	}
	l.Lang = memo.Language(lang)
	l.Scopes = strings.Fields(scopes)
	l.LinkedAt, l.UpdatedAt = time.Unix(linked, 0).UTC(), time.Unix(updated, 0).UTC()
	return l, true, nil
}

// DeleteGoogleLink implements memo.GoogleLinkStore.
func (db *DB) DeleteGoogleLink(ctx context.Context, userID string) (bool, error) {
	res, err := db.db.ExecContext(ctx, `DELETE FROM google_links WHERE user_id = ?`, userID)
	if err != nil {
		return false, fmt.Errorf("delete google link: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("delete google link: %w", err)
	}
	return n > 0, nil
}

// ClaimOAuthState implements memo.OAuthStateStore. Expired claims are
// swept as new ones are made.
func (db *DB) ClaimOAuthState(ctx context.Context, nonce string, expires time.Time) (bool, error) {
	if nonce == "" {
		return false, memo.Errorf(memo.EInvalid, "an OAuth state needs a nonce")
	}
	now := db.now().Unix()
	if _, err := db.db.ExecContext(ctx, `DELETE FROM oauth_states WHERE expires_at < ?`, now); err != nil {
		return false, fmt.Errorf("claim oauth state: %w", err)
	}
	res, err := db.db.ExecContext(ctx, `INSERT INTO oauth_states (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING`,
		nonce, expires.Unix())
	if err != nil {
		return false, fmt.Errorf("claim oauth state: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("claim oauth state: %w", err)
	}
	return n == 1, nil
}
