package graph_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestDeleteNamesATaskAndAnItem: "delete charger" when "charger" is on a
// list and a reminder matches it asks which, and the answer removes the
// item, deletes the task, or both; with no task it is the item; an item
// that is not the name word for word asks nothing.
func TestDeleteNamesATaskAndAnItem(t *testing.T) {
	for _, c := range []struct {
		name, answer string
		tasks, items string // what is left after the answer
	}{
		{"the item", "2", "buy a charger", "milk"},
		{"the task", "1", "", "charger, milk"},
		{"both", "both", "", "milk"},
		{"both by number", "1,2", "", "milk"},
		{"cancel", "cancel", "buy a charger", "charger, milk"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
			say(t, r, "add charger and milk to my shopping list")
			say(t, r, "remind me to buy a charger tomorrow at 10")
			q := say(t, r, "delete charger")
			if q.Pending == nil || q.Pending.Reason != memo.ReasonWhichKind || len(q.Pending.Options) != 2 ||
				!strings.Contains(q.Text, "shopping") || !strings.Contains(q.Text, "buy a charger") {
				t.Fatalf("delete charger: %+v; want a question of which", q)
			}
			say(t, r, c.answer)
			if got := left(t, db); got != c.tasks+" | "+c.items {
				t.Errorf("after %q: %s; want %s | %s", c.answer, got, c.tasks, c.items)
			}
		})
	}
	t.Run("no task", func(t *testing.T) {
		r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
		say(t, r, "add charger and milk to my shopping list")
		say(t, r, "remind me to call mom tomorrow at 10")
		if out := say(t, r, "delete charger"); !out.Success || out.Pending != nil {
			t.Fatalf("delete charger with no such task: %+v", out)
		}
		if got := left(t, db); got != "call mom | milk" {
			t.Errorf("after delete charger: %s; want the item gone", got)
		}
	})
	t.Run("not the item's name", func(t *testing.T) {
		r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
		say(t, r, "add phone charger to my shopping list")
		say(t, r, "remind me to buy a charger tomorrow at 10")
		if out := say(t, r, "delete charger"); !out.Success || out.Pending != nil {
			t.Fatalf("delete charger: %+v; the item is not called so", out)
		}
		if got := left(t, db); got != " | phone charger" {
			t.Errorf("after delete charger: %s", got)
		}
	})
	t.Run("hebrew", func(t *testing.T) {
		r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
		say(t, r, "תוסיף מטען וחלב לרשימת קניות")
		say(t, r, "תזכיר לי לקנות מטען מחר ב-10")
		q := say(t, r, "תמחק מטען")
		if q.Pending == nil || q.Pending.Reason != memo.ReasonWhichKind || !strings.Contains(q.Text, "ברשימה") {
			t.Fatalf("תמחק מטען: %+v; want a question of which", q)
		}
		say(t, r, "כולם")
		if got := left(t, db); got != " | חלב" {
			t.Errorf("after כולם: %s", got)
		}
	})
}

// left is the open tasks' texts and the unchecked items of every list.
func left(t *testing.T, db interface {
	memo.TaskService
	memo.ListService
}) string {
	t.Helper()
	tasks, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	lists, err := db.FindLists(t.Context(), "chat")
	if err != nil {
		t.Fatal(err)
	}
	var ts, is []string
	for _, task := range tasks {
		ts = append(ts, task.Text)
	}
	for _, l := range lists {
		for _, it := range l.Items {
			is = append(is, it.Text)
		}
	}
	slices.Sort(ts)
	slices.Sort(is)
	return strings.Join(ts, ", ") + " | " + strings.Join(is, ", ")
}
