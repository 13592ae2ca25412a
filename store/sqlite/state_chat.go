package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	memo "github.com/memo-assistant/memo"
)

var _ memo.ChatBatcher = (*State)(nil)

// LoadChat reads the chat's pending question, language, numbered list,
// recall, recent turns and the asked step-log entries. Reads take no
// write lock and commit nothing.
func (s *State) LoadChat(ctx context.Context, chatID string, r memo.ChatRead) (memo.ChatState, error) {
	var out memo.ChatState
	if err := checkKey("chat id", chatID); err != nil {
		return out, err
	}
	// The four single rows in one statement: one step of the database
	// where there were four.
	var pending, lang, numbered, recall sql.NullString
	err := s.db.db.QueryRowContext(ctx, `SELECT
		(SELECT body FROM state_pending WHERE chat_id = ?1),
		(SELECT language FROM state_languages WHERE chat_id = ?1 AND expires_at > ?2),
		(SELECT body FROM state_numbered WHERE chat_id = ?1 AND expires_at > ?2),
		(SELECT body FROM state_recall WHERE chat_id = ?1 AND expires_at > ?2)`,
		chatID, s.nowMilli()).Scan(&pending, &lang, &numbered, &recall)
	if err != nil {
		return out, fmt.Errorf("load chat: %w", err)
	}
	if pending.Valid {
		var p memo.Pending
		if err := json.Unmarshal([]byte(pending.String), &p); err != nil {
			return out, fmt.Errorf("load chat: pending: decode: %w", err)
		}
		if !p.Expired(s.db.clock.Now()) {
			out.Pending = &p
		}
	}
	out.Language = memo.Language(lang.String)
	if numbered.Valid {
		var l memo.NumberedList
		if err := json.Unmarshal([]byte(numbered.String), &l); err != nil {
			return out, fmt.Errorf("load chat: numbered list: decode: %w", err)
		}
		out.Numbered = &l
	}
	if recall.Valid {
		if out.Recall, err = memo.DecodeRecall([]byte(recall.String)); err != nil {
			return out, fmt.Errorf("load chat: %w", err)
		}
	}
	if out.Recent, err = s.RecentTurns(ctx, chatID, r.Recent); err != nil {
		return out, fmt.Errorf("load chat: %w", err)
	}
	for _, key := range r.Steps {
		res, ok, err := s.LoadStep(ctx, key)
		if err != nil {
			return out, fmt.Errorf("load chat: %w", err)
		}
		if ok {
			if out.Steps == nil {
				out.Steps = make(map[string]memo.Result)
			}
			out.Steps[key] = res
		}
	}
	return out, nil
}

// SaveChat writes w in one transaction: one commit.
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
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
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
