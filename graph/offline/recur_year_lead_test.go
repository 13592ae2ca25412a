package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestYearlyLead: a yearly thing told with a reminder a lead before it is
// a yearly reminder on the date the lead lands on, in English and in
// Hebrew, at the hour said after the lead; a lead that lands on a date
// not the same every year, or a lead in hours, is declined as a repeat
// that cannot be kept, never stored on the thing's own date.
func TestYearlyLead(t *testing.T) {
	for _, tt := range []struct {
		text       string
		month, day int
		hour       string
		start      string
	}{
		{"car insurance renews 14 jan every year, remind me a week before", 1, 7, "09:00", "2027-01-07"},
		{"הביטוח מתחדש ב-14 בינואר כל שנה, תזכיר לי שבוע לפני", 1, 7, "09:00", "2027-01-07"},
		{"car insurance renews 14 jan every year, remind me the day before", 1, 13, "09:00", "2027-01-13"},
		{"יום ההולדת של נועה ב-25 בינואר כל שנה, תזכירי לי יומיים לפני ב-8 בערב", 1, 23, "20:00", "2026-01-23"},
	} {
		s := plan(t, tt.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %s.%s; want a yearly reminder", tt.text, s.Capability, s.Operation)
			continue
		}
		r := s.Tasks.Drafts[0].Recurrence
		if r.Type != memo.RecurYearly || r.Month != tt.month || r.DayOfMonth != tt.day || r.Time != tt.hour || r.Start != tt.start {
			t.Errorf("%q: %+v; want yearly on %d/%d at %s from %s", tt.text, *r, tt.day, tt.month, tt.hour, tt.start)
		}
	}
	for _, text := range []string{
		"the lease renews on 3 march every year, remind me a week before", // 24 or 25 February
		"חוזה השכירות מתחדש ב-3 במרץ כל שנה, תזכיר לי שבוע לפני",
		"car insurance renews 14 jan every year, remind me 2 hours before",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s.%s; want it declined", text, s.Capability, s.Operation)
		}
	}
}
