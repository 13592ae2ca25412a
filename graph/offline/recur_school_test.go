package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSchoolNightsAndMonthOrdinal: "every school night", "on school
// nights" repeat Sunday to Thursday nights; "every month 1st (date)" is
// the 1st of every month, not asked. Near misses: a thing named by a
// school night, and a month said with no day, which is still asked.
func TestSchoolNightsAndMonthOrdinal(t *testing.T) {
	for text, at := range map[string]string{
		"every school night at 10 remind me to pack the bags":      "22:00",
		"remind me to pack the bags every school night at 8":       "20:00",
		"remind me on school nights at 9:30 to put the phone away": "21:30",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %s; want a weekly reminder", text, s.Operation)
			continue
		}
		r := s.Tasks.Drafts[0].Recurrence
		if r.Type != memo.RecurWeekly || !slices.Equal(r.Days, []int{0, 1, 2, 3, 4}) || r.Time != at {
			t.Errorf("%q: %+v; want Sunday to Thursday at %s", text, *r, at)
		}
	}
	if s := plan(t, "remind me about the school night out friday at 7").Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence != nil {
		t.Errorf("school night out: %s %+v; want one reminder", s.Operation, s.Tasks)
	}
	for text, dom := range map[string]int{
		"Set reminder every month 1st date 10am to pay rent": 1,
		"remind me every month 1st at 10am to pay rent":      1,
		"remind me every month 15th date 10am to pay rent":   15,
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence == nil || s.Tasks.Drafts[0].Recurrence.DayOfMonth != dom || s.Tasks.Drafts[0].Recurrence.Time != "10:00" {
			t.Errorf("%q: %s %+v; want monthly on the %d at 10:00", text, s.Operation, s.Tasks, dom)
		}
	}
	if _, err := planErr("remind me every month at 10 to pay rent"); err == nil {
		t.Errorf("every month at 10: want the day asked")
	}
}
