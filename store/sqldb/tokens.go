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
	_, err := db.db.ExecContext(ctx, `INSERT INTO api_tokens (id, user_id, hash, label, created_at) VALUES (?, ?, ?, ?, ?)`,
		id, userID, sum[:], label, tok.CreatedAt.Unix())
	if err != nil {
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
	found := false
	if wellFormed {
		err := db.db.QueryRowContext(ctx, `SELECT user_id, hash, revoked_at, last_used_at FROM api_tokens WHERE id = ?`, id).
			Scan(&userID, &hash, &revoked, &lastUsed)
		switch {
		case errNoRows(err):
		case err != nil:
			return "", "", false, fmt.Errorf("check token: %w", err)
		default:
			found = true
		}
	}
	if !found {
		hash = make([]byte, sha256.Size) // compare anyway: the same work for every token
	}
	sum := sha256.Sum256([]byte(secret))
	match := subtle.ConstantTimeCompare(sum[:], hash) == 1
	if !found || !match || revoked.Valid {
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
	var tok APIToken
	err := db.inTx(ctx, func(tx *txn) error {
		if _, err := tx.ExecContext(ctx, `UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, db.now().Unix(), id); err != nil {
			return err
		}
		toks, err := findTokens(ctx, tx, `WHERE id = ?`, id)
		if err != nil {
			return err
		}
		if len(toks) == 0 {
			return memo.Errorf(memo.ENotFound, "no token %q", id)
		}
		tok = toks[0]
		return nil
	})
	if err != nil {
		return APIToken{}, fmt.Errorf("revoke token: %w", err)
	}
	return tok, nil
}

// FindAPITokens returns the tokens of userID, or every token when userID
// is "", oldest first, revoked ones included.
func (db *DB) FindAPITokens(ctx context.Context, userID string) ([]APIToken, error) {
	var toks []APIToken
	err := db.inReadTx(ctx, func(tx *txn) error {
		var err error
		if userID == "" {
			toks, err = findTokens(ctx, tx, ``)
		} else {
			toks, err = findTokens(ctx, tx, `WHERE user_id = ?`, userID)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("find tokens: %w", err)
	}
	return toks, nil
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
