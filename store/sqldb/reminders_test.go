package sqldb_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/sqldb"
)

var _ reminder.Store = (*sqldb.DB)(nil)

// create stores a task for the user and fails the test on error.
func create(t *testing.T, db *sqldb.DB, user string, d memo.TaskDraft) memo.Task {
	t.Helper()
	task, err := db.CreateTask(t.Context(), user, "", d)
	if err != nil {
		t.Fatalf("CreateTask(%q): %v", d.Text, err)
	}
	return task
}

// mustUpdate changes u1's task id, failing the test on error.
func mustUpdate(t *testing.T, db *sqldb.DB, id string, u memo.TaskUpdate) {
	t.Helper()
	_, err := db.UpdateTask(t.Context(), "u1", id, u)
	must(t, err)
}

// dueTexts returns the task texts of ds, in order.
func dueTexts(ds []memo.DueReminder) []string {
	return pluck(ds, func(d memo.DueReminder) string { return d.Task.Text })
}

// advances moves each of due on to its next fire time, as the scheduler
// does once it sent them.
func advances(due []memo.DueReminder) []reminder.Advance {
	out := make([]reminder.Advance, len(due))
	for i, d := range due {
		out[i].Key = d.Key()
		if next, ok := reminder.Next(d.Task.Reminder(), d.FireAt); ok {
			out[i].Next = &next
		}
	}
	return out
}

func TestDueReminders(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t, "u2")
		create(t, db, "u1", memo.TaskDraft{Text: "at 3", DueDate: at(3)})
		create(t, db, "u1", memo.TaskDraft{Text: "at 2", DueDate: at(2)})
		create(t, db, "u2", memo.TaskDraft{Text: "theirs at 1", DueDate: at(1)})
		create(t, db, "u1", memo.TaskDraft{Text: "at 2 again", DueDate: at(2)})
		create(t, db, "u1", memo.TaskDraft{Text: "at 4", DueDate: at(4)})
		create(t, db, "u1", memo.TaskDraft{Text: "undated"})
		done := create(t, db, "u1", memo.TaskDraft{Text: "done at 1", DueDate: at(1)})
		mustUpdate(t, db, done.ID, memo.TaskUpdate{Completed: ptr(true)})
		// A completed row that still has a fire time (written by an older
		// version, say) is not due either.
		forced := create(t, db, "u1", memo.TaskDraft{Text: "forced", DueDate: at(1)})
		_, err := raw(db).ExecContext(ctx, `UPDATE tasks SET completed = true WHERE id = ?`, forced.ID)
		must(t, err)

		tests := []struct {
			name  string
			now   *time.Time
			limit int
			want  []string
		}{
			{"earliest first, ties in creation order, now included", at(3), 10, []string{"theirs at 1", "at 2", "at 2 again", "at 3"}},
			{"limit", at(3), 2, []string{"theirs at 1", "at 2"}},
			{"nothing due yet", at(0), 10, []string{}},
			{"zero limit", at(9), 0, []string{}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				got, err := db.DueReminders(ctx, *tt.now, tt.limit)
				must(t, err)
				if !slices.Equal(dueTexts(got), tt.want) {
					t.Errorf("DueReminders = %q, want %q", dueTexts(got), tt.want)
				}
			})
		}

		got, err := db.DueReminders(ctx, *at(2), 10)
		if err != nil || len(got) != 3 {
			t.Fatalf("DueReminders = %v, %v", got, err)
		}
		first := got[0]
		if first.UserID != "u2" || !first.FireAt.Equal(*at(1)) || first.FireAt.Location() != time.UTC {
			t.Errorf("first due = user %q at %v; want u2 at %v in UTC", first.UserID, first.FireAt, at(1))
		}
		if first.Key() != (memo.DeliveryKey{TaskID: first.Task.ID, FireAt: first.FireAt}) {
			t.Errorf("Key() = %+v", first.Key())
		}
		stored, err := db.FindTasks(ctx, "u2", memo.TaskFilter{})
		if err != nil || len(stored) != 1 {
			t.Fatal(stored, err)
		}
		sameJSON(t, "due task", first.Task, stored[0])
	})
}

func TestDeliveries(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		k1 := memo.DeliveryKey{TaskID: "t_1", FireAt: *at(1)}
		k2 := memo.DeliveryKey{TaskID: "t_1", FireAt: *at(2)}
		k3 := memo.DeliveryKey{TaskID: "t_3", FireAt: *at(1)}
		if got, err := db.Delivered(ctx, []memo.DeliveryKey{k1}); err != nil || len(got) != 0 {
			t.Fatalf("Delivered before any record = %v, %v", got, err)
		}
		err := db.RecordDeliveries(ctx, []memo.Delivery{
			{DeliveryKey: k1, UserID: "u1", Text: "a", Status: memo.DeliverySent, MessageID: "m1"},
			{DeliveryKey: k2, UserID: "u1", Text: "a", Status: memo.DeliverySkipped},
		})
		must(t, err)
		// The same instant read in another zone is the same key.
		k1Local := memo.DeliveryKey{TaskID: k1.TaskID, FireAt: k1.FireAt.In(time.FixedZone("X", -5*3600))}
		got, err := db.Delivered(ctx, []memo.DeliveryKey{k1Local, k2, k3})
		must(t, err)
		if !got[k1Local] || !got[k2] || got[k3] || len(got) != 2 {
			t.Errorf("Delivered = %v; want k1 and k2 only", got)
		}

		// A key recorded before is left as it is.
		if err := db.RecordDeliveries(ctx, []memo.Delivery{
			{DeliveryKey: k1, UserID: "u1", Text: "a", Status: memo.DeliveryLate, MessageID: "m2"},
			{DeliveryKey: k3, UserID: "u1", Text: "c", Status: memo.DeliveryLate},
		}); err != nil {
			t.Fatal(err)
		}
		var status, msg string
		var handled int64
		if err := raw(db).QueryRowContext(ctx, `SELECT status, message_id, handled_at FROM reminder_deliveries WHERE task_id = ? AND fire_at = ?`,
			k1.TaskID, k1.FireAt.Unix()).Scan(&status, &msg, &handled); err != nil {
			t.Fatal(err)
		}
		if status != "sent" || msg != "m1" || handled != start().Unix() {
			t.Errorf("k1 after a second record: %s %s %d; want the first record, handled at the clock's now", status, msg, handled)
		}
		if got, _ := db.Delivered(ctx, []memo.DeliveryKey{k3}); !got[k3] {
			t.Errorf("k3 not recorded with the batch")
		}

		// A bad delivery rejects the whole batch.
		k4 := memo.DeliveryKey{TaskID: "t_4", FireAt: *at(1)}
		for _, bad := range []memo.Delivery{
			{DeliveryKey: memo.DeliveryKey{FireAt: *at(1)}, Status: memo.DeliverySent},
			{DeliveryKey: k4, Status: "lost"},
		} {
			err := db.RecordDeliveries(ctx, []memo.Delivery{{DeliveryKey: k4, Status: memo.DeliverySent}, bad})
			wantCode(t, fmt.Sprintf("bad delivery %+v", bad), err, memo.EInvalid)
		}
		if got, _ := db.Delivered(ctx, []memo.DeliveryKey{k4}); got[k4] {
			t.Errorf("a rejected batch was stored in part")
		}
	})
}

// TestDeliveredManyKeys looks up more keys than one batch of bound values.
func TestDeliveredManyKeys(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		var (
			ds   []memo.Delivery
			keys []memo.DeliveryKey
		)
		for i := range 1203 {
			k := memo.DeliveryKey{TaskID: fmt.Sprintf("t_%d", i), FireAt: start().Add(time.Duration(i) * time.Minute)}
			keys = append(keys, k)
			if i%3 != 0 {
				ds = append(ds, memo.Delivery{DeliveryKey: k, UserID: "u1", Status: memo.DeliverySent})
			}
		}
		must(t, db.RecordDeliveries(ctx, ds))
		got, err := db.Delivered(ctx, keys)
		must(t, err)
		if len(got) != len(ds) {
			t.Errorf("Delivered found %d of %d keys, want %d", len(got), len(keys), len(ds))
		}
		for i, k := range keys {
			if got[k] != (i%3 != 0) {
				t.Fatalf("Delivered[%d] = %v", i, got[k])
			}
		}
	})
}

func TestAdvanceReminders(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		once := create(t, db, "u1", memo.TaskDraft{Text: "once", DueDate: at(1)})
		nudge := create(t, db, "u1", memo.TaskDraft{Text: "nudge",
			Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}})
		edited := create(t, db, "u1", memo.TaskDraft{Text: "edited", DueDate: at(2)})
		deleted := create(t, db, "u1", memo.TaskDraft{Text: "deleted", DueDate: at(2)})

		due, err := db.DueReminders(ctx, *at(2), 10)
		if err != nil || len(due) != 4 {
			t.Fatalf("DueReminders = %q, %v", dueTexts(due), err)
		}
		// Between the read and the advance the user moves one task and
		// deletes another.
		mustUpdate(t, db, edited.ID, memo.TaskUpdate{DueDate: ptr(at(4))})
		_, err = db.DeleteTasks(ctx, "u1", []string{deleted.ID})
		must(t, err)
		for range 2 { // a replay changes nothing
			must(t, db.AdvanceReminders(ctx, advances(due)))
		}
		nudgeFirst := start().Truncate(time.Second).Add(10 * time.Minute)
		tests := []struct {
			task  memo.Task
			next  *time.Time
			count int
		}{
			{once, nil, 1},
			{nudge, ptr(nudgeFirst.Add(10 * time.Minute)), 1},
			{edited, at(4), 0}, // not clobbered by the stale advance
		}
		for _, tt := range tests {
			got, err := db.FindTasks(ctx, "u1", memo.TaskFilter{IDs: []string{tt.task.ID}})
			if err != nil || len(got) != 1 {
				t.Fatalf("FindTasks(%s) = %v, %v", tt.task.Text, got, err)
			}
			wantNext(t, tt.task.Text, got[0], tt.next, tt.count)
		}
		if err := db.AdvanceReminders(ctx, nil); err != nil {
			t.Errorf("AdvanceReminders(nil) = %v", err)
		}
	})
}

func TestSkippedAndDigested(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		key := func(id string, h int) memo.DeliveryKey { return memo.DeliveryKey{TaskID: id, FireAt: *at(h)} }
		skipped := func(k memo.DeliveryKey, user string) memo.Delivery {
			return memo.Delivery{DeliveryKey: k, UserID: user, Text: "text " + k.TaskID, Status: memo.DeliverySkipped}
		}
		sent := memo.Delivery{DeliveryKey: key("t_sent", 0), UserID: "u1", Text: "sent", Status: memo.DeliverySent, MessageID: "m1"}
		if err := db.RecordDeliveries(ctx, []memo.Delivery{
			skipped(key("t_b", 2), "u1"), skipped(key("t_a", 1), "u1"), sent, skipped(key("t_c", 1), "u2"),
			skipped(key("t_a", 3), "u1"),
		}); err != nil {
			t.Fatal(err)
		}
		ids := func(ds []memo.Delivery) []string {
			return pluck(ds, func(d memo.Delivery) string { return fmt.Sprintf("%s@%d", d.TaskID, d.FireAt.Sub(*at(0))/time.Hour) })
		}
		got, err := db.SkippedReminders(ctx, "u1")
		must(t, err)
		if want := []string{"t_a@1", "t_b@2", "t_a@3"}; !slices.Equal(ids(got), want) {
			t.Errorf("SkippedReminders = %v, want %v oldest first", ids(got), want)
		}
		sameJSON(t, "skipped round trip", got[0], memo.Delivery{DeliveryKey: memo.DeliveryKey{TaskID: "t_a", FireAt: at(1).UTC()},
			UserID: "u1", Text: "text t_a", Status: memo.DeliverySkipped})

		digestAt := at(5).UTC()
		must(t, db.MarkDigested(ctx, []memo.DeliveryKey{key("t_a", 1), key("t_b", 2), sent.DeliveryKey}, digestAt))
		if got, _ := db.SkippedReminders(ctx, "u1"); !slices.Equal(ids(got), []string{"t_a@3"}) {
			t.Errorf("after MarkDigested: %v, want [t_a@3]", ids(got))
		}
		if got, _ := db.SkippedReminders(ctx, "u2"); !slices.Equal(ids(got), []string{"t_c@1"}) {
			t.Errorf("another user's skipped reminders: %v", ids(got))
		}
		// Marking again does not move the time, and a sent reminder is never
		// marked.
		must(t, db.MarkDigested(ctx, []memo.DeliveryKey{key("t_a", 1)}, digestAt.Add(time.Hour)))
		if n := count(t, db, `SELECT count(*) FROM reminder_deliveries WHERE digested_at = ?`, digestAt.Unix()); n != 2 {
			t.Errorf("%d rows digested at the first time, want 2", n)
		}
		if got, err := db.SkippedReminders(ctx, "nobody"); err != nil || got == nil || len(got) != 0 {
			t.Errorf("SkippedReminders(nobody) = %#v, %v; want an empty slice", got, err)
		}
	})
}

// TestDueRemindersQueryPlans checks that the due queries read their table
// through its partial index: on SQLite a search of it, no scan of the
// table and no sort.
func TestDueRemindersQueryPlans(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		// Fill the tables and gather statistics, so the planner weighs real
		// numbers: most tasks are dated, a few are due.
		now := start().Unix()
		for i := range 2000 {
			if _, err := raw(db).ExecContext(ctx, `INSERT INTO users (id, created_at, next_digest_at) VALUES (?, ?, ?)`,
				fmt.Sprintf("p%d", i), now, now+int64(i)*60-600); err != nil {
				t.Fatal(err)
			}
			if _, err := raw(db).ExecContext(ctx, `INSERT INTO tasks (id, user_id, text, created_at, next_fire_at) VALUES (?, ?, 'x', ?, ?)`,
				fmt.Sprintf("t_%d", i), fmt.Sprintf("p%d", i%50), now, now+int64(i)*60-600); err != nil {
				t.Fatal(err)
			}
		}
		for _, stats := range []bool{false, true} {
			if stats {
				_, err := db.SQL().ExecContext(ctx, "ANALYZE")
				must(t, err)
			}
			for _, q := range []struct{ query, index, table string }{
				{sqldb.DueRemindersQuery, "tasks_next_fire", "tasks"},
				{sqldb.DueDigestsQuery, "users_next_digest", "users"},
			} {
				p := plan(t, db, q.query, now, 100)
				ok := strings.Contains(p, q.index)
				if on.name == "sqlite" {
					scan := regexp.MustCompile(`(?m)^SCAN ` + q.table + `( |$)`)
					ok = strings.Contains(p, "SEARCH "+q.table+" USING INDEX "+q.index+" ") &&
						!scan.MatchString(p) && !strings.Contains(p, "TEMP B-TREE")
				}
				if !ok {
					t.Errorf("analyzed %v: plan of the due %s query:\n%s\nwant a search of %s only", stats, q.table, p, q.index)
				}
			}
		}
		due, err := db.DueReminders(ctx, time.Unix(now, 0), 100)
		if err != nil || len(due) != 11 {
			t.Errorf("DueReminders found %d, %v; want the 11 rows up to now", len(due), err)
		}
	})
}

// TestEveryOtherWeekFiresOnItsWeeks: a reminder every other Monday is
// anchored at its first Monday when it is created, fires then, moves on
// two weeks, keeps its fortnights when its hour changes; one on the last
// Friday of the month fires on it. Times are Jerusalem's.
func TestEveryOtherWeekFiresOnItsWeeks(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t) // Thursday 14 March 2030, 11:30 in Jerusalem
		jlm, _ := time.LoadLocation("Asia/Jerusalem")
		local := func(s string) time.Time {
			t.Helper()
			v, err := time.ParseInLocation("2006-01-02 15:04", s, jlm)
			must(t, err)
			return v
		}
		fortnight := create(t, db, "u1", memo.TaskDraft{Text: "pay the cleaner",
			Recurrence: &memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{1}, Every: 2}})
		if r := fortnight.Recurrence; r.Start != "2030-03-18" || r.TimeZone != "Asia/Jerusalem" {
			t.Fatalf("stored %+v, want it anchored at Monday 18 March in the user's zone", *r)
		}
		lastFriday := create(t, db, "u1", memo.TaskDraft{Text: "send the report",
			Recurrence: &memo.Recurrence{Type: memo.RecurMonthly, Time: "16:00", Days: []int{5}, Week: -1}})
		for _, c := range []struct {
			task memo.Task
			want string
		}{{fortnight, "2030-03-18 09:00"}, {lastFriday, "2030-03-29 16:00"}} {
			if c.task.NextReminder == nil || !c.task.NextReminder.Equal(local(c.want)) {
				t.Errorf("%s: next reminder %v, want %s", c.task.Text, c.task.NextReminder, c.want)
			}
		}

		fire := func(at string) []memo.DueReminder {
			t.Helper()
			due, err := db.DueReminders(ctx, local(at), 10)
			must(t, err)
			must(t, db.AdvanceReminders(ctx, advances(due)))
			return due
		}
		if due := fire("2030-03-18 09:00"); len(due) != 1 || due[0].Task.ID != fortnight.ID {
			t.Fatalf("Monday the 18th: due %q", dueTexts(due))
		}
		if due := fire("2030-03-25 09:00"); len(due) != 0 {
			t.Fatalf("the Monday between: due %q", dueTexts(due))
		}
		// Its hour changes in the week between; its fortnights do not.
		clock.Set(local("2030-03-26 12:00"))
		moved := memo.Recurrence{Type: memo.RecurWeekly, Time: "08:30", Days: []int{1}, Every: 2, Start: "2030-03-18", TimeZone: "Asia/Jerusalem"}
		pm := &moved
		mustUpdate(t, db, fortnight.ID, memo.TaskUpdate{Recurrence: &pm})
		if due := fire("2030-03-29 16:00"); len(due) != 1 || due[0].Task.ID != lastFriday.ID {
			t.Fatalf("the last Friday: due %q", dueTexts(due))
		}
		tasks, err := db.FindTasks(ctx, "u1", memo.TaskFilter{IDs: []string{fortnight.ID, lastFriday.ID}})
		if err != nil || len(tasks) != 2 {
			t.Fatalf("FindTasks: %v %v", tasks, err)
		}
		want := map[string]string{fortnight.ID: "2030-04-01 08:30", lastFriday.ID: "2030-04-26 16:00"}
		for _, task := range tasks {
			if task.NextReminder == nil || !task.NextReminder.Equal(local(want[task.ID])) {
				t.Errorf("%s: next %v, want %s", task.Text, task.NextReminder, want[task.ID])
			}
		}
	})
}
