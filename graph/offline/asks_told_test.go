package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestAskedThroughTellMe: a question asked through "(could you) tell me"
// is the question, with a noun between the question word and "I have".
func TestAskedThroughTellMe(t *testing.T) {
	for text, op := range map[string]memo.Op{
		"Could you tell me what appointments I have next week?": memo.OpEventGetEvents,
		"tell me what meetings i have tomorrow":                 memo.OpEventGetEvents,
		"can you tell me what reminders I have":                 memo.OpTaskGetAll,
		"can you tell me what's on next week":                   memo.OpEventGetEvents,
		"תגידי לי אילו פגישות יש לי מחר":                        memo.OpEventGetEvents,
		"What reminders have I got at present?":                 memo.OpTaskGetAll,
		"what meetings do i have at the moment":                 memo.OpEventGetEvents,
	} {
		if !plannedOp(t, text, op) {
			t.Errorf("%q: %v; want %s", text, ops(t, text), op)
		}
	}
	// Near misses: "tell me" before what to be told, a question about a
	// thing kept.
	for text, not := range map[string]memo.Op{
		"tell me at 6 what i have to buy": memo.OpEventGetEvents,
		"tell me what dana's number is":   memo.OpEventGetEvents,
	} {
		if plannedOp(t, text, not) {
			t.Errorf("%q: planned %s", text, not)
		}
	}
}

// TestHowLongIsEvent: how long an event is is asked of the event, after
// the memories, as "when is" is.
func TestHowLongIsEvent(t *testing.T) {
	for text, name := range map[string]string{
		"how long is the hackathon":         "hackathon",
		"how long does the offsite last":    "offsite",
		"how long will the wedding be":      "wedding",
		"כמה זמן נמשך ההאקתון":              "האקתון",
		"כמה זמן תימשך החתונה?":             "החתונה",
		"how long is my meeting with Dana?": "meeting with Dana",
	} {
		p := plan(t, text)
		s := p.Steps[0]
		var cal *memo.CalendarArgs
		if s.Memory != nil && s.Memory.Fallback != nil {
			cal = s.Memory.Fallback.Calendar
		} else if s.Operation == memo.OpEventGet {
			cal = s.Calendar
		}
		if cal == nil || cal.Summary == "" {
			t.Errorf("%q: %s.%s; want the event %q asked of", text, s.Capability, s.Operation, name)
		}
	}
	// Near misses: how long ago, how long until.
	for _, text := range []string{"how long ago did i call mom", "how long until friday"} {
		if plannedOp(t, text, memo.OpEventCreate) || plannedOp(t, text, memo.OpTaskCreate) {
			t.Errorf("%q: %v; want no item made", text, ops(t, text))
		}
	}
}

// plannedOp reports whether the plan of text has a step of op.
func plannedOp(t *testing.T, text string, op memo.Op) bool {
	t.Helper()
	for _, s := range plan(t, text).Steps {
		if s.Operation == op {
			return true
		}
	}
	return false
}

// ops lists the operations text is planned as.
func ops(t *testing.T, text string) []memo.Op {
	t.Helper()
	var out []memo.Op
	for _, s := range plan(t, text).Steps {
		out = append(out, s.Operation)
	}
	return out
}

// TestFormalHebrewWhatIs: "מהו"/"מהי" ("what is", formal) asks as "מה"
// does.
func TestFormalHebrewWhatIs(t *testing.T) {
	for _, text := range []string{"מהו מספר התיק של גב' רוזנברג?", "מהי הסיסמה של הוויפי", "מהם שעות הפתיחה של המרפאה?",
		"מה מספר התיק של גב' רוזנברג?"} {
		if !plannedOp(t, text, memo.OpMemorySearch) {
			t.Errorf("%q: %v; want a search of what is kept", text, ops(t, text))
		}
	}
	// Near miss: "מהו" opening a statement to keep is no question.
	if plannedOp(t, "מספר התיק של גב' רוזנברג הוא 33817-05-26", memo.OpMemorySearch) {
		t.Errorf("a statement planned as a search")
	}
}

// TestDontForgetAtEnd: a fact closed by "don't forget" / "אל תשכחי" is
// kept; a thing told with a time is not made a memory by it.
func TestDontForgetAtEnd(t *testing.T) {
	for text, want := range map[string]string{
		"the alarm code is 4471 don't forget":    "memory.storeMemory|the alarm code is 4471",
		"הקוד של האזעקה בסלון 4471 אל תשכחי":     "memory.storeMemory|הקוד של האזעקה בסלון 4471",
		"dana's shoe size is 38, dont forget it": "memory.storeMemory|dana's shoe size is 38",
	} {
		if got := made(t, text); got != want {
			t.Errorf("%q: %q; want %q", text, got, want)
		}
	}
	for _, text := range []string{"dentist tomorrow at 5 don't forget", "מחר ב-8 אסיפת הורים אל תשכחי"} {
		if plannedOp(t, text, memo.OpMemoryStore) {
			t.Errorf("%q: kept as a memory", text)
		}
	}
}
