package formatter

import (
	"testing"

	"github.com/memo-assistant/memo"
)

func TestEveryWordsEachSeries(t *testing.T) {
	tests := []struct {
		rec    memo.Recurrence
		en, he string
	}{
		{memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}, "every day at 08:00", "כל יום ב-08:00"},
		{memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", Every: 2}, "every other day at 08:00", "כל יומיים ב-08:00"},
		{memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", Every: 3}, "every 3 days at 08:00", "כל 3 ימים ב-08:00"},
		{memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}}, "every Monday at 09:00", "כל יום שני ב-09:00"},
		{memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "every other Monday at 09:00", "כל שבועיים ביום שני ב-09:00"},
		{memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{0, 3}, Every: 2}, "every 2 weeks on Sunday and Wednesday at 09:00", "כל שבועיים בימים ראשון ורביעי ב-09:00"},
		{memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{4}, Every: 3}, "every 3 weeks on Thursday at 09:00", "כל 3 שבועות ביום חמישי ב-09:00"},
		{memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 5}, "every month on the 5th at 10:00", "ב-5 בכל חודש ב-10:00"},
		{memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 5, Every: 2}, "every other month on the 5th at 10:00", "כל חודשיים ב-5 לחודש ב-10:00"},
		{memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", Days: []int{1}, Week: 1}, "on the first Monday of every month at 09:00", "ביום שני הראשון של כל חודש ב-09:00"},
		{memo.Recurrence{Type: memo.RecurMonthly, Time: "16:00", Days: []int{5}, Week: -1, Every: 3}, "on the last Friday of every 3 months at 16:00", "ביום שישי האחרון של כל 3 חודשים ב-16:00"},
		{memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 3, DayOfMonth: 14}, "every year on 14 March at 09:00", "כל שנה ב-14 במרץ ב-09:00"},
		{memo.Recurrence{Type: memo.RecurYearly, Time: "08:30", Month: 12, DayOfMonth: 1, Every: 2}, "every other year on 1 December at 08:30", "כל שנתיים ב-1 בדצמבר ב-08:30"},
	}
	for _, tt := range tests {
		for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
			want := tt.en
			if lang == memo.Hebrew {
				want = tt.he
			}
			w := &writer{he: lang == memo.Hebrew}
			if got := w.every(tt.rec); got != want {
				t.Errorf("%+v in %s: %q, want %q", tt.rec, lang, got, want)
			}
		}
	}
}

// TestReminderEveryLastDay: a reminder on the 31st of every month falls on
// each month's last day, and says so; a calendar series on the 31st skips
// the shorter months, and is said as the 31st.
func TestReminderEveryLastDay(t *testing.T) {
	rec := memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 31}
	for _, tt := range []struct {
		he       bool
		reminder string
		event    string
	}{
		{false, "every month on the last day at 09:00", "every month on the 31st at 09:00"},
		{true, "ביום האחרון של כל חודש ב-09:00", "ב-31 בכל חודש ב-09:00"},
	} {
		w := &writer{he: tt.he}
		if got := w.reminderEvery(rec); got != tt.reminder {
			t.Errorf("reminder: %q, want %q", got, tt.reminder)
		}
		if got := w.every(rec); got != tt.event {
			t.Errorf("event: %q, want %q", got, tt.event)
		}
	}
}
