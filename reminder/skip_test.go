package reminder_test

import (
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
)

// TestSkippedDay: a day the series leaves out is passed over, and the
// series goes on after it; OnDay tells an occurrence from a day that is
// none.
func TestSkippedDay(t *testing.T) {
	created := local("2026-01-01 08:00")
	fridays := &memo.Recurrence{Type: memo.RecurWeekly, Time: "18:00", Days: []int{5}, TimeZone: "Asia/Jerusalem",
		Skip: []string{"2026-01-23"}}
	daily := &memo.Recurrence{Type: memo.RecurDaily, Time: "07:30", TimeZone: "Asia/Jerusalem",
		Skip: []string{"2026-01-21", "2026-01-22"}}
	tests := []struct {
		name  string
		rec   *memo.Recurrence
		after string
		want  string
	}{
		{"the skipped friday goes to the next", fridays, "2026-01-20 09:00", "2026-01-30 18:00"},
		{"the friday before it stays", fridays, "2026-01-15 09:00", "2026-01-16 18:00"},
		{"two skipped days in a row", daily, "2026-01-20 09:00", "2026-01-23 07:30"},
		{"the day before them stays", daily, "2026-01-20 06:00", "2026-01-20 07:30"},
	}
	for _, tt := range tests {
		got, ok := reminder.Next(memo.Reminder{Recurrence: tt.rec, Created: created}, local(tt.after))
		if !ok || !got.Equal(local(tt.want)) {
			t.Errorf("%s: %v %v; want %s", tt.name, got, ok, tt.want)
		}
	}
	on := []struct {
		day  string
		want string // "" when the series has no occurrence that day
	}{
		{"2026-01-23 00:00", "2026-01-23 18:00"}, // skipped, still an occurrence
		{"2026-01-22 12:00", ""},                 // a thursday
		{"2026-01-30 23:00", "2026-01-30 18:00"},
	}
	for _, tt := range on {
		got, ok := reminder.OnDay(memo.Reminder{Recurrence: fridays, Created: created}, local(tt.day))
		if tt.want == "" {
			if ok {
				t.Errorf("OnDay %s: %v; want none", tt.day, got)
			}
			continue
		}
		if !ok || !got.Equal(local(tt.want)) {
			t.Errorf("OnDay %s: %v %v; want %s", tt.day, got, ok, tt.want)
		}
	}
	if _, ok := reminder.OnDay(memo.Reminder{Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: time.Hour}}, local("2026-01-23 00:00")); ok {
		t.Error("a nudge has no occurrence on a day")
	}
	bad := memo.Recurrence{Type: memo.RecurDaily, Time: "07:30", Skip: []string{"friday"}}
	if bad.Validate() == nil {
		t.Error("a skipped day that is not a date is valid")
	}
}
