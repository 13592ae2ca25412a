package sqldb

import (
	"context"
	"fmt"

	memo "github.com/memo-assistant/memo"
)

// SaveRecall replaces the chat's recall and keeps it for TurnTTL.
func (s *State) SaveRecall(ctx context.Context, chatID string, r memo.Recall) error {
	if err := checkKey("chat id", chatID); err != nil {
		return err
	}
	body, err := memo.EncodeRecall(r)
	if err != nil {
		return fmt.Errorf("save recall: %w", err)
	}
	if err := s.upsert(ctx, "state_recall", "chat_id", "body", chatID, string(body), s.opts.TurnTTL); err != nil {
		return fmt.Errorf("save recall: %w", err)
	}
	return nil
}

// LoadRecall returns the chat's recall, the zero Recall when there is none
// or it expired.
func (s *State) LoadRecall(ctx context.Context, chatID string) (memo.Recall, error) {
	body, ok, err := s.loadBody(ctx, "state_recall", "chat_id", "body", chatID)
	if err != nil || !ok {
		return memo.Recall{}, err
	}
	r, err := memo.DecodeRecall([]byte(body))
	if err != nil {
		return memo.Recall{}, fmt.Errorf("load recall: %w", err)
	}
	return r, nil
}
