package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestPlannerDeadlineMonth: a deadline said by a month's name is that
// month's last day, "before" a month the last day before it starts, in
// both languages, through the same reading as "by friday": a task gets
// the day, and a reminder asks for the hour. Now is Wednesday 2 December
// 2026.
func TestPlannerDeadlineMonth(t *testing.T) {
	at := time.Date(2026, 12, 2, 10, 0, 0, 0, jerusalem)
	tests := []struct {
		text, title, day string
	}{
		{"finish the tax report before january", "finish the tax report", "2026-12-31"},
		{"finish the tax report by end of december", "finish the tax report", "2026-12-31"},
		{"add a task to finish the tax report before january", "finish the tax report", "2026-12-31"},
		{"add a task: finish the tax report by the end of december", "finish the tax report", "2026-12-31"},
		{"finish the tax report by the end of the month", "finish the tax report", "2026-12-31"},
		{"send the grant forms before march", "send the grant forms", "2027-02-28"},
		{"לסיים את דוח המס עד סוף דצמבר", "לסיים את דוח המס", "2026-12-31"},
		{"להוסיף משימה לסיים את דוח המס לפני ינואר", "לסיים את דוח המס", "2026-12-31"},
		{"לסיים את הדוח עד סוף החודש", "לסיים את הדוח", "2026-12-31"},
		// Near miss: a day of the month makes it a date, before which
		// the deadline falls.
		{"finish the tax report before january 5", "finish the tax report", "2027-01-04"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s := planAt(t, tt.text, at).Steps[0]
			if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
				t.Fatalf("planned %+v", s)
			}
			d := s.Tasks.Drafts[0]
			if d.Text != tt.title || d.DueDate == nil || d.DueDate.In(jerusalem).Format(time.DateOnly) != tt.day || d.Recurrence != nil {
				t.Errorf("%q due %v repeats %v; want %q due %s", d.Text, d.DueDate, d.Recurrence, tt.title, tt.day)
			}
		})
	}
	// Near misses: a month's end named inside a list's item, or in a
	// title, is no deadline.
	for _, text := range []string{"add to the shopping list: wrapping paper, end of december candles, tape", "הוסף לרשימת קניות: נייר עטיפה, נרות לסוף דצמבר, סלוטייפ"} {
		for _, s := range planAt(t, text, at).Steps {
			if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].DueDate != nil {
				t.Errorf("%q: a task due %v; want the list's items", text, s.Tasks.Drafts[0].DueDate)
			}
		}
	}
}
