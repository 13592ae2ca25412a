package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestNeedAReminderLead: "need a reminder …", "צריך תזכורת …" and the
// other ways of asking for a reminder by its noun open a reminder as
// "remind me" does, with or without "i"/"אני".
func TestNeedAReminderLead(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"need a reminder friday at 9am submit expense report", "submit expense report", *at(23, 9, 0)},
		{"need a reminder for mom's bday dec 15 at 9am", "mom's bday", time.Date(2026, 12, 15, 9, 0, 0, 0, jerusalem)},
		{"i need a reminder to call mom tomorrow at 5", "call mom", *at(21, 17, 0)},
		{"can i get a reminder tomorrow at 5 to call mom", "call mom", *at(21, 17, 0)},
		{"need reminder to pay rent tomorrow at 10", "pay rent", *at(21, 10, 0)},
		{"want a reminder at 6 to take the pills", "take the pills", *at(20, 18, 0)},
		{"צריך תזכורת מחר ב-9 להתקשר לבנק", "להתקשר לבנק", *at(21, 9, 0)},
		{"צריכה תזכורת מחר ב-9 להתקשר לבנק", "להתקשר לבנק", *at(21, 9, 0)},
		{"אני צריכה תזכורת להתקשר לבנק מחר ב-9", "להתקשר לבנק", *at(21, 9, 0)},
		{"תכין לי תזכורת מחר ב-9 להתקשר לבנק", "להתקשר לבנק", *at(21, 9, 0)},
		{"תזכורת למחר ב8: להתקשר לבנק", "להתקשר לבנק", *at(21, 8, 0)},
		{"רוצה תזכורת מחר בשמונה לשלם חשבון", "לשלם חשבון", *at(21, 8, 0)},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, tt.due)
	}
	// With nothing after it, it makes nothing yet.
	for _, text := range []string{"i need a reminder", "need a reminder", "אני צריכה תזכורת"} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Text != "" {
			t.Errorf("%q: %+v; want nothing made", text, s.Tasks)
		}
	}
}
