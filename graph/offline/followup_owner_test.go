package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestTossAndOwnerFollowUps: after a list, "chuck the sunscreen on too"
// adds the sunscreen; after a task, "and Liam's too" / "וגם של יואב"
// repeats it with the owner replaced, and is declined when the task names
// no owner.
func TestTossAndOwnerFollowUps(t *testing.T) {
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, tc := range []struct{ text, item string }{
		{"chuck the sunscreen on too", "sunscreen"},
		{"throw in the towels too", "towels"},
		{"pop bread in as well", "bread"},
		{"bung some crisps on too", "some crisps"},
		{"pop too", "pop"}, // near miss: a drink
	} {
		s := focusStep(t, tc.text, list)
		if s.Operation != memo.OpListAdd || len(s.Lists.Items) != 1 || s.Lists.Items[0] != tc.item {
			t.Errorf("%q: %s %+v; want %q", tc.text, s.Operation, s.Lists, tc.item)
		}
	}
	sign := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "sign Emma's permission slip", When: at(21, 20, 0)}
	heSign := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לחתום על האישור של נועה", When: at(21, 20, 0)}
	call := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: at(21, 20, 0)}
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
		title string // "" wants a decline
	}{
		{"and Liam's too", sign, "sign Liam's permission slip"},
		{"Liam's as well", sign, "sign Liam's permission slip"},
		{"and the kids' too", sign, "sign the kids' permission slip"},
		{"וגם של יואב", heSign, "לחתום על האישור של יואב"},
		{"and Liam's too", call, ""},
		{"וגם של יואב", &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "להתקשר לאמא", When: at(21, 20, 0)}, ""},
		{"and Emma's too", sign, ""},
	} {
		s := focusStep(t, tc.text, tc.focus)
		if tc.title == "" {
			if s.Operation == memo.OpTaskCreate {
				t.Errorf("%q after %q: %+v; want a decline", tc.text, tc.focus.Title, s.Tasks.Drafts)
			}
			continue
		}
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != tc.title || s.Tasks.Drafts[0].DueDate == nil || !s.Tasks.Drafts[0].DueDate.Equal(*at(21, 20, 0)) {
			t.Errorf("%q after %q: %s %+v; want %q", tc.text, tc.focus.Title, s.Operation, s.Tasks, tc.title)
		}
	}
}
