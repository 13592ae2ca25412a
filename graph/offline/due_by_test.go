package offline_test

import "testing"

// TestDueByDay: a deed due by a day with no hour and no command is a task
// due that day at the day's usual hour ("by the end of the month" is its
// last day, "by the end of the week" the coming Saturday). A reminder
// asked for ("remind me to … by friday") asks its hour, a deed due
// "before" a day is reminded of the day before and asks its hour, an hour
// said is kept, and a sentence about someone or something is no task. The
// test's now is Tuesday 20 January 2026, 09:00.
func TestDueByDay(t *testing.T) {
	checkDue(t, map[string]struct{ title, due string }{
		"pay the water bill by friday":             {"pay the water bill", "2026-01-23 09:00"},
		"submit the report by end of month":        {"submit the report", "2026-01-31 09:00"},
		"submit the report by the end of the week": {"submit the report", "2026-01-24 09:00"},
		"לשלם ארנונה עד שישי":                      {"לשלם ארנונה", "2026-01-23 09:00"},
		"להגיש את הדוח עד סוף החודש":               {"להגיש את הדוח", "2026-01-31 09:00"},
		"להגיש את הדוח עד סוף השבוע":               {"להגיש את הדוח", "2026-01-24 09:00"},
		"לחדש את הדרכון עד ה-28 לחודש":             {"לחדש את הדרכון", "2026-01-28 09:00"},
		"pay the water bill by today":              {"pay the water bill", "2026-01-20 09:00"},
		// An hour said is the hour.
		"pay the water bill by friday at 5": {"pay the water bill", "2026-01-23 17:00"},
		"לשלם ארנונה עד שישי ב-12":          {"לשלם ארנונה", "2026-01-23 12:00"},
	})
	// Near misses that ask the hour: a reminder asked for, a deed due
	// before a day (the day before it), a thing that is no deed.
	for _, text := range []string{
		"remind me to pay the water bill by friday", "תזכיר לי לשלם ארנונה עד שישי",
		"pay the water bill before friday", "לשלם ארנונה לפני שישי",
		"sale ends by friday", "אמא אצלנו עד שישי",
	} {
		if _, _, needTime, ok := oneTask(plan(t, text)); ok && !needTime {
			t.Errorf("%q: a task with an hour chosen; want its hour asked", text)
		}
	}
	// Near misses that make no task: about someone or something, a
	// repetition ended by a day.
	refusesTerse(t, []string{"I'll be home by fri", "הוא חוזר עד שישי", "מילואים עד סוף החודש", "חופש עד סוף החודש", "the office is closed until friday"})
	if title, due, _, ok := oneTask(plan(t, "every day until friday take the pills")); ok && due != "" {
		t.Errorf("every day until friday: one task %q due %s; want a repetition", title, due)
	}
}
