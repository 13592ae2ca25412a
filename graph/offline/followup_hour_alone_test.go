package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestHourAloneMovesTheFocus: right after a reminder was set, an hour said
// alone with a word that marks it as one ("5ish", "at 8", "בשמונה", "ב-5
// בערך"), or with a correction or a change before it ("nah make it 8",
// "no sorry 5 30", "אני לא יכולה, בשש", "לא בשמונה"), is its new hour; a number alone,
// or one that counts something ("4ish people", "ב-8 אנשים"), is not.
func TestHourAloneMovesTheFocus(t *testing.T) {
	at := time.Date(2026, 1, 21, 19, 0, 0, 0, jerusalem) // tomorrow 19:00
	tests := []struct {
		before, text string
		hour, min    int // the new time; -1: not moved
	}{
		{"remind me to call mom tomorrow at 7pm", "5ish", 17, 0},
		{"remind me to call mom tomorrow at 7pm", "8 ish", 20, 0},
		{"remind me to call mom tomorrow at 7pm", "around 8", 20, 0},
		{"remind me to call mom tomorrow at 7pm", "at 8", 20, 0},
		{"remind me to call mom tomorrow at 7pm", "at 8:30pm", 20, 30},
		{"remind me to call mom tomorrow at 7pm", "nah make it 8", 20, 0},
		{"remind me to call mom tomorrow at 7pm", "nope move it to 8", 20, 0},
		{"remind me to call mom tomorrow at 7pm", "no sorry 5 30", 17, 30},
		{"remind me to call mom tomorrow at 7pm", "make it 8 15", 20, 15},
		{"remind me to call mom tomorrow at 7pm", "i can't, make it 6", 18, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "בשמונה", 20, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "ב-8 בערך", 20, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "בערך ב8", 20, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "בסביבות שמונה", 20, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "בשמונה וחצי", 20, 30},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "בעצם 8 30", 20, 30},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "אני לא יכולה, בשש", 18, 0},
		// A bare "no" before a time alone: the time meant.
		{"remind me to call mom tomorrow at 7pm", "no at 8", 20, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "לא בשמונה", 20, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "חחח לא בשמונה", 20, 0},
		// Near misses: a count, a number alone, "nah" with no change.
		{"remind me to call mom tomorrow at 7pm", "4ish people", -1, 0},
		{"remind me to call mom tomorrow at 7pm", "5", -1, 0},
		{"remind me to call mom tomorrow at 7pm", "nah", -1, 0},
		{"remind me to call mom tomorrow at 7pm", "nah i'm good", -1, 0},
		{"remind me to call mom tomorrow at 7pm", "make it a habit", -1, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "ב-8 אנשים", -1, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "בשמחה", -1, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "8", -1, 0},
		// "no" before the hour it already has: not then, and nothing
		// else said; "לא" before a change says not to make it.
		{"remind me to call mom tomorrow at 7pm", "no at 7", -1, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "לא בשבע", -1, 0},
		{"תזכיר לי מחר ב7 בערב להתקשר לאמא", "לא תזיז את זה לשמונה", -1, 0},
		{"remind me to call mom tomorrow at 7pm", "no more reminders at 8", -1, 0},
	}
	for _, tt := range tests {
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at}
		s := afterTool(t, tt.text, tt.before, memo.OpTaskCreate, focus)
		moved := s.Operation == memo.OpTaskUpdate && s.Tasks != nil && s.Tasks.NewDue != nil
		switch {
		case tt.hour < 0 && moved:
			t.Errorf("%q: moved to %v; want it left", tt.text, s.Tasks.NewDue.In(jerusalem))
		case tt.hour >= 0 && !moved:
			t.Errorf("%q: %s.%s; want the reminder moved", tt.text, s.Capability, s.Operation)
		case tt.hour >= 0 && !s.Tasks.NewDue.Equal(time.Date(2026, 1, 21, tt.hour, tt.min, 0, 0, jerusalem)):
			t.Errorf("%q: moved to %v; want %02d:%02d tomorrow", tt.text, s.Tasks.NewDue.In(jerusalem), tt.hour, tt.min)
		}
	}
}
