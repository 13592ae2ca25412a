package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestListReasonDropped: a list command with a reason after a comma (a
// statement with its own subject, no time, no request) is the command
// alone; a clause that asks or needs something is not a reason.
func TestListReasonDropped(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	kniyot := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "קניות"}
	cases := []struct {
		text  string
		focus *memo.FocusItem
		op    memo.Op
		name  string
		items []string
		which string
	}{
		{"Oh and please take the teabags off, I found a box in the pantry", shopping, memo.OpListRemove, "shopping", []string{"teabags"}, ""},
		{"Actually clear the whole list, I've been to the shops", shopping, memo.OpListRemove, "shopping", nil, memo.ItemsAll},
		{"clear the shopping list, we've been to the supermarket", nil, memo.OpListRemove, "shopping", nil, memo.ItemsAll},
		{"remove the milk from shopping, there's plenty in the fridge", nil, memo.OpListRemove, "shopping", []string{"milk"}, ""},
		{"take the milk off we have plenty", shopping, memo.OpListRemove, "shopping", []string{"milk"}, ""},
		{"take the eggs off i already got some", shopping, memo.OpListRemove, "shopping", []string{"eggs"}, ""},
		{"תורידי את התה, מצאתי קופסה במזווה", kniyot, memo.OpListRemove, "קניות", []string{"התה"}, ""},
		{"תורידי את התה מהקניות, מצאתי קופסה במזווה", nil, memo.OpListRemove, "קניות", []string{"התה"}, ""},
		{"תרוקני את רשימת הקניות, הייתי בסופר", nil, memo.OpListRemove, "קניות", nil, memo.ItemsAll},
	}
	for _, c := range cases {
		s := focusStep(t, c.text, c.focus)
		if s.Lists == nil || s.Operation != c.op || s.Lists.Name != c.name || !slices.Equal(s.Lists.Items, c.items) || s.Lists.Which != c.which {
			t.Errorf("%q: %s.%s %+v; want %s %q %q %q", c.text, s.Capability, s.Operation, s.Lists, c.op.Name(), c.name, c.items, c.which)
		}
	}
	// A clause that asks or says a time is no reason to drop: the
	// command is not read without it.
	for _, text := range []string{
		"clear the shopping list, I want to start again tomorrow",
		"remove the milk from shopping, we need it for the cake",
		"take the milk off we need it for the cake",
		"תרוקני את רשימת הקניות, אני צריכה להתחיל מחר",
	} {
		p, err := planWith(t, text, nil)
		if err != nil {
			continue
		}
		for _, s := range p.Steps {
			if s.Lists != nil && (s.Lists.Name == "shopping" || s.Lists.Name == "קניות") {
				t.Errorf("%q: %+v; the clause after the comma is not a reason", text, *s.Lists)
			}
		}
	}
}

// TestToldThenTick: a completion told, then "tick that off", completes
// what was told (a task, or a list's item by that name).
func TestToldThenTick(t *testing.T) {
	cases := []struct{ text, target, verb string }{
		{"I have written the cards, please tick that off my list", "cards", "wrote"},
		{"I posted the parcel, tick it off", "parcel", "posted"},
		{"we've bought the birthday cake, mark it done", "birthday cake", "bought"},
		{"כתבתי את הכרטיסים, תסמני את זה", "הכרטיסים", "כתבתי"},
		{"שלחתי את החבילה, תסמן את זה כבוצע", "החבילה", "שלחתי"},
	}
	for _, c := range cases {
		s := focusStep(t, c.text, nil)
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || !slices.Equal(s.Tasks.Targets, []string{c.target}) || !slices.Equal(s.Tasks.DoneVerbs, []string{c.verb}) {
			t.Errorf("%q: %s.%s %+v; want complete %q (%s)", c.text, s.Capability, s.Operation, s.Tasks, c.target, c.verb)
		}
	}
	// No completion told before "tick it off": nothing is guessed.
	for _, text := range []string{"I called mom on Monday, tick it off", "תסמני את זה, בבקשה"} {
		if s := focusStep(t, text, nil); s.Operation == memo.OpTaskComplete && len(s.Tasks.Targets) > 0 && s.Tasks.Targets[0] == "mom" {
			t.Errorf("%q: %+v; want no completion of what was not told", text, *s.Tasks)
		}
	}
}
