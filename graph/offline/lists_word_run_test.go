package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestListThenWordsRun: items said right after the list's name as a run
// of bare words with no comma are asked about, never one item joined
// (nor joined to the list's name); the user's commas, the groceries, a
// joining word or a word of what it is for keep them as said.
func TestListThenWordsRun(t *testing.T) {
	for _, c := range []struct {
		text  string
		lists []string
	}{
		{"תוסיף לרשימה ציוד למרתף סולפיט כפפות מברשת", []string{"ציוד למרתף"}},
		{"תוסיף לרשימה ציוד למרתף סולפיט כפפות מברשת", nil},
		{"תכניס לרשימת ציוד למרתף סולפיט כפפות מברשת", []string{"ציוד למרתף"}},
		{"add to the basement list sulfite gloves brush", []string{"basement"}},
		{"add to the basement list sulfite gloves brush", nil},
		{"put on my packing list sunscreen towel flipflops", []string{"packing"}},
	} {
		lang, _ := memo.DetectLanguage(c.text)
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: c.text, Lang: lang, Now: now, Loc: jerusalem, ListNames: c.lists})
		if why, _ := memo.WhyOf(err); why != memo.WhyItemsRunOn {
			t.Errorf("%q %q: %v; want items run on", c.text, c.lists, err)
		}
	}
	checkListCases(t, nil, []listCase{
		// Near misses: commas, groceries, a joining word, what it is for.
		{text: "תוסיף לרשימה ציוד למרתף סולפיט, כפפות, מברשת", lists: []string{"ציוד למרתף"}, op: memo.OpListAdd, name: "ציוד למרתף", items: []string{"סולפיט", "כפפות", "מברשת"}},
		{text: "תוסיף לרשימה ציוד למרתף כפפות לגינה", lists: []string{"ציוד למרתף"}, op: memo.OpListAdd, name: "ציוד למרתף", items: []string{"כפפות לגינה"}},
		{text: "תוסיף לרשימת קניות חלב בלי לקטוז", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב בלי לקטוז"}},
		{text: "תוסיף לרשימת קניות חלב ביצים לחם", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "ביצים", "לחם"}},
		{text: "add to the basement list sulfite, gloves, brush", lists: []string{"basement"}, op: memo.OpListAdd, name: "basement", items: []string{"sulfite", "gloves", "brush"}},
		{text: "add to my shopping list milk eggs bread", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs", "bread"}},
		{text: "add to the basement list work gloves", lists: []string{"basement"}, op: memo.OpListAdd, name: "basement", items: []string{"work gloves"}},
	})
}

// TestBrandVavKept: a ו that opens a loanword or a brand ("ונטולין",
// "וולטרן") is the word's, not "and": the item stays whole; a ו before a
// word of Hebrew's own still parts two items.
func TestBrandVavKept(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "תוסיף לקניות משאף ונטולין", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"משאף ונטולין"}},
		{text: "תוסיף לרשימת קניות משחת וולטרן", op: memo.OpListAdd, name: "קניות", items: []string{"משחת וולטרן"}},
		{text: "תוסיף לקניות בקבוק וודקה", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"בקבוק וודקה"}},
		// Near misses.
		{text: "תוסיף לקניות משאף וכדורים", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"משאף", "כדורים"}},
		{text: "תוסיף לקניות חלב ולחם", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "לחם"}},
		{text: "תוסיף לקניות וזלין וטישו", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"וזלין", "טישו"}},
	})
}

// TestListAskedFor: a new list asked for as a thing to be given, with
// items after a colon, is made under its own name ("can I have a list
// for the trip: …", "אפשר רשימה לטיול: …"), never named "can i have a";
// asked with no colon it makes nothing.
func TestListAskedFor(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "can i have a list for the trip: tent, flashlight", op: memo.OpListCreate, name: "trip", items: []string{"tent", "flashlight"}},
		{text: "could I get a packing list: tent, flashlight", op: memo.OpListCreate, name: "packing", items: []string{"tent", "flashlight"}},
		{text: "i'd like a list for the trip: tent, flashlight", op: memo.OpListCreate, name: "trip", items: []string{"tent", "flashlight"}},
		{text: "אפשר רשימה לטיול: אוהל, פנס", op: memo.OpListCreate, name: "טיול", items: []string{"אוהל", "פנס"}},
		{text: "אפשר בבקשה רשימה לטיול: אוהל, פנס", op: memo.OpListCreate, name: "טיול", items: []string{"אוהל", "פנס"}},
		{text: "אפשר בבקשה להכין רשימה לטיול: אוהל, פנס", op: memo.OpListCreate, name: "טיול", items: []string{"אוהל", "פנס"}},
		// Near misses: asked to be shown, not made.
		{text: "can i have my shopping list"},
		{text: "אפשר רשימה של המשימות?"},
	})
}

// TestTodoSaidInHebrew: the to-do list said in a Hebrew question, its
// loan hyphened to the prefix letter, written apart or in Hebrew letters
// ("מה יש לי ב-todo?", "ב-to do", "בטודו"), shows the open tasks.
func TestTodoSaidInHebrew(t *testing.T) {
	for _, text := range []string{"מה יש לי ב-todo?", "מה יש לי ב-to do?", "מה יש לי בטודו?", "מה יש לי בtodo", "what's on my todo"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpTaskGetAll {
			t.Errorf("%q: %s; want the tasks shown", text, s.Operation)
		}
	}
	for _, text := range []string{"מה יש לי ב-todoist?", "מה יש לי בטוסט?"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskGetAll {
			t.Errorf("%q: %s; want no tasks shown", text, s.Operation)
		}
	}
}

// TestAlsoGroceryAfterCall: "also eggs" after a reminder to call someone
// makes no call to eggs; after buying, or "also mom" after a call, it is
// one more of the same deed.
func TestAlsoGroceryAfterCall(t *testing.T) {
	when := now.Add(24 * 3600e9)
	for _, c := range []struct {
		text, focus, want string // want "": no task made
	}{
		{"also eggs", "call the bank", ""},
		{"גם ביצים", "להתקשר לבנק", ""},
		{"also eggs", "buy milk", "buy eggs"},
		{"גם ביצים", "לקנות חלב", "לקנות ביצים"},
		{"also mom", "call the bank", "call mom"},
	} {
		f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: c.focus, When: &when}
		lang, _ := memo.DetectLanguage(c.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: c.text, Lang: lang, Now: now, Loc: jerusalem, Focus: f})
		got := ""
		if err == nil && len(p.Steps) == 1 && p.Steps[0].Operation == memo.OpTaskCreate {
			got = p.Steps[0].Tasks.Drafts[0].Text
		}
		if got != c.want {
			t.Errorf("%q after %q: task %q; want %q", c.text, c.focus, got, c.want)
		}
	}
}

// TestRemoveFromItFirst: the list in view said by a pronoun before the
// item ("ותוריד מזה את החלב", "remove from it the milk") takes the item
// off it, as said after the item; an item that only opens with מ stays.
func TestRemoveFromItFirst(t *testing.T) {
	f := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "קניות"}
	checkListCases(t, f, []listCase{
		{text: "ותוריד מזה את החלב", op: memo.OpListRemove, name: "קניות", items: []string{"החלב"}},
		{text: "תוריד ממנו את הלחם", op: memo.OpListRemove, name: "קניות", items: []string{"הלחם"}},
		{text: "תוריד את החלב מזה", op: memo.OpListRemove, name: "קניות", items: []string{"החלב"}},
		{text: "remove from it the milk", op: memo.OpListRemove, name: "קניות", items: []string{"milk"}},
		// Near miss: an item of its own.
		{text: "תוריד את המזלג", op: memo.OpListRemove, name: "קניות", items: []string{"המזלג"}},
	})
}
