package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestMakeItSlipped: "make it at 6" said of the event in view with the
// verb one slip off ("תשעי את זה ב-6", "תעעשי את זה ב-6") moves the event,
// and never makes a new one titled with the slip; a question about the
// day with its words run together ("gotanything tmrw?") is the listing.
func TestMakeItSlipped(t *testing.T) {
	w := time.Date(2026, 1, 22, 17, 0, 0, 0, jerusalem)
	f := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "אימון", When: &w}
	for _, text := range []string{"תשעי את זה ב-6", "אחי תשעי את זה ב-6 האימון נגמר מאוחר", "תעעשי את זה ב-6 האימון נגמר מאוחר", "תעשה את זה ב-6"} {
		s := planAbout(t, text, f).Steps[0]
		if s.Operation != memo.OpEventUpdate || s.Calendar == nil || len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" {
			t.Errorf("%q: %s.%s; want the event in view moved", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"hey gotanything tmrw? please", "igot anything tomorrow?"} {
		s := planAbout(t, text, nil).Steps[0]
		if s.Operation != memo.OpTaskGetAll && s.Operation != memo.OpEventGetEvents {
			t.Errorf("%q: %s.%s; want the day's listing", text, s.Capability, s.Operation)
		}
	}
}
