package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWeekdayOfTheFocus: "what day of the week is that?", "זה איזה יום
// בשבוע?" after a reminder or an event show that item with its day; a
// question of today's weekday, or one with nothing in focus, does not.
func TestWeekdayOfTheFocus(t *testing.T) {
	for _, text := range []string{
		"wait, what day of the week is that?", "what day is that", "which day is it on?", "what day does that fall on",
		"so what day of the week is it again", "what day's that on", "on which day?",
		"זה איזה יום בשבוע?", "רגע, זה באיזה יום?", "איזה יום זה יוצא?", "באיזה יום בשבוע זה נופל", "איזה יום זה?",
	} {
		s := withFocus(text, focusReminder())
		if s.Operation != memo.OpTaskGetAll || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q about a reminder: %s.%s %+v; want the reminder shown", text, s.Capability, s.Operation, s.Tasks)
		}
		s = withFocus(text, focusEvent())
		if s.Operation != memo.OpEventGet || s.Calendar == nil || len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" {
			t.Errorf("%q about an event: %s.%s %+v; want the event shown", text, s.Capability, s.Operation, s.Calendar)
		}
		if s := withFocus(text, nil); s.Capability == memo.CapTasks && s.Tasks != nil && len(s.Tasks.IDs) > 0 {
			t.Errorf("%q with nothing in focus: %+v; want no item shown", text, s)
		}
	}
	for _, text := range []string{"what day is it", "what day of the week is it", "what day is it today", "what day is today", "איזה יום היום", "what day is the party", "איזה יום הכי טוב לך"} {
		if s := withFocus(text, focusReminder()); s.Operation == memo.OpTaskGetAll && s.Tasks != nil && len(s.Tasks.IDs) == 1 {
			t.Errorf("%q: the reminder in focus shown; want not", text)
		}
	}
}
