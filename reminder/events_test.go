package reminder_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// eventScheduler is a scheduler that also reminds of the local calendar's
// events.
func (f *fixture) eventScheduler() *reminder.Scheduler {
	f.t.Helper()
	s, err := reminder.New(reminder.Config{Store: f.db, Events: f.db, Tasks: f.db, Users: f.db, Notifier: f.out, Clock: f.clock, Zone: jerusalem})
	if err != nil {
		f.t.Fatal(err)
	}
	return s
}

// TestEventReminderFiresOnce: an event's reminder goes out once, when it
// is due, naming the event and when it starts; a restarted process sends
// it no second time; one due while the process was down goes out late,
// and one whose event has begun is not sent but listed as skipped.
func TestEventReminderFiresOnce(t *testing.T) {
	f := newFixture(t, "2026-01-20 08:00")
	cal := f.db.Calendar("u1", jerusalem)
	hour := 60
	for _, d := range []memo.EventDraft{
		{Summary: "dentist", Start: at("2026-01-20 10:00"), ReminderMinutes: &hour},
		{Summary: "haircut", Start: at("2026-01-20 13:00"), ReminderMinutes: &hour},
		{Summary: "lunch", Start: at("2026-01-20 12:30"), ReminderMinutes: &hour},
		{Summary: "no reminder", Start: at("2026-01-20 10:00")},
	} {
		if _, err := cal.CreateEvent(t.Context(), d); err != nil {
			t.Fatal(err)
		}
	}
	s := f.eventScheduler()
	if res := f.tick(s, "2026-01-20 08:59"); len(res.Sent) != 0 {
		t.Fatalf("before it is due: sent %+v", res.Sent)
	}
	res := f.tick(s, "2026-01-20 09:00")
	if len(res.Sent) != 1 || !strings.Contains(res.Sent[0].Text, "dentist") || !strings.Contains(res.Sent[0].Text, "10:00") || strings.Contains(res.Sent[0].Text, "no reminder") {
		t.Fatalf("at 09:00: sent %+v; want the dentist's reminder", res.Sent)
	}
	if res := f.tick(s, "2026-01-20 09:01"); len(res.Sent) != 0 {
		t.Errorf("a tick later: sent %+v again", res.Sent)
	}
	// A restart reads the last hours again and sends nothing twice.
	f.reopen()
	s = f.eventScheduler()
	if res := f.tick(s, "2026-01-20 09:02"); len(res.Sent) != 0 {
		t.Errorf("after a restart: sent %+v again", res.Sent)
	}
	// Down from 09:02 to 12:40: the lunch reminder (11:30) and the haircut
	// one (12:00) fell due meanwhile; lunch has begun, the haircut not.
	f.reopen()
	s = f.eventScheduler()
	res = f.tick(s, "2026-01-20 12:40")
	if len(res.Sent) != 1 || !strings.Contains(res.Sent[0].Text, "haircut") || strings.Contains(res.Sent[0].Text, "lunch") || res.Skipped != 1 {
		t.Fatalf("after downtime: sent %+v, skipped %d; want the haircut's, late, and lunch skipped", res.Sent, res.Skipped)
	}
	if !strings.Contains(res.Sent[0].Text, "late") {
		t.Errorf("a reminder sent 40 minutes late does not say so: %q", res.Sent[0].Text)
	}
	if f.out.count() != 2 {
		t.Errorf("%d messages in all; want 2", f.out.count())
	}
}

// TestEventReminderRetriedAfterAFailedSend: a send that failed is tried
// again on the next tick.
func TestEventReminderRetriedAfterAFailedSend(t *testing.T) {
	f := newFixture(t, "2026-01-20 08:00")
	hour := 60
	if _, err := f.db.Calendar("u1", jerusalem).CreateEvent(t.Context(), memo.EventDraft{Summary: "dentist", Start: at("2026-01-20 10:00"), ReminderMinutes: &hour}); err != nil {
		t.Fatal(err)
	}
	s := f.eventScheduler()
	f.out.fail = true
	if res := f.tick(s, "2026-01-20 09:00"); res.Failed != 1 {
		t.Fatalf("with the channel down: %+v", res)
	}
	f.out.fail = false
	if res := f.tick(s, "2026-01-20 09:01"); len(res.Sent) != 1 || !strings.Contains(res.Sent[0].Text, "dentist") {
		t.Fatalf("the tick after: sent %+v; want the dentist's reminder", res.Sent)
	}
}

// TestEventReminderForAnEventMadeAfterItsTime: an event made after the
// time its reminder would have come ("in 30 minutes, remind me an hour
// before") is reminded of at the next tick, once.
func TestEventReminderForAnEventMadeAfterItsTime(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:30")
	s := f.eventScheduler()
	f.tick(s, "2026-01-20 09:30")
	hour := 60
	if _, err := f.db.Calendar("u1", jerusalem).CreateEvent(t.Context(), memo.EventDraft{Summary: "standup", Start: at("2026-01-20 10:00"), ReminderMinutes: &hour}); err != nil {
		t.Fatal(err)
	}
	if res := f.tick(s, "2026-01-20 09:31"); len(res.Sent) != 1 || !strings.Contains(res.Sent[0].Text, "standup") {
		t.Fatalf("the tick after it was made: sent %+v; want the standup's reminder", res.Sent)
	}
	if res := f.tick(s, "2026-01-20 09:32"); len(res.Sent) != 0 {
		t.Errorf("a tick later: sent %+v again", res.Sent)
	}
}

// TestEventRemindersPastTheBatch: more event reminders fall due within the
// last hour than a tick reads; the next ticks go on from where the last
// stopped, so each goes out once, none is read again and again.
func TestEventRemindersPastTheBatch(t *testing.T) {
	f := newFixture(t, "2026-01-20 08:00")
	cal := f.db.Calendar("u1", jerusalem)
	hour := 60
	for i := range 7 {
		d := memo.EventDraft{Summary: fmt.Sprintf("meeting %d", i), Start: at("2026-01-20 09:50").Add(time.Duration(i) * time.Minute), ReminderMinutes: &hour}
		if _, err := cal.CreateEvent(t.Context(), d); err != nil {
			t.Fatal(err)
		}
	}
	s, err := reminder.New(reminder.Config{Store: f.db, Events: f.db, Tasks: f.db, Users: f.db, Notifier: f.out, Clock: f.clock, Zone: jerusalem, Batch: 3})
	if err != nil {
		t.Fatal(err)
	}
	var sent []string
	for _, when := range []string{"2026-01-20 09:00", "2026-01-20 09:00", "2026-01-20 09:00", "2026-01-20 09:00"} {
		for _, n := range f.tick(s, when).Sent {
			sent = append(sent, n.Text)
		}
	}
	all := strings.Join(sent, "\n")
	for i := range 7 {
		if n := strings.Count(all, fmt.Sprintf("meeting %d", i)); n != 1 {
			t.Errorf("meeting %d sent %d times, want once (sent: %q)", i, n, sent)
		}
	}
}
