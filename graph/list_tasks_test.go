package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestListQuestionWithOnlyTasks: "what's on the list?" from a user who
// keeps no list but wrote a to-do list of tasks shows those tasks; with a
// list kept it is that list, and with neither it says there is none: the
// listing of no lists, nothing changed.
func TestListQuestionWithOnlyTasks(t *testing.T) {
	for _, c := range []struct{ add, ask string }{
		{"add to my todo: fix the bike, call the plumber", "what's on the list?"},
		{"תרשום לי ברשימת todo: לעדכן את הג'ירה, להכין מצגת", "מה ברשימה?"},
	} {
		f := newFixture(t)
		f.say(c.add)
		r := f.say(c.ask)
		if r.Result == nil || r.Result.Operation != memo.OpTaskGetAll || len(r.Result.Tasks()) != 2 {
			t.Errorf("%q after %q: %+v; want the two tasks", c.ask, c.add, r)
		}
	}
	f := newFixture(t)
	if r := f.say("what's on my list?"); r.Result == nil || r.Result.Operation != memo.OpListGetAll || len(r.Result.Lists()) != 0 {
		t.Errorf("with nothing kept: %+v; want no lists", r)
	}
	if r := newFixture(t).say("תראה לי את הרשימה"); r.Result == nil || r.Result.Operation != memo.OpListGetAll || len(r.Result.Lists()) != 0 {
		t.Errorf("with nothing kept, in Hebrew: %+v; want no lists", r)
	}
	f.say("shopping list: milk, eggs")
	f.say("remind me tomorrow at 9 to call mom")
	if r := f.say("what's on the list?"); r.Result == nil || r.Result.Operation != memo.OpListGet {
		t.Errorf("with a list kept: %+v; want the list", r)
	}
}
