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
	p, ok, err := s.LoadPending(ctx, chatID)
	if err != nil {
		return out, fmt.Errorf("load chat: %w", err)
	}
	if ok {
		out.Pending = &p
	}
	if out.Language, err = s.LoadLanguage(ctx, chatID); err != nil {
		return out, fmt.Errorf("load chat: %w", err)
	}
	if l, ok, err := s.LoadNumbered(ctx, chatID); err != nil {
		return out, fmt.Errorf("load chat: %w", err)
	} else if ok {
		out.Numbered = &l
	}
	if out.Recall, err = s.LoadRecall(ctx, chatID); err != nil {
		return out, fmt.Errorf("load chat: %w", err)
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
			body, err := json.Marshal(w.Recall)
			if err != nil {
				return fmt.Errorf("recall: encode: %w", err)
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
