package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestReportedChange: a change told as news ("they moved the standup to
// 11", "ביטלו את השמירה") is the change it implies, of the item named or
// in focus; asked, or of a doer who moved, it is no change; and a report
// is never an item called by its telling.
func TestReportedChange(t *testing.T) {
	for _, c := range []struct {
		text  string
		focus bool
		op    memo.Op
		name  string
	}{
		{"they moved the standup to 11", false, memo.OpTaskUpdate, "standup"},
		{"the standup got moved to 11", false, memo.OpTaskUpdate, "standup"},
		{"fyi my boss pushed the standup to friday at 10", false, memo.OpTaskUpdate, "standup"},
		{"the standup has been rescheduled to 3pm", false, memo.OpTaskUpdate, "standup"},
		{"she moved it to sunday same time", true, memo.OpEventUpdate, ""},
		{"they cancelled the dentist", false, memo.OpEventDeleteBySummary, "dentist"},
		{"the dentist got cancelled so delete it", false, memo.OpEventDeleteBySummary, "dentist"},
		{"it got called off", true, memo.OpEventDelete, ""},
		{"ביטלו את השמירה", false, memo.OpEventDeleteBySummary, "השמירה"},
		{"יאללה ביטלו את השמירה תמחק אותה", false, memo.OpEventDeleteBySummary, "השמירה"},
		{"המורה ביטלה את החוג", false, memo.OpEventDeleteBySummary, "החוג"},
		{"הפגישה עם דנה נדחתה ליום ראשון", false, memo.OpEventUpdate, "הפגישה עם דנה"},
		{"דנה הזיזה את הפגישה ל-5", false, memo.OpEventUpdate, "הפגישה"},
		{"הזיזזו את התור לרופא ל-18:00", false, memo.OpEventUpdate, "התור לרופא"},
		{"דחולי את התור לרופא לשבע בערב", false, memo.OpEventUpdate, "התור לרופא"},
		{"הזיזו לי אותו ליום ראשון", true, memo.OpEventUpdate, ""},
		{"המזכירההעבירה את התור לרופא ל-14:30", false, memo.OpEventUpdate, "התור לרופא"},
		{"היזזו את התור לרופא ל-18:00", false, memo.OpEventUpdate, "התור לרופא"},
		{"הזיוז את התור לרופא לארבע וחצי", false, memo.OpEventUpdate, "התור לרופא"},
		{"theymoved the standup to 3", false, memo.OpTaskUpdate, "standup"},
		{"ok so theycancelled the dentist", false, memo.OpEventDeleteBySummary, "dentist"},
		{"הזיזו את רופא השיניים לשש בערב", false, memo.OpTaskUpdate, "רופא השיניים"},
	} {
		var s memo.Step
		if c.focus {
			s = withFocus(c.text, focusEvent())
		} else {
			p := plan(t, c.text)
			if len(p.Steps) != 1 {
				t.Errorf("%q: %d steps", c.text, len(p.Steps))
				continue
			}
			s = p.Steps[0]
		}
		if s.Operation != c.op {
			t.Errorf("%q: %s.%s, want %s", c.text, s.Capability, s.Operation, c.op)
			continue
		}
		switch {
		case s.Tasks != nil && c.name != "":
			if len(s.Tasks.Targets) != 1 || s.Tasks.Targets[0] != c.name {
				t.Errorf("%q: targets %q, want %q", c.text, s.Tasks.Targets, c.name)
			}
		case s.Calendar != nil && c.name != "":
			if s.Calendar.Summary != c.name {
				t.Errorf("%q: summary %q, want %q", c.text, s.Calendar.Summary, c.name)
			}
		case s.Calendar != nil && c.focus:
			if len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" {
				t.Errorf("%q: events %q, want the focus", c.text, s.Calendar.EventIDs)
			}
		}
	}
	// Asked, told of a doer, or no change at all: nothing changed, and no
	// item named by the telling.
	for _, text := range []string{
		"was the standup moved?", "did they cancel the dentist", "they moved the standup?",
		"they moved to a new apartment on friday", "we moved in last week", "I changed my mind",
		"האם ביטלו את השמירה?", "ביטלו?", "עברנו דירה ביום שישי",
	} {
		for _, s := range plan(t, text).Steps {
			switch s.Operation {
			case memo.OpEventUpdate, memo.OpEventDelete, memo.OpEventDeleteBySummary, memo.OpTaskUpdate, memo.OpTaskDelete, memo.OpTaskCreate, memo.OpEventCreate:
				t.Errorf("%q: %s.%s, want no change and nothing made", text, s.Capability, s.Operation)
			}
		}
	}
}
