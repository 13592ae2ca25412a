package memo_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCalendarStepRoundTrip: a plan suspended on a calendar question is
// saved as JSON and must come back the same.
func TestCalendarStepRoundTrip(t *testing.T) {
	loc, err := time.LoadLocation("Asia/Jerusalem")
	if err != nil {
		t.Fatal(err)
	}
	from := time.Date(2026, 1, 21, 0, 0, 0, 0, loc)
	to := from.AddDate(0, 0, 1)
	start := from.Add(15 * time.Hour)
	until := from.AddDate(0, 1, 0)
	allDay := false
	p := memo.Pending{
		Kind: memo.PendingChoose, Reason: memo.ReasonEventScope, Subject: "gym", StepID: "A",
		Options: []memo.Option{{Label: "gym", IDs: []string{"s1"}}, {Label: "gym", IDs: []string{"s1_20260126"}, When: &start}},
		Plan: memo.Plan{TurnID: "t1", Steps: []memo.Step{{
			ID: "A", Capability: memo.CapCalendar, Operation: memo.OpEventUpdate,
			Calendar: &memo.CalendarArgs{
				Drafts: []memo.EventDraft{{Summary: "gym", Start: start, End: start.Add(time.Hour),
					Recurrence: &memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{1}, Until: &until}}},
				From: &from, To: &to, Summary: "gym", AtTime: "18:00", ExcludeSummaries: []string{"dentist"},
				Fields: &memo.EventFields{Start: &start, Move: memo.MoveTime, AllDay: &allDay}, Scope: memo.ScopeInstance,
				Until: &until, EventIDs: []string{"e1"}, NotFound: []string{"x"},
			},
		}}},
	}
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var got memo.Pending
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	// Times come back in a fixed zone: compare them as instants.
	b2, _ := json.Marshal(got)
	if string(b) != string(b2) {
		t.Errorf("round trip changed the pending question:\n%s\n%s", b, b2)
	}
	a := got.Plan.Steps[0].Calendar
	if a == nil || !a.From.Equal(from) || !a.Fields.Start.Equal(start) || a.Fields.Move != memo.MoveTime || a.Scope != memo.ScopeInstance ||
		!reflect.DeepEqual(a.EventIDs, []string{"e1"}) {
		t.Errorf("calendar args: %+v", a)
	}
}
