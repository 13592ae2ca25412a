package reminder

import (
	"context"
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// EventReminders is what the scheduler needs to remind of calendar events
// kept in the database: the local calendar of store/sqldb. A calendar
// kept elsewhere (Google's) reminds of its own events.
type EventReminders interface {
	// DueEventReminders returns the event reminders falling due in
	// (from, to], earliest first, at most limit.
	DueEventReminders(ctx context.Context, from, to time.Time, limit int) ([]memo.DueEventReminder, error)
}

// eventLookback is how far back every tick reads event reminders again.
const eventLookback = time.Hour

// eventReminders sends the event reminders due in the last hour, one
// message per user, and records them under their dedupe keys (the
// occurrence and its fire time), so a restart that reads them again sends
// none twice. A reminder whose event has begun is not sent (it is recorded
// as skipped, and the next digest lists it). After downtime the reminders
// of the last MissedWindow are read again.
func (s *Scheduler) eventReminders(ctx context.Context, now time.Time, res *TickResult) error {
	if s.cfg.Events == nil {
		return nil
	}
	// The last hour is read again on every tick: an event made after its
	// reminder's time ("meeting in 30 minutes, remind me an hour before")
	// is reminded of at once. After a start, or a tick that left some for
	// later, back to where the last read stopped, within MissedWindow; a
	// read that was cut at the batch goes on from where it stopped, even
	// within the last hour, or it would read the same batch again.
	from := now.Add(-eventLookback)
	switch {
	case s.eventsFrom.IsZero() || now.Sub(s.eventsFrom) > s.cfg.MissedWindow:
		from = now.Add(-s.cfg.MissedWindow)
	case s.eventsFrom.Before(from) || s.eventsCut:
		from = s.eventsFrom
	}
	due, err := s.cfg.Events.DueEventReminders(ctx, from, now, s.cfg.Batch)
	if err != nil {
		return fmt.Errorf("due event reminders: %w", err)
	}
	next := now
	s.eventsCut = len(due) == s.cfg.Batch && len(due) > 0
	if s.eventsCut {
		// The rest on the next tick, from the last one read: the records
		// keep those read twice from going twice.
		next = due[len(due)-1].FireAt.Add(-time.Second)
	}
	done, err := delivered(ctx, s.cfg.Store, due)
	if err != nil {
		return err
	}
	if due, err = s.claimEvents(ctx, now, due, done); err != nil {
		return err
	}
	var records []memo.Delivery
	for _, group := range byUser(due, func(d memo.DueEventReminder) string { return d.UserID }) {
		recs, failed, err := s.fireEvents(ctx, now, group, done, res)
		if err != nil {
			return err
		}
		records = append(records, recs...)
		if failed && group[0].FireAt.Add(-time.Second).Before(next) {
			next = group[0].FireAt.Add(-time.Second) // tried again next tick
		}
	}
	if err := s.cfg.Store.RecordDeliveries(ctx, records); err != nil {
		return fmt.Errorf("record deliveries: %w", err)
	}
	s.eventsFrom = next
	return nil
}

// fireEvents sends one user's due event reminders as one message. It
// returns the deliveries to record, and whether the send failed.
func (s *Scheduler) fireEvents(ctx context.Context, now time.Time, group []memo.DueEventReminder, done map[memo.DeliveryKey]bool, res *TickResult) ([]memo.Delivery, bool, error) {
	user, err := s.cfg.Users.EnsureUser(ctx, group[0].UserID, "", "")
	if err != nil {
		return nil, false, fmt.Errorf("load user: %w", err)
	}
	loc := user.Location(s.cfg.Zone)
	var records []memo.Delivery
	var fired []formatter.Fired
	var send []memo.DueEventReminder
	for _, d := range group {
		switch {
		case done[d.Key()]:
		case !now.Before(d.Event.Start):
			// Too late to be of use: the event has begun.
			records = append(records, memo.Delivery{DeliveryKey: d.Key(), UserID: d.UserID, Text: d.Event.Summary, Status: memo.DeliverySkipped})
			res.Skipped++
		default:
			e := d.Event.InZone(loc).(memo.Event)
			send = append(send, d)
			fired = append(fired, formatter.Fired{Event: &e, FireAt: d.FireAt, Late: now.Sub(d.FireAt) > s.cfg.LateAfter})
		}
	}
	if len(send) == 0 {
		return records, false, nil
	}
	n := Notification{ChatID: user.ID, Lang: langOf(user), Kind: "reminder", Text: formatter.Reminders(langOf(user), loc, now, fired)}
	id, err := s.cfg.Notifier.Notify(ctx, n)
	if err != nil {
		s.log.WarnContext(ctx, "send event reminder", "user", user.ID, "err", err)
		res.Failed++
		return records, true, nil
	}
	res.Sent = append(res.Sent, n)
	for i, d := range send {
		status := memo.DeliverySent
		if fired[i].Late {
			status = memo.DeliveryLate
		}
		records = append(records, memo.Delivery{DeliveryKey: d.Key(), UserID: d.UserID, Text: d.Event.Summary, Status: status, MessageID: id})
	}
	return records, false, nil
}
