package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMoveDirected: a move said with its direction and its new time, as
// an order or a polite question, moves the item in focus there; a new
// time that lies the other way is not guessed.
func TestMoveDirected(t *testing.T) {
	when := *at(21, 17, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with omer", When: &when}
	for _, row := range []struct {
		text    string
		h, min_ int
	}{
		{"could you move it earlier to 4", 16, 0}, {"can you push it back to 7?", 19, 0}, {"move it later to 6:30", 18, 30},
		{"can we push it to 4?", 16, 0}, {"could we bring it forward to 3", 15, 0},
		{"אפשר להקדים לארבע?", 16, 0}, {"תקדים את זה לארבע", 16, 0}, {"אפשר לדחות את זה לשבע?", 19, 0}, {"תדחי לשבע", 19, 0},
		{"אפשר להקדים את זה לשלוש וחצי?", 15, 30},
	} {
		s := withFocus(row.text, event)
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(21, row.h, row.min_)) {
			t.Errorf("%q: %s %+v; want the event moved to %02d:%02d", row.text, s.Operation, s.Calendar, row.h, row.min_)
		}
	}
	for _, text := range []string{
		"move it earlier to 6", "push it back to 4", "could you move it later to 3", "תקדים לשש", "אפשר להקדים לשש?",
	} {
		if s := withFocus(text, event); s.Operation == memo.OpEventUpdate {
			t.Errorf("%q: %+v; want it not guessed", text, s.Calendar.Fields)
		}
	}
}
