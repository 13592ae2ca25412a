package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestPidgin: the Nigerian Pidgin fillers "sef" and a closing "o", "wetin
// dey" (what is on), "I get" (I have) before an event's noun and "am" (it)
// after a verb of changing are read as the grammar's words; near misses
// keep their words or stay declined.
func TestPidgin(t *testing.T) {
	checkMade(t, "", map[string]string{
		"remind me tomorrow at 5 sef to call mama":                "call mama",
		"abeg remind me tomorrow at 5 to call mama o":             "call mama",
		"I get meeting with the client friday from 2pm to 3:30pm": "meeting with the client",
		"we get a meeting with the landlord friday at 4":          "meeting with the landlord",
		"remind me to call Mo tomorrow at 5":                      "call Mo",
		"remind me tomorrow at 5 to buy o-rings":                  "buy o-rings",
	})
	if s := plan(t, "wetin dey my shopping list?", "shopping").Steps[0]; s.Operation != memo.OpListGet {
		t.Errorf("wetin dey my shopping list: %s; want the list", s.Operation)
	}
	if s := plan(t, "wetin dey my calendar tomorrow").Steps[0]; s.Operation != memo.OpEventGetEvents {
		t.Errorf("wetin dey my calendar tomorrow: %s; want the day", s.Operation)
	}
	checkMakesNone(t, memo.OpEventCreate, "she don call me", "I get to the office at 9")
	start := time.Date(2026, 1, 23, 15, 0, 0, 0, jerusalem)
	focus := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with Tunde", When: &start}
	for text, want := range map[string]memo.Op{
		"delete am":           memo.OpEventDelete,
		"cancel am abeg":      memo.OpEventDelete,
		"make am 8pm instead": memo.OpEventUpdate,
		"move am to 9:30":     memo.OpEventUpdate,
	} {
		p, err := planWith(t, text, focus)
		if err != nil || p.Steps[0].Operation != want {
			t.Errorf("%q: %v %v; want %s", text, p.Steps, err, want)
		}
	}
	// "make am 8" may be 8 a.m.: not read as a change of the focus.
	if p, err := planWith(t, "make am 8", focus); err == nil && p.Steps[0].Operation == memo.OpEventUpdate {
		t.Errorf("make am 8: %s; want it declined", p.Steps[0].Operation)
	}
}
