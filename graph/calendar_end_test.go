package graph_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestEventEndsAt: "<event> ends at <time>" sets that event's end, a time
// of day on the event's own day; an event not found is said so, and
// nothing is made.
func TestEventEndsAt(t *testing.T) {
	identity := func(s memo.ConversationState) memo.ConversationState { return s }
	tests := []struct {
		create, ends string
		want         time.Time
	}{
		{"schedule a meeting with Dana tomorrow at 14:00", "the meeting with Dana ends at 5", time.Date(2026, 1, 21, 17, 0, 0, 0, jerusalem)},
		{"תקבע פגישה עם דנה מחר ב-14:00", "הפגישה עם דנה נגמרת ב-15:30", time.Date(2026, 1, 21, 15, 30, 0, 0, jerusalem)},
		{"schedule a party on friday at 21:00", "the party ends at 1", time.Date(2026, 1, 24, 1, 0, 0, 0, jerusalem)},
	}
	for _, tt := range tests {
		r, db := calendarRunner(t, nil, offline.New(), identity)
		say(t, r, tt.create)
		out := say(t, r, tt.ends)
		if !out.Success || out.Result == nil || out.Result.Operation != memo.OpEventUpdate {
			t.Errorf("%q: %+v", tt.ends, out)
			continue
		}
		from := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
		es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 7))
		if err != nil || len(es) != 1 || !es[0].End.Equal(tt.want) {
			t.Errorf("%q: events %+v, %v; want one ending %v", tt.ends, es, err, tt.want)
		}
	}
	r, db := calendarRunner(t, nil, offline.New(), identity)
	if out := say(t, r, "the dentist ends at 5"); out.Success && out.Result != nil && out.Result.Meta.Created > 0 {
		t.Errorf("an end said of no event made one: %+v", out.Result)
	}
	from := time.Date(2026, 1, 19, 0, 0, 0, 0, jerusalem)
	if es, _ := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 30)); len(es) != 0 {
		t.Errorf("events %+v; want none", es)
	}
}
