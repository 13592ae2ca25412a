package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestAlsoWhomAt: "and also the insurance guy at 11" after "call the
// bank" is one more call, at 11; a thing that is not someone keeps its
// own title, and the verb is never glued to a deed of its own.
func TestAlsoWhomAt(t *testing.T) {
	call := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: at(21, 10, 0)}
	heCall := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "להתקשר לבנק", When: at(21, 10, 0)}
	heVisit := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לבקר את סבתא", When: at(21, 10, 0)}
	buy := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "buy milk", When: at(21, 10, 0)}
	heBuy := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לקנות את החלב", When: at(21, 10, 0)}
	rows := []struct {
		text  string
		focus *memo.FocusItem
		want  string // "" when the title must not carry the focus verb
	}{
		{"and also the insurance guy at 11", call, "call the insurance guy"},
		{"and mom at 11", call, "call mom"},
		{"also Dana at 11", call, "call Dana"},
		{"and my sister at 12", call, "call my sister"},
		{"וגם לאמא ב-11", heCall, "להתקשר לאמא"},
		{"וגם לסבתא ב-12", heCall, "להתקשר לסבתא"},
		{"וגם לאבא ב-12", heCall, "להתקשר לאבא"},
		{"וגם את אמא ב-11", heVisit, "לבקר את אמא"},
		// Near-misses: a deed of its own, a thing, another mark.
		{"and also buy milk at 11", call, ""},
		{"and also the laundry at 11", call, ""},
		{"and also dentist at 11", call, ""},
		{"וגם לקנות חלב ב-11", heCall, ""},
		{"וגם את אמא ב-11", heCall, ""},
		{"and also Dana at 11", buy, ""},
		{"וגם את אמא ב-11", heBuy, ""},
	}
	for _, r := range rows {
		s := withFocus(r.text, r.focus)
		var title string
		if s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1 {
			title = s.Tasks.Drafts[0].Text
		}
		if r.want != "" && title != r.want {
			t.Errorf("%q: %s.%s %q; want %q", r.text, s.Capability, s.Operation, title, r.want)
		}
		if verb, _, _ := strings.Cut(r.focus.Title, " "); r.want == "" && strings.HasPrefix(title, verb+" ") {
			t.Errorf("%q: %q; want no carried verb", r.text, title)
		}
	}
}
