package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCancelWithWhy: a cancel or a "done" of the item in focus said with
// why, before or after it, acts on the item; the why is never a name to
// look up. A "why" that names a time, another item or a scope is not
// taken as one.
func TestCancelWithWhy(t *testing.T) {
	when := *at(21, 17, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "פגישה עם עומר", When: &when}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "pick up the kids", When: &when}
	for _, text := range []string{
		"תבטלי אותה, נדחתה", "תבטל את זה עזוב", "תמחקי את זה, לא רלוונטי יותר",
		"nah delete that my teacher extended it", "delete it, not needed anymore", "cancel it, she's sick",
		"ok cancel it, it got moved",
	} {
		s := withFocus(text, event)
		if s.Operation != memo.OpEventDelete || s.Calendar == nil || len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" {
			t.Errorf("%q: %s %+v; want the event in focus deleted", text, s.Operation, s.Calendar)
		}
	}
	for _, text := range []string{
		"done, I picked them up already", "בוצע, אספתי אותם",
		"nah delete that my teacher extended it",
	} {
		s := withFocus(text, task)
		if (s.Operation != memo.OpTaskComplete && s.Operation != memo.OpTaskDelete) || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s %+v; want the task in focus acted on", text, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{
		"cancel it, and the dentist", "cancel that, the dentist too", "delete that one too", "cancel it tomorrow", "תבטלי את זה, גם את השני",
		"cancel it, next week instead", "תבטלי אותה, ביום חמישי", "done, next week", "עומר חולה, תזיזי למחר", "cancel that, remind me tomorrow",
		"I bought the bread, remove it", "dad is sick, delete it",
	} {
		s := withFocus(text, event)
		if s.Operation == memo.OpEventDelete && s.Calendar != nil && len(s.Calendar.EventIDs) == 1 && s.Calendar.EventIDs[0] == "e1" {
			t.Errorf("%q: the event in focus deleted; want it not guessed", text)
		}
	}
}

// TestCommandInALookedUpName: a cancel said on the item pointed at, with
// why on both sides and no mark between ("they cancelled please delete it
// it's been cancelled"), is never an event's name to look up.
func TestCommandInALookedUpName(t *testing.T) {
	at := *at(21, 10, 0)
	f := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with Dana", When: &at}
	for _, text := range []string{"hey they cancelled please delete it it's been cancelled 🙏", "they cancelled please delete it it's been cancelled"} {
		s := withFocus(text, f)
		if s.Calendar != nil && s.Calendar.Summary != "" {
			t.Errorf("%q looked up %q", text, s.Calendar.Summary)
		}
	}
	if s := withFocus("delete the meeting with dana", f); s.Calendar == nil || s.Calendar.Summary != "meeting with dana" {
		t.Errorf("a named event: %+v", s)
	}
}

// TestReportNoTarget: what the user tells of having done, run on after a
// "done" with no mark between ("ok so done i picked them up already"), or
// a "nvm" between a why and a cancel, is never a name to look up.
func TestReportNoTarget(t *testing.T) {
	at := *at(21, 10, 0)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "pick up the kids", When: &at}
	for _, text := range []string{"ok so done i picked them up already", "she cancelled nvm cancel it thx", "אוקיי בוצע אני כבר אספתי אותם"} {
		s := withFocus(text, task)
		if s.Tasks != nil && len(s.Tasks.Targets) > 0 || s.Calendar != nil && s.Calendar.Summary != "" {
			t.Errorf("%q looked up %+v", text, s)
		}
	}
	if s := withFocus("done with pick up the kids", task); s.Tasks == nil || s.Operation != memo.OpTaskComplete {
		t.Errorf("a named task: %+v", s)
	}
}
