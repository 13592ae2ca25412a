package sqldb_test

import (
	"slices"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// TestSkippedDayKept: a day a series leaves out is kept with its
// recurrence, the next reminder passes over it, and setting the
// recurrence back (an undo) brings that day's reminder back.
func TestSkippedDayKept(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		jlm, _ := time.LoadLocation("Asia/Jerusalem")
		rec := &memo.Recurrence{Type: memo.RecurWeekly, Time: "18:00", Days: []int{5}}
		task := create(t, db, "u1", memo.TaskDraft{Text: "gym", Recurrence: rec})
		friday := time.Date(2030, time.March, 15, 18, 0, 0, 0, jlm)
		if n := task.NextReminder; n == nil || !n.Equal(friday) {
			t.Fatalf("next = %v; want %v", n, friday)
		}
		skipped := task.Recurrence.WithSkip("2030-03-15")
		p := &skipped
		got, err := db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{Recurrence: &p})
		must(t, err)
		if n := got.NextReminder; n == nil || !n.Equal(friday.AddDate(0, 0, 7)) {
			t.Errorf("next after the skip = %v; want %v", n, friday.AddDate(0, 0, 7))
		}
		found, err := db.FindTasks(ctx, "u1", memo.TaskFilter{IDs: []string{task.ID}})
		must(t, err)
		if len(found) != 1 || found[0].Recurrence == nil || !slices.Equal(found[0].Recurrence.Skip, []string{"2030-03-15"}) {
			t.Fatalf("found = %+v; want the skipped day kept", found)
		}
		back := task.Recurrence
		got, err = db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{Recurrence: &back})
		must(t, err)
		if n := got.NextReminder; n == nil || !n.Equal(friday) || len(got.Recurrence.Skip) != 0 {
			t.Errorf("next after setting it back = %v (skip %v); want %v", n, got.Recurrence.Skip, friday)
		}
	})
}
