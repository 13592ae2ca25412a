package sqldb

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
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

// LoadChat reads the chat's pending question, language, numbered list,
// recall, recent turns and the asked step-log entries, none of them
// expired by the database's clock. Reads take no write lock and commit
// nothing. EInvalid for an empty chat id.
func (s *State) LoadChat(ctx context.Context, chatID string, r memo.ChatRead) (memo.ChatState, error) {
	var out memo.ChatState
	if err := checkKey("chat id", chatID); err != nil {
		return out, err
	}
	// Everything in one statement, so in one read of the database: each
	// statement run alone is a read transaction of its own, and a
	// connection begins each with its page cache emptied when another
	// connection wrote since.
	type line struct {
		seq  int64
		body string
	}
	var turns []line
	err := eachRow(ctx, s.db.db, func(rows *sql.Rows) error {
		var (
			kind       int
			a, b, c, d sql.NullString
		)
		if err := rows.Scan(&kind, &a, &b, &c, &d); err != nil {
			return fmt.Errorf("scan: %w", err)
		}
		switch kind {
		case 0:
			return s.chatRow(&out, a, b, c, d)
		case 1:
			seq, err := strconv.ParseInt(a.String, 10, 64)
			if err != nil {
				return fmt.Errorf("turn seq %q: %w", a.String, err)
			}
			turns = append(turns, line{seq, b.String})
		case 2:
			var res memo.Result
			if err := json.Unmarshal([]byte(b.String), &res); err != nil {
				return fmt.Errorf("step %s: decode: %w", a.String, err)
			}
			if out.Steps == nil {
				out.Steps = make(map[string]memo.Result)
			}
			out.Steps[a.String] = res
		}
		return nil
	}, loadChatQuery(len(r.Steps)), loadChatArgs(chatID, s.nowMilli(), r)...)
	if err != nil {
		return out, fmt.Errorf("load chat: %w", err)
	}
	slices.SortFunc(turns, func(x, y line) int { return cmp.Compare(x.seq, y.seq) })
	out.Recent = make([]memo.Turn, len(turns))
	for i, l := range turns {
		if err := json.Unmarshal([]byte(l.body), &out.Recent[i]); err != nil {
			return out, fmt.Errorf("load chat: recent turns: decode: %w", err)
		}
	}
	return out, nil
}

// chatRow decodes the chat's single-row states into out.
func (s *State) chatRow(out *memo.ChatState, pending, lang, numbered, recall sql.NullString) error {
	if pending.Valid {
		var p memo.Pending
		if err := json.Unmarshal([]byte(pending.String), &p); err != nil {
			return fmt.Errorf("pending: decode: %w", err)
		}
		if !p.Expired(s.db.clock.Now()) {
			out.Pending = &p
		}
	}
	out.Language = memo.Language(lang.String)
	if numbered.Valid {
		var l memo.NumberedList
		if err := json.Unmarshal([]byte(numbered.String), &l); err != nil {
			return fmt.Errorf("numbered list: decode: %w", err)
		}
		out.Numbered = &l
	}
	if recall.Valid {
		var err error
		if out.Recall, err = memo.DecodeRecall([]byte(recall.String)); err != nil {
			return err
		}
	}
	return nil
}

// loadChatQueries are LoadChat's statements by how many step-log keys
// they read.
var loadChatQueries sync.Map // int → string

// loadChatQuery is LoadChat's statement reading steps step-log keys: rows
// of (kind, a, b, c, d) — kind 0 the single rows (a the pending
// question, b the language, c the numbered list, d the recall), kind 1 a
// recent turn (a its seq, b its body), kind 2 a step (a its key, b its
// result). Its arguments are loadChatArgs'.
func loadChatQuery(steps int) string {
	if q, ok := loadChatQueries.Load(steps); ok {
		return q.(string)
	}
	var b strings.Builder
	b.WriteString(`SELECT 0,
		(SELECT body FROM state_pending WHERE chat_id = ?1),
		(SELECT language FROM state_languages WHERE chat_id = ?1 AND expires_at > ?2),
		(SELECT body FROM state_numbered WHERE chat_id = ?1 AND expires_at > ?2),
		(SELECT body FROM state_recall WHERE chat_id = ?1 AND expires_at > ?2)
	UNION ALL
	SELECT 1, CAST(seq AS TEXT), body, NULL, NULL FROM (
		SELECT seq, body FROM state_turns WHERE chat_id = ?1 AND expires_at > ?2 ORDER BY seq DESC LIMIT ?3) AS recent`)
	if steps > 0 {
		b.WriteString(`
	UNION ALL
	SELECT 2, key, result, NULL, NULL FROM state_steps WHERE expires_at > ?2 AND key IN (`)
		for i := range steps {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "?%d", 4+i)
		}
		b.WriteString(")")
	}
	q, _ := loadChatQueries.LoadOrStore(steps, b.String())
	return q.(string)
}

// loadChatArgs are loadChatQuery's arguments.
func loadChatArgs(chatID string, now int64, r memo.ChatRead) []any {
	args := make([]any, 0, 3+len(r.Steps))
	args = append(args, chatID, now, max(r.Recent, 0))
	for _, k := range r.Steps {
		args = append(args, k)
	}
	return args
}

// SaveChat writes w in one transaction: one commit. The language lives
// LanguageTTL, the numbered list NumberedTTL, the recall and each recent
// turn TurnTTL and each step-log entry StepTTL from this write; a
// question lives until its ExpiresAt. EInvalid for an empty chat id or
// step key, or a language Memo does not speak.
func (s *State) SaveChat(ctx context.Context, chatID string, w memo.ChatWrite) error {
	if err := checkKey("chat id", chatID); err != nil {
		return err
	}
	if w.Language != "" && !w.Language.Valid() {
		return memo.Errorf(memo.EInvalid, "unknown language %q", w.Language)
	}
	if w.Empty() {
		return nil
	}
	var version int64
	err := s.inTx(ctx, func(tx *txn) error {
		if w.Language != "" {
			if err := s.upsertTx(ctx, tx, "state_languages", "chat_id", "language", chatID, string(w.Language), s.opts.LanguageTTL); err != nil {
				return fmt.Errorf("language: %w", err)
			}
		}
		if w.Numbered != nil {
			body, err := json.Marshal(w.Numbered)
			if err != nil {
				return fmt.Errorf("numbered list: encode: %w", err)
			}
			if err := s.upsertTx(ctx, tx, "state_numbered", "chat_id", "body", chatID, string(body), s.opts.NumberedTTL); err != nil {
				return fmt.Errorf("numbered list: %w", err)
			}
		}
		if w.Recall != nil {
			body, err := memo.EncodeRecall(*w.Recall)
			if err != nil {
				return err
			}
			if err := s.upsertTx(ctx, tx, "state_recall", "chat_id", "body", chatID, string(body), s.opts.TurnTTL); err != nil {
				return fmt.Errorf("recall: %w", err)
			}
		}
		if len(w.Turns) > 0 {
			if err := s.appendTurnsTx(ctx, tx, chatID, w.Turns); err != nil {
				return fmt.Errorf("turns: %w", err)
			}
		}
		for key, res := range w.Steps {
			if err := checkKey("step key", key); err != nil {
				return err
			}
			body, err := json.Marshal(res)
			if err != nil {
				return fmt.Errorf("step %s: encode: %w", key, err)
			}
			if err := s.upsertTx(ctx, tx, "state_steps", "key", "result", key, string(body), s.opts.StepTTL); err != nil {
				return fmt.Errorf("step %s: %w", key, err)
			}
		}
		if v := w.Taken(); v != 0 && w.Pending == nil {
			if _, err := tx.ExecContext(ctx, `DELETE FROM state_pending WHERE chat_id = ? AND version = ?`, chatID, v); err != nil {
				return fmt.Errorf("take pending: %w", err)
			}
		}
		if w.Pending != nil {
			v, err := s.savePendingTx(ctx, tx, chatID, w.Pending.Stamped(s.db.clock.Now()))
			if err != nil {
				return fmt.Errorf("pending: %w", err)
			}
			version = v
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("save chat: %w", err)
	}
	if w.Pending != nil {
		w.Pending.Version = version
	}
	return nil
}

// appendTurnsTx adds turns to the chat's window in tx. Each turn lives TurnTTL from its
// own append; the window keeps the newest memo.MaxTurns.
func (s *State) appendTurnsTx(ctx context.Context, tx *txn, chatID string, turns []memo.Turn) error {
	now := s.nowMilli()
	expires := now + s.opts.TurnTTL.Milliseconds()
	if err := s.purge(ctx, tx, "state_turns", now); err != nil {
		return err
	}
	for _, t := range turns {
		body, err := json.Marshal(t)
		if err != nil {
			return fmt.Errorf("encode: %w", err)
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO state_turns (chat_id, body, expires_at) VALUES (?, ?, ?)`,
			chatID, string(body), expires)
		if err != nil {
			return fmt.Errorf("insert: %w", err)
		}
	}
	// The newest turn past the window bounds what goes: one seek down the
	// (chat_id, seq) index, and nothing when the window is not full.
	_, err := tx.ExecContext(ctx, `
		DELETE FROM state_turns WHERE chat_id = ? AND seq <= (
			SELECT seq FROM state_turns WHERE chat_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
		chatID, chatID, memo.MaxTurns)
	return wrap("trim", err)
}

// upsertTx stores value under key in table for ttl, in tx, purging the
// table's expired rows first. Table and column names are this package's
// constants.
func (s *State) upsertTx(ctx context.Context, tx *txn, table, keyCol, valCol, key, value string, ttl time.Duration) error {
	now := s.nowMilli()
	if err := s.purge(ctx, tx, table, now); err != nil {
		return err
	}
	q := `INSERT INTO ` + table + ` (` + keyCol + `, ` + valCol + `, expires_at) VALUES (?, ?, ?)
		ON CONFLICT (` + keyCol + `) DO UPDATE SET ` + valCol + ` = excluded.` + valCol + `, expires_at = excluded.expires_at`
	_, err := tx.ExecContext(ctx, q, key, value, now+ttl.Milliseconds())
	return wrap("store", err)
}
