package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDrawnOutMe: a "me"/"לי" with its last letter doubled right after a
// command verb ("remind mee", "תזכיר ליי") is "me"/"לי"; a word that only
// starts like "me" ("meet", "meeting") is no "me" and never leaves its
// tail in a title.
func TestDrawnOutMe(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		d, h        int
	}{
		{"remind mee tomorrow at 5 to call mom", "call mom", 21, 17},
		{"hey remind meee at 5 to call mom", "call mom", 20, 17},
		{"ping mee tomorrow at 9 to pay rent", "pay rent", 21, 9},
		{"תזכיר ליי מחרתיים בחמש לקבוע תור לרופא שיניים", "לקבוע תור לרופא שיניים", 22, 17},
		{"תזכירי לייי מחר ב5 להתקשר לאמא", "להתקשר לאמא", 21, 17},
		{"תזכיר ליי מחר ב-9 לשלם חשמל", "לשלם חשמל", 21, 9},
		{"hey remindmeee to call mom tomorrow at 8", "call mom", 21, 8},
		{"תזכירלייי מחר ב5 להתקשר לאמא", "להתקשר לאמא", 21, 17},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, *at(tt.d, tt.h, 0))
	}
	for _, text := range []string{"remind meet at 5", "remind meeting at 5"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want it declined", text, s.Tasks)
		}
	}
	// After a verb too slipped to mend, a drawn-out "לי" still says a
	// command: never a title.
	if s := plan(t, "תזכריי לייי לשלוח מייל לאבי מחר ב-9").Steps[0]; s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Text != "לשלוח מייל לאבי" {
		t.Errorf("תזכריי לייי: %+v; want it declined", s.Tasks)
	}
	// With no command before it, a drawn-out word is left as it is.
	for _, text := range []string{"mee tomorrow at 5 call mom", "ליי מחר ב5 להתקשר לאמא"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate && (s.Tasks.Drafts[0].Text == "call mom" || s.Tasks.Drafts[0].Text == "להתקשר לאמא") {
			t.Errorf("%q: %+v; want the word kept", text, s.Tasks)
		}
	}
}
