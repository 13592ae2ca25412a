package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNotTheOldDay: "it is actually on monday, not sunday" of an item on
// Sunday moves it to Monday at the same hour; a "not" that names another
// day than the item's is not guessed.
func TestNotTheOldDay(t *testing.T) {
	sunday := *at(25, 9, 15)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "hearing test", When: &sunday}
	for _, text := range []string{
		"I'm sorry, it is actually on Monday, not Sunday.", "it's actually on monday, not sunday", "it is on Monday not Sunday",
		"זה בעצם ביום שני, לא ראשון", "סליחה, זה ביום שני לא ביום ראשון", "זה ביום שני ולא ראשון",
	} {
		s := withFocus(text, event)
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(26, 9, 15)) {
			t.Errorf("%q: %+v; want the event moved to Monday 9:15", text, s)
		}
	}
	for _, text := range []string{
		"it is actually on Monday, not Tuesday", "זה בעצם ביום שני, לא שלישי", "זה לא ראשון", "it is not sunday",
	} {
		if s := withFocus(text, event); s.Operation == memo.OpEventUpdate {
			t.Errorf("%q: %+v; want it not guessed", text, s.Calendar)
		}
	}
}
