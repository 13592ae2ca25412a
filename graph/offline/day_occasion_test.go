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
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate && !s.Tasks.NeedTime {
				t.Errorf("%q: %s.%s; want it asked or declined", text, s.Capability, s.Operation)
			}
		}
	}
}
