package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestTitleEnd: the close of a dictation ("כן ככה", "זהו", "that's it")
// and the copula left once the date is cut ("זה", "היא", "is") are no
// words of a title; a copula of a question or an object inside the thing
// stays. A Hebrew prefix set apart from a Latin word takes a hyphen.
func TestTitleEnd(t *testing.T) {
	for in, want := range map[string]string{
		"לקחת את יואב לרופא כן ככה":          "לקחת את יואב לרופא",
		"להתקשר לאמא, זה הכל":                "להתקשר לאמא",
		"להתקשר לאמא זהו":                    "להתקשר לאמא",
		"call mom, that's it":                "call mom",
		"call mom yeah like that":            "call mom",
		"ה deadline של העבודה בסטטיסטיקה זה": "ה-deadline של העבודה בסטטיסטיקה",
		"ההגשה של העבודה היא":                "ההגשה של העבודה",
		"the stats exam is":                  "the stats exam",
		"the stats exam will be":             "the stats exam",
		"לשלוח ל zoom את הלינק":              "לשלוח ל-zoom את הלינק",
		// Near misses: the thing's own words stay.
		"לבדוק מה זה":               "לבדוק מה זה",
		"לקנות את זה":               "לקנות את זה",
		"לדבר עם דני על זה":         "לדבר עם דני על זה",
		"ask dan where the key is":  "ask dan where the key is",
		"find out what the code is": "find out what the code is",
		"check that it is":          "check that it is",
		"לקנות מה שנראה לי":         "לקנות מה שנראה לי",
		"make a cake like that":     "make a cake like that",
		"לשאול את אבא אם הוא":       "לשאול את אבא אם הוא",
	} {
		if got := offline.CleanTitle(in); got != want {
			t.Errorf("CleanTitle(%q) = %q, want %q", in, got, want)
		}
	}
	for text, want := range map[string]string{
		"תזכירי לי מחר בבוקר אה בשבע וחצי שאני צריכה לקחת את יואב לרופא כן ככה":  "לקחת את יואב לרופא",
		"ה deadline של העבודה בסטטיסטיקה זה ב15/12 תזכיר לי יום לפני בעשר בבוקר": "ה-deadline של העבודה בסטטיסטיקה",
		"המבחן בסטטיסטיקה הוא ביום ראשון תזכיר לי יום לפני בעשר":                 "המבחן בסטטיסטיקה",
		"remind me tomorrow at 9 to call mom, that's it":                         "call mom",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != want {
			t.Errorf("%q: %s.%s %+v; want a reminder %q", text, s.Capability, s.Operation, s.Tasks, want)
		}
	}
}

// TestAlsoInsideCommand: "also" between an add verb and the kind of thing
// it makes ("תוסיף גם משימה …", "add also a task …") is read as the
// command said without it; "also" anywhere else is left to what reads it.
func TestAlsoInsideCommand(t *testing.T) {
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לקנות חלב"}
	for text, want := range map[string]string{
		"תוסיף גם משימה לתקן את הברז במקלחת": "לתקן את הברז במקלחת",
		"תוסיפי גם משימה: לקנות נורות":       "לקנות נורות",
		"add also a task to fix the tap":     "fix the tap",
		"also add a task to fix the tap":     "fix the tap",
	} {
		for _, f := range []*memo.FocusItem{nil, task} {
			s := withFocus(text, f)
			if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != want {
				t.Errorf("%q (focus %v): %s.%s %+v; want a task %q", text, f != nil, s.Capability, s.Operation, s.Tasks, want)
			}
		}
	}
	if s := withFocus("תקבעי לי גם פגישה עם דני מחר ב10", nil); s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].Summary != "פגישה עם דני" {
		t.Errorf("a meeting also: %s.%s", s.Capability, s.Operation)
	}
	// Near miss: "גם" before an item, with no kind of thing, is not
	// this reader's.
	if s := withFocus("תוסיף גם חלב", nil); s.Operation == memo.OpTaskCreate {
		t.Errorf("תוסיף גם חלב: made a task %+v", s.Tasks)
	}
}

// TestRepeatInstead: a repetition said "instead" of a repeating reminder
// in focus replaces its repetition; said "too", or without a word that it
// replaces, it is not guessed.
func TestRepeatInstead(t *testing.T) {
	repeating := focusReminder()
	repeating.Recurring = true
	for _, text := range []string{"make it every thursday instead", "תעשי את זה כל יום חמישי במקום", "שיהיה כל יום חמישי במקום",
		"every thursday instead", "make it every thursday from now on"} {
		s := withFocus(text, repeating)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewRecurrence == nil || !s.Tasks.ReplaceRecurrence ||
			s.Tasks.NewRecurrence.Type != memo.RecurWeekly || len(s.Tasks.NewRecurrence.Days) != 1 || s.Tasks.NewRecurrence.Days[0] != 4 ||
			s.Tasks.NewRecurrence.Time != "17:00" {
			t.Errorf("%q: %s.%s %+v; want it every Thursday at 17:00 instead", text, s.Capability, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{"make it every thursday too", "תעשי את זה גם כל יום חמישי", "make it every week"} {
		if s := withFocus(text, repeating); s.Tasks != nil && s.Tasks.NewRecurrence != nil {
			t.Errorf("%q: %+v; want no repetition set", text, s.Tasks.NewRecurrence)
		}
	}
	// Of a reminder that does not repeat, "instead" changes nothing of it.
	if s := withFocus("make it every thursday instead", focusReminder()); s.Tasks == nil || s.Tasks.ReplaceRecurrence {
		t.Errorf("a one-time reminder: %s.%s %+v", s.Capability, s.Operation, s.Tasks)
	}
}

// TestEventAtPlaceWithDayWord: an event said as a noun phrase with its
// date, a place and an hour is an event at that hour; a place whose name
// holds a word of time ("ראשון לציון") is the place, no day.
func TestEventAtPlaceWithDayWord(t *testing.T) {
	s := plan(t, "החתונה של דני ב17.12 באולמי הגן בראשון לציון בשמונה בערב").Steps[0]
	if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Start.Format("2006-01-02 15:04") != "2026-12-17 20:00" {
		t.Errorf("the wedding: %s.%s %+v", s.Capability, s.Operation, s.Calendar)
	} else if d := s.Calendar.Drafts[0]; !strings.Contains(d.Summary+" "+d.Location, "ראשון לציון") {
		t.Errorf("the wedding's place: %+v", d)
	}
	// "בראשון" alone is Sunday.
	if s := plan(t, "החתונה של דני בראשון בשמונה בערב").Steps[0]; s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].Start.Weekday() != 0 {
		t.Errorf("on Sunday: %s.%s %+v", s.Capability, s.Operation, s.Calendar)
	}
}
