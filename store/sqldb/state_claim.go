package sqldb

import (
	"context"
	"fmt"
	"time"

	memo "github.com/memo-assistant/memo"
)

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
