package redis

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"

	memo "github.com/memo-assistant/memo"
)

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
