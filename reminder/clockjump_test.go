package reminder_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestClockJumpSendsTodaysFiring: a daily 09:00 reminder, and the clock
// jumps some 25 hours, from just before yesterday's 09:00 to 30 seconds
// after today's. Yesterday's firing is too stale to send and is kept for
// the digest; today's, 30 seconds due, is sent at once, on time, and not
// skipped along with yesterday's.
func TestClockJumpSendsTodaysFiring(t *testing.T) {
	f := newFixture(t, "2026-01-19 12:00")
	f.task(memo.TaskDraft{Text: "vitamin", Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "09:00", TimeZone: "Asia/Jerusalem"}})
	s := f.scheduler(nil)
	if r := f.tick(s, "2026-01-20 08:59"); len(r.Fired) != 0 {
		t.Fatalf("fired early: %+v", r)
	}

	f.clock.Set(at("2026-01-21 09:00").Add(30 * time.Second))
	r, err := s.Tick(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if r.Skipped != 1 {
		t.Errorf("skipped %d, want yesterday's firing skipped", r.Skipped)
	}
	if len(r.Fired) != 1 || len(r.Sent) == 0 || r.Sent[0].Kind != "reminder" || !strings.Contains(r.Sent[0].Text, "vitamin") {
		t.Fatalf("today's 09:00, 30 s due, was not sent: %+v", r)
	}
	if strings.Contains(r.Sent[0].Text, "late") {
		t.Errorf("a firing 30 s due is marked late: %q", r.Sent[0].Text)
	}
	// The morning digest, due since 08:00, goes in the same tick and lists
	// yesterday's firing as missed.
	if len(r.Sent) != 2 || r.Sent[1].Kind != "digest" || !strings.Contains(r.Sent[1].Text, "yesterday at 09:00") {
		t.Errorf("the digest does not list yesterday's firing: %+v", r.Sent)
	}
	// Sent once: the next tick sends nothing, and the next firing is
	// tomorrow's.
	if r := f.tick(s, "2026-01-21 09:01"); len(r.Fired) != 0 {
		t.Fatalf("sent again: %+v", r)
	}
	due, err := f.db.DueReminders(t.Context(), at("2026-01-22 08:59"), 10)
	if err != nil || len(due) != 0 {
		t.Fatalf("due before tomorrow's 09:00: %+v %v", due, err)
	}
	if r := f.tick(s, "2026-01-22 09:00"); len(r.Fired) != 1 {
		t.Fatalf("tomorrow's 09:00: %+v", r)
	}
}

// TestClockJumpOlderThanTheWindow: when the latest firing before now is
// also older than the missed window, nothing is sent and the reminder
// moves to the next firing after now.
func TestClockJumpOlderThanTheWindow(t *testing.T) {
	f := newFixture(t, "2026-01-19 12:00")
	f.task(memo.TaskDraft{Text: "vitamin", Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "09:00", TimeZone: "Asia/Jerusalem"}})
	s := f.scheduler(nil)
	r := f.tick(s, "2026-01-21 16:00")
	if len(r.Fired) != 0 || r.Skipped != 1 {
		t.Fatalf("7 h after today's firing (window 6 h): %+v; want nothing sent, one skipped", r)
	}
	if r := f.tick(s, "2026-01-22 09:00"); len(r.Fired) != 1 {
		t.Fatalf("the next firing: %+v", r)
	}
}

// TestClockJumpCrashAfterSend: the firing sent in place of a stale one
// is not sent again when the process died before moving the reminder on.
func TestClockJumpCrashAfterSend(t *testing.T) {
	f := newFixture(t, "2026-01-19 12:00")
	f.task(memo.TaskDraft{Text: "vitamin", Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "09:00", TimeZone: "Asia/Jerusalem"}})
	f.clock.Set(at("2026-01-21 09:01"))
	if _, err := f.scheduler(crashingStore{f.db}).Tick(t.Context()); err == nil {
		t.Fatal("the crashing advance was not reported")
	}
	sent := f.out.count()
	f.reopen()
	s := f.scheduler(nil)
	if r := f.tick(s, "2026-01-21 09:02"); len(r.Fired) != 0 || r.Skipped != 0 {
		t.Fatalf("after the restart: %+v; want nothing sent or skipped again", r)
	}
	if f.out.count() != sent {
		t.Fatalf("sent %d messages after the restart", f.out.count()-sent)
	}
	if r := f.tick(s, "2026-01-22 09:00"); len(r.Fired) != 1 {
		t.Fatalf("the next firing: %+v", r)
	}
}
