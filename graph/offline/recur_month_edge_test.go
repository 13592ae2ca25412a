package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestPlannerRepeatsMonthEdgeAndIdioms: the end and the start of every
// month, the weekdays by the language they are said in, and every other
// week said as an idiom, in both languages. The test's now is Tuesday 20
// January 2026 in Jerusalem.
func TestPlannerRepeatsMonthEdgeAndIdioms(t *testing.T) {
	end := memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 31}
	tests := []struct {
		text  string
		want  memo.Recurrence
		title string
	}{
		{"remind me every month end to pay rent", end, "pay rent"},
		{"remind me every month-end at 9 to pay rent", end, "pay rent"},
		{"remind me at the end of each month to pay rent", end, "pay rent"},
		{"remind me at the end of every month at 18:00 to send invoices", memo.Recurrence{Type: memo.RecurMonthly, Time: "18:00", DayOfMonth: 31}, "send invoices"},
		{"remind me on the last day of every month to pay rent", end, "pay rent"},
		{"remind me every month start to check the meter", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 1}, "check the meter"},
		{"remind me at the beginning of each month to check the meter", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 1}, "check the meter"},
		{"תזכיר לי בסוף כל חודש לשלם שכירות", end, "לשלם שכירות"},
		{"תזכיר לי כל סוף חודש ב-9 לשלם שכירות", end, "לשלם שכירות"},
		{"תזכיר לי ביום האחרון של כל חודש לשלם שכירות", end, "לשלם שכירות"},
		{"תזכיר לי כל יום אחרון בחודש לשלם שכירות", end, "לשלם שכירות"},
		{"תזכיר לי בתחילת כל חודש לבדוק את המונה", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 1}, "לבדוק את המונה"},
		{"תזכיר לי כל תחילת חודש לבדוק את המונה", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 1}, "לבדוק את המונה"},
		// "weekday" is Monday to Friday in English, "יום חול" Sunday to
		// Thursday in Hebrew, wherever the user is.
		{"remind me every weekday at 8 to stretch", memo.Recurrence{Type: memo.RecurWeekly, Time: "08:00", Days: []int{1, 2, 3, 4, 5}}, "stretch"},
		{"remind me on weekdays at 8 to stretch", memo.Recurrence{Type: memo.RecurWeekly, Time: "08:00", Days: []int{1, 2, 3, 4, 5}}, "stretch"},
		{"remind me every workday at 8 to stretch", memo.Recurrence{Type: memo.RecurWeekly, Time: "08:00", Days: []int{0, 1, 2, 3, 4}}, "stretch"},
		{"תזכיר לי כל יום חול ב-8 להתמתח", memo.Recurrence{Type: memo.RecurWeekly, Time: "08:00", Days: []int{0, 1, 2, 3, 4}}, "להתמתח"},
		{"תזכיר לי בימי חול ב-8 להתמתח", memo.Recurrence{Type: memo.RecurWeekly, Time: "08:00", Days: []int{0, 1, 2, 3, 4}}, "להתמתח"},
		// Every other week as an idiom.
		{"תזכיר לי שבוע כן שבוע לא ביום שני ב-9 לשטוף את הרכב", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "לשטוף את הרכב"},
		{"תזכיר לי שבוע כן, שבוע לא ביום שני לשטוף את הרכב", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "לשטוף את הרכב"},
		{"תזכיר לי פעם בשבועיים ביום שני לשטוף את הרכב", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "לשטוף את הרכב"},
		{"remind me on alternate weeks on monday at 9 to wash the car", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "wash the car"},
		{"remind me every fortnight on monday at 9 to wash the car", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "wash the car"},
		{"remind me every second week on monday at 9 to wash the car", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "wash the car"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s := plan(t, tt.text).Steps[0]
			if s.Operation != memo.OpTaskCreate {
				t.Fatalf("planned %+v", s)
			}
			d := s.Tasks.Drafts[0]
			r := d.Recurrence
			if r == nil {
				t.Fatalf("no recurrence")
			}
			if r.Type != tt.want.Type || r.Time != tt.want.Time || !slices.Equal(r.Days, tt.want.Days) || r.DayOfMonth != tt.want.DayOfMonth ||
				max(r.Every, 1) != max(tt.want.Every, 1) || r.Week != tt.want.Week {
				t.Errorf("recurrence %+v, want %+v", *r, tt.want)
			}
			if d.Text != tt.title {
				t.Errorf("title %q, want %q", d.Text, tt.title)
			}
			if err := r.Validate(); err != nil {
				t.Errorf("invalid: %v", err)
			}
		})
	}
}

// TestPlannerMonthEdgeNearMisses: the end of one month, a title that names
// a month's end, and a calendar series on the end of every month (which
// skips the shorter months) are no reminder on every month's last day.
func TestPlannerMonthEdgeNearMisses(t *testing.T) {
	for _, text := range []string{
		"remind me tomorrow at 9 about the month end report",
		"add a task: the month end report",
		"תזכיר לי מחר ב-9 על דוח סוף החודש",
		"תזכיר לי בסוף החודש לשלם שכירות",
		"remind me at the end of the month to pay rent",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].Recurrence != nil {
				t.Errorf("%q: repeats %+v; want no repetition", text, *s.Tasks.Drafts[0].Recurrence)
			}
		}
	}
	for _, text := range []string{"add a meeting at the end of every month at 10 with the accountant", "קבע פגישה בסוף כל חודש ב-10 עם רואה החשבון"} {
		for _, s := range plan(t, text).Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) > 0 && s.Calendar.Drafts[0].Recurrence != nil && s.Calendar.Drafts[0].Recurrence.DayOfMonth != 0 {
				t.Errorf("%q: a calendar series %+v; want it declined", text, *s.Calendar.Drafts[0].Recurrence)
			}
		}
	}
}

// TestPlannerRepeatsHolidayDeclined: the days of a holiday are no series
// Memo keeps: declined with the reason, never every day or one day. A
// holiday said once, or as a title, is not this.
func TestPlannerRepeatsHolidayDeclined(t *testing.T) {
	for _, text := range []string{
		"remind me every night of hanukkah at 6 to light candles",
		"remind me each day of passover to buy matzah",
		"remind me every evening during hanukkah to light candles",
		"תזכיר לי כל ערב בחנוכה ב-6 להדליק נרות",
		"תזכיר לי בכל לילה של חנוכה להדליק נרות",
		"תזכיר לי כל יום בפסח לקנות מצות",
	} {
		p, err := planErr(text)
		if why, _ := memo.WhyOf(err); why != memo.WhyRepeatHoliday {
			t.Errorf("%q: %+v %v; want refused as a holiday's days", text, p.Steps, err)
		}
	}
	for _, text := range []string{"remind me every night at 6 to light the hanukkah candles", "תזכיר לי כל ערב ב-6 לקנות סופגניות לחנוכה"} {
		p, err := planErr(text)
		if why, _ := memo.WhyOf(err); why == memo.WhyRepeatHoliday {
			t.Errorf("%q: %+v refused as a holiday's days; a holiday named in the title is not one", text, p.Steps)
		}
	}
}
