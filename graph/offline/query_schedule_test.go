package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestScheduleAsTexted: the schedule named as texted — "sched", the
// English word after a Hebrew prefix ("ה-schedule"), לו"ז typed with
// apostrophes — asks for a day's listing as "schedule" and "הלו"ז" do; a
// question about something else named "sched" is not one.
func TestScheduleAsTexted(t *testing.T) {
	tomorrow := time.Date(2026, 1, 21, 0, 0, 0, 0, jerusalem)
	today := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
	for text, day := range map[string]time.Time{
		"מה ה-schedule שלי מחר":       tomorrow,
		"מה הלו''ז שלי מחר":           tomorrow,
		"מה הלו'ז שלי היום":           today,
		"מה יש לי בלו\"ז היום":        today,
		"what's my sched tmrw":        tomorrow,
		"what's my sched for today":   today,
		"my sched tmrw?":              tomorrow,
		"what's the sched for friday": time.Date(2026, 1, 23, 0, 0, 0, 0, jerusalem),
	} {
		var shown bool
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventGetEvents && s.Calendar.From != nil && s.Calendar.From.Equal(day) {
				shown = true
			}
		}
		if !shown {
			t.Errorf("%q: %+v; want the listing of %s", text, plan(t, text).Steps, day.Format(time.DateOnly))
		}
	}
	// Near misses: no day's listing.
	for _, text := range []string{"מה ה-schedule של הפרויקט", "what's the sched password", "send the sched to dana tomorrow"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventGetEvents || s.Operation == memo.OpTaskGetAll {
				t.Errorf("%q: %s; want no listing", text, s.Operation)
			}
		}
	}
}
