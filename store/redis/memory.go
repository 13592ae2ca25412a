package redis

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"

	memo "github.com/memo-assistant/memo"
)

// SaveNumbered stores the chat's last numbered list, replacing the previous
// one, for NumberedTTL.
func (s *State) SaveNumbered(ctx context.Context, chatID string, l memo.NumberedList) error {
	if err := checkKey("chat id", chatID); err != nil {
		return err
	}
	if err := s.setJSON(ctx, s.chatKey(chatID, "numbered"), l, s.opts.NumberedTTL); err != nil {
		return fmt.Errorf("save numbered list: %w", err)
	}
	return nil
}

// LoadNumbered returns the chat's last numbered list; ok is false when there
// is none.
func (s *State) LoadNumbered(ctx context.Context, chatID string) (memo.NumberedList, bool, error) {
	var l memo.NumberedList
	ok, err := s.getJSON(ctx, s.chatKey(chatID, "numbered"), &l)
	if err != nil {
		return memo.NumberedList{}, false, fmt.Errorf("load numbered list: %w", err)
	}
	return l, ok, nil
}

// AppendTurns adds turns to the chat's window, keeping the newest
// memo.MaxTurns, and keeps the window for TurnTTL from now. The push, trim
// and expiry run as one transaction.
func (s *State) AppendTurns(ctx context.Context, chatID string, turns ...memo.Turn) error {
	if err := checkKey("chat id", chatID); err != nil {
		return err
	}
	if len(turns) == 0 {
		return nil
	}
	bodies := make([]any, len(turns))
	for i, t := range turns {
		b, err := json.Marshal(t)
		if err != nil {
			return fmt.Errorf("append turns: encode: %w", err)
		}
		bodies[i] = b
	}
	key := s.chatKey(chatID, "turns")
	_, err := s.rdb.TxPipelined(ctx, func(p goredis.Pipeliner) error {
		p.RPush(ctx, key, bodies...)
		p.LTrim(ctx, key, -memo.MaxTurns, -1)
		p.PExpire(ctx, key, s.opts.TurnTTL)
		return nil
	})
	if err != nil {
		return fmt.Errorf("append turns: %w", err)
	}
	return nil
}

// RecentTurns returns up to n of the chat's latest turns, oldest first.
func (s *State) RecentTurns(ctx context.Context, chatID string, n int) ([]memo.Turn, error) {
	turns := []memo.Turn{}
	if n <= 0 {
		return turns, nil
	}
	bodies, err := s.rdb.LRange(ctx, s.chatKey(chatID, "turns"), int64(-n), -1).Result()
	if err != nil {
		return nil, fmt.Errorf("recent turns: %w", err)
	}
	for _, b := range bodies {
		var t memo.Turn
		if err := json.Unmarshal([]byte(b), &t); err != nil {
			return nil, fmt.Errorf("recent turns: decode: %w", err)
		}
		turns = append(turns, t)
	}
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
	if err := s.rdb.Set(ctx, s.chatKey(chatID, "lang"), string(lang), s.opts.LanguageTTL).Err(); err != nil {
		return fmt.Errorf("save language: %w", err)
	}
	return nil
}

// LoadLanguage returns the chat's language, "" when none is known.
func (s *State) LoadLanguage(ctx context.Context, chatID string) (memo.Language, error) {
	lang, err := s.rdb.Get(ctx, s.chatKey(chatID, "lang")).Result()
	if errors.Is(err, goredis.Nil) {
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
	if err := s.setJSON(ctx, s.stepKey(key), r, s.opts.StepTTL); err != nil {
		return fmt.Errorf("save step %s: %w", key, err)
	}
	return nil
}

// LoadStep returns the result recorded for key; ok is false when the step
// never ran or its record expired.
func (s *State) LoadStep(ctx context.Context, key string) (memo.Result, bool, error) {
	var r memo.Result
	ok, err := s.getJSON(ctx, s.stepKey(key), &r)
	if err != nil {
		return memo.Result{}, false, fmt.Errorf("load step %s: %w", key, err)
	}
	return r, ok, nil
}

// Claim returns true the first time id is claimed within ttl (SET NX with
// the ttl, so it is shared by every process), false while the claim lasts.
// EInvalid for an empty id or a ttl that is not positive.
//
// Each claim stores a token of its own: when a SET NX timed out and the
// client sent it again, the first may have been applied after all (a Redis
// that stalled and came back), and the retry would find the id taken — by
// this very claim. A taken id whose token is this claim's is this claim's,
// so a retried claim never drops its own message as a duplicate.
func (s *State) Claim(ctx context.Context, id string, ttl time.Duration) (bool, error) {
	if err := checkKey("message id", id); err != nil {
		return false, err
	}
	if ttl <= 0 {
		return false, memo.Errorf(memo.EInvalid, "claim ttl %v is not positive", ttl)
	}
	key, token := s.opts.Prefix+"msg:"+id, claimToken()
	ok, err := s.rdb.SetNX(ctx, key, token, max(ttl, time.Millisecond)).Result()
	if err != nil {
		return false, fmt.Errorf("claim %s: %w", id, err)
	}
	if ok {
		return true, nil
	}
	held, err := s.rdb.Get(ctx, key).Result()
	if errors.Is(err, goredis.Nil) {
		return false, nil // it expired in between: it was claimed, and is done
	}
	if err != nil {
		return false, fmt.Errorf("claim %s: %w", id, err)
	}
	return held == token, nil
}

// claimToken is a random token naming one claim.
func claimToken() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// setJSON stores v as JSON under key for ttl.
func (s *State) setJSON(ctx context.Context, key string, v any, ttl time.Duration) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode: %w", err)
	}
	return s.rdb.Set(ctx, key, b, ttl).Err()
}

// getJSON decodes the JSON under key into v; ok is false when there is none.
func (s *State) getJSON(ctx context.Context, key string, v any) (bool, error) {
	b, err := s.rdb.Get(ctx, key).Bytes()
	if errors.Is(err, goredis.Nil) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return false, fmt.Errorf("decode: %w", err)
	}
	return true, nil
}
