package reminder

import (
	"time"

	"github.com/memo-assistant/memo"
)

// maxCatchUpSteps bounds the walk over a repeating reminder's firings
// within the missed window (a nudge every minute has 360 in six hours).
const maxCatchUpSteps = 10000

// catchUps finds, for each due firing too stale to send, the latest later
// firing of the same reminder that is due by now and still within the
// missed window, by the stale firing's key. When the clock jumped (or the
// process was down) for a day, yesterday's 09:00 daily reminder is
// skipped, but today's 09:00, a minute due, is sent: moving the reminder
// on from now alone would pass over it, neither sent nor listed as
// missed.
func (s *Scheduler) catchUps(due []memo.DueReminder, now time.Time) map[memo.DeliveryKey]memo.DueReminder {
	var out map[memo.DeliveryKey]memo.DueReminder
	for _, d := range due {
		if now.Sub(d.FireAt) <= s.cfg.MissedWindow {
			continue
		}
		at, ok := s.latestWithin(d, now)
		if !ok {
			continue
		}
		if out == nil {
			out = make(map[memo.DeliveryKey]memo.DueReminder)
		}
		c := d
		c.FireAt = at
		out[d.Key()] = c
	}
	return out
}

// latestWithin returns the latest firing of d's reminder after d's own
// that is at or before now and no older than the missed window.
func (s *Scheduler) latestWithin(d memo.DueReminder, now time.Time) (time.Time, bool) {
	r := d.Task.Reminder()
	r.Fired++ // the stale firing counts
	r.MaxNudges = s.cfg.MaxNudges
	after := now.Add(-s.cfg.MissedWindow)
	if d.FireAt.After(after) {
		after = d.FireAt
	}
	var last time.Time
	found := false
	next, ok := Next(r, after)
	for i := 0; ok && !next.After(now) && i < maxCatchUpSteps; i++ {
		last, found = next, true
		next, ok = Next(r, next)
	}
	return last, found
}
