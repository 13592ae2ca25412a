package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// script runs mixed text and clock lines in one process.
func (s *session) script(lines ...map[string]string) []out {
	s.t.Helper()
	in := make([]string, len(lines))
	for i, l := range lines {
		b, _ := json.Marshal(l)
		in[i] = string(b)
	}
	return s.run(in...)
}

func text(t string) map[string]string  { return map[string]string{"text": t} }
func clock(c string) map[string]string { return map[string]string{"clock": c} }

func fired(t *testing.T, o out, n int, word string) {
	t.Helper()
	if o.Tool != "reminders.fire" {
		t.Fatalf("tool=%s, want reminders.fire", o.Tool)
	}
	if o.Result == nil || len(o.Result.Items) != n {
		t.Fatalf("fired %v, want %d: %q", o.Result, n, o.Summary)
	}
	if word != "" && !strings.Contains(o.Summary, word) {
		t.Errorf("reminder text %q lacks %q", o.Summary, word)
	}
}

func TestRemindersEnglish(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	o := s.script(
		text("remind me at 10 to stretch"),
		clock("2026-01-20T09:59:00+02:00"),
		clock("2026-01-20T10:00:30+02:00"),
		clock("2026-01-20T10:05:00+02:00"),
		text("remind me every Sunday at 14:00 to call grandma"),
		clock("2026-01-25T13:59:00+02:00"),
		clock("2026-01-25T14:00:00+02:00"),
		clock("2026-02-01T14:00:00+02:00"),
	)
	ok(t, o[0])
	fired(t, o[1], 0, "")
	fired(t, o[2], 1, "stretch")
	fired(t, o[3], 0, "")
	ok(t, o[4])
	fired(t, o[5], 0, "")
	fired(t, o[6], 1, "grandma")
	fired(t, o[7], 1, "grandma")
}

func TestRemindersHebrew(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	o := s.script(
		text("כל יום ב-8 לקחת ויטמין"),
		clock("2026-01-21T07:59:00+02:00"),
		clock("2026-01-21T08:00:00+02:00"),
		clock("2026-01-22T08:00:00+02:00"),
		text("תזכיר לי כל 10 דקות לשתות מים"),
		clock("2026-01-22T08:10:00+02:00"),
		text("תפסיק להזכיר לי לשתות מים"),
		clock("2026-01-22T08:20:00+02:00"),
	)
	ok(t, o[0])
	hebrew(t, o[0])
	fired(t, o[1], 0, "")
	fired(t, o[2], 1, "ויטמין")
	fired(t, o[3], 1, "ויטמין")
	ok(t, o[4])
	fired(t, o[5], 1, "מים")
	ok(t, o[6])
	fired(t, o[7], 0, "")
}

// TestDoneQuotingReminder: "done" quoting the reminder's message completes
// its task and stops the nudges.
func TestDoneQuotingReminder(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	o := s.script(
		text("remind me every 10 minutes to drink water"),
		text("add a task: call mom"),
		clock("2026-01-20T09:10:00+02:00"),
	)
	fired(t, o[2], 1, "water")
	ids := o[2].MessageIDs
	if len(ids) != 1 {
		t.Fatalf("no message id for the reminder: %+v", o[2])
	}
	o = s.script(
		map[string]string{"text": "done", "quoted_message_id": ids[0]},
		clock("2026-01-20T09:20:00+02:00"),
		text("show my tasks"),
	)
	ok(t, o[0])
	has("water")(t, o[0])
	fired(t, o[1], 0, "")
	items(t, o[2], 1)
}

func TestReminderBadInput(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	o := s.script(
		text("remind me every 0 minutes to blink"),
		text("remind me every -5 hours to stretch"),
		text("remind me on February 30 to pay rent"),
		text("תזכיר לי כל 0 דקות למצמץ"),
		text("remind me every day at 9 to journal until 1.1.2026"),
		text("show my tasks"),
	)
	for i, x := range o[:5] {
		if x.Success {
			t.Errorf("line %d succeeded: %q", i, x.Summary)
		}
	}
	if !strings.Contains(o[0].Summary, "minute") || !strings.Contains(o[3].Summary, "דקה") {
		t.Errorf("the reply does not name the problem: %q / %q", o[0].Summary, o[3].Summary)
	}
	if !strings.Contains(o[4].Summary, "end date") {
		t.Errorf("end date before start: %q", o[4].Summary)
	}
	items(t, o[5], 0)
}

// TestEventReminder: "remind me an hour before" an event in the local
// calendar is said in the reply and sent an hour before, once.
func TestEventReminder(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	o := s.script(
		text("dentist tomorrow at 10, remind me an hour before"),
		clock("2026-01-21T08:59:00+02:00"),
		clock("2026-01-21T09:00:30+02:00"),
		clock("2026-01-21T09:05:00+02:00"),
	)
	ok(t, o[0])
	if !strings.Contains(o[0].Summary, "an hour before") {
		t.Errorf("reply %q does not say the reminder", o[0].Summary)
	}
	for i, want := range []string{"", "dentist", ""} {
		got := o[i+1].Summary
		if want == "" && strings.Contains(got, "dentist") || want != "" && (!strings.Contains(got, want) || !strings.Contains(got, "10:00")) {
			t.Errorf("tick %d: %q; want %q", i+1, got, want)
		}
	}
}

// TestRemindersClockJump: with clock lines, the clock jumps some 25 hours
// past a daily 09:00 reminder's firing, to 30 seconds after the next
// day's: yesterday's is too stale and is skipped, today's goes out.
func TestRemindersClockJump(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	o := s.script(
		text("remind me every day at 09:00 to take a vitamin"),
		clock("2026-01-21T08:59:00+02:00"),
		clock("2026-01-22T09:00:30+02:00"),
		clock("2026-01-22T09:01:00+02:00"),
	)
	ok(t, o[0])
	fired(t, o[1], 0, "")
	fired(t, o[2], 1, "vitamin")
	fired(t, o[3], 0, "")
}
