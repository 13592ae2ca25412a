package offline_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestReminderNounWithMe: "reminder me" and "תזכורת לי" (also "תזכרת לי",
// mended to the noun) open a text as the verb they slip from: the
// pronoun is no part of the title. The noun said of a thing, or with
// more than the user after it, is left.
func TestReminderNounWithMe(t *testing.T) {
	for text, title := range map[string]string{
		"תזכרת לי עוד שעה לתדלק":              "לתדלק",
		"תזכורת לי עוד שעה לתדלק":             "לתדלק",
		"תזכורת לי מחר ב-5 להתקשר לבנק":       "להתקשר לבנק",
		"reminder me in an hour to get gas":   "get gas",
		"remidner me in an hour to get gas":   "get gas",
		"please reminder me at 5 to call mom": "call mom",
		"תזכורת עוד שעה לתדלק":                "לתדלק",
	} {
		wantTask(t, text, title)
	}
	// Near miss: "לי ולדנה" is a reminder to more than the user; the
	// pronoun stays for the reader of the whole.
	p := plan(t, "תזכורת לי ולדנה מחר ב-5 לקנות מתנה")
	for _, s := range p.Steps {
		if s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Text == "ולדנה לקנות מתנה" {
			t.Errorf("the pronoun of another was cut as the user's: %+v", p.Steps)
		}
	}
}

// TestNightOfADay: "ליל שבת" is Friday night, the night that opens the
// day; the word "ליל" is no part of the title. "ליל הסדר" names no day.
func TestNightOfADay(t *testing.T) {
	for text, want := range map[string]string{
		"תזכיר לי בליל שבת להדליק נרות ב4 ורבע":           "2026-01-23 16:15",
		"remind me on friday night at 8 to light candles": "2026-01-23 20:00",
		"תזכירי לי בליל שישי ב-10 להוציא את הכלב":         "2026-01-22 22:00",
	} {
		p := plan(t, text)
		s := p.Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].DueDate == nil ||
			s.Tasks.Drafts[0].DueDate.In(jerusalem).Format("2006-01-02 15:04") != want {
			t.Errorf("%q: %+v; want a reminder at %s", text, p.Steps, want)
			continue
		}
		if title := s.Tasks.Drafts[0].Text; title == "" || strings.HasPrefix(title, "בליל") {
			t.Errorf("%q: title %q keeps the night's word", text, title)
		}
	}
}

// TestNextWeekSaidWithTheArticle: "השבוע הבא", "בשבוע הבא" and "מה
// בשבוע הבא" ask for next week, Sunday to Saturday; "השבוע" alone is
// this week, and "מה" with no time after it asks nothing of a day.
func TestNextWeekSaidWithTheArticle(t *testing.T) {
	next := time.Date(2026, 1, 25, 0, 0, 0, 0, jerusalem)
	for _, text := range []string{"מה יש לי השבוע הבא", "מה יש לי בשבוע הבא", "מה בשבוע הבא", "ומה בשבוע הבא?", "what do i have next week"} {
		p := plan(t, text)
		last := p.Steps[len(p.Steps)-1]
		if last.Operation != memo.OpEventGetEvents || !last.Calendar.From.Equal(next) || !last.Calendar.To.Equal(next.AddDate(0, 0, 7)) {
			t.Errorf("%q: %+v; want the events of next week", text, p.Steps)
		}
	}
	p := plan(t, "מה יש לי השבוע")
	if last := p.Steps[len(p.Steps)-1]; last.Operation != memo.OpEventGetEvents || !last.Calendar.From.Before(next) {
		t.Errorf("this week: %+v", p.Steps)
	}
	for _, text := range []string{"מה בחדשות", "שבוע שני של החופש מתחיל ביום ראשון"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventGetEvents {
				t.Errorf("%q: read as a question about a week: %+v", text, s)
			}
		}
	}
}

// TestWrittenDownAtATime: a verb of writing down with a thing at a day
// and an hour adds that thing, as "add" does; a fact said with "that"/ש,
// or a thing with no hour, is still kept as a fact.
func TestWrittenDownAtATime(t *testing.T) {
	for text, title := range map[string]string{
		"תרשום הצגה של דירה ברחוב הרצל 12 מחר ב4": "הצגה של דירה ברחוב הרצל 12",
		"תרשמי פגישה עם רון מחר ב-3":              "פגישה עם רון",
		"write down dentist tomorrow at 4":        "dentist",
		"jot down haircut friday at 10":           "haircut",
		"note: dentist tomorrow at 4":             "dentist",
	} {
		p := plan(t, text)
		s := p.Steps[len(p.Steps)-1]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %+v; want the event %q", text, p.Steps, title)
		}
	}
	for _, text := range []string{
		"תרשום שהקוד של השער הוא 1234", "תרשום: הצגה של דירה מחר", "תרשום שמחר ב4 יש הצגה",
		"write down that the plumber comes tomorrow at 4", "write down dentist tomorrow", "note to self: the gate code is 1234",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpMemoryStore {
			t.Errorf("%q: %+v; want a fact kept", text, s)
		}
	}
}

// TestRepeatsSaidInHebrew: "כל שבוע שני" with a weekday after it is every
// second week; "בימים שני ורביעי" names the days as "בימי" does; the end
// of every month, which no monthly reminder on a day keeps, is declined
// with the reason, never read as today's day of the month.
func TestRepeatsSaidInHebrew(t *testing.T) {
	for text, want := range map[string]memo.Recurrence{
		"תזכיר לי כל שבוע שני ביום חמישי לקחת את הזבל": {Type: memo.RecurWeekly, Days: []int{4}, Every: 2},
		"תזכירי לי כל שבוע שני בחמישי ב-8 לשלם לגנן":   {Type: memo.RecurWeekly, Days: []int{4}, Every: 2},
		"תזכיר לי בימים שני ורביעי ב7 בערב חוג קראטה":  {Type: memo.RecurWeekly, Days: []int{1, 3}},
		"תזכיר לי כל שבוע שני ב9 לשלם לגנן":            {Type: memo.RecurWeekly, Days: []int{1}}, // שני is Monday here
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %+v; want a repeating reminder", text, s)
			continue
		}
		r := s.Tasks.Drafts[0].Recurrence
		if r.Type != want.Type || max(r.Every, 1) != max(want.Every, 1) || !slices.Equal(r.Days, want.Days) {
			t.Errorf("%q: %+v; want %+v", text, *r, want)
		}
	}
	if s := plan(t, "בימים שני ורביעי ב7 בערב חוג קראטה").Steps[0]; s.Operation != memo.OpEventCreateRecurring {
		t.Errorf("the days named with בימים: %+v; want a weekly event", s)
	}
	for _, text := range []string{
		"תזכיר לי בסוף כל חודש לשלם שכירות", "תזכיר לי כל יום אחרון בחודש לשלם שכירות",
		"remind me on the last day of every month to pay rent", "remind me at the end of every month to pay rent",
	} {
		// Kept on the 31st, which falls on a shorter month's last day.
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence == nil || s.Tasks.Drafts[0].Recurrence.DayOfMonth != 31 {
			t.Errorf("%q: %+v; want a reminder on every month's last day", text, s)
		}
	}
	// Near misses: one end of a month, the second week of a holiday, days
	// to come.
	if s := plan(t, "תזכיר לי בסוף החודש לשלם שכירות").Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence != nil {
		t.Errorf("the end of this month: %+v; want one reminder", s)
	}
	for _, text := range []string{"שבוע שני של החופש מתחיל ביום ראשון", "בימים הקרובים לקנות מתנה"} {
		for _, s := range plan(t, text).Steps {
			if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].Recurrence != nil || s.Operation == memo.OpEventCreateRecurring {
				t.Errorf("%q: read as a repetition: %+v", text, s)
			}
		}
	}
}
