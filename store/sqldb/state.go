package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	memo "github.com/memo-assistant/memo"
)

// Default lifetimes of the conversation state, counted from the last write.
const (
	DefaultTurnTTL     = 12 * time.Hour
	DefaultNumberedTTL = 24 * time.Hour
	DefaultLanguageTTL = 90 * 24 * time.Hour
	DefaultStepTTL     = 48 * time.Hour
)

// StateOptions tunes the embedded conversation state. Zero fields take the
// defaults.
type StateOptions struct {
	// TurnTTL is how long each of a chat's recent turns lives after it was
	// appended (default 12h).
	TurnTTL time.Duration
	// NumberedTTL is how long the last numbered list lives (default 24h).
	NumberedTTL time.Duration
	// LanguageTTL is how long a chat's language is remembered (default 90 days).
	LanguageTTL time.Duration
	// StepTTL is how long a step's result is kept for resumes and retries
	// (default 48h).
	StepTTL time.Duration
}

// State is the conversation state kept in the database, for a Memo
// that runs without Redis. It implements memo.ConversationState. Expiry is
// judged by the database's clock, so a pinned clock pins it too; expired
// rows are ignored when read, and a write to their table purges them at
// most once every purgeEvery.
type State struct {
	db     *DB
	opts   StateOptions
	purged purgeTimes
}

var _ memo.ConversationState = (*State)(nil)

// State returns the conversation state kept in db, with opts' lifetimes.
func (db *DB) State(opts StateOptions) *State {
	opts.TurnTTL = orDefault(opts.TurnTTL, DefaultTurnTTL)
	opts.NumberedTTL = orDefault(opts.NumberedTTL, DefaultNumberedTTL)
	opts.LanguageTTL = orDefault(opts.LanguageTTL, DefaultLanguageTTL)
	opts.StepTTL = orDefault(opts.StepTTL, DefaultStepTTL)
	return &State{db: db, opts: opts}
}

func orDefault(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
}

// inTx runs fn in a write transaction that may commit without waiting for
// the disk (Dialect.Relaxed). The conversation state is short-lived and
// rebuilt by the next turn; a crash of the server may lose its last
// fraction of a second of writes, never corrupt it, as SQLite's
// synchronous=NORMAL and Redis's snapshots may. Users' tasks, lists and
// memories keep full durability.
func (s *State) inTx(ctx context.Context, fn func(tx *txn) error) error {
	return s.db.writeTx(ctx, true, fn)
}

// nowMilli is the clock's time in unix milliseconds, as expires_at holds it.
func (s *State) nowMilli() int64 { return s.db.clock.Now().UnixMilli() }

// savePendingTx stores p (its times filled in) in tx as the chat's
// question, replacing any other, and returns its version: one more than
// the chat's last, even if that one was taken or expired.
func (s *State) savePendingTx(ctx context.Context, tx *txn, chatID string, p memo.Pending) (int64, error) {
	if err := s.purge(ctx, tx, "state_pending", s.db.clock.Now().UnixMilli()); err != nil {
		return 0, err
	}
	err := tx.QueryRowContext(ctx, `
		INSERT INTO state_pending_versions (chat_id, version) VALUES (?, 1)
		ON CONFLICT (chat_id) DO UPDATE SET version = state_pending_versions.version + 1
		RETURNING version`, chatID).Scan(&p.Version)
	if err != nil {
		return 0, fmt.Errorf("next version: %w", err)
	}
	body, err := json.Marshal(p)
	if err != nil {
		return 0, fmt.Errorf("encode: %w", err)
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO state_pending (chat_id, version, body, expires_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (chat_id) DO UPDATE SET
			version = excluded.version, body = excluded.body, expires_at = excluded.expires_at`,
		chatID, p.Version, string(body), p.ExpiresAt.UnixMilli())
	if err != nil {
		return 0, fmt.Errorf("store: %w", err)
	}
	return p.Version, nil
}

// checkKey returns EInvalid when a key the state is addressed by is empty.
func checkKey(what, key string) error {
	if key == "" {
		return memo.Errorf(memo.EInvalid, "%s is empty", what)
	}
	return nil
}

// purgeEvery is how often a write purges its state table: reads ignore
// expired rows, so purging them is housekeeping, and doing it on every
// write would cost each turn a DELETE per table it writes.
const purgeEvery = time.Minute

// purgeTimes is when each state table was last purged, in the clock's
// unix milliseconds.
type purgeTimes struct {
	mu   sync.Mutex
	last map[string]int64
}

// due reports whether table is to be purged at nowMilli, and if so counts
// it as purged then. A clock that went back makes it due.
func (p *purgeTimes) due(table string, nowMilli int64) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if last, ok := p.last[table]; ok && nowMilli >= last && nowMilli-last < purgeEvery.Milliseconds() {
		return false
	}
	if p.last == nil {
		p.last = make(map[string]int64)
	}
	p.last[table] = nowMilli
	return true
}

// purge deletes the rows of table that expired by nowMilli, when
// purgeEvery has passed since it last did. table is one of the state
// tables named in this package, never input.
func (s *State) purge(ctx context.Context, tx *txn, table string, nowMilli int64) error {
	if !s.purged.due(table, nowMilli) {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE expires_at <= ?`, nowMilli); err != nil {
		return fmt.Errorf("purge %s: %w", table, err)
	}
	return nil
}

// Claim returns true the first time id is claimed within ttl, false while
// the claim lasts. EInvalid for an empty id or a ttl that is not positive.
func (s *State) Claim(ctx context.Context, id string, ttl time.Duration) (bool, error) {
	if err := checkKey("message id", id); err != nil {
		return false, err
	}
	if ttl <= 0 {
		return false, memo.Errorf(memo.EInvalid, "claim ttl %v is not positive", ttl)
	}
	now := s.nowMilli()
	claimed := false
	err := s.inTx(ctx, func(tx *txn) error {
		if err := s.purge(ctx, tx, "state_claims", now); err != nil {
			return err
		}
		// A claim that expired but is not purged yet is taken anew.
		res, err := tx.ExecContext(ctx, `
			INSERT INTO state_claims (id, expires_at) VALUES (?, ?)
			ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at WHERE state_claims.expires_at <= ?`,
			id, now+max(ttl.Milliseconds(), 1), now)
		if err != nil {
			return fmt.Errorf("insert: %w", err)
		}
		n, err := res.RowsAffected()
		claimed = n == 1
		return err
	})
	return claimed && err == nil, wrap("claim "+id, err)
}
