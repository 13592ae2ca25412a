package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestKeptWithDayAndHour: a thing told with its day and its hour and
// closed by "תרשום" is what happens then — an event, or a reminder when
// it is a deed to do — never a fact kept with a day to come in it; a
// four-digit hour and a bare weekday before it are read. A thing the user
// has on a day, told without its hour, goes to the calendar, which asks
// the hour. Near misses: a fact with a number and no day, a state.
func TestKeptWithDayAndHour(t *testing.T) {
	for text, title := range map[string]string{
		"חוזר לבסיס ראשון 0600 תרשום":  "חוזר לבסיס",
		"טיסה לאילת מחר ב-7 תרשמי":     "טיסה לאילת",
		"מחר 2000 בירה עם החבר'ה בפאב": "בירה עם החבר'ה בפאב",
		"שלום לך, אני רוצה שתעזור לי קצת, השבוע יש לנו אספת חברים בחדר האוכל ביום חמישי בערב בשעה שמונה תרשום לי את זה בבקשה": "אספת חברים בחדר האוכל",
		"tomorrow 2000 beers with the guys": "beers with the guys",
		"שלום רב, אבקש לקבוע פגישא עם נציג של חברת תרופות ביום שני הבא בשאה 13:00. תודה מראש": "פגישא עם נציג של חברת תרופות",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s.%s %+v; want the event %q", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
	for text, title := range map[string]string{
		"לקחת כדור מחר ב-8 בבוקר תרשמי":                     "לקחת כדור",
		"תזכיר לי חמישי 1100 לארוז תיק ליציאה":              "לארוז תיק ליציאה",
		"תזכיר לי בעוד שעתים להתקשר לספק של אינסולין בבקשה": "להתקשר לספק של אינסולין",
		"תזכירי לי מחרר בשעא 8 להתקשר לבנק":                 "להתקשר לבנק",
		"תזכיר לי בעוד 20 דקוט לכבות את הדוד":               "לכבות את הדוד",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title || s.Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %s.%s %+v; want the reminder %q", text, s.Capability, s.Operation, s.Tasks, title)
		}
	}
	for text, what := range map[string]string{
		"יש לי מבחן בהיסטוריה ביום ראשון תרשום לי 🙏🙏": "מבחן בהיסטוריה",
		"I have a history exam on sunday, record it":  "history exam",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || !s.Calendar.NeedTime || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != what {
			t.Errorf("%q: %s.%s %+v; want the hour of %q asked", text, s.Capability, s.Operation, s.Calendar, what)
		}
	}
	for _, text := range []string{"הקוד של השער 4512 תרשום", "יש לי כאב ראש מאתמול תרשום"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpMemoryStore {
			t.Errorf("%q: %s.%s; want a fact kept", text, s.Capability, s.Operation)
		}
	}
}
