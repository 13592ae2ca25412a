package sqldb

import (
	"context"
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
	_, err := db.exec(ctx, `
		INSERT INTO google_links (user_id, chat_id, lang, sealed, scopes, linked_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET chat_id = excluded.chat_id, lang = excluded.lang,
			sealed = excluded.sealed, scopes = excluded.scopes, updated_at = excluded.updated_at,
			linked_at = CASE WHEN ? <> 0 THEN excluded.linked_at ELSE google_links.linked_at END`,
		l.UserID, l.ChatID, string(l.Lang), l.Sealed, strings.Join(l.Scopes, " "), linked, now, named)
	return wrap("save google link", err)
}

// FindGoogleLink implements memo.GoogleLinkStore.
func (db *DB) FindGoogleLink(ctx context.Context, userID string) (memo.GoogleLink, bool, error) {
	l := memo.GoogleLink{UserID: userID}
	var lang, scopes string
	var linked, updated int64
	ok, err := found(db.db.QueryRowContext(ctx, `
		SELECT chat_id, lang, sealed, scopes, linked_at, updated_at FROM google_links WHERE user_id = ?`, userID).
		Scan(&l.ChatID, &lang, &l.Sealed, &scopes, &linked, &updated))
	if !ok {
		return memo.GoogleLink{}, false, wrap("find google link", err)
	}
	l.Lang = memo.Language(lang)
	l.Scopes = strings.Fields(scopes)
	l.LinkedAt, l.UpdatedAt = time.Unix(linked, 0).UTC(), time.Unix(updated, 0).UTC()
	return l, true, nil
}

// DeleteGoogleLink implements memo.GoogleLinkStore.
func (db *DB) DeleteGoogleLink(ctx context.Context, userID string) (bool, error) {
	n, err := db.exec(ctx, `DELETE FROM google_links WHERE user_id = ?`, userID)
	return n > 0, wrap("delete google link", err)
}

// ClaimOAuthState implements memo.OAuthStateStore. Expired claims are
// swept as new ones are made.
func (db *DB) ClaimOAuthState(ctx context.Context, nonce string, expires time.Time) (bool, error) {
	if nonce == "" {
		return false, memo.Errorf(memo.EInvalid, "an OAuth state needs a nonce")
	}
	now := db.now().Unix()
	_, err := db.exec(ctx, `DELETE FROM oauth_states WHERE expires_at < ?`, now)
	var n int64
	if err == nil {
		n, err = db.exec(ctx, `INSERT INTO oauth_states (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING`,
			nonce, expires.Unix())
	}
	return n == 1, wrap("claim oauth state", err)
}
