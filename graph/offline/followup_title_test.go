package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestRenameItToPeelsTo: "תשנה/תשני את זה/אותו/אותה ל<text>" and "change
// it to / rename it to <text>" give the item in focus that text, with the
// "to" (ל) peeled by word: a word the letter belongs to, or an
// infinitive that is the text itself, keeps it.
func TestRenameItToPeelsTo(t *testing.T) {
	fri := time.Date(2026, 1, 23, 19, 0, 0, 0, jerusalem)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "ארוחת ערב אצל ההורים שלי", When: &fri}
	eventEN := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dinner at my parents", When: &fri}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לקנות חלב", When: &fri}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
		title string
	}{
		{"תשני את זה לארוחת ערב אצל סבתא וסבא", event, "ארוחת ערב אצל סבתא וסבא"},
		{"תשנה אותו למסיבת הפתעה", event, "מסיבת הפתעה"},
		{"תשני אותה ל-ארוחת צהריים", event, "ארוחת צהריים"},
		{"תשנה את השם למסיבת הפתעה", event, "מסיבת הפתעה"},
		{"change it to dinner at grandma's", eventEN, "dinner at grandma's"},
		{"rename it to dinner with the grandparents", eventEN, "dinner with the grandparents"},
		// The text is an infinitive: its ל is its own.
		{"תשנה את זה לקנות חלב ולחם", task, "לקנות חלב ולחם"},
		{"תשנה את זה ללקנות לחם", task, "לקנות לחם"},
	} {
		s := focusStep(t, tt.text, tt.focus)
		got := ""
		switch {
		case s.Calendar != nil && s.Calendar.Fields != nil:
			got = s.Calendar.Fields.Summary
		case s.Tasks != nil:
			got = s.Tasks.NewText
		}
		if got != tt.title {
			t.Errorf("%q: %s.%s new text %q; want %q", tt.text, s.Capability, s.Operation, got, tt.title)
		}
	}
}
