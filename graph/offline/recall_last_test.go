package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestQuestionLeftToMemory: a question nothing else reads, kept from the
// memory reader only by its words of time, asks for something stored; one
// about the clock, a list, the calendar or Memo itself does not.
func TestQuestionLeftToMemory(t *testing.T) {
	for _, text := range []string{
		"what time does school close on fridays", "when does the kids school close on friday?",
		"למי יש אלרגיה לבוטנים?", "עם מי דיברתי על השיפוץ?", "באיזה יום מגיע הגנן?",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpMemorySearch {
			t.Errorf("%q: %s.%s; want a search of what is stored", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{
		"what time is it", "מה השעה?", "what time is the dentist tomorrow", "what can you do?", "what's on my shopping list",
		"מה יש לי מחר?", "what should I buy", "how are you today?",
	} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemorySearch {
			t.Errorf("%q: a search of what is stored; want it left to others", text)
		}
	}
}

// TestWhereTheCarIs: where the car stands, said in the ways people say
// it, is a note to keep; what the car is like is not.
func TestWhereTheCarIs(t *testing.T) {
	for _, text := range []string{
		"the car is on level 3", "my car's in the blue zone", "החנתי בקניון בקומה מינוס 2 שורה G", "האוטו בקומה 3 בחניון",
		"הרכב חונה ברחוב הרצל 5",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory.Draft == nil || s.Memory.Draft.Text != text {
			t.Errorf("%q: %s.%s; want it kept as a note", text, s.Capability, s.Operation)
		}
	}
	if s := plan(t, "the car is red").Steps[0]; s.Operation == memo.OpMemoryStore {
		t.Errorf("the car is red: kept as where the car is")
	}
}

// TestEventToldOf: an event the user tells of ("קבעתי עם רוני …", "i'm
// meeting dan …") is put in the calendar as the event, never titled with
// the telling.
func TestEventToldOf(t *testing.T) {
	wantEvents(t, map[string]string{
		"קבעתי עם רוני ביום ראשון ב-7 בערב בבית קפה":         "פגישה עם רוני בבית קפה",
		"קבענו עם ההורים ארוחת ערב ביום שישי ב-8":            "ארוחת ערב עם ההורים",
		"אני נפגשת עם רוני מחר ב-5":                          "פגישה עם רוני",
		"קבעתי תור לרופא שיניים ביום שני ב-9":                "תור לרופא שיניים",
		"i'm meeting dan tomorrow at 3 at the cafe":          "meeting with dan at the cafe",
		"i set up a call with the bank for monday at 10":     "call with the bank",
		"we're having dinner with the cohens on friday at 8": "dinner with the cohens",
		"אני במשמרת בוקר מחר 7-15":                           "משמרת בוקר",
	})
}

// TestPutInCalendarThatIHave: "put in my calendar that I have X" puts X
// there, never "have X"; "set up a list …" makes the list, never an event
// or a list named "set up a".
func TestPutInCalendarThatIHave(t *testing.T) {
	wantEvents(t, map[string]string{
		"please put in my calendar that I have a doctor's appointment on the 10th at 9:15": "doctor's appointment",
		"put in my calendar that i've got a haircut at 5":                                  "haircut",
		"תרשום ביומן שיש לנו אסיפת הורים מחר ב-6 בערב":                                     "אסיפת הורים",
		"תכניס ליומן שיש לי תור לרופא ביום שני ב-10":                                       "תור לרופא",
	})
	for text, name := range map[string]string{
		"hey set up a new list called books to read: Project Hail Mary, Dune": "books to read",
		"set up a list for the trip: passport, charger":                       "trip",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpListCreate || s.Lists.Name != name {
			t.Errorf("%q: %s.%s %+v; want the list %q", text, s.Capability, s.Operation, s.Lists, name)
		}
	}
}

// wantEvents checks that each text makes one event with its title.
func wantEvents(t *testing.T, titles map[string]string) {
	t.Helper()
	for text, title := range titles {
		s := plan(t, text).Steps[0]
		if (s.Operation != memo.OpEventCreate && s.Operation != memo.OpEventCreateRecurring) || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s.%s %+v; want the event %q", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
}

// TestEventEdges: the calendar asked for after the event is no word of its
// title; a day's occasion with no hour is the whole day; a night's range
// ends the next morning; "the last one" names no event.
func TestEventEdges(t *testing.T) {
	wantEvents(t, map[string]string{
		"team standup every weekday 9:30am, add to calendar": "team standup",
		"yoga class saturday 10am calendar pls":              "yoga class",
		"משמרת לילה ביום שישי מ23:00 עד 7:00 תכניס ליומן":    "משמרת לילה",
	})
	for _, text := range []string{"add mom's birthday on dec 15 to my calendar", "יום הולדת לאמא ב-15 בדצמבר תכניס ליומן"} {
		if d := plan(t, text).Steps[0].Calendar; d == nil || len(d.Drafts) != 1 || !d.Drafts[0].AllDay {
			t.Errorf("%q: %+v; want an all-day event", text, d)
		}
	}
	if d := plan(t, "add mom's birthday on dec 15 at 7pm to my calendar").Steps[0].Calendar; d == nil || d.Drafts[0].AllDay {
		t.Errorf("a birthday at 7pm: %+v; want its hour", d)
	}
	if d := plan(t, "משמרת לילה ביום שישי מ23:00 עד 7:00 תכניס ליומן").Steps[0].Calendar; d.Drafts[0].End.Sub(d.Drafts[0].Start) != 8*time.Hour {
		t.Errorf("a night shift: %v–%v; want 8 hours", d.Drafts[0].Start, d.Drafts[0].End)
	}
	for _, text := range []string{"בטל את האחרון", "delete the last one"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventDeleteBySummary {
			t.Errorf("%q: an event named by its place", text)
		}
	}
}

// TestCalendarHeading: the calendar named as a heading before an event
// with its time puts the event there; before a day alone or a question it
// is still a look at the calendar.
func TestCalendarHeading(t *testing.T) {
	wantEvents(t, map[string]string{
		"calendar: flight to london on the 18th at 7am":   "flight to london",
		"יומן: ארוחה אצל ההורים ביום שישי ב-20:00":        "ארוחה אצל ההורים",
		"Calendar - dentist checkup next tuesday at 4:30": "dentist checkup",
	})
	for _, text := range []string{"calendar: tomorrow", "calendar: what do i have tomorrow", "יומן: מחר"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventCreate {
			t.Errorf("%q: made an event %+v", text, s.Calendar)
		}
	}
}
