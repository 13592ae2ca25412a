package redis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	goredis "github.com/redis/go-redis/v9"

	memo "github.com/memo-assistant/memo"
)

// LoadChat reads the chat's pending question (none once it expired by
// the State's clock), language, numbered list, recall, recent turns and
// the asked step-log entries in one pipeline: one round trip. EInvalid
// for an empty chat id; memo.ErrChatBusy when r.Lock is set and another
// token holds the chat's lock.
func (s *State) LoadChat(ctx context.Context, chatID string, r memo.ChatRead) (memo.ChatState, error) {
	var out memo.ChatState
	if err := checkKey("chat id", chatID); err != nil {
		return out, err
	}
	p := s.rdb.Pipeline()
	var lock *goredis.BoolCmd
	if r.Lock != "" {
		// First in the pipeline: the reads after it see the state as the
		// last holder left it. When another turn holds the lock they are
		// thrown away.
		lock = p.SetNX(ctx, s.lockKey(chatID), r.Lock, s.opts.ChatLockTTL)
	}
	pending := p.HMGet(ctx, s.chatKey(chatID, "pending"), "version", "body")
	lang := p.Get(ctx, s.chatKey(chatID, "lang"))
	numbered := p.Get(ctx, s.chatKey(chatID, "numbered"))
	recall := p.Get(ctx, s.chatKey(chatID, "recall"))
	var turns *goredis.StringSliceCmd
	if r.Recent > 0 {
		turns = p.LRange(ctx, s.chatKey(chatID, "turns"), int64(-r.Recent), -1)
	}
	steps := make([]*goredis.StringCmd, len(r.Steps))
	for i, key := range r.Steps {
		steps[i] = p.Get(ctx, s.stepKey(key))
	}
	// Exec's error is the first failed command's; a missing key (redis.Nil)
	// is no failure here.
	if _, err := p.Exec(ctx); err != nil && !errors.Is(err, goredis.Nil) {
		return out, fmt.Errorf("load chat: %w", err)
	}
	if lock != nil {
		if held, err := lock.Result(); err != nil {
			return out, fmt.Errorf("load chat: lock: %w", err)
		} else if !held {
			return out, memo.ErrChatBusy
		}
	}

	if vals, err := pending.Result(); err != nil {
		return out, fmt.Errorf("load chat: pending: %w", err)
	} else if version, ok := vals[0].(string); ok {
		if body, ok := vals[1].(string); ok {
			q, err := decodePending(version, body)
			if err != nil {
				return out, fmt.Errorf("load chat: pending: %w", err)
			}
			if !q.Expired(s.opts.Clock.Now()) {
				out.Pending = &q
			}
		}
	}
	if v, ok, err := found(lang); err != nil {
		return out, fmt.Errorf("load chat: language: %w", err)
	} else if ok {
		out.Language = memo.Language(v)
	}
	var err error
	if out.Numbered, err = decoded[memo.NumberedList](numbered); err != nil {
		return out, fmt.Errorf("load chat: numbered list: %w", err)
	}
	if v, ok, err := found(recall); err != nil {
		return out, fmt.Errorf("load chat: recall: %w", err)
	} else if ok {
		if out.Recall, err = memo.DecodeRecall([]byte(v)); err != nil {
			return out, fmt.Errorf("load chat: %w", err)
		}
	}
	out.Recent = []memo.Turn{}
	if turns != nil {
		bodies, err := turns.Result()
		if err != nil {
			return out, fmt.Errorf("load chat: recent turns: %w", err)
		}
		for _, b := range bodies {
			var t memo.Turn
			if err := json.Unmarshal([]byte(b), &t); err != nil {
				return out, fmt.Errorf("load chat: recent turns: decode: %w", err)
			}
			out.Recent = append(out.Recent, t)
		}
	}
	read, err := readSteps(r.Steps, steps)
	if err != nil {
		return out, fmt.Errorf("load chat: %w", err)
	}
	out.Steps = read
	return out, nil
}

// readSteps decodes the step-log entries that gets (GETs of keys, in a
// pipeline that ran) found; nil when none was.
func readSteps(keys []string, gets []*goredis.StringCmd) (map[string]memo.Result, error) {
	var steps map[string]memo.Result
	for i, key := range keys {
		res, err := decoded[memo.Result](gets[i])
		if err != nil {
			return nil, fmt.Errorf("step %s: %w", key, err)
		}
		if res == nil {
			continue
		}
		if steps == nil {
			steps = make(map[string]memo.Result)
		}
		steps[key] = *res
	}
	return steps, nil
}

// decoded returns the JSON value a GET found; nil for a missing key.
func decoded[T any](c *goredis.StringCmd) (*T, error) {
	v, ok, err := found(c)
	if !ok {
		return nil, err
	}
	var x T
	if err := json.Unmarshal([]byte(v), &x); err != nil {
		return nil, fmt.Errorf("decode: %w", err)
	}
	return &x, nil
}

// found returns a GET's value; ok is false for a missing key.
func found(c *goredis.StringCmd) (string, bool, error) {
	v, err := c.Result()
	if errors.Is(err, goredis.Nil) {
		return "", false, nil
	}
	return v, err == nil, err
}

// SaveChat writes w in one transaction (MULTI/EXEC): one round trip. The
// language lives LanguageTTL, the numbered list NumberedTTL, the recall
// and the recent turns TurnTTL and each step-log entry StepTTL from this
// write; a question lives until its ExpiresAt by the State's clock (at
// least a second), under a version one more than the chat's last (the
// counter lives versionTTL after the chat's last question, far longer
// than any question, so versions only grow while one could be
// answered). The step-log keys are not the chat's, so on a Redis Cluster
// the client splits the transaction by slot. EInvalid for an empty chat
// id or step key, or a language Memo does not speak.
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
	var numbered, recall []byte
	var err error
	if w.Numbered != nil {
		if numbered, err = json.Marshal(w.Numbered); err != nil {
			return fmt.Errorf("save chat: numbered list: encode: %w", err)
		}
	}
	if w.Recall != nil {
		if recall, err = memo.EncodeRecall(*w.Recall); err != nil {
			return fmt.Errorf("save chat: %w", err)
		}
	}
	bodies := make([]any, len(w.Turns))
	for i, t := range w.Turns {
		if bodies[i], err = json.Marshal(t); err != nil {
			return fmt.Errorf("save chat: turns: encode: %w", err)
		}
	}
	steps := make(map[string][]byte, len(w.Steps))
	for key, res := range w.Steps {
		if err := checkKey("step key", key); err != nil {
			return err
		}
		if steps[key], err = json.Marshal(res); err != nil {
			return fmt.Errorf("save chat: step %s: encode: %w", key, err)
		}
	}
	var (
		pendingKeys []string
		pendingArgs []any
		version     *goredis.Cmd
	)
	if w.Pending != nil {
		if pendingKeys, pendingArgs, err = s.pendingArgs(chatID, *w.Pending); err != nil {
			return fmt.Errorf("save chat: pending: %w", err)
		}
	}
	_, err = s.rdb.TxPipelined(ctx, func(p goredis.Pipeliner) error {
		for key, body := range steps {
			p.Set(ctx, s.stepKey(key), body, s.opts.StepTTL)
		}
		// The scripts' text, not their hash: a script missing from the
		// server's cache would fail alone inside the transaction.
		if w.Pending != nil {
			version = p.Eval(ctx, savePendingLua, pendingKeys, pendingArgs...)
		} else if v := w.Taken(); v != 0 {
			p.Eval(ctx, dropPendingLua, []string{s.chatKey(chatID, "pending")}, strconv.FormatInt(v, 10))
		}
		if w.Language != "" {
			p.Set(ctx, s.chatKey(chatID, "lang"), string(w.Language), s.opts.LanguageTTL)
		}
		if numbered != nil {
			p.Set(ctx, s.chatKey(chatID, "numbered"), numbered, s.opts.NumberedTTL)
		}
		if recall != nil {
			p.Set(ctx, s.chatKey(chatID, "recall"), recall, s.opts.TurnTTL)
		}
		if len(bodies) > 0 {
			key := s.chatKey(chatID, "turns")
			p.RPush(ctx, key, bodies...)
			p.LTrim(ctx, key, -memo.MaxTurns, -1)
			p.PExpire(ctx, key, s.opts.TurnTTL)
		}
		if w.Unlock != "" {
			p.Eval(ctx, unlockChatLua, []string{s.lockKey(chatID)}, w.Unlock)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("save chat: %w", err)
	}
	if version != nil {
		v, err := version.Int64()
		if err != nil {
			return fmt.Errorf("save chat: pending: %w", err)
		}
		w.Pending.Version = v
	}
	return nil
}

// savePendingLua gives out the chat's next version and stores the question
// under it, in one step, so of two concurrent saves the one with the higher
// version is the one kept. The pending key is a hash {version, body}.
//
// KEYS[1] pending, KEYS[2] version counter; ARGV[1] body, ARGV[2] ttl in
// ms, ARGV[3] the counter's ttl in ms.
const savePendingLua = `
local v = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'version', v, 'body', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return v
`

// dropPendingLua deletes the question if its version is ARGV[1].
//
// KEYS[1] pending; ARGV[1] version.
const dropPendingLua = `
if redis.call('HGET', KEYS[1], 'version') == ARGV[1] then
	redis.call('DEL', KEYS[1])
end
return 0
`

// versionTTL is how long a chat's version counter outlives its last
// question. Every key Memo writes has a lifetime; the counter only has to
// outlive every question that could still be answered (minutes), so a
// counter that starts again at 1 after a month of silence is harmless.
const versionTTL = 30 * 24 * time.Hour

// minPendingTTL is the shortest life a pending key is given in Redis, for a
// question that (by the clock) expires now or already has.
const minPendingTTL = time.Second

// pendingArgs are the keys and arguments of savePendingLua storing p: its
// times filled in (a zero CreatedAt is now, a zero ExpiresAt
// memo.DefaultPendingTTL from now), its key living until it expires by
// the State's clock, at least minPendingTTL.
func (s *State) pendingArgs(chatID string, p memo.Pending) ([]string, []any, error) {
	now := s.opts.Clock.Now()
	p = p.Stamped(now)
	p.Version = 0 // the hash's version field is the truth
	body, err := json.Marshal(p)
	if err != nil {
		return nil, nil, fmt.Errorf("encode: %w", err)
	}
	ttl := max(p.ExpiresAt.Sub(now), minPendingTTL)
	keys := []string{s.chatKey(chatID, "pending"), s.chatKey(chatID, "pendver")}
	return keys, []any{body, ttl.Milliseconds(), versionTTL.Milliseconds()}, nil
}

// decodePending reads a stored question and its version.
func decodePending(version, body string) (memo.Pending, error) {
	var p memo.Pending
	if err := json.Unmarshal([]byte(body), &p); err != nil {
		return memo.Pending{}, fmt.Errorf("decode: %w", err)
	}
	v, err := strconv.ParseInt(version, 10, 64)
	if err != nil {
		return memo.Pending{}, fmt.Errorf("decode version %q: %w", version, err)
	}
	p.Version = v
	return p, nil
}
