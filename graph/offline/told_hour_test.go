package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// oneTask is the title, due time and NeedTime of the one task a plan
// creates; ok is false when it creates no one task.
func oneTask(p memo.Plan) (title string, due string, needTime, ok bool) {
	if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate || p.Steps[0].Tasks == nil || len(p.Steps[0].Tasks.Drafts) != 1 {
		return "", "", false, false
	}
	d := p.Steps[0].Tasks.Drafts[0]
	if d.DueDate != nil {
		due = d.DueDate.In(jerusalem).Format("2006-01-02 15:04")
	}
	return d.Text, due, p.Steps[0].Tasks.NeedTime, d.Recurrence == nil
}

// checkDue plans each text and checks that it makes one task of the
// title given, due at the time given with no hour left to ask.
func checkDue(t *testing.T, tasks map[string]struct{ title, due string }) {
	t.Helper()
	for text, w := range tasks {
		title, due, needTime, ok := oneTask(plan(t, text))
		if !ok || needTime || title != w.title || due != w.due {
			t.Errorf("%q: %q at %s (asked %v, one %v); want %q at %s", text, title, due, needTime, ok, w.title, w.due)
		}
	}
}

// TestHourBeforeTold: a reminder's bare hour said after a thing told with
// its hour and part of the day is the half of it before the thing; an
// hour said with its half is read as said, a thing whose own half is not
// said bends nothing, and an hour neither half of which comes before the
// thing is asked. The test's now is Tuesday 20 January 2026, 09:00.
func TestHourBeforeTold(t *testing.T) {
	checkDue(t, map[string]struct{ title, due string }{
		"יוצא לים מחר ב4 לפנות בוקר תזכיר לי ב3 וחצי":             {"יוצא לים", "2026-01-21 03:30"},
		"heading out at 5am tomorrow, remind me at 4:30":          {"heading out", "2026-01-21 04:30"},
		"טיסה מחר ב6 בבוקר תזכיר לי ב4":                           {"טיסה", "2026-01-21 04:00"},
		"נוסע לשדה מחר ב-3 בלילה תזכיר לי ב-2 ורבע":               {"נוסע לשדה", "2026-01-21 02:15"},
		"leaving at 7 in the morning tomorrow, remind me at 6:30": {"leaving", "2026-01-21 06:30"},
		"flight tomorrow at 6am remind me at 4:15 to call a cab":  {"call a cab", "2026-01-21 04:15"},
		"טיסה מחר ב6 בבוקר תזכיר לי ב4 וחצי להזמין מונית":         {"להזמין מונית", "2026-01-21 04:30"},
		"night shift tomorrow at 11 at night remind me at 9":      {"night shift", "2026-01-21 21:00"},
		// Near misses: the hour said with its half, or on the 24-hour
		// clock, is read as said, later in the day or not.
		"heading out at 5am tomorrow, remind me at 6pm":     {"heading out", "2026-01-21 18:00"},
		"heading out at 5am tomorrow, remind me at 16:30":   {"heading out", "2026-01-21 16:30"},
		`יוצא לים מחר ב4 לפנות בוקר תזכיר לי ב5 אחה"צ`:      {"יוצא לים", "2026-01-21 17:00"},
		"heading out at 5am tomorrow, remind me at 4:30 am": {"heading out", "2026-01-21 04:30"},
		// A thing told without its half, or with a part of the day and no
		// hour, bends nothing.
		"omg I need to call the bank tomorrow morning, remind me at 9:15": {"call the bank", "2026-01-21 09:15"},
		"Pick up Mia from ballet at 5 please remind me at 4.45":           {"Pick up Mia from ballet", "2026-01-20 16:45"},
	})
	for _, text := range []string{
		"heading out at 5am tomorrow, remind me at 6",
		"יוצא לים מחר ב4 לפנות בוקר תזכיר לי ב7",
	} {
		p, err := planErr(text)
		if why, _ := memo.WhyOf(err); why != memo.WhyWhichHalf {
			t.Errorf("%q: %v %v; want which half asked", text, p.Steps, err)
		}
	}
}
