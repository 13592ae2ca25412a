package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestToldOnFocus: the follow-ups read by readTold and movedApostrophe
// plan as the English they say, on the item in focus: "annule the
// hockey" as "cancel the hockey", "ja i phoned him, done" as "done",
// "move that to 7 b'y" as "move that to 7", "i'ts getting pushed to 8"
// as "it's getting pushed to 8".
func TestToldOnFocus(t *testing.T) {
	when := time.Date(2026, 1, 21, 18, 0, 0, 0, jerusalem)
	hockey := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "hockey practice", When: &when}
	bank := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &when}
	for _, c := range []struct {
		text, english string
		f             *memo.FocusItem
	}{
		{"ja i phoned him, done", "done", bank},
		{"yeah I paid it already, done", "done", bank},
		{"pau already, paid um", "done already, paid it", bank},
		{"move that to 7 b'y", "move that to 7", hockey},
		{"ok so i'ts getting pushed to 8 thanks", "ok so it's getting pushed to 8 thanks", hockey},
		{"annule the hockey", "cancel the hockey", hockey},
		{"supprime the hockey", "delete the hockey", hockey},
		{"cancela the hockey", "cancel the hockey", hockey},
		{"borra the hockey", "delete the hockey", hockey},
	} {
		got, want := focusStep(t, c.text, c.f), focusStep(t, c.english, c.f)
		if got.Operation != want.Operation || got.Operation == memo.OpUnknown {
			t.Errorf("%q: %s; want %s as %q", c.text, got.Operation, want.Operation, c.english)
		}
	}
}
