package sqldb_test

import (
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

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

func TestCreateTaskRejectsInvalidReminder(t *testing.T) {
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
