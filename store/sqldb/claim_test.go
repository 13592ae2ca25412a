package sqldb_test

import (
	"fmt"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// TestClaimDueDigests: two claims at one moment take disjoint users; a
// claimed digest is skipped until SetNextDigest ends the claim or it
// lapses.
func TestClaimDueDigests(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t)
		for i := range 5 {
			ensureUser(t, db, fmt.Sprintf("d%d", i), "UTC", memo.English)
		}
		clock.Advance(48 * time.Hour) // every digest is due
		now := clock.Now()
		first, err := db.ClaimDueDigests(ctx, now, 3, now.Add(time.Minute))
		if err != nil || len(first) != 3 {
			t.Fatalf("first claim: %d, %v; want 3", len(first), err)
		}
		for i := 1; i < len(first); i++ {
			if first[i].At.Before(first[i-1].At) {
				t.Errorf("claimed digests not earliest first: %v after %v", first[i].At, first[i-1].At)
			}
		}
		second, err := db.ClaimDueDigests(ctx, now, 10, now.Add(time.Minute))
		if err != nil || len(second) != 3 { // 6 users in all
			t.Fatalf("second claim: %d, %v; want the other 3", len(second), err)
		}
		seen := map[string]bool{}
		for _, d := range append(first, second...) {
			if seen[d.User.ID] {
				t.Errorf("user %s claimed twice", d.User.ID)
			}
			seen[d.User.ID] = true
		}
		if again, err := db.ClaimDueDigests(ctx, now, 10, now.Add(time.Minute)); err != nil || len(again) != 0 {
			t.Fatalf("claim while all are held: %d, %v; want none", len(again), err)
		}
		// SetNextDigest to a later time ends the claim; the user is not due.
		d := first[0]
		must(t, db.SetNextDigest(ctx, d.User.ID, d.At, now.Add(time.Hour)))
		// Back at the same moment, a digest moved back to due is claimable at once.
		must(t, db.SetNextDigest(ctx, d.User.ID, now.Add(time.Hour), d.At))
		if got, err := db.ClaimDueDigests(ctx, now, 10, now.Add(time.Minute)); err != nil || len(got) != 1 || got[0].User.ID != d.User.ID {
			t.Fatalf("after SetNextDigest: %+v, %v; want %s alone", got, err, d.User.ID)
		}
		// Every claim lapses with its time.
		later := now.Add(time.Minute)
		if got, err := db.ClaimDueDigests(ctx, later, 10, later.Add(time.Minute)); err != nil || len(got) != 6 {
			t.Fatalf("after the claims lapsed: %d, %v; want all 6", len(got), err)
		}
	})
}
