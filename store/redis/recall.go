package redis

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
	if err := s.setJSON(ctx, s.chatKey(chatID, "recall"), r, s.opts.TurnTTL); err != nil {
		return fmt.Errorf("save recall: %w", err)
	}
	return nil
}

// LoadRecall returns the chat's recall, the zero Recall when there is none.
func (s *State) LoadRecall(ctx context.Context, chatID string) (memo.Recall, error) {
	var r memo.Recall
	if _, err := s.getJSON(ctx, s.chatKey(chatID, "recall"), &r); err != nil {
		return memo.Recall{}, fmt.Errorf("load recall: %w", err)
	}
	return r, nil
}
