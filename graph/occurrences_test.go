package graph_test

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// dayStores are the stores a view of days is tried on: a SQLite file
// always, PostgreSQL when a server answers (MEMO_TEST_DATABASE_URL).
var dayStores = []struct {
	name string
	open func(t *testing.T, c memo.Clock) (*sqldb.DB, error)
}{
	{"sqlite", func(t *testing.T, c memo.Clock) (*sqldb.DB, error) {
		return sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	}},
	{"postgres", func(t *testing.T, c memo.Clock) (*sqldb.DB, error) {
		return postgres.Open(t.Context(), pgtest.URL(t), c)
	}},
}

// dayRunner wires the offline planner on a fresh store of the kind
// open makes, with its local calendar, at clock c.
func dayRunner(t *testing.T, open func(*testing.T, memo.Clock) (*sqldb.DB, error), c *storetest.Clock) (*graph.Runner, *sqldb.DB) {
	t.Helper()
	db, err := open(t, c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db,
		State: db.State(sqldb.StateOptions{}), Clock: c, Zone: jerusalem, Calendars: calendars{db}})
	if err != nil {
		t.Fatal(err)
	}
	return r, db
}

// rowOf returns the number of the listing row that names title, "" when
// none does.
func rowOf(text, title string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, title) {
			if g := regexp.MustCompile(`^\D{0,3}(\d+)\.`).FindStringSubmatch(l); g != nil {
				return g[1]
			}
		}
	}
	return ""
}

// lineOf returns the line of text that names title.
func lineOf(text, title string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, title) {
			return l
		}
	}
	return ""
}

// repeating creates a repeating reminder for the chat's user.
func repeating(t *testing.T, db *sqldb.DB, text string, rec memo.Recurrence) memo.Task {
	t.Helper()
	task, err := db.CreateTask(context.Background(), "chat", "", memo.TaskDraft{Text: text, Recurrence: &rec})
	if err != nil {
		t.Fatalf("create %q: %v", text, err)
	}
	return task
}

// TestDayViewListsOccurrences: "what do I have tomorrow" and its Hebrew,
// "what's on this week", and "what reminders do I have tomorrow" list the
// occurrences of the repeating reminders that come in their days, marked
// as repeating, in time order among the one-time reminders; a series on
// another day, one that ended, one done, one that skips the day, and a
// nudge are not listed. On SQLite and on PostgreSQL alike.
func TestDayViewListsOccurrences(t *testing.T) {
	for _, st := range dayStores {
		t.Run(st.name, func(t *testing.T) {
			c := newClock("2026-12-02T10:00:00+02:00") // a Wednesday
			r, db := dayRunner(t, st.open, c)
			say(t, r, "remind me tomorrow at 9 to call mom")
			say(t, r, "remind me every thursday at 8 to take out the bins")
			say(t, r, "remind me every day at 7 to take my pills")
			tomorrow := time.Date(2026, 12, 3, 0, 0, 0, 0, jerusalem)
			repeating(t, db, "pay the rent", memo.Recurrence{Type: memo.RecurMonthly, Time: "10:00", DayOfMonth: 3})
			repeating(t, db, "gym class", memo.Recurrence{Type: memo.RecurWeekly, Time: "18:00", Days: []int{1}})
			ended := tomorrow.Add(-time.Minute)
			repeating(t, db, "stretch", memo.Recurrence{Type: memo.RecurDaily, Time: "06:30", Until: &ended})
			repeating(t, db, "water the plants", memo.Recurrence{Type: memo.RecurWeekly, Time: "19:00", Days: []int{4}, Skip: []string{"2026-12-03"}})
			repeating(t, db, "drink water", memo.Recurrence{Type: memo.RecurNudge, Interval: time.Hour})
			done := repeating(t, db, "old series", memo.Recurrence{Type: memo.RecurDaily, Time: "12:00"})
			yes := true
			if _, err := db.UpdateTask(t.Context(), "chat", done.ID, memo.TaskUpdate{Completed: &yes}); err != nil {
				t.Fatal(err)
			}

			for _, ask := range []string{"what do I have tomorrow", "what reminders do I have tomorrow", "מה יש לי מחר"} {
				out := say(t, r, ask)
				he := strings.HasPrefix(ask, "מה")
				order := []string{"take my pills", "take out the bins", "call mom", "pay the rent"}
				last := -1
				for _, title := range order {
					i := strings.Index(out.Text, title)
					if i < 0 || i < last {
						t.Fatalf("%q: %q; want %q listed, after the rows before it (%v)", ask, out.Text, title, order)
					}
					last = i
				}
				every := map[string]string{"take out the bins": "every Thursday", "take my pills": "every day", "pay the rent": "on the 3rd"}
				if he {
					every = map[string]string{"take out the bins": "כל יום חמישי", "take my pills": "כל יום", "pay the rent": "ב-3"}
				}
				for title, tag := range every {
					if l := lineOf(out.Text, title); !strings.Contains(l, "🔁") || !strings.Contains(l, tag) {
						t.Errorf("%q: row %q; want it marked 🔁 %s", ask, l, tag)
					}
				}
				if l := lineOf(out.Text, "take out the bins"); !strings.Contains(l, "08:00") {
					t.Errorf("%q: row %q; want its hour, 08:00", ask, l)
				}
				if l := lineOf(out.Text, "call mom"); strings.Contains(l, "🔁") {
					t.Errorf("%q: row %q; a one-time reminder is not marked repeating", ask, l)
				}
				for _, not := range []string{"gym class", "stretch", "water the plants", "drink water", "old series"} {
					if strings.Contains(out.Text, not) {
						t.Errorf("%q: %q; %q does not come tomorrow", ask, out.Text, not)
					}
				}
				if strings.Contains(out.Text, "Nothing on your list") || strings.Contains(out.Text, "אין לך משימות") {
					t.Errorf("%q: %q; the day has reminders", ask, out.Text)
				}
			}

			// A week: the daily one on each day left of it, the weekly one
			// on Thursday, the Monday one not at all (the week ends Saturday).
			out := say(t, r, "what's on this week")
			if n := strings.Count(out.Text, "take my pills"); n != 3 {
				t.Errorf("this week: %q; want the daily reminder on Thursday, Friday and Saturday (3 rows), got %d", out.Text, n)
			}
			if n := strings.Count(out.Text, "take out the bins"); n != 1 || strings.Contains(out.Text, "gym class") {
				t.Errorf("this week: %q; want the bins once and no gym class", out.Text)
			}
		})
	}
}

// TestDayViewOccurrenceDoneAndDelete: on a day's view, "done N" on a
// series' occurrence is that day's done (its reminder left out, the
// series kept, undo brings it back); "delete N" asks whether the whole
// series or that day is meant, "2" leaves the day out and "1" deletes the
// series. An occurrence earlier today is today's, not overdue, and done
// changes nothing of its series. Both languages.
func TestDayViewOccurrenceDoneAndDelete(t *testing.T) {
	for _, st := range dayStores {
		t.Run(st.name, func(t *testing.T) {
			c := newClock("2026-12-02T10:00:00+02:00")
			r, db := dayRunner(t, st.open, c)
			say(t, r, "remind me every thursday at 8 to take out the bins")
			say(t, r, "remind me tomorrow at 9 to call mom")
			bins := func() memo.Task {
				ts, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{Repeating: true, IncludeCompleted: true})
				if err != nil || len(ts) != 1 {
					t.Fatalf("repeating tasks: %v %v", ts, err)
				}
				return ts[0]
			}
			nextOf := func() string {
				b := bins()
				if b.Completed || b.NextReminder == nil {
					return "none"
				}
				return b.NextReminder.In(jerusalem).Format("02 15:04")
			}

			out := say(t, r, "what do I have tomorrow")
			n := rowOf(out.Text, "take out the bins")
			out = say(t, r, "done "+n)
			if !out.Success || !strings.Contains(out.Text, "Done") || !strings.Contains(out.Text, "next: ") {
				t.Errorf("done %s: %q; want that day done and the rest kept", n, out.Text)
			}
			if got := nextOf(); got != "10 08:00" {
				t.Errorf("after done %s: next %s; want the series on, next Thursday 10 08:00", n, got)
			}
			if out = say(t, r, "what do I have tomorrow"); strings.Contains(out.Text, "take out the bins") || !strings.Contains(out.Text, "call mom") {
				t.Errorf("after done: %q; want the bins gone from tomorrow, mom still there", out.Text)
			}
			say(t, r, "undo")
			if got := nextOf(); got != "03 08:00" {
				t.Errorf("after undo: next %s; want tomorrow's back, 03 08:00", got)
			}

			out = say(t, r, "מה יש לי מחר")
			n = rowOf(out.Text, "take out the bins")
			out = say(t, r, "מחק "+n)
			if out.Pending == nil || !strings.Contains(out.Text, "תזכורת חוזרת") || !strings.Contains(out.Text, "כל הסדרה") {
				t.Fatalf("מחק %s: %q; want the series-or-this-day question", n, out.Text)
			}
			out = say(t, r, "2")
			if !strings.Contains(out.Text, "רק") || nextOf() != "10 08:00" {
				t.Errorf("2: %q, next %s; want only tomorrow taken out, next 10 08:00", out.Text, nextOf())
			}

			out = say(t, r, "what's on next week")
			n = rowOf(out.Text, "take out the bins")
			if n == "" {
				t.Fatalf("next week: %q; want the bins listed", out.Text)
			}
			out = say(t, r, "delete "+n)
			if out.Pending == nil || !strings.Contains(out.Text, "repeating reminder") {
				t.Fatalf("delete %s: %q; want the series-or-this-day question", n, out.Text)
			}
			say(t, r, "1")
			if ts, _ := db.FindTasks(t.Context(), "chat", memo.TaskFilter{Repeating: true}); len(ts) != 0 {
				t.Errorf("after 1: %d repeating tasks; want the whole series deleted", len(ts))
			}
			if ts, _ := db.FindTasks(t.Context(), "chat", memo.TaskFilter{}); len(ts) != 1 {
				t.Errorf("after 1: %d tasks; want call mom kept", len(ts))
			}
		})
	}
}

// TestDayViewOccurrenceEarlierToday: a daily reminder that came this
// morning is on today's view under today, not overdue; done on it keeps
// the series as it is.
func TestDayViewOccurrenceEarlierToday(t *testing.T) {
	c := newClock("2026-12-01T20:00:00+02:00")
	r, db := dayRunner(t, dayStores[0].open, c)
	say(t, r, "remind me every day at 8 to water the plants")
	c.Set(time.Date(2026, 12, 2, 10, 0, 0, 0, jerusalem))
	for _, ask := range []string{"what do I have today", "מה יש לי היום"} {
		out := say(t, r, ask)
		if l := lineOf(out.Text, "water the plants"); !strings.Contains(l, "08:00") || strings.Contains(out.Text, "Overdue") || strings.Contains(out.Text, "באיחור") {
			t.Errorf("%q: %q; want this morning's occurrence under today, not overdue", ask, out.Text)
		}
	}
	out := say(t, r, "done 1")
	ts, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil || len(ts) != 1 || len(ts[0].Recurrence.Skip) != 0 || ts[0].Completed {
		t.Errorf("done 1: %q, tasks %+v %v; want the series kept as it is", out.Text, ts, err)
	}
}
