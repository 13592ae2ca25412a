package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDeniedInside: a time denied inside the request that sets it ("not
// at 3 but at 4", "לא בשלוש אלא בארבע") leaves the time meant and no word
// of the denial in the title; "not … but …" of things that are no times
// is left to the other readers.
func TestDeniedInside(t *testing.T) {
	for _, tc := range []struct {
		text  string
		title string
		hour  int
	}{
		{"remind me on monday not at 3 but at 4 to take out the trash", "take out the trash", 16},
		{"remind me tomorrow not at 9am, but at 10am to call the bank", "call the bank", 10},
		{"תזכיר לי ביום שני לא בשלוש אלא בארבע לשים זבל", "לשים זבל", 16},
		{"תזכירי לי מחר לא ב-9 אלא ב-10 בבוקר להתקשר לבנק", "להתקשר לבנק", 10},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one reminder", tc.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != tc.title || d.DueDate == nil || d.DueDate.In(jerusalem).Hour() != tc.hour || d.DueDate.In(jerusalem).Minute() != 0 {
			t.Errorf("%q: %q at %v; want %q at %02d:00", tc.text, d.Text, d.DueDate, tc.title, tc.hour)
		}
	}
	// Near misses: no times on one side or the other.
	for _, text := range []string{"remind me tomorrow at 5 to buy not milk but oat milk", "תזכיר לי מחר בחמש לקנות לא חלב אלא חלב סויה"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate {
			continue // declined is fine
		}
		if d := s.Tasks.Drafts[0]; d.DueDate == nil || d.DueDate.In(jerusalem).Hour() != 17 {
			t.Errorf("%q: due %v; want 17:00 kept", text, d.DueDate)
		}
	}
}
