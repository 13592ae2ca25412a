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
