package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCopyForSomeone: one more of the event in focus for someone else, said
// with an hour ("ועוד אחד לשרה לוי ב9:15", "ותור לשרה לוי ב11", "same for
// Tom at 3", "one for Liam at 4 too") is an event of the same kind for
// them on the focus's own day; said of a reminder, of nothing, or without
// what makes it one more, it is not made.
func TestCopyForSomeone(t *testing.T) {
	start := time.Date(2026, 1, 21, 10, 0, 0, 0, jerusalem) // tomorrow 10:00
	end := start.Add(30 * time.Minute)
	dentistHE := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "תור לרופא שיניים", When: &start, End: &end}
	dentistEN := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "dentist appointment", When: &start, End: &end}
	meeting := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e3", Title: "meeting with Dana", When: &start, End: &end}
	meetingHE := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e5", Title: "פגישה עם סאמר", When: &start, End: &end}
	at := func(h, m int) time.Time { return time.Date(2026, 1, 21, h, m, 0, 0, jerusalem) }
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		title string
		want  time.Time
	}{
		{"ותור לשרה לוי ב11", dentistHE, "תור לשרה לוי", at(11, 0)},
		{"ועוד אחד לשרה לוי ב9:15", dentistHE, "תור לשרה לוי", at(9, 15)},
		{"וגם עוד אחד ליוסי ב-12", dentistHE, "תור ליוסי", at(12, 0)},
		{"אותו דבר לאמא ב3", dentistHE, "תור לאמא", at(15, 0)},
		{"and another one for Sarah at 11", dentistEN, "dentist appointment for Sarah", at(11, 0)},
		{"same for Tom at 3", dentistEN, "dentist appointment for Tom", at(15, 0)},
		{"one for Liam at 4 too", dentistEN, "dentist appointment for Liam", at(16, 0)},
		{"and an appointment for my son at 12:30", dentistEN, "dentist appointment for my son", at(12, 30)},
		{"and another one with Yossi at 11", meeting, "meeting with Yossi", at(11, 0)},
		// "גם" alone before "עם", and the focus's day pointed back at.
		{"וגם עם רונית ב-13:00 באותו יום", meetingHE, "פגישה עם רונית", at(13, 0)},
		{"וגם עם רונית ב-13:00", meetingHE, "פגישה עם רונית", at(13, 0)},
		{"and one with Ronit at 1pm same day", meeting, "meeting with Ronit", at(13, 0)},
		{"and another one with Ronit at 1pm on the same day", meeting, "meeting with Ronit", at(13, 0)},
	} {
		s := focusStep(t, c.text, c.focus)
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one more event", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != c.title || !d.Start.Equal(c.want) || d.End.Sub(d.Start) != 30*time.Minute {
			t.Errorf("%q: %q %v–%v; want %q at %v for 30m", c.text, d.Summary, d.Start, d.End, c.title, c.want)
		}
	}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &start}
	past := time.Date(2026, 1, 19, 10, 0, 0, 0, jerusalem)
	gone := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e4", Title: "dentist appointment", When: &past}
	// Near misses: said of a reminder or of an event gone by, "one" with
	// no "too", no one named, no time, no focus.
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"and another one for Sarah at 11", task},
		{"same for Tom at 3", task},
		{"same for Tom at 3", gone},
		{"one for Liam at 4", dentistEN},
		{"same for the road at 3", dentistEN},
		{"ועוד אחד לשרה לוי", dentistHE},
		{"ועוד אחד לקנות חלב ב11", dentistHE},
		{"same for Tom at 3", nil},
		// "גם" alone is one more only with "עם"; said of a reminder it is asked.
		{"וגם עם רונית ב-13:00 באותו יום", task},
		{"וגם עם רונית", meetingHE},
		{"and one with Ronit at 1pm same day", task},
		{"and another one with dana katz at 6 on the same day", meeting},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %s.%s made; want it asked or declined", c.text, s.Capability, s.Operation)
			}
		}
	}
}
