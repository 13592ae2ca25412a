package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestFirstListIsShopping: an addition to "the list", unnamed, before the
// user keeps any list starts the shopping list, named in the user's
// language; with a list kept it goes to that list, and a removal from
// "the list" with none kept still says there is none.
func TestFirstListIsShopping(t *testing.T) {
	for _, c := range []struct {
		text, name string
		items      int
	}{
		{"add eggs, milk to the list", "shopping", 2},
		{"תוסיפי לרשימה חלות, יין לקידוש, גבינה לבנה", "קניות", 3},
		{"לרשימת קניות דשן, חוט ברזל", "קניות", 2},
		{"תוסיף לרשימה קניות כוסמת, שמנת", "קניות", 2},
	} {
		f := newFixture(t)
		r := f.say(c.text)
		if r.Result == nil {
			t.Errorf("%q: no result; want a new list %q", c.text, c.name)
			continue
		}
		ls := r.Result.Lists()
		if r.Result.Operation != memo.OpListCreate || len(ls) != 1 || ls[0].Name != c.name || len(ls[0].Items) != c.items {
			t.Errorf("%q: %+v; want a new list %q with %d items", c.text, r.Result, c.name, c.items)
		}
	}
	f := newFixture(t)
	f.say("packing list: charger")
	if r := f.say("add socks, passport to the list"); r.Result == nil || r.Result.Operation != memo.OpListAdd || r.Result.Lists()[0].Name != "packing" {
		t.Errorf("with one list kept: %+v; want the items on it", r.Result)
	}
	f = newFixture(t)
	if r := f.say("remove eggs from the list"); r.Result != nil && r.Result.Operation == memo.OpListCreate {
		t.Errorf("a removal with no list made one: %+v", r.Result)
	}
	if r := f.say("לרשימה חלב"); r.Result != nil && r.Result.Operation == memo.OpListCreate {
		t.Errorf("one item after a bare list word, no verb, made a list: %+v", r.Result)
	}
}
