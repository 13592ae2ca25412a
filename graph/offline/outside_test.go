package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestOutside: a booking or the weather, asked of Memo, is said to be
// beyond it — never a calendar event named after the table or a
// reminder named after the question; asked as a reminder, it is one.
func TestOutside(t *testing.T) {
	for _, text := range []string{
		"book a table for 2 at an italian place tonight at 8", "reserve a table at nonos for friday at 9",
		"book me a taxi for 6am tomorrow", "can you book a flight to london on friday", "order me an uber at 5",
		"whats the weather like tomorrow", "is it going to rain tomorrow",
		"תזמין לי שולחן במסעדה להערב ב-8", "תזמיני לנו מונית למחר ב-6", "מה מזג האוויר מחר", "יירד גשם בשבת?",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpUnknown || s.General == nil || s.General.Reason != memo.ReasonOutside {
			t.Errorf("%q: %s.%s %+v; want it said to be beyond Memo", text, s.Capability, s.Operation, s.General)
		}
	}
	for text, op := range map[string]memo.Op{
		"remind me to book a table tonight at 6":      memo.OpTaskCreate,
		"book a dentist appointment for tuesday at 4": memo.OpEventCreate,
		"תזכיר לי להזמין מונית מחר ב-6":               memo.OpTaskCreate,
		"remind me to check the weather at 7":         memo.OpTaskCreate,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != op {
			t.Errorf("%q: %s.%s; want %s", text, s.Capability, s.Operation, op)
		}
	}
}

// TestStopTheReminder: asked to stop a reminder, in any of the ways one
// says it, Memo completes it (which ends its repetition and nudges).
func TestStopTheReminder(t *testing.T) {
	for text, target := range map[string]string{
		"stop reminding me about meditation":   "meditation",
		"stop the reminder about meditation":   "meditation",
		"turn off the reminders for the water": "water",
		"stop the meditation reminders":        "meditation",
		"תפסיקי להזכיר לי על המדיטציה":         "המדיטציה",
		"תפסיקי עם התזכורת של המדיטציה":        "המדיטציה",
		"די עם התזכורות על המדיטציה":           "המדיטציה",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskComplete || len(s.Tasks.Targets) != 1 || s.Tasks.Targets[0] != target {
			t.Errorf("%q: %s.%s %+v; want %q completed", text, s.Capability, s.Operation, s.Tasks, target)
		}
	}
}

// TestClock: the time or the date asked alone is told; asked of an item,
// it is not the clock's.
func TestClock(t *testing.T) {
	for _, text := range []string{"what time is it?", "what's the date today", "which day is it today", "מה השעה?", "כמה השעה עכשיו", "איזה יום היום?", "מה התאריך היום",
		"מה היום התאריך", "איזה תאריך היום?", "היום זה איזה תאריך", "what day is it", "what is the date today?", "what's today's date"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpClock {
			t.Errorf("%q: %s.%s; want the time told", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"what time is the dentist tomorrow", "מה השעה של הפגישה", "what time does school close on fridays",
		"איזה תאריך היום הפגישה", "what date is the wedding"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpClock {
			t.Errorf("%q: the time told; want the item's", text)
		}
	}
}

// TestDropTheFocus: "forget it", "mark it done", "עזוב את זה, תמחק" act on
// the reminder in focus; "forget it" of a list is not the list.
func TestDropTheFocus(t *testing.T) {
	due := now.Add(time.Hour)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "walk the dog", When: &due}
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for text, op := range map[string]memo.Op{
		"forget it": memo.OpTaskDelete, "forget about it": memo.OpTaskDelete, "עזוב את זה, תמחק": memo.OpTaskDelete,
		"mark it done": memo.OpTaskComplete, "mark it as complete": memo.OpTaskComplete,
	} {
		if s := withFocus(text, task); s.Operation != op || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s.%s %+v; want %s of the reminder in focus", text, s.Capability, s.Operation, s.Tasks, op)
		}
	}
	for _, text := range []string{"forget it", "actually take it off"} {
		if s := withFocus(text, list); s.Operation == memo.OpListDelete {
			t.Errorf("%q: the list in focus deleted", text)
		}
	}
}

// TestNoTrigger: a reminder tied to a place reached or a thing finished
// is said to need a time — never a search of the notes or a reminder at
// some other hour; "remind me when X is" still asks the notes.
func TestNoTrigger(t *testing.T) {
	for _, text := range []string{
		"remind me when i get home to call grandma", "remind me to call grandma when i get home", "when i leave work remind me to buy milk",
		"pls remind me once we land to text mom", "תזכיר לי כשאגיע הביתה להתקשר לסבתא", "תזכירי לי ברגע שאני יוצאת מהעבודה לקנות חלב",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpUnknown || s.General == nil || s.General.Reason != memo.ReasonNoTrigger {
			t.Errorf("%q: %s.%s %+v; want it said to need a time", text, s.Capability, s.Operation, s.General)
		}
	}
	for _, text := range []string{"remind me when is dana's birthday", "תזכיר לי מתי יום ההולדת של דנה", "remind me tomorrow at 9 to call grandma"} {
		if s := plan(t, text).Steps[0]; s.General != nil && s.General.Reason == memo.ReasonNoTrigger {
			t.Errorf("%q: said to need a time", text)
		}
	}
}
