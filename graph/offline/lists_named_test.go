package offline_test

import (
	"context"
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// planLists plans text for a user with the given lists and focus.
func planLists(t *testing.T, text string, focus *memo.FocusItem, lists ...string) memo.Plan {
	t.Helper()
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
		TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: focus, ListNames: lists,
	})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return p
}

// listCase is a message and the list step it should plan: op on the list
// name with items; no op wants no list step at all.
type listCase struct {
	text  string
	lists []string
	op    memo.Op
	name  string
	items []string
}

// checkListCases plans each case and compares its last step.
func checkListCases(t *testing.T, focus *memo.FocusItem, cases []listCase) {
	t.Helper()
	for _, c := range cases {
		p := planLists(t, c.text, focus, c.lists...)
		if c.op == "" {
			for _, s := range p.Steps {
				if s.Capability == memo.CapLists {
					t.Errorf("%q: %s.%s %+v; want no list step", c.text, s.Capability, s.Operation, *s.Lists)
				}
			}
			continue
		}
		s := p.Steps[len(p.Steps)-1]
		if s.Lists == nil || s.Operation != c.op || s.Lists.Name != c.name || !slices.Equal(s.Lists.Items, c.items) {
			t.Errorf("%q: %s.%s %+v; want %s %q %q", c.text, s.Capability, s.Operation, s.Lists, c.op.Name(), c.name, c.items)
		}
	}
}

// TestShoppingWordMakesTheList: a word for the shopping list names it
// before the user has one (the list is made with the items), the user's
// list of that kind once there is one, and no guess among several.
func TestShoppingWordMakesTheList(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "תוסיף לקניות אבוקדו", op: memo.OpListAdd, name: "קניות", items: []string{"אבוקדו"}},
		{text: "תוסיפי לקניות ורדים", op: memo.OpListAdd, name: "קניות", items: []string{"ורדים"}},
		{text: "תוסיף לקניות חלב 3% וחלב שקדים", op: memo.OpListAdd, name: "קניות", items: []string{"חלב 3%", "חלב שקדים"}},
		{text: "תוסיף לסופר חלב", op: memo.OpListAdd, name: "סופר", items: []string{"חלב"}},
		{text: "תוסיף במבה לקניות", op: memo.OpListAdd, name: "קניות", items: []string{"במבה"}},
		{text: "לקנות: ביצים, כוסברה, במבה", op: memo.OpListAdd, name: "קניות", items: []string{"ביצים", "כוסברה", "במבה"}},
		{text: "קניות: שמן זית, לבנה", op: memo.OpListAdd, name: "קניות", items: []string{"שמן זית", "לבנה"}},
		{text: "תוסיף לקניות אבוקדו", lists: []string{"סופר"}, op: memo.OpListAdd, name: "סופר", items: []string{"אבוקדו"}},
		{text: "לקנות: ביצים, במבה", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"ביצים", "במבה"}},
		{text: "add olive oil, tomatoes and feta to groceries", op: memo.OpListAdd, name: "groceries", items: []string{"olive oil", "tomatoes", "feta"}},
		{text: "add milk to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"milk"}},
		{text: "groceries: milk, eggs", op: memo.OpListAdd, name: "groceries", items: []string{"milk", "eggs"}},
		{text: "to buy: milk, eggs", op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs"}},
		{text: "add feta to groceries", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"feta"}},
		// Two lists of the kind: which one is not guessed, and no third
		// is made.
		{text: "add feta to groceries", lists: []string{"shopping", "supermarket"}},
		{text: "תוסיף לקניות אבוקדו", lists: []string{"סופר", "מכולת"}},
		{text: "תוסיף לי לקניות חלב", op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		// A time among the items says more than items: not guessed.
		{text: "תוסיף לקניות מחר חלב"},
		{text: "תוסיף לקניות מחר חלב", lists: []string{"קניות"}},
		{text: "קניות: מחר חלב"},
		{text: "add milk tomorrow to groceries"},
		// Words that are no shopping list.
		{text: "add the kids to the store"},
		{text: "תוסיף לבית חלב"},
	})
}

// TestColonNamesAList: what stands before a colon is a list's whole name;
// a name said bare is one only before two things or more, never before
// things to do, a time, or the words of a note.
func TestColonNamesAList(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "לרשימת מתנות לחג: כוס לאבא, בושם לאמא", op: memo.OpListCreate, name: "מתנות לחג", items: []string{"כוס לאבא", "בושם לאמא"}},
		{text: "תוסיף לרשימת הציוד לטיול: שק שינה, פנס, מימיה", op: memo.OpListAdd, name: "ציוד לטיול", items: []string{"שק שינה", "פנס", "מימיה"}},
		{text: "תוסיף לרשימת הציוד לטיול: שק שינה", lists: []string{"ציוד לטיול"}, op: memo.OpListAdd, name: "ציוד לטיול", items: []string{"שק שינה"}},
		{text: "ספרים לקרוא: סאפיינס, 1984", op: memo.OpListCreate, name: "ספרים לקרוא", items: []string{"סאפיינס", "1984"}},
		{text: "movies to watch: Interstellar, Heat", op: memo.OpListCreate, name: "movies to watch", items: []string{"Interstellar", "Heat"}},
		{text: "and a list called gift ideas: scarf, board game", op: memo.OpListCreate, name: "gift ideas", items: []string{"scarf", "board game"}},
		{text: "movies to watch: Heat", lists: []string{"movies to watch"}, op: memo.OpListAdd, name: "movies to watch", items: []string{"Heat"}},
		// Not lists.
		{text: "important: call mom, pay rent"},
		{text: "מחר: רופא, ישיבה"},
		{text: "tomorrow: dentist, gym"},
		{text: "ורשימה בשם מתנות: צעיף, משחק"},
		{text: "movies to watch: Interstellar"},
		{text: "סרטים: אינטרסטלר"},
	})
}

// TestToDoListIsTasks: what is added to the to-do list is a task, never a
// list named "משימות" or "משימות:"; a list the user made by that name is
// that list.
func TestToDoListIsTasks(t *testing.T) {
	for _, c := range []struct{ text, task string }{
		{"להוסיף לרשימת המשימות: לבדוק הצעות לביטוח דירה", "לבדוק הצעות לביטוח דירה"},
		{"תוסיף לרשימת המטלות לקנות מתנה", "לקנות מתנה"},
		{"תוסיף להתקשר לבנק לרשימת המשימות", "להתקשר לבנק"},
		{"תוסיף למשימות לבדוק את הביטוח", "לבדוק את הביטוח"},
		{"add to my to do list: call the bank", "call the bank"},
		{"add call the bank to my to do list", "call the bank"},
	} {
		p := planLists(t, c.text, nil)
		s := p.Steps[0]
		if len(p.Steps) != 1 || s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != c.task {
			t.Errorf("%q: %+v; want the task %q", c.text, p.Steps, c.task)
		}
	}
	checkListCases(t, nil, []listCase{
		{text: "todo list for the move: boxes, tape", op: memo.OpListCreate, name: "todo for move", items: []string{"boxes", "tape"}},
		{text: "תוסיף לרשימת המשימות לקנות מתנה", lists: []string{"משימות"}, op: memo.OpListAdd, name: "משימות", items: []string{"לקנות מתנה"}},
	})
}

// TestMakeAListAndAddToIt: a list made and added to in one message keeps
// its whole name, and "את" is no part of an item.
func TestMakeAListAndAddToIt(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "תפתח רשימה חדשה בשם סרטים לראות ותוסיף לה את אינטרסטלר ואת הסנדק", op: memo.OpListAdd, name: "סרטים לראות", items: []string{"אינטרסטלר", "הסנדק"}},
		{text: "תפתח רשימה בשם סרטים ותכניס אליה את אינטרסטלר", op: memo.OpListAdd, name: "סרטים", items: []string{"אינטרסטלר"}},
		// "משחק" (a game) alone reads as an event with no time.
		{text: "תיצור רשימה בשם מתנות ותוסיף לה צעיף ומשחק", op: memo.OpListAdd, name: "מתנות", items: []string{"צעיף", "משחק"}},
		{text: "תפתחי רשימה חדשה בשם הרפתקאות ותוסיפי לה את טיול לצפון", op: memo.OpListAdd, name: "הרפתקאות", items: []string{"טיול לצפון"}},
		{text: "open a list named books and add Dune and Educated to it", op: memo.OpListAdd, name: "books", items: []string{"Dune", "Educated"}},
		{text: "תפתח רשימה חדשה בשם סרטים לראות עם אינטרסטלר והסנדק", op: memo.OpListCreate, name: "סרטים לראות", items: []string{"אינטרסטלר", "הסנדק"}},
		{text: "create a new list called movies to watch and add to it Interstellar and Heat", op: memo.OpListAdd, name: "movies to watch", items: []string{"Interstellar", "Heat"}},
		{text: "make a movies list and put Interstellar and Heat on it", op: memo.OpListAdd, name: "movies", items: []string{"Interstellar", "Heat"}},
	})
}

// TestListByPronoun: "from it", "off that list", "ממנה", "לה" right after
// a list turn are that list; with no list in view they are no task's name.
func TestListByPronoun(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, c := range []struct {
		text  string
		op    memo.Op
		items []string
	}{
		{"remove toothpaste from it", memo.OpListRemove, []string{"toothpaste"}},
		{"take toothpaste off it", memo.OpListRemove, []string{"toothpaste"}},
		{"remove eggs from that list", memo.OpListRemove, []string{"eggs"}},
		{"check soap off it", memo.OpListCheck, []string{"soap"}},
		{"add to it bread", memo.OpListAdd, []string{"bread"}},
		{"תמחק את החלב ממנה", memo.OpListRemove, []string{"החלב"}},
		{"תוריד ממנה את החלב", memo.OpListRemove, []string{"החלב"}},
		{"תוריד את החלב מהרשימה", memo.OpListRemove, []string{"החלב"}},
		{"תוסיף לה לחם", memo.OpListAdd, []string{"לחם"}},
		{"תוסיף אליה לחם", memo.OpListAdd, []string{"לחם"}},
	} {
		p := planLists(t, c.text, shopping, "shopping")
		s := p.Steps[0]
		if len(p.Steps) != 1 || s.Lists == nil || s.Operation != c.op || s.Lists.ListID != "l1" || !slices.Equal(s.Lists.Items, c.items) {
			t.Errorf("%q on the list in view: %+v; want %s %q on l1", c.text, p.Steps, c.op.Name(), c.items)
		}
		p = planLists(t, c.text, nil, "shopping")
		for _, s := range p.Steps {
			if s.Capability == memo.CapTasks || s.Operation == memo.OpListDelete {
				t.Errorf("%q with no list in view: %s; want no task and no list deleted", c.text, s.Operation)
			}
		}
	}
}

// TestDeleteTheListOfX: "delete the list of gifts" still deletes that list;
// "from" in what a delete names says items come off one.
func TestDeleteTheListOfX(t *testing.T) {
	p := planLists(t, "delete the list of gifts", nil, "gifts")
	if s := p.Steps[0]; s.Operation != memo.OpListDelete || s.Lists.Name != "gifts" {
		t.Errorf("delete the list of gifts: %+v; want the list deleted", p.Steps)
	}
	p = planLists(t, "remove eggs from that list", nil, "gifts")
	if s := p.Steps[0]; s.Operation == memo.OpListDelete {
		t.Errorf("remove eggs from that list: %+v; want no list deleted", p.Steps)
	}
}
