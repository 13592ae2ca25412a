package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestFormalCorrection: right after a reminder was set, its time is
// corrected in the formal ways, the mistake owned or the time said as how
// it should read ("I beg your pardon, that should read 12:00.", "my
// apologies, make that noon", "טעות שלי, צריך להיות 12"), or said again
// after the line dropped ("sorry signal went, that was 12pm", "סליחה
// נפלה הקליטה, זה היה ב-12"). The same time said again after an apology
// is the change to the time it has (Memo says so); after a "no" it says
// "not then" and is declined. What follows "should be" that is no time
// alone is no correction.
func TestFormalCorrection(t *testing.T) {
	at := time.Date(2026, 1, 22, 11, 0, 0, 0, jerusalem) // Thursday 11:00
	tests := []struct {
		text      string
		hour, min int // the new time on Thursday; -1: not moved
	}{
		{"I beg your pardon, that should read 12:00.", 12, 0},
		{"that should read 12:00", 12, 0},
		{"that should be 12", 12, 0},
		{"it should have been 12", 12, 0},
		{"correction: 12:00", 12, 0},
		{"sorry, I meant 12", 12, 0},
		{"my apologies, make that noon", 12, 0},
		{"apologies, make it 12", 12, 0},
		{"excuse me, it should be 12", 12, 0},
		{"forgive me, that should say 12", 12, 0},
		{"it should be twelve", 12, 0},
		{"sorry signal went, that was 12pm", 12, 0},
		{"my connection dropped - it was 12", 12, 0},
		{"סליחה, התכוונתי ל12", 12, 0},
		{"תיקון: 12:00", 12, 0},
		{"טעות שלי, צריך להיות 12", 12, 0},
		{"צריך להיות 12", 12, 0},
		{"אני מתנצלת, זה צריך להיות ב-12", 12, 0},
		{"סליחה על הטעות, צריך להיות בשתים עשרה", 12, 0},
		{"סליחה נפלה הקליטה, זה היה ב-12", 12, 0},
		// The time it already has, said again after an apology: kept.
		{"sorry, 11", 11, 0},
		{"sorry signal went, that was 11am", 11, 0},
		// Near misses.
		{"no, 11", -1, 0},
		{"no at 11", -1, 0},
		{"no wait, 11", -1, 0},
		{"אה לא, ב-11", -1, 0},
		{"צריך להיות בבית ב-12", -1, 0},
		{"it should read the report", -1, 0},
		{"that was a great meeting", -1, 0},
		{"it was 12 yesterday", -1, 0},
		{"my phone died.", -1, 0},
		{"excuse me, what do I have tomorrow", -1, 0},
	}
	for _, tt := range tests {
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &at}
		s := afterTool(t, tt.text, "remind me on thursday at 11 to call the bank", memo.OpTaskCreate, focus)
		moved := s.Operation == memo.OpTaskUpdate && s.Tasks != nil && s.Tasks.NewDue != nil
		switch {
		case tt.hour < 0 && moved:
			t.Errorf("%q: moved to %v; want it left", tt.text, s.Tasks.NewDue.In(jerusalem))
		case tt.hour >= 0 && !moved:
			t.Errorf("%q: %s.%s %+v; want the reminder moved", tt.text, s.Capability, s.Operation, s.Tasks)
		case tt.hour >= 0 && !s.Tasks.NewDue.Equal(time.Date(2026, 1, 22, tt.hour, tt.min, 0, 0, jerusalem)):
			t.Errorf("%q: moved to %v; want %02d:%02d on Thursday", tt.text, s.Tasks.NewDue.In(jerusalem), tt.hour, tt.min)
		}
	}
}
