package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestNewLeadFocus: a new lead said of a reminder counted from a deadline
// ("make it 2 hours before", "יום לפני עדיף", or an amount alone:
// "actually make it 45 minutes") counts the reminder again from the same
// deadline, which stays. A focus with no deadline to count from is
// declined, not moved; a lead with a thing of its own, one more reminder
// ("too"), "earlier", or a number with no unit are not a new lead.
func TestNewLeadFocus(t *testing.T) {
	fri17 := time.Date(2026, 1, 23, 17, 0, 0, 0, jerusalem)
	report := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "the report", When: &fri17, Lead: 3 * time.Hour}
	plain := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &fri17}
	dentist := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: &fri17}
	yearly := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "rent", When: &fri17, Lead: time.Hour, Recurring: true}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
		lead  time.Duration // the new lead; 0 declines
	}{
		{"make it 2 hours before", report, 2 * time.Hour},
		{"actually a day before", report, 24 * time.Hour},
		{"change it to half an hour before", report, 30 * time.Minute},
		{"2 hours before is better", report, 2 * time.Hour},
		{"make it the day before at 9", report, 32 * time.Hour},
		{"no, the night before", report, 21 * time.Hour},
		{"let's make it 90 min prior instead", report, 90 * time.Minute},
		{"changeit to an hour ahead", report, time.Hour},
		{"תעשי את זה שעתיים לפני", report, 2 * time.Hour},
		{"תעשה את זה שעתיים לפני", report, 2 * time.Hour},
		{"יום לפני עדיף", report, 24 * time.Hour},
		{"בעצם יומיים לפני ב-8", report, 57 * time.Hour},
		{"תשנה את זה ליום לפני", report, 24 * time.Hour},
		{"עדיף חצי שעה מראש", report, 30 * time.Minute},
		{"תעשי אותה שעה וחצי לפני במקום", report, 90 * time.Minute},
		// An amount alone, of a reminder counted from a deadline.
		{"actually make it 45 minutes", report, 45 * time.Minute},
		{"change it to 2 hours", report, 2 * time.Hour},
		{"בעצם תעשה את זה חצי שעה", report, 30 * time.Minute},
		{"תעשי את זה שעתיים במקום", report, 2 * time.Hour},
		{"תשני את זה ל45 דקות", report, 45 * time.Minute},
		// Nothing to count the new lead from: declined, never moved.
		{"make it 2 hours before", plain, 0},
		{"תעשי את זה שעתיים לפני", plain, 0},
		{"make it 2 hours before", dentist, 0},
		{"יום לפני עדיף", dentist, 0},
		{"make it 2 hours before", yearly, 0},
	} {
		s := focusStep(t, tt.text, tt.focus)
		switch {
		case tt.lead == 0 && s.Operation != memo.OpUnknown:
			t.Errorf("%q on %s: %s.%s; want it declined", tt.text, tt.focus.Title, s.Capability, s.Operation)
		case tt.lead == 0:
		case s.Operation != memo.OpTaskUpdate || s.Tasks.NewLead == nil || s.Tasks.NewDue != nil || len(s.Tasks.IDs) != 1:
			t.Errorf("%q: %s.%s %+v; want a new lead", tt.text, s.Capability, s.Operation, s.Tasks)
		case *s.Tasks.NewLead != tt.lead:
			t.Errorf("%q: lead %v; want %v", tt.text, *s.Tasks.NewLead, tt.lead)
		}
	}
	// An amount alone of a reminder with no lead is no new lead.
	for _, text := range []string{"actually make it 45 minutes", "בעצם תעשה את זה חצי שעה"} {
		if s := focusStep(t, text, plain); s.Tasks != nil && s.Tasks.NewLead != nil {
			t.Errorf("%q of a plain reminder: a new lead %v; want none", text, *s.Tasks.NewLead)
		}
	}
	// Near misses: not a new lead.
	for _, text := range []string{
		"make it an hour earlier", "תעשה את זה שעה קודם", "remind me 2 hours before", "and 2 hours before too",
		"תזכיר לי גם שעתיים לפני", "make it 2 hours before to pack", "make it 6",
		"actually make it 45", "בעצם תעשה את זה בערב", "make it the day",
	} {
		s := focusStep(t, text, report)
		if s.Tasks != nil && s.Tasks.NewLead != nil {
			t.Errorf("%q: a new lead %v; want none", text, *s.Tasks.NewLead)
		}
	}
}
