package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMonthlyDayAsked: a monthly reminder said with no day of the month,
// no weekday of it and no first day ("remind me every month at 10 to pay
// rent", "תזכיר לי כל חודש בעשר לשלם שכירות") is asked which day, not put
// on today's date. Near misses: a day of the month, a weekday of the
// month or a first day said make the reminder.
func TestMonthlyDayAsked(t *testing.T) {
	for _, text := range []string{
		"remind me every month at 10 to pay rent", "remind me every month to pay rent", "remind me to pay rent every month at 10",
		"remind me monthly at 9 to check the meter", "remind me every 2 months at 10 to change the filter",
		"תזכיר לי כל חודש בעשר לשלם שכירות", "תזכיר לי פעם בחודש לשלם ועד בית", "תזכיר לי לשלם חשבון כל חודש ב-18:00",
	} {
		_, err := planErr(text)
		if why, _ := memo.WhyOf(err); why != memo.WhyMonthWhichDay {
			t.Errorf("%q: %v; want which day of the month asked", text, err)
		}
	}
	for text, dom := range map[string]int{
		"remind me on the 1st of every month at 10 to pay rent":    1,
		"remind me every month on the 5th at 10 to pay rent":       5,
		"remind me once a month starting feb 3 to check the alarm": 3,
		"תזכיר לי כל חודש ב-1 לשלם שכירות":                         1,
		"תזכיר לי לשלם חשבון כל חודש ב-18":                         18,
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence == nil || s.Tasks.Drafts[0].Recurrence.DayOfMonth != dom {
			t.Errorf("%q: %s %+v; want monthly on the %d", text, s.Operation, s.Tasks, dom)
		}
	}
}
