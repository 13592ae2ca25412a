package reminder

import (
	"context"
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
)

// DefaultClaimHold is how long a claim on due reminders or digests lasts
// (Config.ClaimHold).
const DefaultClaimHold = time.Minute

// Claimer is implemented by a store several processes share (PostgreSQL).
// With one set in Config, the scheduler claims what is due instead of
// only reading it, so processes that tick together never send the same
// reminder, event reminder or digest twice.
//
// Why claims, and not "only the process holding the WhatsApp lease sends":
// HTTP-only replicas hold no lease, and a reminder must still go out when
// the lease holder is gone; claims need nothing but the database, and
// every replica shares the work of a large tick. The claim is a column
// (claimed until) set by UPDATE … FROM (SELECT … FOR UPDATE SKIP LOCKED):
// two claims running at once take disjoint rows without waiting for each
// other, and a process killed mid-tick leaves claims that end by
// themselves, after which another process sends what it had not — at
// least once, with the delivery records deduplicating what it had.
type Claimer interface {
	// ClaimDueReminders is Store.DueReminders for a shared store: it
	// returns only reminders no other claim holds, and claims them until
	// until. AdvanceReminders ends a reminder's claim; a reminder whose
	// send failed stays claimed until until and is then tried again.
	ClaimDueReminders(ctx context.Context, now time.Time, limit int, until time.Time) ([]memo.DueReminder, error)
	// ClaimDueDigests is Store.DueDigests for a shared store, claiming the
	// users' digests until until; SetNextDigest ends a claim.
	ClaimDueDigests(ctx context.Context, now time.Time, limit int, until time.Time) ([]memo.DigestDue, error)
	// ClaimEventReminders claims, until until, those of keys (event
	// reminders falling due) that no unexpired claim holds at now, and
	// returns them. The delivery recorded after the send keeps a reminder
	// from going again; one whose send failed is tried again when its
	// claim has lapsed.
	ClaimEventReminders(ctx context.Context, keys []memo.DeliveryKey, now, until time.Time) (map[memo.DeliveryKey]bool, error)
}

// dueReminders reads, or with a Claimer claims, the due reminders.
func (s *Scheduler) dueReminders(ctx context.Context, now time.Time) ([]memo.DueReminder, error) {
	if s.cfg.Claimer != nil {
		return s.cfg.Claimer.ClaimDueReminders(ctx, now, s.cfg.Batch, now.Add(s.cfg.ClaimHold))
	}
	return s.cfg.Store.DueReminders(ctx, now, s.cfg.Batch)
}

// claimEvents leaves out of due, with a Claimer, the event reminders not
// yet handled (in done) that another process claimed first, and claims
// the rest; without one it returns due as it is.
func (s *Scheduler) claimEvents(ctx context.Context, now time.Time, due []memo.DueEventReminder, done map[memo.DeliveryKey]bool) ([]memo.DueEventReminder, error) {
	if s.cfg.Claimer == nil {
		return due, nil
	}
	var keys []memo.DeliveryKey
	for _, d := range due {
		if !done[d.Key()] {
			keys = append(keys, d.Key())
		}
	}
	claimed, err := s.cfg.Claimer.ClaimEventReminders(ctx, keys, now, now.Add(s.cfg.ClaimHold))
	if err != nil {
		return nil, fmt.Errorf("claim event reminders: %w", err)
	}
	mine := due[:0:0]
	for _, d := range due {
		if done[d.Key()] || claimed[d.Key()] {
			mine = append(mine, d)
		}
	}
	return mine, nil
}

// dueDigests reads, or with a Claimer claims, the due digests.
func (s *Scheduler) dueDigests(ctx context.Context, now time.Time) ([]memo.DigestDue, error) {
	if s.cfg.Claimer != nil {
		return s.cfg.Claimer.ClaimDueDigests(ctx, now, s.cfg.Batch, now.Add(s.cfg.ClaimHold))
	}
	return s.cfg.Store.DueDigests(ctx, now, s.cfg.Batch)
}
