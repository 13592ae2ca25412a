package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	memo "github.com/memo-assistant/memo"
)

// SaveNumbered stores the chat's last numbered list, replacing the previous
// one, for NumberedTTL.
func (s *State) SaveNumbered(ctx context.Context, chatID string, l memo.NumberedList) error {
	if err := checkKey("chat id", chatID); err != nil {
		return err
	}
	body, err := json.Marshal(l)
	if err != nil {
		return fmt.Errorf("save numbered list: encode: %w", err)
	}
	if err := s.upsert(ctx, "state_numbered", "chat_id", "body", chatID, string(body), s.opts.NumberedTTL); err != nil {
		return fmt.Errorf("save numbered list: %w", err)
	}
	return nil
}

// LoadNumbered returns the chat's last numbered list; ok is false when there
// is none or it expired.
func (s *State) LoadNumbered(ctx context.Context, chatID string) (memo.NumberedList, bool, error) {
	var l memo.NumberedList
	ok, err := s.load(ctx, "state_numbered", "chat_id", "body", chatID, &l)
	if err != nil {
		return memo.NumberedList{}, false, fmt.Errorf("load numbered list: %w", err)
	}
	return l, ok, nil
}

// AppendTurns adds turns to the chat's window, keeping the newest
// memo.MaxTurns; each lives TurnTTL from now.
func (s *State) AppendTurns(ctx context.Context, chatID string, turns ...memo.Turn) error {
	if err := checkKey("chat id", chatID); err != nil {
		return err
	}
	if len(turns) == 0 {
		return nil
	}
	if err := s.inTx(ctx, func(tx *txn) error { return s.appendTurnsTx(ctx, tx, chatID, turns) }); err != nil {
		return fmt.Errorf("append turns: %w", err)
	}
	return nil
}

// appendTurnsTx is AppendTurns in tx. Each turn lives TurnTTL from its
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
	if err != nil {
		return fmt.Errorf("trim: %w", err)
	}
	return nil
}

// RecentTurns returns up to n of the chat's latest turns, oldest first.
func (s *State) RecentTurns(ctx context.Context, chatID string, n int) ([]memo.Turn, error) {
	turns := []memo.Turn{}
	if n <= 0 {
		return turns, nil
	}
	rows, err := s.db.db.QueryContext(ctx, `
		SELECT body FROM state_turns WHERE chat_id = ? AND expires_at > ? ORDER BY seq DESC LIMIT ?`,
		chatID, s.nowMilli(), n)
	if err != nil {
		return nil, fmt.Errorf("recent turns: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			body string
			t    memo.Turn
		)
		if err := rows.Scan(&body); err != nil {
			return nil, fmt.Errorf("recent turns: scan: %w", err)
		}
		if err := json.Unmarshal([]byte(body), &t); err != nil {
			return nil, fmt.Errorf("recent turns: decode: %w", err)
		}
		turns = append(turns, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("recent turns: %w", err)
	}
	slices.Reverse(turns)
	return turns, nil
}

// SaveLanguage remembers the language the chat last spoke, for LanguageTTL.
// EInvalid for a language Memo does not speak.
func (s *State) SaveLanguage(ctx context.Context, chatID string, lang memo.Language) error {
	if err := checkKey("chat id", chatID); err != nil {
		return err
	}
	if !lang.Valid() {
		return memo.Errorf(memo.EInvalid, "unknown language %q", lang)
	}
	if err := s.upsert(ctx, "state_languages", "chat_id", "language", chatID, string(lang), s.opts.LanguageTTL); err != nil {
		return fmt.Errorf("save language: %w", err)
	}
	return nil
}

// LoadLanguage returns the chat's language, "" when none is known.
func (s *State) LoadLanguage(ctx context.Context, chatID string) (memo.Language, error) {
	var lang string
	err := s.db.db.QueryRowContext(ctx, `SELECT language FROM state_languages WHERE chat_id = ? AND expires_at > ?`,
		chatID, s.nowMilli()).Scan(&lang)
	if errNoRows(err) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("load language: %w", err)
	}
	return memo.Language(lang), nil
}

// SaveStep records the result of the step with key, for StepTTL.
func (s *State) SaveStep(ctx context.Context, key string, r memo.Result) error {
	if err := checkKey("step key", key); err != nil {
		return err
	}
	body, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("save step %s: encode: %w", key, err)
	}
	if err := s.upsert(ctx, "state_steps", "key", "result", key, string(body), s.opts.StepTTL); err != nil {
		return fmt.Errorf("save step %s: %w", key, err)
	}
	return nil
}

// LoadStep returns the result recorded for key; ok is false when the step
// never ran or its record expired.
func (s *State) LoadStep(ctx context.Context, key string) (memo.Result, bool, error) {
	var r memo.Result
	ok, err := s.load(ctx, "state_steps", "key", "result", key, &r)
	if err != nil {
		return memo.Result{}, false, fmt.Errorf("load step %s: %w", key, err)
	}
	return r, ok, nil
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
	if err != nil {
		return false, fmt.Errorf("claim %s: %w", id, err)
	}
	return claimed, nil
}

// upsert stores value under key in table for ttl, purging the table's
// expired rows first. Table and column names are this package's constants.
func (s *State) upsert(ctx context.Context, table, keyCol, valCol, key, value string, ttl time.Duration) error {
	return s.inTx(ctx, func(tx *txn) error {
		return s.upsertTx(ctx, tx, table, keyCol, valCol, key, value, ttl)
	})
}

// upsertTx is upsert in tx.
func (s *State) upsertTx(ctx context.Context, tx *txn, table, keyCol, valCol, key, value string, ttl time.Duration) error {
	now := s.nowMilli()
	if err := s.purge(ctx, tx, table, now); err != nil {
		return err
	}
	q := `INSERT INTO ` + table + ` (` + keyCol + `, ` + valCol + `, expires_at) VALUES (?, ?, ?)
		ON CONFLICT (` + keyCol + `) DO UPDATE SET ` + valCol + ` = excluded.` + valCol + `, expires_at = excluded.expires_at`
	if _, err := tx.ExecContext(ctx, q, key, value, now+ttl.Milliseconds()); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	return nil
}

// load decodes the unexpired JSON value under key in table into v; ok is
// false when there is none.
func (s *State) load(ctx context.Context, table, keyCol, valCol, key string, v any) (bool, error) {
	body, ok, err := s.loadBody(ctx, table, keyCol, valCol, key)
	if !ok || err != nil {
		return false, err
	}
	if err := json.Unmarshal([]byte(body), v); err != nil {
		return false, fmt.Errorf("decode: %w", err)
	}
	return true, nil
}

// loadBody returns the unexpired value under key; ok is false when there
// is none.
func (s *State) loadBody(ctx context.Context, table, keyCol, valCol, key string) (body string, ok bool, err error) {
	q := `SELECT ` + valCol + ` FROM ` + table + ` WHERE ` + keyCol + ` = ? AND expires_at > ?`
	err = s.db.db.QueryRowContext(ctx, q, key, s.nowMilli()).Scan(&body)
	if errNoRows(err) {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	return body, true, nil
}
