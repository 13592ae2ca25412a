package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCapabilityTail: a request for a task or a reminder said after the
// thing ("…, add it as a task", "…, תוסיף את זה כתזכורת") makes that
// capability and never stays in the title; "add to my list" after a list
// of things is no task.
func TestCapabilityTail(t *testing.T) {
	fri := *at(23, 9, 0)
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"i need to finish the presentation slides by friday, add it as a task", "finish the presentation slides", fri},
		{"i need to finish the slides by friday add it as a task please", "finish the slides", fri},
		{"renew passport, as a task", "renew passport", time.Time{}},
		{"call the plumber - add this to my to-do list", "call the plumber", time.Time{}},
		{"buy a gift for dana friday and put it on my list", "buy a gift for dana", fri},
		{"לסדר את המחסן, כמשימה", "לסדר את המחסן", time.Time{}},
		{"לסדר את המחסן תרשום כמשימה", "לסדר את המחסן", time.Time{}},
		{"לשלם ארנונה עד יום חמישי, תשים את זה ברשימת המשימות", "לשלם ארנונה", *at(22, 9, 0)},
		{"להאכיל את החתול תרששום כמשימה", "להאכיל את החתול", time.Time{}},
		// The command said bare after the thing: "…, תרשום משימה", "…,
		// תרשמי לי" after an infinitive, "…, add a task".
		{"להגיש עבודה בסוציולוגיה עד יום ראשון, תרשום משימה", "להגיש עבודה בסוציולוגיה", *at(25, 9, 0)},
		{"להגיש עבודה בסוציולוגיה עד יום ראשון, תרשמי לי", "להגיש עבודה בסוציולוגיה", *at(25, 9, 0)},
		{"לקנות מתנה לדנה עד שישי תוסיפי משימה", "לקנות מתנה לדנה", fri},
		{"לתקן את הברז, תפתח משימה חדשה", "לתקן את הברז", time.Time{}},
		{"submit the sociology paper by sunday, add a task", "submit the sociology paper", *at(25, 9, 0)},
		{"fix the tap, make a task for it", "fix the tap", time.Time{}},
	} {
		s := plan(t, tt.text).Steps[0]
		wantReminder(t, tt.text, s, tt.title, tt.due)
		if s.Tasks != nil && s.Tasks.NeedTime {
			t.Errorf("%q: a time asked; want a task", tt.text)
		}
	}
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"pick up the dry cleaning tomorrow at 5, add it as a reminder", "pick up the dry cleaning", *at(21, 17, 0)},
		{"call mom tomorrow at 6pm, set a reminder", "call mom", *at(21, 18, 0)},
		{"call mom tomorrow at 5, as a reminder", "call mom", *at(21, 17, 0)},
		{"להתקשר לאמא מחר ב-6, תוסיף את זה כתזכורת", "להתקשר לאמא", *at(21, 18, 0)},
		{"לקנות ורדים מחר ב-9 כתזכותר", "לקנות ורדים", *at(21, 9, 0)},
		{"email Avi about the contract at 17:00, remind me", "email Avi about the contract", *at(20, 17, 0)},
		{"email Avi about the contract tomorrow at 5, as a reminder", "email Avi about the contract", *at(21, 17, 0)},
		{"move the car tomorrow at 9 as a reminder please", "move the car", *at(21, 9, 0)},
		{"email Avi about the contract tomorrow at 5:30pm - set it as a reminder pls thx 🙏", "email Avi about the contract", *at(21, 17, 30)},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, tt.due)
	}
	// Said with no time, "as a reminder" asks when.
	if s := plan(t, "call the bank, add it as a reminder").Steps[0]; s.Tasks == nil || !s.Tasks.NeedTime || s.Tasks.Drafts[0].Text != "call the bank" {
		t.Errorf("call the bank, add it as a reminder: %+v; want the time asked", s.Tasks)
	}
	for _, text := range []string{"milk, eggs, add to my list", "חלב, ביצים, תוסיף לרשימה", "החניה בקומה 3, תרשמי לי", "leave a note on the fridge as a reminder tomorrow at 5"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want no task", text, s.Tasks)
		}
	}
}
