package graph_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// calendars gives every user the local calendar in Jerusalem time.
type calendars struct{ db *sqldb.DB }

func (c calendars) Calendar(_ context.Context, userID string) (memo.Calendar, error) {
	return c.db.Calendar(userID, jerusalem), nil
}

// fixedTurn plans with the offline grammar under one turn id, as a turn
// retried after a crash would.
type fixedTurn struct{ offline.Planner }

func (p fixedTurn) Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	req.TurnID = "turn-1"
	return p.Planner.Plan(ctx, req)
}

// forgetful is a state store whose step log never remembers, so nothing
// but the calendar's own idempotency stops a second insert.
type forgetful struct{ memo.ConversationState }

func (f forgetful) LoadChat(ctx context.Context, chatID string, r memo.ChatRead) (memo.ChatState, error) {
	st, err := f.ConversationState.LoadChat(ctx, chatID, r)
	st.Steps = nil
	return st, err
}

func calendarRunner(t *testing.T, cals graph.CalendarSource, planner graph.Planner, state func(memo.ConversationState) memo.ConversationState) (*graph.Runner, *sqldb.DB) {
	t.Helper()
	return calendarRunnerOn(t, newClock("2026-01-20T09:00:00+02:00"), cals, planner, state)
}

// calendarRunnerOn is calendarRunner on clock c.
func calendarRunnerOn(t *testing.T, c *storetest.Clock, cals graph.CalendarSource, planner graph.Planner, state func(memo.ConversationState) memo.ConversationState) (*graph.Runner, *sqldb.DB) {
	t.Helper()
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if cals == nil {
		cals = calendars{db}
	}
	r, err := graph.New(graph.Config{Planner: planner, Users: db, Tasks: db, Lists: db,
		State: state(db.State(sqldb.StateOptions{})), Clock: c, Zone: jerusalem, Calendars: cals})
	if err != nil {
		t.Fatal(err)
	}
	return r, db
}

func say(t *testing.T, r *graph.Runner, text string) memo.Reply {
	t.Helper()
	out, err := r.Handle(t.Context(), memo.Inbound{ChatID: "chat", Text: text})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return out
}

// TestCalendarCreateIsIdempotent runs the same create of the same turn
// twice with no step log: the event id derived from the turn and step
// makes the second insert find the first.
func TestCalendarCreateIsIdempotent(t *testing.T) {
	r, db := calendarRunner(t, nil, fixedTurn{}, func(s memo.ConversationState) memo.ConversationState { return forgetful{s} })
	a := say(t, r, "schedule a meeting with Dana tomorrow at 10")
	b := say(t, r, "schedule a meeting with Dana tomorrow at 10")
	if !a.Success || !b.Success || a.Result.Items[0].ItemID() != b.Result.Items[0].ItemID() {
		t.Fatalf("creates: %+v / %+v", a.Result, b.Result)
	}
	from := time.Date(2026, 1, 21, 0, 0, 0, 0, jerusalem)
	es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 1))
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 1 {
		t.Errorf("%d events after a retried create, want 1", len(es))
	}
}

// unlinked is a calendar source whose user revoked the grant.
type unlinked struct{}

func (unlinked) Calendar(context.Context, string) (memo.Calendar, error) {
	return nil, memo.Errorf(memo.EUnlinked, "invalid_grant")
}

func TestCalendarUnlinked(t *testing.T) {
	r, _ := calendarRunner(t, unlinked{}, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	out := say(t, r, "what's on my calendar tomorrow")
	if out.Success || !strings.Contains(out.Text, "link it again") || strings.Contains(out.Text, "invalid_grant") {
		t.Errorf("reply %+v", out)
	}
}

// TestCalendarWindowDeleteConfirmed: a window delete asks first, with
// the events it would delete, and deletes them on "yes".
func TestCalendarWindowDeleteConfirmed(t *testing.T) {
	r, _ := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	say(t, r, "schedule a call with Noa tomorrow at 9")
	say(t, r, "schedule a review with Dan tomorrow at 11")
	q := say(t, r, "delete all my events tomorrow")
	if q.Pending == nil || q.Pending.Kind != memo.PendingConfirm || len(q.Pending.Options) != 2 {
		t.Fatalf("want a confirmation, got %+v", q)
	}
	if out := say(t, r, "yes"); out.Result == nil || out.Result.Meta.Deleted != 2 {
		t.Fatalf("yes: %+v", out)
	}
	if out := say(t, r, "what's on my calendar tomorrow"); out.Result == nil || len(out.Result.Items) != 0 {
		t.Fatalf("after the delete: %+v", out.Result)
	}
}
