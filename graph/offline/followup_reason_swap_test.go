package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCancelWithWhatBefellMe: a cancel of the item in focus said with
// what befell the user after it and no pause ("בטל החליפו אותי", "תבטל
// את זה הזיזו לי", "cancel they swapped me") deletes the item; the why is
// no name to look up. A cancel that names what to cancel is read as
// before.
func TestCancelWithWhatBefellMe(t *testing.T) {
	when := *at(21, 17, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "שמירה", When: &when}
	for _, text := range []string{
		"בטל החליפו אותי", "תבטל החליפו אותי", "בטל את זה החליפו אותי", "תבטלי הזיזו אותי",
		"cancel they swapped me", "cancel it they swapped me", "cancel it, they swapped me",
	} {
		s := withFocus(text, event)
		if s.Operation != memo.OpEventDelete || s.Calendar == nil || len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" {
			t.Errorf("%q: %s %+v; want the event in focus deleted", text, s.Operation, s.Calendar)
		}
	}
	for _, text := range []string{
		"בטל החלפה עם דני", "בטל הזמנה לחתונה", "cancel the rescheduled meeting", "cancel the swapped shift",
	} {
		s := withFocus(text, event)
		if s.Operation == memo.OpEventDelete && s.Calendar != nil && len(s.Calendar.EventIDs) == 1 && s.Calendar.EventIDs[0] == "e1" {
			t.Errorf("%q: the event in focus deleted; want what is named looked for", text)
		}
	}
}
