package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCancelAfterChange: right after a change, "cancel" or "ביטול" alone
// takes the change back, but a pointer or a name ("actually cancel it",
// "cancel the meeting", "תבטל אותה", "תבטל את הפגישה") deletes the item.
func TestCancelAfterChange(t *testing.T) {
	ev := focusEvent()
	ev.Title = "meeting with client"
	for _, text := range []string{"actually cancel it", "cancel it", "actually, cancel it", "cancel the meeting",
		"actually cancel the meeting", "תבטל אותה", "תבטלי אותה", "בעצם תבטל אותה", "תבטל את הפגישה", "תבטלי את הפגישה"} {
		if s := withFocus(text, ev); s.Operation != memo.OpEventDelete {
			t.Errorf("%q: %s.%s; want the meeting deleted", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"actually cancel it", "cancel it", "תבטל אותו"} {
		if s := withFocus(text, focusReminder()); s.Operation != memo.OpTaskDelete {
			t.Errorf("%q about a reminder: %s.%s; want it deleted", text, s.Capability, s.Operation)
		}
	}
	// Alone, or "that": the last change undone, whatever is in focus.
	for _, text := range []string{"cancel", "actually cancel", "ביטול", "תבטל", "בעצם תבטל", "cancel that", "undo"} {
		if s := withFocus(text, ev); s.Operation != memo.OpUndo {
			t.Errorf("%q: %s.%s; want undo", text, s.Capability, s.Operation)
		}
	}
	// A list in focus: "actually cancel it" does not drop the list.
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	if s := withFocus("actually cancel it", list); s.Operation == memo.OpListDelete {
		t.Errorf("actually cancel it about a list: %s.%s; want no list deleted", s.Capability, s.Operation)
	}
}

// TestCancelNamedKind: "תבטל את הפגישה" names the kind of the focus;
// said of a reminder, the meeting is not the reminder.
func TestCancelNamedKind(t *testing.T) {
	for _, text := range []string{"תבטל את הפגישה", "cancel the meeting"} {
		if s := withFocus(text, focusReminder()); s.Operation == memo.OpTaskDelete && s.Tasks != nil && len(s.Tasks.IDs) > 0 {
			t.Errorf("%q about a reminder: %s.%s %+v; want the reminder kept", text, s.Capability, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{"תבטל את התזכורת", "cancel the reminder"} {
		if s := withFocus(text, focusEvent()); s.Operation == memo.OpEventDelete {
			t.Errorf("%q about an event: %s.%s; want the event kept", text, s.Capability, s.Operation)
		}
		if s := withFocus(text, focusReminder()); s.Operation != memo.OpTaskDelete {
			t.Errorf("%q about a reminder: %s.%s; want it deleted", text, s.Capability, s.Operation)
		}
	}
}
