package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestLeadNewReminder: a new reminder with a lead takes every way of
// saying one ("prior to", "in advance of", "ahead of", "hrs", "1.5
// hours", "מראש", "קודם", "עשר דקות", "שעה וחצי"), and half an hour is
// thirty minutes, not thirty hours.
func TestLeadNewReminder(t *testing.T) {
	for _, tt := range []struct {
		text  string
		title string
		due   *time.Time
		lead  time.Duration
	}{
		{"remind me 2 hrs prior to the dentist tomorrow at 5", "the dentist", at(21, 17, 0), 2 * time.Hour},
		{"remind me an hour in advance of the dentist tomorrow at 5", "the dentist", at(21, 17, 0), time.Hour},
		{"remind me half an hour ahead of the dentist tomorrow at 5", "the dentist", at(21, 17, 0), 30 * time.Minute},
		{"remind me half an hour before the dentist tomorrow at 5", "the dentist", at(21, 17, 0), 30 * time.Minute},
		{"remind me 1.5 hours before the dentist tomorrow at 5", "the dentist", at(21, 17, 0), 90 * time.Minute},
		{"remind me the day before the dentist on friday at 10", "the dentist", at(23, 10, 0), 24 * time.Hour},
		{"תזכיר לי שעתיים מראש על רופא השיניים מחר ב-5", "רופא השיניים", at(21, 17, 0), 2 * time.Hour},
		{"תזכיר לי עשר דקות לפני הפגישה מחר ב-10", "הפגישה", at(21, 10, 0), 10 * time.Minute},
		{"תזכיר לי שעה וחצי קודם על הפגישה מחר ב-10", "הפגישה", at(21, 10, 0), 90 * time.Minute},
		{"תזכיר לי יום לפני הטיסה ביום שישי ב-10", "הטיסה", at(23, 10, 0), 24 * time.Hour},
	} {
		s := plan(t, tt.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one reminder", tt.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != tt.title || d.DueDate == nil || !d.DueDate.Equal(*tt.due) || d.Lead != tt.lead {
			t.Errorf("%q: %q at %v lead %v; want %q at %v lead %v", tt.text, d.Text, d.DueDate, d.Lead, tt.title, tt.due, tt.lead)
		}
	}
}

// TestLeadFocus: a reminder ahead of the thing in focus takes the same
// ways of saying a lead, whether it is read as a reminder about the focus
// ("remind me about it an hour in advance") or one counted back from it
// ("and an hour in advance too", "תזכיר לי גם שעתיים מראש").
func TestLeadFocus(t *testing.T) {
	fri9 := time.Date(2026, 1, 23, 9, 0, 0, 0, jerusalem)
	dentist := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: &fri9}
	exam := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "מבחן", When: &fri9}
	examEN := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "exam", When: &fri9}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
		title string
		due   time.Time
	}{
		// Counted back from the focus.
		{"and an hour in advance too", examEN, "exam", *at(23, 8, 0)},
		{"remind me 2 hrs prior", examEN, "exam", *at(23, 7, 0)},
		{"remind me 2 hrs ahead to pack", examEN, "pack", *at(23, 7, 0)},
		{"remind me an hour and a half ahead to leave", examEN, "leave", *at(23, 7, 30)},
		{"תזכיר לי גם שעתיים מראש", exam, "מבחן", *at(23, 7, 0)},
		{"תזכיר לי עשר דקות קודם לצאת", exam, "לצאת", *at(23, 8, 50)},
		{"וגם בלילה לפני לארוז", exam, "לארוז", *at(22, 20, 0)},
		// A reminder about the focus.
		{"remind me about it an hour in advance", dentist, "dentist", *at(23, 8, 0)},
		{"remind me about it 90 min prior", dentist, "dentist", *at(23, 7, 30)},
		{"remind me an hour before the appointment", dentist, "dentist", *at(23, 8, 0)},
		{"תזכיר לי על זה שעה מראש", dentist, "dentist", *at(23, 8, 0)},
		{"תזכיר לי על זה שעה וחצי קודם", dentist, "dentist", *at(23, 7, 30)},
	} {
		wantReminder(t, tt.text, focusStep(t, tt.text, tt.focus), tt.title, tt.due)
	}
}
