package main

import "testing"

// nextAt checks the reminder of the first item comes at want.
func nextAt(want string) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil || len(o.Result.Items) == 0 {
			t.Fatalf("no items")
		}
		if got := o.Result.Items[0]["next_reminder_at"]; got != want {
			t.Errorf("next reminder %v; want %s", got, want)
		}
	}
}

// TestConversationNewLead: a new lead said after a reminder counted from a
// deadline counts the reminder again from the same deadline, which stays,
// in English and in Hebrew; undo puts the old lead back.
func TestConversationNewLead(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"deadline for the report friday 5pm, remind me 3 hours before", all(ok, due("2026-01-23T17:00:00+02:00"), nextAt("2026-01-23T14:00:00+02:00"))},
			turn{"make it 2 hours before", all(ok, due("2026-01-23T17:00:00+02:00"), nextAt("2026-01-23T15:00:00+02:00"))},
			turn{"actually a day before", all(ok, due("2026-01-23T17:00:00+02:00"), nextAt("2026-01-22T17:00:00+02:00"))},
			turn{"undo", all(ok, nextAt("2026-01-23T15:00:00+02:00"))},
			turn{"דדליין לדוח ביום חמישי ב-12, תזכירי לי שעה לפני", all(ok, due("2026-01-22T12:00:00+02:00"), nextAt("2026-01-22T11:00:00+02:00"))},
			turn{"תעשי את זה שעתיים לפני", all(ok, due("2026-01-22T12:00:00+02:00"), nextAt("2026-01-22T10:00:00+02:00"))},
			turn{"יום לפני ב-9 עדיף", all(ok, due("2026-01-22T12:00:00+02:00"), nextAt("2026-01-21T09:00:00+02:00"))},
		)
	})
}
