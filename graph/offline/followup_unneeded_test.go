package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// A reminder said to be needed no more is deleted; words that only sound
// like it, or said of an event, are not read so.
func TestUnneededFocus(t *testing.T) {
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לקנות מתנה לגננת"}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with Dan"}
	for _, text := range []string{
		"no need anymore", "no need any more, thanks", "ok no need anymore", "don't need it anymore",
		"i no longer need it", "it's not needed anymore", "not relevant anymore",
		"כבר לא צריך", "זה כבר לא רלוונטי", "אין צורך יותר", "כבר אין צורך", "לא צריך את זה יותר", "עזוב, כבר לא צריך תודה",
	} {
		if steps := planFocused(t, text, task).Steps; len(steps) != 1 || !deletes(steps, "t1") {
			t.Errorf("%q of a reminder in focus: %s, want it deleted", text, stepsOf(steps))
		}
		for _, s := range planFocused(t, text, event).Steps {
			if s.Operation == memo.OpEventDelete {
				t.Errorf("%q of an event in focus deleted it", text)
			}
		}
	}
	for _, text := range []string{"no need", "אין צורך", "i don't need milk anymore", "no need to call him", "לא צריך חלב יותר", "do I need it anymore?"} {
		if deletes(planFocused(t, text, task).Steps, "t1") {
			t.Errorf("%q deleted the reminder in focus", text)
		}
	}
}
