package graph_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// TestStayInAnotherZone: "I'm in London until Friday" is shown and
// confirmed; "no" changes nothing, "yes" moves the user and their daily
// reminder to London's 08:00 until Friday, and undo brings both home.
// "I'm back home" ends a stay after a yes, and said at home asks nothing
// and changes nothing. The same in Hebrew.
func TestStayInAnotherZone(t *testing.T) {
	c := newClock("2026-01-20T09:00:00+02:00") // a Tuesday; London is at 07:00
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db, Settings: db,
		State: db.State(sqldb.StateOptions{}), Clock: c, Zone: jerusalem})
	if err != nil {
		t.Fatal(err)
	}
	user := func() memo.User {
		t.Helper()
		u, err := db.EnsureUser(t.Context(), "chat", "", "")
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	pills := func() string {
		t.Helper()
		ts, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
		if err != nil || len(ts) != 1 {
			t.Fatalf("tasks: %v, %v", ts, err)
		}
		if ts[0].NextReminder == nil {
			t.Fatalf("no next reminder: %+v", ts[0])
		}
		return ts[0].NextReminder.In(jerusalem).Format("Mon 15:04")
	}
	say(t, r, "remind me every day at 8 to take my pills")

	q := say(t, r, "I'm in London until Friday")
	if q.Pending == nil || q.Pending.Reason != memo.ReasonConfirmZone || !strings.Contains(q.Text, "London") || !strings.Contains(q.Text, "07:00") || !strings.Contains(q.Text, "Friday") {
		t.Fatalf("I'm in London until Friday: %+v; want a question naming London, its time and the end", q)
	}
	say(t, r, "no")
	if u := user(); u.TimeZone != "Asia/Jerusalem" || u.HomeZone != "" {
		t.Fatalf("after no: %+v", u)
	}
	say(t, r, "I'm in London until Friday")
	if out := say(t, r, "yes"); !out.Success || !strings.Contains(out.Text, "London") {
		t.Fatalf("yes: %+v", out)
	}
	u := user()
	if u.TimeZone != "Europe/London" || u.HomeZone != "Asia/Jerusalem" || u.StayUntil == nil ||
		u.StayUntil.In(time.UTC).Format("Mon 02 15:04") != "Fri 23 23:59" {
		t.Fatalf("after yes: %+v; want London until Friday 23:59 there", u)
	}
	if got := pills(); got != "Tue 10:00" {
		t.Errorf("the daily 08:00 in London: %s in Jerusalem; want Tue 10:00 (08:00 in London today)", got)
	}
	if out := say(t, r, "undo"); !out.Success {
		t.Fatalf("undo: %+v", out)
	}
	if u := user(); u.TimeZone != "Asia/Jerusalem" || u.HomeZone != "" || u.StayUntil != nil {
		t.Fatalf("after undo: %+v", u)
	}
	if got := pills(); got != "Wed 08:00" {
		t.Errorf("after undo the daily reminder is at %s; want Wed 08:00", got)
	}

	if out := say(t, r, "I'm back home"); out.Pending != nil || out.Success {
		t.Errorf("I'm back home, at home: %+v; want told so, nothing asked", out)
	}
	say(t, r, "תעביר אותי לשעון ניו יורק")
	if out := say(t, r, "כן"); !out.Success || !strings.Contains(out.Text, "ניו יורק") {
		t.Fatalf("כן: %+v", out)
	}
	if u := user(); u.TimeZone != "America/New_York" || u.StayUntil != nil {
		t.Fatalf("after כן: %+v; want New York until back", u)
	}
	q = say(t, r, "חזרתי הביתה")
	if q.Pending == nil || q.Pending.Reason != memo.ReasonConfirmZone {
		t.Fatalf("חזרתי הביתה: %+v; want it confirmed", q)
	}
	say(t, r, "כן")
	if u := user(); u.TimeZone != "Asia/Jerusalem" || u.HomeZone != "" {
		t.Fatalf("back home: %+v", u)
	}
	if got := pills(); got != "Wed 08:00" {
		t.Errorf("back home the daily reminder is at %s; want Wed 08:00", got)
	}
}
