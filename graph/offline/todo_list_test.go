package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestTodoListShowsTasks: the to-do list asked for by that name shows the
// tasks; a user who has a list called so is shown that list, and a list
// of another name stays a list.
func TestTodoListShowsTasks(t *testing.T) {
	asks := []string{
		"show me my to do list", "my todo list", "the to-do list", "can you show me the todo list?",
		"whats on my to-do list", "open my task list", "what's on the to do list",
		"רשימת המשימות שלי", "מה ברשימת המטלות", "תראה לי את רשימת המשימות", "מה יש ברשימת המשימות שלי",
		"תפתחי את רשימת המטלות", "תראי לי את רשימת המטלות שלי",
		"what's on my to do list now", "show me my task list right now", "ומה יש ברשימת המשימות שלי עכשיו?", "מה יש ברשימת המטלות כרגע",
	}
	for _, text := range asks {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpTaskGetAll {
			t.Errorf("%q: %s.%s %+v; want the tasks shown", text, s.Capability, s.Operation, s.Lists)
		}
	}
	for _, tt := range []struct{ text, list string }{
		{"show me my to do list", "to do"}, {"my todo list", "todo"},
		{"רשימת המשימות שלי", "משימות"}, {"מה ברשימת המטלות", "מטלות"},
	} {
		if s := plan(t, tt.text, tt.list).Steps[0]; s.Capability != memo.CapLists {
			t.Errorf("%q with a list %q: %s.%s; want that list", tt.text, tt.list, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"show me my shopping list", "מה ברשימת הקניות", "רשימת המשימות שלי: לקנות חלב, לתקן אופניים", "what's on my shopping list now"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskGetAll {
			t.Errorf("%q: planned the tasks shown", text)
		}
	}
}
