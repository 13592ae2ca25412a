package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestMoveFrom: a move that says where the thing was ("from Friday 4pm")
// before where it goes ("to Thursday 4pm") moves it to the second time,
// in either language and with any move verb ("prepone", "bump"); the
// first time is no word of the name. Without a "from" time, the name is
// read as before.
func TestMoveFrom(t *testing.T) {
	for _, tc := range []struct {
		text, name string
		due        *time.Time
	}{
		{"move the sprint review from friday 4pm to thursday 4pm", "sprint review", at(22, 16, 0)},
		{"Kindly prepone the sprint review from Friday 4pm to Thursday 4pm", "sprint review", at(22, 16, 0)},
		{"move the dentist from friday at 4 to thursday at 5", "dentist", at(22, 17, 0)},
		{"reschedule my call with Dan from tomorrow at 10 to thursday at 11", "call with Dan", at(22, 11, 0)},
		{"תעביר את הישיבה מיום שישי ב4 ליום חמישי ב4", "הישיבה", at(22, 16, 0)},
		{"תזיז את הספר מיום שישי ב-10 ליום חמישי ב-12", "הספר", at(22, 12, 0)},
		{"move call mom to thursday at 5", "call mom", at(22, 17, 0)},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpTaskUpdate || len(s.Tasks.Targets) != 1 || s.Tasks.NewDue == nil {
			t.Errorf("%q: %s %+v; want %q moved", tc.text, s.Operation, s.Tasks, tc.name)
			continue
		}
		if got := s.Tasks.Targets[0]; got != tc.name && got != "the "+tc.name && got != "my "+tc.name || !s.Tasks.NewDue.Equal(*tc.due) {
			t.Errorf("%q: %q to %v; want %q to %v", tc.text, got, s.Tasks.NewDue, tc.name, tc.due)
		}
	}
	// Near misses: a move verb of another thing, no time it goes to.
	for _, text := range []string{
		"advance the payment to the landlord",
		"bump on the head",
		"move the couch from the living room to the bedroom",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpTaskUpdate && s.Tasks.NewDue != nil {
			t.Errorf("%q: moved %+v; want no move", text, s.Tasks)
		}
	}
}
