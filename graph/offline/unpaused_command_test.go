package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestUnpausedCommand: a command said after what happened with no pause
// reads as it does with the pause; a verb that is the thing to do, or the
// name of an item, stays where it is.
func TestUnpausedCommand(t *testing.T) {
	due := time.Date(2026, 1, 20, 18, 0, 0, 0, jerusalem)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &due}
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "קניות"}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		op    memo.Op
	}{
		{"קנינו הכל תרוקני אותה", list, memo.OpListRemove},
		{"bought everything empty it", list, memo.OpListRemove},
		{"וואלה בוצע תסגור את המשימה תודה", task, memo.OpTaskComplete},
		{"done close the task", task, memo.OpTaskComplete},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != c.op {
			t.Errorf("%q: %+v %v; want %s", c.text, p.Steps, err, c.op)
			continue
		}
		if s := p.Steps[0]; s.Lists != nil && len(s.Lists.Items) > 0 || s.Tasks != nil && len(s.Tasks.Targets) > 0 {
			t.Errorf("%q: the command kept as a name: %+v %+v", c.text, s.Lists, s.Tasks)
		}
	}
	// The verb is the deed, or the item's own word: read as before.
	for _, c := range []struct{ text, kept string }{
		{"remind me tomorrow at 5 to cancel the gym", "cancel the gym"},
		{"remind me tomorrow at 5 to clear the gutters", "clear the gutters"},
		{"תזכיר לי מחר ב-5 לבטל את חדר הכושר", "לבטל את חדר הכושר"},
	} {
		p, err := planWith(t, c.text, nil)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Tasks == nil || len(p.Steps[0].Tasks.Drafts) != 1 || p.Steps[0].Tasks.Drafts[0].Text != c.kept {
			t.Errorf("%q: %+v %v; want a reminder %q", c.text, p.Steps, err, c.kept)
		}
	}
}
