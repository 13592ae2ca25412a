package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestLoanCommandNoun: an English command noun where the Hebrew one would
// stand in a Hebrew request ("תעשי לי reminder …", "תוסיף task …") is read
// as the Hebrew word, and the item keeps its own English words; in English
// the same requests need no reading.
func TestLoanCommandNoun(t *testing.T) {
	thu18 := *at(22, 18, 0)
	tomorrow9 := *at(21, 9, 0)
	for text, want := range map[string]string{
		"תעשי לי reminder לעשות backup למחשב של הקופה ביום חמישי בערב":                   "לעשות backup למחשב של הקופה",
		"make me a reminder to do a backup of the register computer on Thursday evening": "do a backup of the register computer",
	} {
		wantReminder(t, text, plan(t, text).Steps[0], want, thu18)
	}
	for text, want := range map[string]string{
		"היי תעשי לי reminder מחר ב9 להתקשר לאמא":          "להתקשר לאמא",
		"hey make me a reminder tomorrow at 9 to call mom": "call mom",
	} {
		wantReminder(t, text, plan(t, text).Steps[0], want, tomorrow9)
	}
	for text, want := range map[string]string{
		"תוסיף task לקנות חלב":   "לקנות חלב",
		"תוסיף task: לקנות חלב":  "לקנות חלב",
		"add a task to buy milk": "buy milk",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != want {
			t.Errorf("%q: %s.%s %+v; want a task %q", text, s.Capability, s.Operation, s.Tasks, want)
		}
	}
	for text, want := range map[string]string{
		"תקבעי meeting עם דנה מחר ב5":           "פגישה עם דנה",
		"set a meeting with Dana tomorrow at 5": "meeting with Dana",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != want {
			t.Errorf("%q: %s.%s %+v; want an event %q", text, s.Capability, s.Operation, s.Calendar, want)
		}
	}
	// "calendar" behind a Hebrew prefix is the calendar, and "meeting" said
	// after "יש לי" is a meeting.
	for text, want := range map[string]string{
		"יש לי meeting עם המשקיעים ביום ראשון מ14:30 עד 15:30 תכניס לcalendar בבקשה":               "פגישה עם המשקיעים",
		"תכניס לcalendar פגישה עם דנה מחר ב5":                                                      "פגישה עם דנה",
		"תכניס ל-calendar פגישה עם דנה מחר ב5":                                                     "פגישה עם דנה",
		"I have a meeting with the investors on Sunday 14:30-15:30, put it in the calendar please": "meeting with the investors",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != want {
			t.Errorf("%q: %s.%s %+v; want an event %q", text, s.Capability, s.Operation, s.Calendar, want)
		}
	}
	for text, want := range map[string]string{"תיצרי list קניות": "קניות", "create a list groceries": "groceries"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpListCreate || s.Lists.Name != want {
			t.Errorf("%q: %s.%s %+v; want the list %q", text, s.Capability, s.Operation, s.Lists, want)
		}
	}
	// The item's own English words stay: "meeting notes" is no meeting.
	// The article set apart from them is written with its hyphen.
	s := plan(t, "תזכירי לי להכין את ה meeting notes מחר ב9").Steps[0]
	if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != "להכין את ה-meeting notes" {
		t.Errorf("meeting notes: %s.%s %+v", s.Capability, s.Operation, s.Tasks)
	}
}
