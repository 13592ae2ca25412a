package sqldb_test

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// at returns start plus h hours, in a zone other than UTC.
func at(h int) *time.Time {
	t := start().Truncate(time.Second).Add(time.Duration(h) * time.Hour).In(time.FixedZone("IST", 2*3600))
	return &t
}

// texts returns the texts of ts, in order.
func texts(ts []memo.Task) []string { return pluck(ts, func(t memo.Task) string { return t.Text }) }

func TestCreateTaskRoundTrip(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		draft := memo.TaskDraft{
			Text: "  call mom ", Category: "family", DueDate: at(3),
			Recurrence: &memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{0, 2}, TimeZone: "Asia/Jerusalem"},
		}
		created := create(t, db, "u1", draft)
		if len(created.ID) != 12 || created.ID[:2] != "t_" {
			t.Errorf("id %q, want t_ and ten characters", created.ID)
		}
		if created.Text != "call mom" || created.Category != "family" || created.Completed {
			t.Errorf("created = %+v", created)
		}
		if created.DueDate == nil || !created.DueDate.Equal(*draft.DueDate) || created.DueDate.Location() != time.UTC {
			t.Errorf("due = %v, want %v in UTC", created.DueDate, draft.DueDate)
		}
		if !created.CreatedAt.Equal(start().Truncate(time.Second)) || created.CreatedAt.Location() != time.UTC {
			t.Errorf("created at = %v, want the clock's second in UTC", created.CreatedAt)
		}
		if r := created.Recurrence; r == nil || r.Type != memo.RecurWeekly || !slices.Equal(r.Days, []int{0, 2}) || r.TimeZone != "Asia/Jerusalem" {
			t.Errorf("recurrence = %+v", r)
		}
		found, err := db.FindTasks(ctx, "u1", memo.TaskFilter{})
		if err != nil || len(found) != 1 {
			t.Fatalf("FindTasks = %v, %v", found, err)
		}
		sameJSON(t, "found", found[0], created)
	})
}

func TestCreateTaskIdempotent(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t, "u2")
		first, err := db.CreateTask(ctx, "u1", "turn-1:s1", memo.TaskDraft{Text: "buy milk"})
		must(t, err)
		again, err := db.CreateTask(ctx, "u1", "turn-1:s1", memo.TaskDraft{Text: "something else"})
		if err != nil || again.ID != first.ID || again.Text != "buy milk" {
			t.Fatalf("second create with the key = %+v, %v; want the first task %+v", again, err, first)
		}
		other, err := db.CreateTask(ctx, "u2", "turn-1:s1", memo.TaskDraft{Text: "buy milk"})
		if err != nil || other.ID == first.ID {
			t.Fatalf("another user's create with the same key = %+v, %v; want a new task", other, err)
		}
		for range 2 {
			create(t, db, "u1", memo.TaskDraft{Text: "no key"})
		}
		all, _ := db.FindTasks(ctx, "u1", memo.TaskFilter{})
		if got := texts(all); !slices.Equal(got, []string{"buy milk", "no key", "no key"}) {
			t.Errorf("u1 tasks = %q; want one keyed task and two unkeyed", got)
		}
	})
}

func TestFindTasksOrderAndFilters(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t, "u2")
		ids := map[string]string{}
		for _, d := range []memo.TaskDraft{
			{Text: "d3", DueDate: at(3)},
			{Text: "undated A", Category: "Work"},
			{Text: "d1", DueDate: at(1), Category: "work"},
			{Text: "undated B"},
			{Text: "d2", DueDate: at(2)},
			{Text: "d2 again", DueDate: at(2)},
			{Text: "done", DueDate: at(1)},
		} {
			task := create(t, db, "u1", d)
			ids[d.Text] = task.ID
		}
		create(t, db, "u2", memo.TaskDraft{Text: "not mine", DueDate: at(1)})
		done := true
		mustUpdate(t, db, ids["done"], memo.TaskUpdate{Completed: &done})

		tests := []struct {
			name string
			f    memo.TaskFilter
			want []string
		}{
			{"all open, by due, undated last", memo.TaskFilter{}, []string{"d1", "d2", "d2 again", "d3", "undated A", "undated B"}},
			{"with completed", memo.TaskFilter{IncludeCompleted: true}, []string{"d1", "done", "d2", "d2 again", "d3", "undated A", "undated B"}},
			{"window [1h, 3h)", memo.TaskFilter{DueFrom: at(1), DueTo: at(3)}, []string{"d1", "d2", "d2 again"}},
			{"from 2h", memo.TaskFilter{DueFrom: at(2)}, []string{"d2", "d2 again", "d3"}},
			{"before 2h", memo.TaskFilter{DueTo: at(2)}, []string{"d1"}},
			{"undated", memo.TaskFilter{Undated: true}, []string{"undated A", "undated B"}},
			{"category, any case", memo.TaskFilter{Category: "WORK"}, []string{"d1", "undated A"}},
			{"ids", memo.TaskFilter{IDs: []string{ids["d3"], ids["undated B"], "t_missing"}}, []string{"d3", "undated B"}},
			{"completed id left out", memo.TaskFilter{IDs: []string{ids["done"]}}, []string{}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				got, err := db.FindTasks(ctx, "u1", tt.f)
				must(t, err)
				if !slices.Equal(texts(got), tt.want) {
					t.Errorf("FindTasks = %q, want %q", texts(got), tt.want)
				}
			})
		}
		if got, err := db.FindTasks(ctx, "nobody", memo.TaskFilter{}); err != nil || got == nil || len(got) != 0 {
			t.Errorf("FindTasks(nobody) = %#v, %v; want an empty slice", got, err)
		}
	})
}

// TestFindTasksRepeating: the Repeating filter keeps the open tasks that
// repeat, a nudge too, and no one-time or undated task.
func TestFindTasksRepeating(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		weekly := &memo.Recurrence{Type: memo.RecurWeekly, Time: "08:00", Days: []int{4}}
		create(t, db, "u1", memo.TaskDraft{Text: "once", DueDate: at(1)})
		create(t, db, "u1", memo.TaskDraft{Text: "undated"})
		create(t, db, "u1", memo.TaskDraft{Text: "bins", Recurrence: weekly})
		create(t, db, "u1", memo.TaskDraft{Text: "nudge", Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: time.Hour}})
		old := create(t, db, "u1", memo.TaskDraft{Text: "done series", Recurrence: weekly})
		done := true
		mustUpdate(t, db, old.ID, memo.TaskUpdate{Completed: &done})
		got, err := db.FindTasks(ctx, "u1", memo.TaskFilter{Repeating: true})
		must(t, err)
		if want := []string{"bins", "nudge"}; !slices.Equal(texts(got), want) {
			t.Errorf("FindTasks(Repeating) = %q, want %q", texts(got), want)
		}
	})
}

func TestUpdateTask(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t, "u2")
		task, err := db.CreateTask(ctx, "u1", "", memo.TaskDraft{Text: "call", DueDate: at(1),
			Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}})
		must(t, err)
		text, cat := "call the bank", "money"
		var noDue *time.Time
		var noRec *memo.Recurrence
		got, err := db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{Text: &text, Category: &cat, DueDate: &noDue, Recurrence: &noRec})
		must(t, err)
		if got.Text != text || got.Category != cat || got.DueDate != nil || got.Recurrence != nil {
			t.Errorf("after update: %+v", got)
		}
		newDue := at(5)
		got, err = db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{DueDate: &newDue})
		if err != nil || got.DueDate == nil || !got.DueDate.Equal(*newDue) || got.Text != text {
			t.Errorf("after setting due: %+v, %v", got, err)
		}
		if got, err = db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{}); err != nil || got.Text != text {
			t.Errorf("empty update: %+v, %v", got, err)
		}

		clock.Advance(time.Hour)
		done := true
		if got, err = db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{Completed: &done}); err != nil || !got.Completed {
			t.Fatalf("complete: %+v, %v", got, err)
		}
		var completedAt int64
		must(t, raw(db).QueryRowContext(ctx, "SELECT completed_at FROM tasks WHERE id = ?", task.ID).Scan(&completedAt))
		if want := clock.Now().Unix(); completedAt != want {
			t.Errorf("completed_at = %d, want %d", completedAt, want)
		}
		if open, _ := db.FindTasks(ctx, "u1", memo.TaskFilter{}); len(open) != 0 {
			t.Errorf("completed task still listed: %v", open)
		}
		undone := false
		if got, err = db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{Completed: &undone}); err != nil || got.Completed {
			t.Fatalf("uncomplete: %+v, %v", got, err)
		}

		blank := " "
		_, err = db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{Text: &blank})
		wantCode(t, "blank text", err, memo.EInvalid)
		_, err = db.UpdateTask(ctx, "u1", "t_missing", memo.TaskUpdate{Text: &text})
		wantCode(t, "missing task", err, memo.ENotFound)
		_, err = db.UpdateTask(ctx, "u2", task.ID, memo.TaskUpdate{Text: &text})
		wantCode(t, "another user's task", err, memo.ENotFound)
	})
}

func TestDeleteTasks(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t, "u2")
		var ids []string
		for _, text := range []string{"a", "b", "c"} {
			task := create(t, db, "u1", memo.TaskDraft{Text: text})
			ids = append(ids, task.ID)
		}
		theirs, _ := db.CreateTask(ctx, "u2", "", memo.TaskDraft{Text: "theirs"})

		got, err := db.DeleteTasks(ctx, "u1", []string{ids[2], "t_missing", ids[0], theirs.ID, ids[2]})
		must(t, err)
		if !slices.Equal(texts(got), []string{"c", "a"}) {
			t.Errorf("deleted %q, want [c a]", texts(got))
		}
		left, _ := db.FindTasks(ctx, "u1", memo.TaskFilter{})
		if !slices.Equal(texts(left), []string{"b"}) {
			t.Errorf("left %q, want [b]", texts(left))
		}
		if still, _ := db.FindTasks(ctx, "u2", memo.TaskFilter{}); len(still) != 1 {
			t.Errorf("another user's task was deleted")
		}
		if got, err := db.DeleteTasks(ctx, "u1", []string{ids[0]}); err != nil || len(got) != 0 {
			t.Errorf("deleting again = %v, %v; want nothing", got, err)
		}
	})
}

func TestDeletingUserCascades(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		create(t, db, "u1", memo.TaskDraft{Text: "a"})
		_, err := db.CreateList(ctx, "u1", "", "shopping", []string{"milk"}, true)
		must(t, err)
		_, err = raw(db).ExecContext(ctx, "DELETE FROM users WHERE id = 'u1'")
		must(t, err)
		for _, table := range []string{"tasks", "lists", "list_items"} {
			if n := count(t, db, "SELECT count(*) FROM "+table); n != 0 {
				t.Errorf("%s has %d rows after the user was deleted", table, n)
			}
		}
	})
}

// TestConcurrentWriters creates tasks from 8 goroutines at once, some with
// a shared idempotency key: no write fails with SQLITE_BUSY and the key
// yields one task.
func TestConcurrentWriters(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		const workers, each = 8, 10
		var wg sync.WaitGroup
		errs := make(chan error, workers*(each+1))
		keyed := make([]string, workers)
		for w := range workers {
			wg.Go(func() {
				for i := range each {
					if _, err := db.CreateTask(ctx, "u1", "", memo.TaskDraft{Text: fmt.Sprintf("w%d-%d", w, i)}); err != nil {
						errs <- err
					}
				}
				task, err := db.CreateTask(ctx, "u1", "shared", memo.TaskDraft{Text: "keyed"})
				if err != nil {
					errs <- err
				}
				keyed[w] = task.ID
				if _, err := db.FindTasks(ctx, "u1", memo.TaskFilter{}); err != nil {
					errs <- err
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Errorf("concurrent write: %v", err)
		}
		all, err := db.FindTasks(ctx, "u1", memo.TaskFilter{})
		must(t, err)
		if len(all) != workers*each+1 {
			t.Errorf("%d tasks, want %d", len(all), workers*each+1)
		}
		for _, id := range keyed {
			if id != keyed[0] {
				t.Fatalf("the shared key made different tasks: %v", keyed)
			}
		}
	})
}

// zoned returns the wall-clock time in the named zone.
func zoned(t *testing.T, zone string, y int, mo time.Month, d, h, m int) *time.Time {
	t.Helper()
	loc, err := time.LoadLocation(zone)
	must(t, err)
	at := time.Date(y, mo, d, h, m, 0, 0, loc)
	return &at
}

// wantNext fails the test unless the task's next reminder is want (nil: none),
// in UTC, after count firings.
func wantNext(t *testing.T, what string, got memo.Task, want *time.Time, count int) {
	t.Helper()
	switch {
	case want == nil && got.NextReminder != nil:
		t.Errorf("%s: next reminder %v, want none", what, got.NextReminder)
	case want != nil && (got.NextReminder == nil || !got.NextReminder.Equal(*want) || got.NextReminder.Location() != time.UTC):
		t.Errorf("%s: next reminder %v, want %v in UTC", what, got.NextReminder, want.UTC())
	}
	if got.FireCount != count {
		t.Errorf("%s: fire count %d, want %d", what, got.FireCount, count)
	}
}

func TestCreateTaskSchedulesReminder(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t, "u2") // u1 in Asia/Jerusalem; now is Thursday 2030-03-14 09:30:15 UTC
		now := start().Truncate(time.Second)
		in := func(d time.Duration) *time.Time { t := now.Add(d); return &t }
		tests := []struct {
			name string
			user string
			d    memo.TaskDraft
			want *time.Time
			zone string // of the stored recurrence
		}{
			{"undated", "u1", memo.TaskDraft{}, nil, ""},
			{"one-time at its due time", "u1", memo.TaskDraft{DueDate: at(3)}, at(3), ""},
			{"one-time with a lead", "u1", memo.TaskDraft{DueDate: at(3), Lead: time.Hour}, at(2), ""},
			{"lead already passed fires at once", "u1", memo.TaskDraft{DueDate: at(1), Lead: 2 * time.Hour}, &now, ""},
			{"past due never fires", "u1", memo.TaskDraft{DueDate: at(-1)}, nil, ""},
			{"weekly, stamped with the user's zone", "u1",
				memo.TaskDraft{Recurrence: &memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00", Days: []int{0}}},
				zoned(t, "Asia/Jerusalem", 2030, time.March, 17, 9, 0), "Asia/Jerusalem"},
			{"daily in its own zone", "u1",
				memo.TaskDraft{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "12:00", TimeZone: "America/New_York"}},
				zoned(t, "America/New_York", 2030, time.March, 14, 12, 0), "America/New_York"},
			{"daily for a user without a zone reads UTC", "u2",
				memo.TaskDraft{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}},
				zoned(t, "UTC", 2030, time.March, 15, 8, 0), ""},
			{"monthly, today's time passed", "u1",
				memo.TaskDraft{Recurrence: &memo.Recurrence{Type: memo.RecurMonthly, Time: "09:00", DayOfMonth: 14, TimeZone: "UTC"}},
				zoned(t, "UTC", 2030, time.April, 14, 9, 0), "UTC"},
			{"nudge starts one interval after creation", "u1",
				memo.TaskDraft{Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}},
				in(10 * time.Minute), "Asia/Jerusalem"},
			{"nudge with a start time", "u1",
				memo.TaskDraft{DueDate: at(1), Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}},
				at(1), "Asia/Jerusalem"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				tt.d.Text = tt.name
				task, err := db.CreateTask(ctx, tt.user, "", tt.d)
				must(t, err)
				wantNext(t, "created", task, tt.want, 0)
				if task.Lead != tt.d.Lead {
					t.Errorf("lead %v, want %v", task.Lead, tt.d.Lead)
				}
				if tt.d.Recurrence != nil && task.Recurrence.TimeZone != tt.zone {
					t.Errorf("recurrence zone %q, want %q", task.Recurrence.TimeZone, tt.zone)
				}
				found, err := db.FindTasks(ctx, tt.user, memo.TaskFilter{IDs: []string{task.ID}})
				if err != nil || len(found) != 1 {
					t.Fatalf("FindTasks = %v, %v", found, err)
				}
				sameJSON(t, "found", found[0], task)
				wantNext(t, "found", found[0], tt.want, 0)
			})
		}
	})
}

// TestCreateTaskRejects: a blank text, an unknown user, an invalid
// reminder; nothing is stored.
func TestCreateTaskRejects(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		tests := []struct {
			name string
			d    memo.TaskDraft
		}{
			{"unknown type", memo.TaskDraft{Recurrence: &memo.Recurrence{Type: "hourly"}}},
			{"weekly without days", memo.TaskDraft{Recurrence: &memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00"}}},
			{"no such time", memo.TaskDraft{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "25:00"}}},
			{"unknown zone", memo.TaskDraft{Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", TimeZone: "Mars/Olympus"}}},
			{"nudge under a minute", memo.TaskDraft{Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 30 * time.Second}}},
			{"negative lead", memo.TaskDraft{DueDate: at(3), Lead: -time.Hour}},
		}
		for _, tt := range tests {
			tt.d.Text = tt.name
			_, err := db.CreateTask(ctx, "u1", "key-"+tt.name, tt.d)
			wantCode(t, tt.name, err, memo.EInvalid)
		}
		_, err := db.CreateTask(ctx, "u1", "", memo.TaskDraft{Text: "  "})
		wantCode(t, "blank text", err, memo.EInvalid)
		_, err = db.CreateTask(ctx, "nobody", "", memo.TaskDraft{Text: "x"})
		wantCode(t, "unknown user", err, memo.ENotFound)
		if all, err := db.FindTasks(ctx, "u1", memo.TaskFilter{IncludeCompleted: true}); err != nil || len(all) != 0 {
			t.Errorf("after rejected creates: %v, %v; want no task", texts(all), err)
		}
	})
}

// TestUpdateTaskReschedules walks one task through edits and checks its
// next reminder and firing count after each.
func TestUpdateTaskReschedules(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t)
		created := start().Truncate(time.Second)
		task := create(t, db, "u1", memo.TaskDraft{Text: "pay rent", DueDate: at(3), Lead: time.Hour})
		wantNext(t, "created", task, at(2), 0)

		// The reminder fires and is over.
		fired := memo.DeliveryKey{TaskID: task.ID, FireAt: *at(2)}
		must(t, db.AdvanceReminders(ctx, []reminder.Advance{{Key: fired}}))
		update := func(what string, u memo.TaskUpdate, want *time.Time, count int) memo.Task {
			t.Helper()
			got, err := db.UpdateTask(ctx, "u1", task.ID, u)
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			wantNext(t, what, got, want, count)
			return got
		}
		update("text only", memo.TaskUpdate{Text: ptr("pay the rent")}, nil, 1)
		clock.Advance(30 * time.Minute)
		update("new due date keeps the lead and re-arms", memo.TaskUpdate{DueDate: ptr(at(5))}, at(4), 0)
		update("category only", memo.TaskUpdate{Category: ptr("home")}, at(4), 0)
		update("completing cancels", memo.TaskUpdate{Completed: ptr(true)}, nil, 0)
		update("a new due date on a completed task", memo.TaskUpdate{DueDate: ptr(at(6))}, nil, 0)
		update("reopening re-arms", memo.TaskUpdate{Completed: ptr(false)}, at(5), 0)
		update("clearing the due date", memo.TaskUpdate{DueDate: ptr[*time.Time](nil)}, nil, 0)

		// A nudge is anchored at the task's creation: 30 minutes after it, the
		// next 30-minute slot is an hour after creation.
		clock.Set(created.Add(30 * time.Minute))
		nudge := &memo.Recurrence{Type: memo.RecurNudge, Interval: 30 * time.Minute}
		got := update("nudge", memo.TaskUpdate{Recurrence: &nudge}, ptr(created.Add(time.Hour)), 0)
		if got.Recurrence.TimeZone != "Asia/Jerusalem" {
			t.Errorf("nudge zone %q, want the user's", got.Recurrence.TimeZone)
		}
		bad := &memo.Recurrence{Type: memo.RecurWeekly, Time: "09:00"}
		_, err := db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{Recurrence: &bad, Text: ptr("changed")})
		wantCode(t, "invalid recurrence", err, memo.EInvalid)
		daily := &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}
		got = update("daily in the user's zone", memo.TaskUpdate{Recurrence: &daily},
			zoned(t, "Asia/Jerusalem", 2030, time.March, 15, 8, 0), 0)
		if got.Text != "pay the rent" || got.Recurrence.TimeZone != "Asia/Jerusalem" {
			t.Errorf("after the rejected update: %+v", got)
		}
	})
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }
