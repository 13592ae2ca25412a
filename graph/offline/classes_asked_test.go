package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRemovalIfThere: a removal's condition of being there ("if theres
// one", "if any", "אם יש כזאת") is no word of what is removed; a condition
// of something else stays, and a request that removes nothing keeps it.
func TestRemovalIfThere(t *testing.T) {
	for text, summary := range map[string]string{
		"cancel the meeting with dana tomorrow if any":   "meeting with dana",
		"cancel the dentist on thursday if there is one": "dentist",
		"תבטל את הפגישה של יום חמישי אם יש":              "הפגישה",
		"תבטלי את הפגישה עם דנה מחר אם יש כזאת":          "הפגישה עם דנה",
	} {
		s := plan(t, text).Steps[0]
		if s.Calendar == nil || s.Calendar.Summary != summary {
			t.Errorf("%q: %s %+v; want %q removed", text, s.Operation, s.Calendar, summary)
		}
	}
	s := plan(t, "cancel my 3 oclock thursday if theres one").Steps[0]
	if s.Operation != memo.OpEventDelete || s.Calendar.Summary != "" || s.Calendar.AtTime != "15:00" {
		t.Errorf("cancel my 3 oclock: %s %+v; want the 15:00 event removed", s.Operation, s.Calendar)
	}
	for text, kept := range map[string]string{
		"remind me to buy a gift if there's one on sale at 5": "buy a gift if there's one on sale",
	} {
		if got, _, _ := titleOf(plan(t, text)); got != kept {
			t.Errorf("%q: %q; want %q", text, got, kept)
		}
	}
}

// TestTradeDayAsked: a day's events asked by what a trade's day is made of
// ("what jobs i got tomorrow", "אילו לקוחות יש לי מחר") are listed; asked
// with no day, the question is not read as the calendar's.
func TestTradeDayAsked(t *testing.T) {
	for _, text := range []string{
		"what jobs i got tomorrow", "what gigs have i got on saturday", "what clients do i have tomorrow",
		"אילו לקוחות יש לי מחר", "אילו עבודות יש לי מחר",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventGetEvents || s.Calendar.From == nil {
			t.Errorf("%q: %s; want the day's events", text, s.Operation)
		}
	}
	for _, text := range []string{"what jobs i got", "what clients do i have", "אילו לקוחות יש לי", "what jobs should i apply for tomorrow"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventGetEvents {
			t.Errorf("%q: the calendar; want it not read as a day's", text)
		}
	}
}

// TestTaskHeadSlip: "task" before a deed whose verb is one slip off is a
// task kept as typed; "task list", "task done" make none.
func TestTaskHeadSlip(t *testing.T) {
	checkMade(t, memo.OpTaskCreate, map[string]string{
		"task finsh lab report":  "finsh lab report",
		"task finish lab report": "finish lab report",
		"task: finsh lab report": "finsh lab report",
	})
	for _, text := range []string{"task list", "task done", "task lsit"} {
		if _, op, _ := titleOf(plan(t, text)); op == memo.OpTaskCreate {
			t.Errorf("%q: a task; want none", text)
		}
	}
}

// TestNamedListPurpose: what the items are for, said after a list named by
// its word, is no item and no word of the name.
func TestNamedListPurpose(t *testing.T) {
	for text, want := range map[string][]string{
		"Put okra, andouille, file powder and shrimp on my grocery list for the gumbo": {"grocery", "okra", "andouille", "file powder", "shrimp"},
		"put eggs and flour on my grocery list for the cake":                           {"grocery", "eggs", "flour"},
		"add tape to my packing list for the trip":                                     {"packing", "tape"},
		"תוסיף ביצים וקמח לרשימת הקניות בשביל העוגה":                                   {"קניות", "ביצים", "קמח"},
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpListAdd || s.Lists.Name != want[0] || len(s.Lists.Items) != len(want)-1 || s.Lists.Items[len(s.Lists.Items)-1] != want[len(want)-1] {
			t.Errorf("%q: %s %+v; want %v", text, s.Operation, s.Lists, want)
		}
	}
	// Near misses: a deed that says the list is a reminder's title.
	if got, _, _ := titleOf(plan(t, "remind me to add milk to the shopping list for the cake at 5")); got != "add milk to the shopping list for the cake" {
		t.Errorf("reminder: %q", got)
	}
}
