package reminder

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// digests sends the morning digests that are due. A digest with nothing to
// say is not sent; either way the next one is scheduled.
func (s *Scheduler) digests(ctx context.Context, now time.Time, res *TickResult) error {
	due, err := s.dueDigests(ctx, now)
	if err != nil {
		return fmt.Errorf("due digests: %w", err)
	}
	for _, d := range due {
		loc := d.User.Location(s.cfg.Zone)
		next, ok := Next(memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: d.Time, TimeZone: loc.String()}}, now)
		if !ok {
			return fmt.Errorf("digest time %q of user %s", d.Time, d.User.ID)
		}
		if now.Sub(d.At) <= digestStale {
			if err := s.sendDigest(ctx, now, loc, d.User, res); err != nil {
				s.log.WarnContext(ctx, "send digest", "user", d.User.ID, "err", err)
				res.Failed++
				continue // try again next tick
			}
		}
		if err := s.cfg.Store.SetNextDigest(ctx, d.User.ID, d.At, next); err != nil {
			return fmt.Errorf("schedule digest: %w", err)
		}
	}
	return nil
}

func (s *Scheduler) sendDigest(ctx context.Context, now time.Time, loc *time.Location, u memo.User, res *TickResult) error {
	local := now.In(loc)
	y, m, day := local.Date()
	today := time.Date(y, m, day, 0, 0, 0, 0, loc)
	tomorrow := today.AddDate(0, 0, 1)
	open, err := s.cfg.Tasks.FindTasks(ctx, u.ID, memo.TaskFilter{})
	if err != nil {
		return err
	}
	var dg formatter.Digest
	// The day's occurrences of the repeating reminders, those that came
	// before the digest too, as a view of the day lists them.
	dg.Today = Occurrences(open, today, tomorrow, loc, 1)
	for _, t := range open {
		t = t.InZone(loc).(memo.Task)
		switch {
		case t.Recurrence != nil && t.Recurrence.Type != memo.RecurNudge:
			// Listed by its occurrences above.
		case t.NextReminder != nil && !t.NextReminder.Before(today) && t.NextReminder.Before(tomorrow):
			dg.Today = append(dg.Today, t) // a nudge, or a reminder before its due time
		case t.DueDate != nil && !t.DueDate.Before(today) && t.DueDate.Before(tomorrow):
			dg.Today = append(dg.Today, t)
		case t.DueDate != nil && t.DueDate.Before(today):
			dg.Overdue = append(dg.Overdue, t)
		case t.DueDate == nil && t.Recurrence == nil:
			dg.Undated = append(dg.Undated, t)
		}
	}
	slices.SortStableFunc(dg.Today, func(a, b memo.Task) int { return cmp.Compare(digestAt(a).Unix(), digestAt(b).Unix()) })
	if dg.Skipped, err = s.cfg.Store.SkippedReminders(ctx, u.ID); err != nil {
		return err
	}
	if dg.Empty() {
		return nil
	}
	n := Notification{ChatID: u.ID, Lang: langOf(u), Kind: "digest", Text: formatter.DigestText(langOf(u), loc, now, dg)}
	id, err := s.cfg.Notifier.Notify(ctx, n)
	if err != nil {
		return err
	}
	res.Sent = append(res.Sent, n)
	keys := make([]memo.DeliveryKey, len(dg.Skipped))
	for i, sk := range dg.Skipped {
		keys[i] = sk.DeliveryKey
	}
	if err := s.cfg.Store.MarkDigested(ctx, keys, now); err != nil {
		return err
	}
	if id != "" {
		var ids []string
		for _, t := range append(append(dg.Today, dg.Overdue...), dg.Undated...) {
			ids = append(ids, t.ID)
		}
		return s.cfg.Store.SaveSentMessage(ctx, memo.SentMessage{ChatID: u.ID, MessageID: id, Kind: "digest", TaskIDs: ids, SentAt: now})
	}
	return nil
}

// digestAt is when a task of the digest's day comes: an occurrence's
// time, else its next reminder, else its due time.
func digestAt(t memo.Task) time.Time {
	switch {
	case t.Occurrence && t.DueDate != nil:
		return *t.DueDate
	case t.NextReminder != nil:
		return *t.NextReminder
	case t.DueDate != nil:
		return *t.DueDate
	}
	return time.Time{}
}
