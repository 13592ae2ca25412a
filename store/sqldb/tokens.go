package sqldb

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"fmt"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
)

// TokenPrefix starts every API token, so a leaked one is recognisable.
const TokenPrefix = "memo_"

// APIToken is a token of the HTTP API as memo token list shows it; the
// secret is never stored, only its SHA-256.
type APIToken struct {
	// ID is the token's public part, used to revoke it.
	ID     string
	UserID string
	Label  string
	// CreatedAt, LastUsedAt (to the minute; nil when never used) and
	// RevokedAt (nil while valid) are in UTC.
	CreatedAt  time.Time
	LastUsedAt *time.Time
	RevokedAt  *time.Time
}

// lastUsedEvery is how stale last_used_at may be before a use rewrites
// it, so a busy token does not take the write lock on every request.
const lastUsedEvery = time.Minute

// CreateAPIToken makes a token for userID and returns it, the only time
// it is ever seen, with its record. EInvalid for an empty user id or a
// label over 200 characters.
func (db *DB) CreateAPIToken(ctx context.Context, userID, label string) (string, APIToken, error) {
	userID = strings.TrimSpace(userID)
	if userID == "" || len(userID) > 128 {
		return "", APIToken{}, memo.Errorf(memo.EInvalid, "a token needs a user id of 1 to 128 characters")
	}
	if len(label) > 200 {
		return "", APIToken{}, memo.Errorf(memo.EInvalid, "a token label is at most 200 characters")
	}
	id := strings.ToLower(rand.Text()[:10])
	secret := strings.ToLower(rand.Text())
	sum := sha256.Sum256([]byte(secret))
	tok := APIToken{ID: id, UserID: userID, Label: label, CreatedAt: db.now()}
	if _, err := db.exec(ctx, `INSERT INTO api_tokens (id, user_id, hash, label, created_at) VALUES (?, ?, ?, ?, ?)`,
		id, userID, sum[:], label, tok.CreatedAt.Unix()); err != nil {
		return "", APIToken{}, fmt.Errorf("create token: %w", err)
	}
	return TokenPrefix + id + "_" + secret, tok, nil
}

// TokenUser returns the id of a token and the user it belongs to; ok is
// false for a token that is malformed, unknown or revoked. The secret is
// compared in constant time, also when the id is unknown.
func (db *DB) TokenUser(ctx context.Context, token string) (tokenID, userID string, ok bool, err error) {
	id, secret, wellFormed := splitToken(token)
	var (
		hash     []byte
		revoked  sql.NullInt64
		lastUsed sql.NullInt64
	)
	known := false
	if wellFormed {
		if known, err = found(db.db.QueryRowContext(ctx, `SELECT user_id, hash, revoked_at, last_used_at FROM api_tokens WHERE id = ?`, id).
			Scan(&userID, &hash, &revoked, &lastUsed)); err != nil {
			return "", "", false, fmt.Errorf("check token: %w", err)
		}
	}
	if !known {
		hash = make([]byte, sha256.Size) // compare anyway: the same work for every token
	}
	sum := sha256.Sum256([]byte(secret))
	match := subtle.ConstantTimeCompare(sum[:], hash) == 1
	if !known || !match || revoked.Valid {
		return "", "", false, nil
	}
	now := db.now()
	if !lastUsed.Valid || now.Sub(unixTime(lastUsed.Int64)) >= lastUsedEvery {
		if _, err := db.db.ExecContext(ctx, `UPDATE api_tokens SET last_used_at = ? WHERE id = ?`, now.Truncate(time.Minute).Unix(), id); err != nil {
			return "", "", false, fmt.Errorf("check token: record use: %w", err)
		}
	}
	return id, userID, true, nil
}

// splitToken reads "memo_<id>_<secret>".
func splitToken(token string) (id, secret string, ok bool) {
	rest, found := strings.CutPrefix(token, TokenPrefix)
	if !found {
		return "", token, false
	}
	id, secret, found = strings.Cut(rest, "_")
	if !found || len(id) != 10 || secret == "" || len(secret) > 64 {
		return "", secret, false
	}
	return id, secret, true
}

// RevokeAPIToken revokes the token with id (its public part, or the whole
// token) and returns it. Revoking a revoked token changes nothing.
// ENotFound when there is no such token.
func (db *DB) RevokeAPIToken(ctx context.Context, id string) (APIToken, error) {
	if tid, _, ok := splitToken(id); ok {
		id = tid
	}
	return update(ctx, db, "revoke token", func(tx *txn) (APIToken, error) {
		if _, err := tx.ExecContext(ctx, `UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, db.now().Unix(), id); err != nil {
			return APIToken{}, err
		}
		toks, err := findTokens(ctx, tx, `WHERE id = ?`, id)
		return single(toks, err, fmt.Sprintf("no token %q", id))
	})
}

// FindAPITokens returns the tokens of userID, or every token when userID
// is "", oldest first, revoked ones included.
func (db *DB) FindAPITokens(ctx context.Context, userID string) ([]APIToken, error) {
	return view(ctx, db, "find tokens", func(tx *txn) ([]APIToken, error) {
		if userID == "" {
			return findTokens(ctx, tx, ``)
		}
		return findTokens(ctx, tx, `WHERE user_id = ?`, userID)
	})
}

func findTokens(ctx context.Context, tx *txn, where string, args ...any) ([]APIToken, error) {
	return collect(ctx, tx, func(rows *sql.Rows) (APIToken, error) {
		var (
			t         APIToken
			created   int64
			used, rev sql.NullInt64
		)
		err := rows.Scan(&t.ID, &t.UserID, &t.Label, &created, &used, &rev)
		t.CreatedAt, t.LastUsedAt, t.RevokedAt = unixTime(created), nullUnix(used), nullUnix(rev)
		return t, err
	}, `SELECT id, user_id, label, created_at, last_used_at, revoked_at FROM api_tokens `+where+` ORDER BY created_at, id`, args...)
}

// SaveAPIReply keeps the answer given to a request of userID that carried
// messageID, so that a retry of it gets the same answer. The first answer
// saved stays.
func (db *DB) SaveAPIReply(ctx context.Context, userID, messageID string, status int, body []byte) error {
	_, err := db.db.ExecContext(ctx, `INSERT INTO api_replies (user_id, message_id, status, body, created_at)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, userID, messageID, status, string(body), db.now().Unix())
	return wrap("save api reply", err)
}

// FindAPIReply returns the answer saved for userID's messageID; ok is
// false when there is none.
func (db *DB) FindAPIReply(ctx context.Context, userID, messageID string) (status int, body []byte, ok bool, err error) {
	var s string
	ok, err = found(db.db.QueryRowContext(ctx, `SELECT status, body FROM api_replies WHERE user_id = ? AND message_id = ?`, userID, messageID).Scan(&status, &s))
	if !ok {
		return 0, nil, false, wrap("find api reply", err)
	}
	return status, []byte(s), true, nil
}

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
