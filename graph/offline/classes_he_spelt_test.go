package offline_test

import (
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestPartOfDaySpeltShort: a part of the day written without its vowel
// letter ("בבקר", "לפנות בקר"), with one too many ("בצוהריים") or with a
// letter doubled ("בערבב") is the part of the day, never a word of the
// title; English slips ("mornign", "evning") are read alike. "בקר" said
// as beef and "לבקר" (to visit) stay words of the title.
func TestPartOfDaySpeltShort(t *testing.T) {
	day := func(d, h int) time.Time { return time.Date(2026, 1, 20+d, h, 0, 0, 0, jerusalem) }
	for _, c := range []struct {
		text, title string
		due         time.Time // zero: a daily reminder at 8:00
	}{
		{"תזכירי לי לקחת כדור כל יום בשמונה בבקר", "לקחת כדור", time.Time{}},
		{"תזכירי לי מחר ב6 בבקר לצאת לריצה", "לצאת לריצה", day(1, 6)},
		{"תזכירי לי מחר בארבע לפנות בקר לצאת לשדה", "לצאת לשדה", day(1, 4)},
		{"תזכירי לי מחר בשמונה בערבב להתקשר לאמא", "להתקשר לאמא", day(1, 20)},
		{"תזכיר לי מחר ב2 בצוהריים לאסוף את הילדים", "לאסוף את הילדים", day(1, 14)},
		{"remind me tomorrow at 6 in the mornign to go running", "go running", day(1, 6)},
		{"remind me tomorrow at 3 in the aftrnoon to call mom", "call mom", day(1, 15)},
		// Near misses: beef, a visit.
		{"תזכירי לי מחר ב5 לקנות בקר טחון", "לקנות בקר טחון", day(1, 17)},
		{"תזכיר לי מחר ב5 אחהצ לבקר את סבתא", "לבקר את סבתא", day(1, 17)},
		{"תזכיר לי מחר בשמונה ללכת לביקור אצל סבתא", "ללכת לביקור אצל סבתא", day(1, 8)},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s %+v; want one reminder", c.text, s.Operation, s.Tasks)
			continue
		}
		d := s.Tasks.Drafts[0]
		switch {
		case d.Text != c.title:
			t.Errorf("%q: title %q; want %q", c.text, d.Text, c.title)
		case c.due.IsZero() && (d.Recurrence == nil || d.Recurrence.Time != "08:00"):
			t.Errorf("%q: %+v; want daily at 08:00", c.text, d.Recurrence)
		case !c.due.IsZero() && (d.DueDate == nil || !d.DueDate.Equal(c.due)):
			t.Errorf("%q: due %v; want %v", c.text, d.DueDate, c.due)
		}
	}
	if s := plan(t, "תוסיף לרשימת קניות בקר טחון", "קניות").Steps[0]; s.Lists == nil || len(s.Lists.Items) != 1 || s.Lists.Items[0] != "בקר טחון" {
		t.Errorf("beef: %+v", s)
	}
}

// TestCalendarAskedAfterWithWrite: "תכתוב לי ביומן", "תכתבי ביומן" said
// after the event, or as its heading, ask for the calendar like "תרשום
// ביומן": the request is no word of the title. A write that names no
// calendar ("תכתוב מייל") is no event.
func TestCalendarAskedAfterWithWrite(t *testing.T) {
	wantEvents(t, map[string]string{
		"יום חמישי בחמש אחרי הצהריים חינה של הנכדה תכתוב לי ביומן": "חינה של הנכדה",
		"יום חמישי בחמש אחרי הצהריים חינה של הנכדה תכתבי לי ביומן": "חינה של הנכדה",
		"יום חמישי בחמש חינה של הנכדה תכתוב ביומן":                 "חינה של הנכדה",
		"תכתוב לי ביומן חינה של הנכדה ביום חמישי בחמש":             "חינה של הנכדה",
		"תכתבי ביומן פגישה עם דני מחר ב5":                          "פגישה עם דני",
		"thursday at 5 dinner with mom write it in my calendar":    "dinner with mom",
	})
	for _, text := range []string{"תכתוב מייל לדני", "תכתבי לי פתק לקנות חלב", "מחר ב5 לכתוב מכתב לסבתא"} {
		for _, s := range plan(t, text).Steps {
			if s.Capability == memo.CapCalendar {
				t.Errorf("%q: %s; want no event", text, s.Operation)
			}
		}
	}
}

// TestWrittenScheduleIsEvent: a verb that writes down ("תרשום",
// "תכניס") before a schedule told of a noun with its day and hour is an
// event, as the schedule told alone is; a pickup or ride from or to a
// place is one too. A deed, a thing taken or paid, a pickup of someone
// and a thing with no hour are not. "פליזז" closing the request is
// politeness; "ריימיינדר" is the reminder word.
func TestWrittenScheduleIsEvent(t *testing.T) {
	wantEvents(t, map[string]string{
		"תרשום נסיעה לאילת ביום שני בשש בבוקר":                  "נסיעה לאילת",
		"תכניס נסיעה לאילת ביום שני בשש בבוקר":                  "נסיעה לאילת",
		"תרשום לי איסוף מנתב\"ג ביום שישי בארבע לפנות בוקר":     "איסוף מנתב\"ג",
		"תרשמי לי טיפול שיניים ביום שני ב5":                     "טיפול שיניים",
		"יש לי בגרות באנגלית ביום שלישי ב9 תכניסי ליומן פליזז":  "בגרות באנגלית",
		"יש לי בגרות באנגלית ביום שלישי ב9 תכניסי ליומן פליז":   "בגרות באנגלית",
		"יש לי בגרות באנגלית ביום שלישי ב9 תכניסי ליומן please": "בגרות באנגלית",
	})
	for _, text := range []string{
		"תרשום לי לקנות חלב ביום שני ב5", "תרשום לי תשלום ארנונה ביום שני ב9", "תרשום לי כדור ביום שני ב9",
		"תשים לי איסוף של הילדים מחר ב4", "תוסיף חלב ביום שני ב5", "תרשום לי איסוף", "תרשום אני צריך לבוא ביום שני ב5",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Capability == memo.CapCalendar {
				t.Errorf("%q: %s; want no event", text, s.Operation)
			}
		}
	}
	for text, title := range map[string]string{
		"תשים לי ריימיינדר לעשות פולואפ עם הVC ביום שלישי ב10": "לעשות פולואפ עם הVC",
		"תעשי לי רימינדר מחר ב5 להתקשר לדני":                   "להתקשר לדני",
		"תשים לי reminder מחר ב9 לקנות חלב":                    "לקנות חלב",
	} {
		wantTask(t, text, title)
	}
}

// TestStaplesWithoutCommas: a run of staples with no comma (herbs, baking
// goods) is an item each; "שמן זית" stays one.
func TestStaplesWithoutCommas(t *testing.T) {
	for text, want := range map[string][]string{
		"תוסיף לרשימת קניות סולת שמן כוסברה פטרוזיליה ובצל": {"סולת", "שמן", "כוסברה", "פטרוזיליה", "בצל"},
		"תוסיף לרשימת קניות שמן זית חלב סויה ובצל":          {"שמן זית", "חלב סויה", "בצל"},
	} {
		s := plan(t, text, "קניות").Steps[0]
		if s.Lists == nil || !slices.Equal(s.Lists.Items, want) {
			t.Errorf("%q: %s %+v; want %q", text, s.Operation, s.Lists, want)
		}
	}
}

// TestTalkNotAsked: the vibe asked of is a how-are-you; a remark on the
// weather said as an exclamation ("איזה חום היום מה", "what a grim day
// huh") is a remark, never a search of what is kept; not understanding
// how Memo works asks for help. "איזה יום היום" and "איזה חום יש לשמן
// בתנור" ask; a request after the remark is read.
func TestTalkNotAsked(t *testing.T) {
	for _, c := range []struct {
		text string
		op   memo.Op
		why  memo.UnknownReason
	}{
		{"בוקר טוב מה קורה? איך הוויב היום", memo.OpGreet, memo.ReasonAskedHow},
		{"מה הווייב", memo.OpGreet, memo.ReasonAskedHow},
		{"how's the vibe today", memo.OpGreet, memo.ReasonAskedHow},
		{"אחי איזה חום היום מה", memo.OpUnknown, memo.ReasonRemark},
		{"אחי איזה חום היום, נכון?", memo.OpUnknown, memo.ReasonRemark},
		{"what a grim day huh", memo.OpUnknown, memo.ReasonRemark},
		{"יא חביבי אני לא מבינה איך עובד הדבר הזה", memo.OpHelp, ""},
		{"איך עובד הדבר הזה", memo.OpHelp, ""},
		{"i don't understand how this works", memo.OpHelp, ""},
		// Near misses.
		{"איזה חום יש לשמן בתנור", memo.OpMemorySearch, ""},
		{"איזה חום בחוץ, תזכיר לי מחר ב8 לקחת מים", memo.OpTaskCreate, ""},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != c.op || c.why != "" && (s.General == nil || s.General.Reason != c.why) {
			t.Errorf("%q: %s %+v; want %s %s", c.text, s.Operation, s.General, c.op, c.why)
		}
	}
	if s := plan(t, "איזה יום היום").Steps[0]; s.Capability == memo.CapMemory || s.General != nil && s.General.Reason == memo.ReasonRemark {
		t.Errorf("what day is it: %s %+v", s.Operation, s.General)
	}
}
