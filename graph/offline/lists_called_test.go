package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCreateCalledName: a new list's name is what follows "called",
// "named" or "בשם", up to "with"/"עם" or a colon; "me"/"לי" and the
// request before it are no part of it, and a closing "?" is no part of
// the last item.
func TestCreateCalledName(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "Could you make me a list called Christmas presents with: scarf for Jean, lego for Oliver, paint set for Mia?",
			op: memo.OpListCreate, name: "Christmas presents", items: []string{"scarf for Jean", "lego for Oliver", "paint set for Mia"}},
		{text: "create me a list named gift ideas with socks, a book",
			op: memo.OpListCreate, name: "gift ideas", items: []string{"socks", "a book"}},
		{text: "please make a new list called weekend chores - hoover, mow the lawn",
			op: memo.OpListCreate, name: "weekend chores", items: []string{"hoover", "mow the lawn"}},
		{text: "make me a packing list: socks, charger", op: memo.OpListCreate, name: "packing", items: []string{"socks", "charger"}},
		{text: "תכיני לי רשימה בשם מתנות לחנוכה עם: צעיף לסבתא, לגו לאורי",
			op: memo.OpListCreate, name: "מתנות לחנוכה", items: []string{"צעיף לסבתא", "לגו לאורי"}},
		{text: "תיצור לי רשימה בשם ספרים לקרוא: סאפיינס, 1984",
			op: memo.OpListCreate, name: "ספרים לקרוא", items: []string{"סאפיינס", "1984"}},
		{text: "תכיני רשימת קניות עם תה, חלב, לחם", op: memo.OpListCreate, name: "קניות", items: []string{"תה", "חלב", "לחם"}},
		// A wish for a list is a request to make it.
		{text: "I'd like a list called gifts with: scarf, gloves", op: memo.OpListCreate, name: "gifts", items: []string{"scarf", "gloves"}},
		{text: "I want a new shopping list with milk, eggs", op: memo.OpListCreate, name: "shopping", items: []string{"milk", "eggs"}},
		{text: "אני רוצה רשימה בשם מתנות עם צעיף, כפפות", op: memo.OpListCreate, name: "מתנות", items: []string{"צעיף", "כפפות"}},
		// A sentence before a colon names no list.
		{text: "I need a list: milk, eggs"},
	})
}

// TestOwnerAfterBareList: "שלי" after a list said by a bare name says
// whose it is and is no part of the first item or task.
func TestOwnerAfterBareList(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "תוסיף לקניות שלי חלב", op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "add milk to my shopping", op: memo.OpListAdd, name: "shopping", items: []string{"milk"}},
	})
	for _, text := range []string{"תוסיף למשימות שלי: לבדוק ביטוח, להתקשר לבנק", "add to my tasks: check the insurance, call the bank"} {
		p := plan(t, text)
		if len(p.Steps) != 1 || p.Steps[0].Tasks == nil || len(p.Steps[0].Tasks.Drafts) != 2 {
			t.Errorf("%q: %+v; want two tasks", text, p.Steps)
		}
	}
}

// TestAddCountedToTasks: an addition that counts its items before the
// to-do list ("three things", "שלושה דברים"), with or without a wish
// before it, adds each item as a task; to another list it adds items.
func TestAddCountedToTasks(t *testing.T) {
	cases := []struct {
		text  string
		tasks []string
	}{
		{"I'd like to add three things to my to do list: write Christmas cards, post the parcel to Canada, and book the chimney sweep.",
			[]string{"write Christmas cards", "post the parcel to Canada", "book the chimney sweep"}},
		{"add two things to my todo list: call the bank, renew the passport", []string{"call the bank", "renew the passport"}},
		{"I want to add to my to-do list: call the bank, renew the passport", []string{"call the bank", "renew the passport"}},
		{"אני רוצה להוסיף שלושה דברים לרשימת המשימות: לכתוב כרטיסים, לשלוח חבילה, להזמין מנקה ארובות",
			[]string{"לכתוב כרטיסים", "לשלוח חבילה", "להזמין מנקה ארובות"}},
		{"תוסיפי כמה דברים לרשימת המשימות שלי: לבדוק ביטוח, להתקשר לבנק", []string{"לבדוק ביטוח", "להתקשר לבנק"}},
	}
	for _, c := range cases {
		p := plan(t, c.text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate || p.Steps[0].Tasks == nil {
			t.Errorf("%q: %+v; want one task create", c.text, p.Steps)
			continue
		}
		var got []string
		for _, d := range p.Steps[0].Tasks.Drafts {
			got = append(got, d.Text)
		}
		if len(got) != len(c.tasks) {
			t.Errorf("%q: tasks %q; want %q", c.text, got, c.tasks)
			continue
		}
		for i := range got {
			if got[i] != c.tasks[i] {
				t.Errorf("%q: tasks %q; want %q", c.text, got, c.tasks)
				break
			}
		}
	}
	checkListCases(t, nil, []listCase{
		{text: "add three things to my shopping list: milk, eggs, bread", lists: []string{"shopping"},
			op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs", "bread"}},
		{text: "תוסיף שני דברים לרשימת הקניות: חלב, ביצים", lists: []string{"קניות"},
			op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "ביצים"}},
	})
}
