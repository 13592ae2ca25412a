package offline_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestMeantItem: right after an item was put on the list in view, a
// correction puts the item meant in its place (one removal, one add, on
// that list); a deed meant, a time, or "it" of several items is not read
// as an item.
func TestMeantItem(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	kniyot := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "קניות"}
	for _, tc := range []struct {
		before, text string
		list         *memo.FocusItem
		old, repl    string
	}{
		{"add eggs to the shopping list", "oops I meant milk not eggs", shopping, "eggs", "milk"},
		{"add eggs to the shopping list", "sorry, milk not eggs", shopping, "eggs", "milk"},
		{"add eggs to the shopping list", "sorry I meant milk", shopping, "eggs", "milk"},
		{"add eggs to the shopping list", "oops, meant oat milk", shopping, "eggs", "oat milk"},
		{"add eggs to the shopping list", "no wait, I meant the brown eggs", shopping, "eggs", "brown eggs"},
		{"תוסיף ביצים לרשימת קניות", "אופס התכוונתי חלב לא ביצים", kniyot, "ביצים", "חלב"},
		{"תוסיף ביצים לרשימת קניות", "לא ביצים, חלב", kniyot, "ביצים", "חלב"},
		{"תוסיף ביצים לרשימת קניות", "התכוונתי חלב", kniyot, "ביצים", "חלב"},
		{"תוסיפי ביצים לרשימת קניות", "סליחה, התכוונתי חלב סויה", kniyot, "ביצים", "חלב סויה"},
	} {
		s := afterToolAll(t, tc.text, tc.before, memo.OpListAdd, tc.list)
		if len(s) != 2 || s[0].Operation != memo.OpListRemove || s[1].Operation != memo.OpListAdd ||
			!slices.Equal(s[0].Lists.Items, []string{tc.old}) || !slices.Equal(s[1].Lists.Items, []string{tc.repl}) ||
			s[0].Lists.ListID != tc.list.ID || s[1].Lists.ListID != tc.list.ID {
			t.Errorf("%q after %q: %s; want %q replaced by %q", tc.text, tc.before, stepsOf(s), tc.old, tc.repl)
		}
	}
	// Near misses: a deed meant, a time, several items, no list in view.
	for _, tc := range []struct {
		before, text string
		list         *memo.FocusItem
	}{
		{"add eggs to the shopping list", "I meant to buy milk", shopping},
		{"תוסיף ביצים לרשימת קניות", "התכוונתי לקנות חלב", kniyot},
		{"add eggs to the shopping list", "sorry I meant tomorrow", shopping},
		{"add eggs and bread to the shopping list", "sorry I meant milk", shopping},
		{"תוסיף ביצים ולחם לרשימת קניות", "התכוונתי חלב", kniyot},
		{"add eggs to the shopping list", "sorry I meant milk", nil},
	} {
		for _, s := range afterToolAll(t, tc.text, tc.before, memo.OpListAdd, tc.list) {
			if s.Lists != nil && (s.Operation == memo.OpListRemove || s.Operation == memo.OpListAdd) {
				t.Errorf("%q after %q: %s; want no item replaced", tc.text, tc.before, stepsOf([]memo.Step{s}))
			}
		}
	}
}

// TestListReasonFirst: a list command with why said before it is the
// command alone; a pronoun in it is the thing the reason names. A reason
// that asks, or a clause that is no reason, is not dropped.
func TestListReasonFirst(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	kniyot := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "קניות"}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		name  string
		items []string
		which string
	}{
		{"got everything on the list, empty it", shopping, "shopping", nil, memo.ItemsAll},
		{"bought everything, clear the shopping list", nil, "shopping", nil, memo.ItemsAll},
		{"clear it, bought everything", shopping, "shopping", nil, memo.ItemsAll},
		{"hey clear it bought everything thanks", shopping, "shopping", nil, memo.ItemsAll},
		{"קניתי הכל, תנקה את הרשימה", kniyot, "קניות", nil, memo.ItemsAll},
		{"קנינו הכל, תרוקני את רשימת הקניות", nil, "קניות", nil, memo.ItemsAll},
		{"הגיעו המסכות, תוריד אותן מהרשימה", kniyot, "קניות", []string{"המסכות"}, ""},
		{"we still have rice, take it off the list", shopping, "shopping", []string{"rice"}, ""},
		{"the batteries arrived, remove them from the list", shopping, "shopping", []string{"batteries"}, ""},
		{"tek off the saltfish, mi have some", shopping, "shopping", []string{"saltfish"}, ""},
		{"tek off lemons and milk mi have some", shopping, "shopping", []string{"lemons", "milk"}, ""},
		{"take off the rice wi got plenty", shopping, "shopping", []string{"rice"}, ""},
		{"take the rice off, we still have some", shopping, "shopping", []string{"rice"}, ""},
		{"יש לנו אורז, תוריד אותו מהרשימה", kniyot, "קניות", []string{"אורז"}, ""},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) != 1 {
			t.Errorf("%q: %v %s", c.text, err, stepsOf(p.Steps))
			continue
		}
		s := p.Steps[0]
		if s.Lists == nil || s.Operation != memo.OpListRemove || s.Lists.Name != c.name || !slices.Equal(s.Lists.Items, c.items) || s.Lists.Which != c.which {
			t.Errorf("%q: %s; want remove %q %q %q", c.text, stepsOf(p.Steps), c.name, c.items, c.which)
		}
	}
	// Not a list, or not a reason: never an emptied list, never a why in
	// an item.
	for _, text := range []string{
		"clear my schedule",
		"clear my schedule, got a day off",
		"got a new job, clear my calendar",
		"need milk, take the eggs off the list",
		"milk, remove the eggs",
		"got everything on the list, remind me to empty it tomorrow",
		"tek off the saltfish, mi have some",
	} {
		p, err := planWith(t, text, shopping)
		if err != nil {
			continue
		}
		for _, s := range p.Steps {
			if s.Lists == nil {
				continue
			}
			if s.Lists.Which == memo.ItemsAll && text != "got everything on the list, empty it" {
				t.Errorf("%q: %s; want no list emptied", text, stepsOf(p.Steps))
			}
			for _, it := range s.Lists.Items {
				if it != "saltfish" && it != "eggs" {
					t.Errorf("%q: %s; the reason read as an item", text, stepsOf(p.Steps))
				}
			}
		}
	}
}

// TestCloseTheTask: "close it", "close the task", "mark the task closed",
// "תסגור את המשימה" right after a task was made complete that task; with no
// task in view, or a repeating one, nothing is completed.
func TestCloseTheTask(t *testing.T) {
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the plumber"}
	for _, text := range []string{"close the task", "close it", "please close that one out", "mark the task closed", "mark it as closed",
		"תסגור את המשימה", "תסגרי אותה", "סגור את המשימה הזאת", "תסמני אותה כסגורה"} {
		if s := withFocus(text, task); s.Operation != memo.OpTaskComplete || s.Tasks == nil || !slices.Equal(s.Tasks.IDs, []string{"t1"}) {
			t.Errorf("%q: %s; want t1 completed", text, stepsOf([]memo.Step{s}))
		}
	}
	repeating := *task
	repeating.Recurring = true
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "standup"}
	for _, c := range []struct {
		text string
		f    *memo.FocusItem
	}{
		{"close the task", nil}, {"close it", nil}, {"mark the task closed", nil}, {"תסגור את המשימה", nil},
		{"close it", &repeating}, {"close it", event}, {"close the window", task}, {"תסגור את החלון", task},
	} {
		if s := withFocus(c.text, c.f); s.Operation == memo.OpTaskComplete {
			t.Errorf("%q: %s; want nothing completed", c.text, stepsOf([]memo.Step{s}))
		}
	}
}

// afterToolAll plans text with the list in focus, right after the user
// said before and the assistant ran tool, and returns every step.
func afterToolAll(t *testing.T, text, before string, tool memo.Op, list *memo.FocusItem) []memo.Step {
	t.Helper()
	lang, _ := memo.DetectLanguage(text)
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem,
		Focus: list, ListNames: []string{"shopping", "קניות"},
		Recent: []memo.Turn{{Role: "user", Text: before}, {Role: "assistant", Text: "…", Tool: string(tool)}}})
	if err != nil {
		t.Fatal(err)
	}
	return p.Steps
}

// stepsOf says steps for a failure message.
func stepsOf(steps []memo.Step) string {
	out := ""
	for _, s := range steps {
		out += string(s.Operation)
		switch {
		case s.Lists != nil:
			out += fmt.Sprintf("%+v", *s.Lists)
		case s.Tasks != nil:
			out += fmt.Sprintf("%+v", s.Tasks.IDs) + fmt.Sprintf("%q", s.Tasks.Targets)
		}
		out += "; "
	}
	return out
}

// TestReasonNamesTheList: "empty it" after a reason that names a list is
// that list, not the one in view; a reason run into a list's name with no
// pause is not read as the name.
func TestReasonNamesTheList(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	if s := focusStep(t, "got everything on the packing list, empty it", shopping); s.Lists == nil || s.Lists.Name != "packing" || s.Lists.Which != memo.ItemsAll {
		t.Errorf("packing emptied? %s", stepsOf([]memo.Step{s}))
	}
	for _, text := range []string{"empty my packing list we got it all", "clear the shopping list bought everything"} {
		if s := focusStep(t, text, nil); s.Lists != nil && s.Lists.Which == memo.ItemsAll && s.Lists.Name != "packing" && s.Lists.Name != "shopping" {
			t.Errorf("%q: %s; a reason read as the list's name", text, stepsOf([]memo.Step{s}))
		}
	}
	if s := focusStep(t, "clear my schedule", nil); s.Operation == memo.OpTaskDelete || s.Lists != nil {
		t.Errorf("clear my schedule: %s; a day is no task or list", stepsOf([]memo.Step{s}))
	}
}
