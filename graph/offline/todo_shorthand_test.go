package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestTodoShorthand: "todo call the bank", "TODO - renew passport",
// "todo לסדר את המחסן", "טודו: …" are a task with that text; "todo list"
// is the tasks shown, and "todo" alone or "todo lists" no task. "b4" is
// "before" only before a word of time ("b4 jan", not "b4 paper").
func TestTodoShorthand(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"todo call the bank about the card fee", "call the bank about the card fee", time.Time{}},
		{"to do: buy stamps", "buy stamps", time.Time{}},
		{"TODO - renew passport", "renew passport", time.Time{}},
		{"to-do pick up the kids", "pick up the kids", time.Time{}},
		{"todo listen to the podcast", "listen to the podcast", time.Time{}},
		{"todo call mom tomorrow at 5", "call mom", *at(21, 17, 0)},
		{"todo לסדר את המחסן", "לסדר את המחסן", time.Time{}},
		{"to do לשלוח קורות חיים לגוגל", "לשלוח קורות חיים לגוגל", time.Time{}},
		{"טודו: לסדר את המחסן", "לסדר את המחסן", time.Time{}},
		{"משימה: לסדר את המחסן", "לסדר את המחסן", time.Time{}},
		{"משימה חדשה - לסדר את המחסן", "לסדר את המחסן", time.Time{}},
		{"todo לסדר את המחסן מחר", "לסדר את המחסן", *at(21, 9, 0)},
		// "to do" apart before a dash, and "b4" texted for "before" a
		// month, read as "before january" is: the last day before it.
		{"to do - call the bank", "call the bank", time.Time{}},
		{"todo: renew passport b4 jan", "renew passport", time.Date(2026, 12, 31, 9, 0, 0, 0, jerusalem)},
		{"to do – renew passport b4 january", "renew passport", time.Date(2026, 12, 31, 9, 0, 0, 0, jerusalem)},
		{"משימה: לחדש דרכון", "לחדש דרכון", time.Time{}},
		{"משימה: לחדש דרכון לפני ינואר", "לחדש דרכון", time.Date(2026, 12, 31, 9, 0, 0, 0, jerusalem)},
		{"add a task: buy b4 paper", "buy b4 paper", time.Time{}},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, tt.due)
	}
	if s := plan(t, "todo list").Steps[0]; s.Operation != memo.OpTaskGetAll {
		t.Errorf("todo list: %s.%s; want the tasks shown", s.Capability, s.Operation)
	}
	for _, text := range []string{"todo", "todo lists", "nothing to do - lol", "to do -"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want no task", text, s.Tasks)
		}
	}
}
