package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldOfSelf: an event told of oneself or of no one, its time said
// first or last, goes on the calendar titled without the telling; a
// repetition makes it a series, "all day" the whole day. What one must or
// means to do is a reminder; what one has that does not happen, a deed
// said in the future, or more than the event is not read.
func TestToldOfSelf(t *testing.T) {
	type want struct {
		title  string
		allDay bool
		series bool
	}
	for text, w := range map[string]want{
		"שבוע הבא יש לי צו מילואים ביום שלישי בבקו״ם ב8 בבוקר": {title: "צו מילואים בבקו״ם"},
		"יש לי call עם לקוח מארה״ב היום ב6 בערב":               {title: "call עם לקוח מארה״ב"},
		"מחר בשמונה בבוקר יש לנו ישיבת הורים":                  {title: "ישיבת הורים"},
		"ביום שני ב9 יש ישיבת צוות":                            {title: "ישיבת צוות"},
		"היום ב3 בצהריים מגיע טכנאי לתקן את התנור":             {title: "מגיע טכנאי לתקן את התנור"},
		"ביום שישי בעשר בבוקר אני לוקחת את הילדים לספריה":      {title: "לוקחת את הילדים לספריה"},
		"ביום ראשון ב7 בערב אנחנו נוסעים לסבתא":                {title: "נוסעים לסבתא"},
		"כל שבועיים ביום חמישי יש לי יציאה הביתה ב14:00":       {title: "יציאה הביתה", series: true},
		"כל יום בתשע וחצי יש daily sync עם הצוות":              {title: "daily sync עם הצוות", series: true},
		"ביום חמישי יש לי offsite כל היום":                     {title: "offsite", allDay: true},
		"tomorrow at 9 I have a dentist appointment":           {title: "dentist appointment"},
		"next week on tuesday at 8 I have reserve duty":        {title: "reserve duty"},
		"we're going up north on friday at 8":                  {title: "going up north"},
		"we're having dinner with the Cohens on saturday at 8": {title: "dinner with the Cohens"},
		"I'm flying to London on sunday at 6am":                {title: "flying to London"},
		"every other thursday at 2 we have a team lunch":       {title: "team lunch", series: true},
		"Editing day Friday, all day":                          {title: "Editing day", allDay: true},
		"friday all day offsite":                               {title: "offsite", allDay: true},
		"יש לי 1:1 עם המנהלת היום בארבע":                       {title: "1:1 עם המנהלת"},
		"יש לי 1-on-1 עם דני מחר ב-10":                         {title: "1-on-1 עם דני"},
		"יש לי 1 on 1 עם המנהלת מחר בעשר":                      {title: "1 on 1 עם המנהלת"},
		"i have a 1:1 with my manager tomorrow at 4":           {title: "1:1 with my manager"},
		"I've got a one on one with Dana tomorrow at 4":        {title: "one on one with Dana"},
	} {
		s := plan(t, text).Steps[0]
		if s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event %q", text, s.Capability, s.Operation, w.title)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != w.title || d.AllDay != w.allDay || (d.Recurrence != nil) != w.series {
			t.Errorf("%q: %s %q all day %v series %v; want %+v", text, s.Operation, d.Summary, d.AllDay, d.Recurrence != nil, w)
		}
	}
	for text, title := range map[string]string{
		"יש לי לקנות חלב מחר ב5":                "לקנות חלב",
		"מחר ב5 יש לי לאסוף את הילדים":          "לאסוף את הילדים",
		"מחר ב5 אני הולך לקנות חלב":             "לקנות חלב",
		"מחר ב5 אני צריך להתקשר לבנק":           "להתקשר לבנק",
		"I'm going to call mom at 5":            "call mom",
		"I need to call the bank tomorrow at 9": "call the bank",
		"I have to call mom at 5":               "call mom",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s.%s; want a reminder %q", text, s.Capability, s.Operation, title)
		}
	}
	// Near misses: nothing is made of them.
	for _, text := range []string{
		"I have a meeting tomorrow at 9 and I need to prepare", "I have a meeting tomorrow at 9 but I might be late",
		"I have a headache tomorrow at 5", "I have a headache all day tomorrow", "today all day I have a headache",
		"I have 3 kids tomorrow at 5", "I'm thinking about calling mom at 5", "I'm sick tomorrow at 5",
		"יש לי רעיון מחר ב5", "יש לי חום מחר ב5", "ביום חמישי כל היום יש לי כאב ראש", "ביום שני ב9 יש גשם",
		"מחר ב5 אני אתקשר לבנק", "מחר ב5 אני חולה", "מחר ב5 מגיע לי החזר", "ביום שישי ב-10 אני והילדים בספריה",
		"call mom friday all day", "יש לי 3 ילדים מחר ב5", "יש לי 2 פגישות מחר ב5", "יש לי 1 ילד מחר ב5",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreateRecurring {
				t.Errorf("%q: %s; want neither an event nor a reminder", text, s.Operation)
			}
		}
	}
}
