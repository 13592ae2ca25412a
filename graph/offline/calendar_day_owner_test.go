package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDayOwnedEvent: an event named with its day as owner ("השמירה של
// שישי", "friday's guard duty") is the one on that day; "של שני" alone may
// be Shani's and stays a name.
func TestDayOwnedEvent(t *testing.T) {
	for text, name := range map[string]string{
		"תבטל את השמירה של שישי":      "השמירה",
		"תמחק את השמירה של יום שישי":  "השמירה",
		"תבטל את החוג של יום שני הבא": "החוג",
		"cancel friday's guard duty":  "guard duty",
		"cancel tomorrow's tennis":    "tennis",
		"cancel next sunday's brunch": "brunch",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventDelete || s.Calendar.From == nil || s.Calendar.Summary != name {
			t.Errorf("%q: %s.%s %+v; want the %q of that day", text, s.Capability, s.Operation, s.Calendar, name)
		}
	}
	s := plan(t, "תבטל את הפגישה של שני").Steps[0]
	if s.Calendar == nil || s.Calendar.From != nil || s.Calendar.Summary != "הפגישה של שני" {
		t.Errorf("%+v; want Shani's meeting by its name", s.Calendar)
	}
}

// TestWhyThenChange: a few words that tell why, then a change that names
// its object, is that change; a "not" before it, or "it" after it, is not
// read so.
func TestWhyThenChange(t *testing.T) {
	for text, tail := range map[string]string{
		"החליפו לי, תעביר את המשמרת ליום שני":                   "תעביר את המשמרת ליום שני",
		"they swapped me, move the meeting with dana to monday": "move the meeting with dana to monday",
		"הוא חולה, תבטל את השיעור של יום רביעי":                 "תבטל את השיעור של יום רביעי",
	} {
		got, want := plan(t, text).Steps[0], plan(t, tail).Steps[0]
		if got.Operation == memo.OpUnknown || got.Operation != want.Operation {
			t.Errorf("%q: %s.%s; want %s as %q alone", text, got.Capability, got.Operation, want.Operation, tail)
		}
	}
	for _, text := range []string{"not the dentist, move it to monday", "החליפו לי, תעביר את זה ליום שני", "ב-5, תעביר את המשמרת ליום שני"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventUpdate {
			t.Errorf("%q: %+v; want no move", text, s.Calendar)
		}
	}
}

// TestWhoWithOnADay: who the user is with on a day is read from that day's
// events; without a day it is no calendar question.
func TestWhoWithOnADay(t *testing.T) {
	for _, text := range []string{"who am i having lunch with on sunday", "with whom is my meeting tomorrow", "who am i meeting tomorrow?",
		"עם מי הפגישה שלי מחר", "עם מי אני אוכלת צהריים ביום ראשון", "מי אני פוגש ביום שלישי"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventGetEvents || s.Calendar.From == nil {
			t.Errorf("%q: %s.%s; want the day's events", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"who is my dentist", "עם מי דיברתי", "who am i"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventGetEvents {
			t.Errorf("%q: want no calendar question", text)
		}
	}
}
