package redis

import (
	"context"
	"errors"
	"fmt"

	goredis "github.com/redis/go-redis/v9"

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
	if err := s.rdb.Set(ctx, s.chatKey(chatID, "recall"), body, s.opts.TurnTTL).Err(); err != nil {
		return fmt.Errorf("save recall: %w", err)
	}
	return nil
}

// LoadRecall returns the chat's recall, the zero Recall when there is none.
func (s *State) LoadRecall(ctx context.Context, chatID string) (memo.Recall, error) {
	body, err := s.rdb.Get(ctx, s.chatKey(chatID, "recall")).Bytes()
	if errors.Is(err, goredis.Nil) {
		return memo.Recall{}, nil
	}
	if err != nil {
		return memo.Recall{}, fmt.Errorf("load recall: %w", err)
	}
	r, err := memo.DecodeRecall(body)
	if err != nil {
		return memo.Recall{}, fmt.Errorf("load recall: %w", err)
	}
	return r, nil
}
