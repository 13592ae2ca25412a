package graph_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// listItems returns the items of the chat user's list name as "text" or
// "text✓" for a checked one; the test fails when there is no such list.
func (f *fixture) listItems(name string) []string {
	f.t.Helper()
	out := f.listOrNone(name)
	if out == nil {
		f.t.Fatalf("no list %q", name)
	}
	return out
}

// TestClearList: the checked items go, then the rest; a list already
// empty says so; undo brings the items back; "remove everything" said
// with only a list in view asks first, and "no" keeps every item.
func TestClearList(t *testing.T) {
	f := newFixture(t)
	f.say("add milk, eggs and bread to the shopping list")
	f.say("check milk and bread on the shopping list")
	r := f.say("remove the checked items from the shopping list")
	if got := strings.Join(f.listItems("shopping"), ","); got != "eggs" || !strings.Contains(r.Text, "2 checked items") {
		t.Fatalf("after removing the checked items: %q, reply %q; want eggs left, 2 removed", got, r.Text)
	}
	r = f.say("clear my shopping list")
	if got := f.listItems("shopping"); len(got) != 0 || !strings.Contains(r.Text, "Cleared") {
		t.Fatalf("after clearing: %q, reply %q", got, r.Text)
	}
	if r = f.say("clear my shopping list"); !strings.Contains(r.Text, "already empty") {
		t.Errorf("clearing an empty list: %q; want it said to be empty", r.Text)
	}
	f.say("add tent, lamp and rope to the packing list")
	f.say("clear the packing list")
	f.say("undo")
	if got := strings.Join(f.listItems("packing"), ","); got != "tent,lamp,rope" {
		t.Errorf("after undo: %q; want tent,lamp,rope", got)
	}
	f.say("check everything on the packing list")
	if got := strings.Join(f.listItems("packing"), ","); got != "tent✓,lamp✓,rope✓" {
		t.Errorf("after checking everything: %q", got)
	}
	f.say("uncheck all on the packing list")
	if got := strings.Join(f.listItems("packing"), ","); got != "tent,lamp,rope" {
		t.Errorf("after unchecking all: %q", got)
	}
	f.say("show the packing list")
	q := f.say("remove everything")
	if q.Pending == nil || q.Pending.Kind != memo.PendingConfirm || len(q.Pending.Options) != 3 {
		t.Fatalf("remove everything with the list in view: %+v; want a confirmation of 3 items", q)
	}
	f.say("no")
	if got := strings.Join(f.listItems("packing"), ","); got != "tent,lamp,rope" {
		t.Errorf("after no: %q; want every item kept", got)
	}
	f.say("remove everything")
	f.say("yes")
	if got := f.listItems("packing"); len(got) != 0 {
		t.Errorf("after yes: %q; want the list empty", got)
	}
	if got := f.listItems("shopping"); len(got) != 0 {
		t.Errorf("shopping: %q; the other list is untouched and still empty", got)
	}
	// "clear the list" after a task listing: the list in view is not
	// surely the one meant, so it is asked.
	f.say("add tent and lamp to the packing list")
	f.say("show my tasks")
	if q := f.say("clear the list"); q.Pending == nil || q.Pending.Kind != memo.PendingConfirm {
		t.Fatalf("clear the list, no list named: %+v; want a confirmation", q)
	}
	f.say("no")
	if got := strings.Join(f.listItems("packing"), ","); got != "tent,lamp" {
		t.Errorf("after no: %q; want every item kept", got)
	}
}
