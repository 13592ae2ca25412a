package offline_test

import "testing"

// TestGluedDay: a day word typed into the hour after it ("מחרבעשר",
// "מחרב9", "היוםבערב", "tomorrowat9") is the day and the hour; a word
// that only begins like a day word is left as it is.
func TestGluedDay(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		h, m, d     int
	}{
		{"תזכירלי מחרבעשר לשלוח מייל למרצה", "לשלוח מייל למרצה", 10, 0, 21},
		{"תזכיר לי מחרבשמונה לקנות חלב", "לקנות חלב", 8, 0, 21},
		{"תזכירי לי מחרב9 להתקשר לבנק", "להתקשר לבנק", 9, 0, 21},
		{"תזכיר לי מחרב-9:30 לצאת לטיסה", "לצאת לטיסה", 9, 30, 21},
		{"תזכיר לי היוםבשש לאסוף את הילדים", "לאסוף את הילדים", 18, 0, 20},
		{"remind me tomorrowat9 to call mom", "call mom", 9, 0, 21},
		{"remind me tmrwat10am to pay rent", "pay rent", 10, 0, 21},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, *at(tt.d, tt.h, tt.m))
	}
	// "היוםבערב": the evening, at the hour an evening is read.
	if s := plan(t, "תזכיר לי היוםבערב לכבס").Steps[0]; s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != "לכבס" {
		t.Errorf("היוםבערב: %+v; want a reminder this evening", s.Tasks)
	}
}
