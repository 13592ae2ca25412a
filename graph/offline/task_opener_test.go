package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestTaskWithDeadline: a task said with "task" before its deed, with or
// without a mark, and a deadline ("before jan 30", "before weekend", "עד
// סוף החודש", "לפני ה-25 בינואר") is the task due the day before the day
// named (by it, with "by"/"עד"), the word "task" not in its title and no
// "ב" of "לפני ה-" left in it. Near misses: "task list", "task done".
func TestTaskWithDeadline(t *testing.T) {
	checkTasks(t, []taskRow{
		{"task renew BLS before jan 30", "renew BLS", at(29, 9, 0)},
		{"task get the ute WOF sorted before end of the month", "get the ute WOF sorted", at(30, 9, 0)},
		{"Task: restock MTN and Glo recharge cards before weekend", "restock MTN and Glo recharge cards", at(23, 9, 0)},
		{"task restock the recharge cards by weekend", "restock the recharge cards", at(24, 9, 0)},
		{"משימה: לחדש דרכון עד סוף החודש", "לחדש דרכון", at(31, 9, 0)},
		{"משימה לחדש דרכון לפני ה-25 בינואר", "לחדש דרכון", at(24, 9, 0)},
		{"משימה: לחדש דרכון לפני ה25 לחודש", "לחדש דרכון", at(24, 9, 0)},
	})
	for text, op := range map[string]memo.Op{"task list": memo.OpTaskGetAll, "task done": memo.OpTaskComplete} {
		if s := plan(t, text).Steps[0]; s.Operation != op {
			t.Errorf("%q: %s; want %s", text, s.Operation, op)
		}
	}
}
