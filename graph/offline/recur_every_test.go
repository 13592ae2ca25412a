package offline_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// planErr plans text at the test's now and returns the error.
func planErr(text string) (memo.Plan, error) {
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	return offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem})
}

// TestPlannerRepeatsEvery: repetitions every several days, weeks or
// months, a number of times a week on named days, on a weekday of the
// month, and a bare week or month, in both languages. The test's now is
// Tuesday 20 January 2026, 09:00.
func TestPlannerRepeatsEvery(t *testing.T) {
	tests := []struct {
		text  string
		want  memo.Recurrence
		title string
	}{
		{"remind me every other monday at 9 to pay the cleaner", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "pay the cleaner"},
		{"remind me every 2 weeks on monday at 9 to pay the cleaner", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "pay the cleaner"},
		{"remind me every three weeks on thursday to change the filter", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{4}, Every: 3}, "change the filter"},
		{"remind me every 3 days at 9 to water the cactus", memo.Recurrence{Type: memo.RecurDaily, Time: "09:00", Every: 3}, "water the cactus"},
		{"remind me every second day at 8 to run", memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", Every: 2}, "run"},
		{"remind me every other day at 8 to take the pill", memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", Every: 2}, "take the pill"},
		{"remind me once every 2 weeks to change the sheets", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{2}, Every: 2}, "change the sheets"},
		{"remind me fortnightly on friday to pay the nanny", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{5}, Every: 2}, "pay the nanny"},
		{"remind me every 2 months on the 5th to pay the water bill", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 5, Every: 2}, "pay the water bill"},
		{"pay arnona every 2 months on the 15, remind me please", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 15, Every: 2}, "pay arnona"},
		{"remind me every other monday and thursday at 7 to swim", memo.Recurrence{Type: memo.RecurWeekly, Time: "07:00", Days: []int{1, 4}, Every: 2}, "swim"},
		{"remind me twice a week on mon and thu at 7 to run", memo.Recurrence{Type: memo.RecurWeekly, Time: "07:00", Days: []int{1, 4}}, "run"},
		{"remind me 3 times a week on sun, tue and thu at 7 to run", memo.Recurrence{Type: memo.RecurWeekly, Time: "07:00", Days: []int{0, 2, 4}}, "run"},
		{"remind me on the first monday of every month to pay the gardener", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", Days: []int{1}, Week: 1}, "pay the gardener"},
		{"remind me every last friday of the month to send the report", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", Days: []int{5}, Week: -1}, "send the report"},
		{"remind me the third thursday of each month at 18:00 to go to book club", memo.Recurrence{Type: memo.RecurMonthly, Time: "18:00", Days: []int{4}, Week: 3}, "go to book club"},
		{"remind me monthly on the second tuesday to back up the photos", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", Days: []int{2}, Week: 2}, "back up the photos"},
		{"remind me every week to call grandma", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{2}}, "call grandma"},
		{"remind me once a month starting feb 3 to check the smoke alarm", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 3, Start: "2026-02-03"}, "check the smoke alarm"},
		{"remind me every other monday at 9 starting next week to pay the cleaner", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2, Start: "2026-01-25"}, "pay the cleaner"},
		{"תזכיר לי כל שבועיים ביום שני החל מהשבוע הבא לשלם למנקה", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2, Start: "2026-01-25"}, "לשלם למנקה"},
		{"תזכיר לי פעם בחודש החל מה-5 בפברואר לבדוק גלאי עשן", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 5, Start: "2026-02-05"}, "לבדוק גלאי עשן"},
		{"תזכיר לי כל יום החל ממחר ב-8 להתמתח", memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", Start: "2026-01-21"}, "להתמתח"},
		{"remind me every day from tomorrow at 8 to stretch", memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", Start: "2026-01-21"}, "stretch"},
		{"תזכיר לי כל שבועיים ביום שני ב-9 לשלם למנקה", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}, "לשלם למנקה"},
		{"תזכיר לי כל יומיים ב-8 לרוץ", memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", Every: 2}, "לרוץ"},
		{"תזכירי לי פעם בשבועיים להחליף מצעים", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{2}, Every: 2}, "להחליף מצעים"},
		{"תזכיר לי כל 3 ימים להשקות את הקקטוס", memo.Recurrence{Type: memo.RecurDaily, Time: "09:00", Every: 3}, "להשקות את הקקטוס"},
		{"תזכיר לי כל שלושה שבועות ביום חמישי להחליף פילטר", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{4}, Every: 3}, "להחליף פילטר"},
		{"תזכיר לי כל חודשיים ב-5 לשלם מים", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 5, Every: 2}, "לשלם מים"},
		{"תזכיר לי אחת לחודשיים ב-10 לחדש מרשם", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 10, Every: 2}, "לחדש מרשם"},
		{"תזכיר לי פעמיים בשבוע בימים ב׳ וה׳ ב-7 לרוץ", memo.Recurrence{Type: memo.RecurWeekly, Time: "07:00", Days: []int{1, 4}}, "לרוץ"},
		{"תזכיר לי כל שבוע להתקשר לסבתא", memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{2}}, "להתקשר לסבתא"},
		{"תזכיר לי ביום ראשון הראשון של כל חודש לשלם לגנן", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", Days: []int{0}, Week: 1}, "לשלם לגנן"},
		{"תזכירי לי ביום שישי האחרון של כל חודש ב-10 לשלוח דוח", memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", Days: []int{5}, Week: -1}, "לשלוח דוח"},
		{"תזכיר לי בכל חודש ביום שלישי השני לגבות את התמונות", memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", Days: []int{2}, Week: 2}, "לגבות את התמונות"},
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
			tt.want.TimeZone = r.TimeZone
			if r.Type != tt.want.Type || r.Time != tt.want.Time || !slices.Equal(r.Days, tt.want.Days) || r.DayOfMonth != tt.want.DayOfMonth ||
				r.Every != tt.want.Every || r.Week != tt.want.Week || r.Start != tt.want.Start {
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

// TestPlannerRepeatsNotGuessed: what is still unclear or not kept is asked
// or declined with its reason, never kept as another repetition.
func TestPlannerRepeatsNotGuessed(t *testing.T) {
	for _, text := range []string{
		"remind me every second tuesday to call the accountant", // every other, or the month's second?
		"remind me every 2 weeks on the 5th to pay the nanny",
		"remind me every 2 weeks on the 15 to pay the nanny",
		"remind me every 3 days on monday to water the cactus",
		"remind me every few days to call grandma",
		"remind me twice a month to back up",
		"remind me biweekly to pay the nanny",                                // twice a week, or every two weeks?
		"Set reminder every last working day of month 5pm for payroll check", // the month's last working day is not kept
		"תזכיר לי כל כמה ימים להתקשר לסבתא",
		"תזכיר לי פעמיים בחודש לגבות",
	} {
		t.Run(text, func(t *testing.T) {
			s := plan(t, text).Steps
			if len(s) != 1 || s[0].Operation != memo.OpUnknown || s[0].General == nil || s[0].General.Reason != "repeat" {
				t.Errorf("planned %+v, want unknown with reason repeat", s)
			}
		})
	}
	// A number of times a week without the days: which days is asked.
	for _, text := range []string{"remind me twice a week to call grandma", "תזכיר לי פעמיים בשבוע להתקשר לסבתא"} {
		p, err := planErr(text)
		declined := err == nil && len(p.Steps) == 1 && p.Steps[0].Operation == memo.OpUnknown
		if memo.ErrorCodeOf(err) != memo.EInvalid && !declined {
			t.Errorf("%q: %+v %v, want the question which days, or a decline", text, p.Steps, err)
		}
	}
	// One last Friday, the month's, is a day, not a repetition.
	if s := plan(t, "remind me on the last friday of the month at 9 to pay the cleaner").Steps; s[0].Operation != memo.OpTaskCreate || s[0].Tasks.Drafts[0].Recurrence != nil {
		t.Errorf("the last friday of the month planned %+v; want a one-time reminder", s)
	}
	// Said with "except", it is not read at all.
	if s := plan(t, "remind me every weekday except friday at 7 to run").Steps; s[0].Operation != memo.OpUnknown {
		t.Errorf("'except' planned %+v", s)
	}
	// Another weekday said for the item of a weekly one is the item's
	// ("for saturday", "לשבת"): it stays in the title and the series starts
	// on its own day. Said as the first day, or skipped, it is read.
	for _, tc := range []struct{ text, title string }{
		{"every thursday at 8pm remind me to buy flowers for saturday", "buy flowers for saturday"},
		{"remind me every friday at noon to order challah for saturday", "order challah for saturday"},
		{"כל יום חמישי בערב בשמונה תזכירי לי לעשות קניות לשבת", "לעשות קניות לשבת"},
		{"כל שישי בצהריים תזכיר לי לקנות פרחים לשבת", "לקנות פרחים לשבת"},
		{"תזכיר לי כל יום חמישי ב-8 בערב לקנות חלות לשבת", "לקנות חלות לשבת"},
		{"remind me tomorrow at 10 to buy flowers for friday", "buy flowers for friday"},
		{"every friday at 2 remind me to buy flowers for shabbat", "buy flowers for shabbat"},
		{"remind me in 2 hours to log in for the daily rewards", "log in for the daily rewards"},
		{"remind me every day at 9 to check the daily report", "check the daily report"},
		{"every thursday at 8pm remind me to buy challah starting sunday", "buy challah"},
	} {
		s := plan(t, tc.text).Steps
		if s[0].Operation != memo.OpTaskCreate || s[0].Tasks.Drafts[0].Text != tc.title {
			t.Errorf("%q planned %+v; want a reminder %q", tc.text, s, tc.title)
			continue
		}
		if r := s[0].Tasks.Drafts[0].Recurrence; r != nil && r.Start != "" && !strings.Contains(tc.text, "starting") {
			t.Errorf("%q starts on %s; want its own first day", tc.text, r.Start)
		}
	}
	// "the daily rewards" names a thing: the reminder is once, in 2 hours.
	if s := plan(t, "remind me in 2 hours to log in for the daily rewards").Steps; s[0].Tasks == nil || s[0].Tasks.Drafts[0].Recurrence != nil || s[0].Tasks.Drafts[0].DueDate == nil {
		t.Errorf("\"the daily rewards\" planned %+v; want one reminder in 2 hours", s)
	}
	// One first Monday, the month's, is not a repetition.
	for _, text := range []string{"remind me on the first monday of the month at 9 to pay the cleaner", "תזכיר לי ביום שני הראשון של החודש לשלם לגנן"} {
		if s := plan(t, text).Steps; s[0].Tasks != nil && len(s[0].Tasks.Drafts) > 0 && s[0].Tasks.Drafts[0].Recurrence != nil {
			t.Errorf("%q planned %+v; want no repetition", text, s[0].Tasks.Drafts[0].Recurrence)
		}
	}
	if s := plan(t, "remind me to send the monthly report on friday").Steps; s[0].Operation != memo.OpTaskCreate || s[0].Tasks.Drafts[0].Recurrence != nil {
		t.Errorf("the monthly report planned %+v; want a one-time reminder", s)
	}
}
