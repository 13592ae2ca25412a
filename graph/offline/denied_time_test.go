package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestTimeCorrectedByTheOneItReplaces: "the dentist is at 2 not 1", "not
// 1, 2", "רופא השיניים ב-2 ולא ב-1", "לא ב-1, ב-2" move the item in focus
// to the right hour when the hour they deny is its own, and the item named
// when it is not in focus. Near-misses: a denied hour that is not the
// item's, a second word that is no hour, a subject that names no item.
func TestTimeCorrectedByTheOneItReplaces(t *testing.T) {
	at13 := time.Date(2026, 1, 20, 13, 0, 0, 0, jerusalem)
	dentist := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t7", Title: "dentist", When: &at13}
	teeth := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t7", Title: "רופא שיניים", When: &at13}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"the dentist is at 2 not 1", dentist},
		{"the dentist is at 2, not 1", dentist},
		{"not 1, 2", dentist},
		{"it's not at 1, it's at 2", dentist},
		{"not 1pm, 2pm", dentist},
		{"רופא השיניים ב-2 ולא ב-1", teeth},
		{"זה ב-2 לא ב-1", teeth},
		{"לא ב-1, ב-2", teeth},
		{"לא ב-1 אלא ב-2", teeth},
	} {
		s := focusStep(t, c.text, c.focus)
		if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t7" ||
			s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(*at(20, 14, 0)) {
			t.Errorf("%q: %s %+v; want t7 moved to 14:00", c.text, s.Operation, s.Tasks)
		}
	}
	// Named, not in focus: the item named is moved.
	for text, name := range map[string]string{"the gym is at 2 not 1": "gym", "החוג ב-2 ולא ב-1": "החוג"} {
		s := focusStep(t, text, dentist)
		if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || len(s.Tasks.Targets) != 1 || s.Tasks.Targets[0] != name ||
			s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(*at(20, 14, 0)) {
			t.Errorf("%q: %s %+v; want %q moved to 14:00", text, s.Operation, s.Tasks, name)
		}
	}
	for _, text := range []string{
		"the dentist is at 2 not 3", "not 3, 2", "it's at 2 not 3", "לא ב-3, ב-2", "זה ב-2 ולא ב-3",
		"it's at 4 not Dan", "I'm at 4 not 3", "tomorrow is at 2 not 1", "לא ב-3, ב-4",
	} {
		s := focusStep(t, text, dentist)
		if s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %s %+v; want it declined", text, s.Operation, s.Tasks)
		}
	}
}
