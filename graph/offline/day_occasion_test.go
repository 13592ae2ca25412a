package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestOccasionDay: a birthday or anniversary told with a day to come and
// no hour is an all-day event on it; a past day, good wishes, a party
// (which has an hour) and other things told with a day alone are not.
func TestOccasionDay(t *testing.T) {
	// Tuesday 20.1: Friday is 23.1.
	for text, title := range map[string]string{
		"יום הולדת לנכדה שלי מאיה ביום שישי":           "יום הולדת לנכדה שלי מאיה",
		"יוםהולדת לנכדה שלי מאיה ביום שישי":            "יום הולדת לנכדה שלי מאיה",
		"יום נישואין ביום שישי":                        "יום נישואין",
		"maya's birthday on friday":                    "maya's birthday",
		"birthday for my granddaughter maya on friday": "birthday for my granddaughter maya",
		"our anniversary on friday":                    "our anniversary",
		"Grandma's 85th birthday party on friday":      "Grandma's 85th birthday party",
		"grandma birthday party on friday":             "grandma birthday party",
		"birthday party friday":                        "birthday party",
		"mom's 60th birthday dinner friday":            "mom's 60th birthday dinner",
		"מסיבת יום הולדת 85 לסבתא ביום שישי":           "מסיבת יום הולדת 85 לסבתא",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title ||
			!s.Calendar.Drafts[0].AllDay || s.Calendar.Drafts[0].Start.Day() != 23 {
			t.Errorf("%q: %s.%s %+v; want an all-day event %q on Friday", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
	for _, text := range []string{"יום הולדת למאיה אתמול", "maya's birthday yesterday", "יום הולדת שמח למאיה היום", "happy birthday maya today",
		"birthday cake friday", "the wedding got moved to friday", "dana's wedding on friday",
		"החתונה נדחתה ליום שישי", "dana's wedding yesterday", "birthday party planning friday", "מסיבת רווקות ביום שישי", "is maya's birthday on friday?", "dentist appointment on friday", "פגישה ביום שישי"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate && !s.Calendar.NeedTime || s.Operation == memo.OpTaskCreate && !s.Tasks.NeedTime {
				t.Errorf("%q: %s.%s; want it asked or declined", text, s.Capability, s.Operation)
			}
		}
	}
}

// TestEventDayAsksHour: a thing of an hour told by its noun with a day to
// come and no hour or command is asked its hour, on that day; a thing to
// do, a question, a past day, a range of days, a day inside the name and
// a clause of a longer message are not.
func TestEventDayAsksHour(t *testing.T) {
	// Tuesday 20.1: tomorrow is 21.1, Friday 23.1.
	for text, want := range map[string]struct {
		title string
		day   int
	}{
		"dinner at mom's on Friday":      {"dinner at mom's", 23},
		"meeting with Dan tomorrow":      {"meeting with Dan", 21},
		"tomorrow meeting with Dan":      {"meeting with Dan", 21},
		"the dentist appointment friday": {"dentist appointment", 23},
		"ארוחת ערב אצל נועה ביום שישי":   {"ארוחת ערב אצל נועה", 23},
		"פגישה עם דן מחר":                {"פגישה עם דן", 21},
		"מחר פגישה עם דן":                {"פגישה עם דן", 21},
		"ישיבת צוות ביום שישי":           {"ישיבת צוות", 23},
	} {
		p := plan(t, text)
		s := p.Steps[0]
		if len(p.Steps) != 1 || s.Operation != memo.OpEventCreate || !s.Calendar.NeedTime || len(s.Calendar.Drafts) != 1 ||
			s.Calendar.Drafts[0].Summary != want.title || s.Calendar.Drafts[0].Start.Day() != want.day {
			t.Errorf("%q: %s.%s %+v; want %q on the %d, its hour asked", text, s.Capability, s.Operation, s.Calendar, want.title, want.day)
		}
	}
	for _, text := range []string{
		"call the dentist friday", "grade midterms by fri", "hey waht meetings do I have tmrw please", "dinner friday?",
		"meeting with dan yesterday", "the meeting on friday was cancelled", "dinner from monday to wednesday",
		"the wednesday wedding", "meeting at 3 main st tomorrow", "Noa has a dentist appointment on Monday",
		"יש לי מבחן ביום ראשון, תזכיר לי יומיים לפני ב-8 בערב", "פגישה עם דן אתמול", "להזמין שולחן לארוחת ערב ביום שישי",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate && s.Calendar.NeedTime {
				t.Errorf("%q: the hour of %+v asked; want it not read as an event told", text, s.Calendar.Drafts)
			}
		}
	}
}
