package reminder

import (
	"context"
	"time"

	"github.com/memo-assistant/memo"
)

// DefaultClaimHold is how long a claim on due reminders or digests lasts
// (Config.ClaimHold).
const DefaultClaimHold = time.Minute

// Claimer is implemented by a store several processes share
// (store/postgres). With one set in Config, the scheduler claims what is
// due instead of only reading it, so processes that tick together never
// send the same reminder or digest twice.
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
}

// dueReminders reads, or with a Claimer claims, the due reminders.
func (s *Scheduler) dueReminders(ctx context.Context, now time.Time) ([]memo.DueReminder, error) {
	if s.cfg.Claimer != nil {
		return s.cfg.Claimer.ClaimDueReminders(ctx, now, s.cfg.Batch, now.Add(s.cfg.ClaimHold))
	}
	return s.cfg.Store.DueReminders(ctx, now, s.cfg.Batch)
}

// dueDigests reads, or with a Claimer claims, the due digests.
func (s *Scheduler) dueDigests(ctx context.Context, now time.Time) ([]memo.DigestDue, error) {
	if s.cfg.Claimer != nil {
		return s.cfg.Claimer.ClaimDueDigests(ctx, now, s.cfg.Batch, now.Add(s.cfg.ClaimHold))
	}
	return s.cfg.Store.DueDigests(ctx, now, s.cfg.Batch)
}
