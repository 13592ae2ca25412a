package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRemindSomeoneElse: Memo writes only to the user, so "remind dad to
// take his pill" is a reminder to the user to tell him, at the time said
// or asked when; a reminder of the user's own, or a slip of the day for a
// name, keeps its own reading.
func TestRemindSomeoneElse(t *testing.T) {
	for text, want := range map[string]struct {
		title    string
		needTime bool
	}{
		"remind dad to take his pill":                   {"tell dad to take his pill", true},
		"remind dad to take his pill at 8pm":            {"tell dad to take his pill", false},
		"Remind Dana to bring the cake tomorrow at 9":   {"tell Dana to bring the cake", false},
		"remind my wife about the dinner tomorrow at 7": {"tell my wife about the dinner", false},
		"remind him to call the plumber in 2 hours":     {"tell him to call the plumber", false},
		"תזכיר לאבא לקחת כדור":                          {"להגיד לאבא לקחת כדור", true},
		"תזכיר לאבא לקחת כדור ב-8 בערב":                 {"להגיד לאבא לקחת כדור", false},
		"תזכירי לה לשלם מחר ב-10":                       {"להגיד לה לשלם", false},
		"תזכיר לבעלי שיש אסיפת הורים מחר ב-7":           {"להגיד לבעלי שיש אסיפת הורים", false},
		// The user's own reminders, as before.
		"תזכיר לקנות לחם מחר ב-9":    {"לקנות לחם", false},
		"תזכיר לי להתקשר לאבא ב-5":   {"להתקשר לאבא", false},
		"remind me to call dad at 5": {"call dad", false},
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != want.title || s.Tasks.NeedTime != want.needTime {
			t.Errorf("%q: %s %+v; want a reminder %q (asked when: %v)", text, s.Operation, s.Tasks, want.title, want.needTime)
		}
	}
	// No name to remind: not read as someone else.
	for _, text := range []string{"remind tomorrow to buy bread", "remind everyone to vote"} {
		for _, s := range plan(t, text).Steps {
			if s.Tasks != nil && len(s.Tasks.Drafts) == 1 && len(s.Tasks.Drafts[0].Text) > 5 && s.Tasks.Drafts[0].Text[:5] == "tell " {
				t.Errorf("%q: %+v; want no reminder to tell someone", text, s.Tasks.Drafts)
			}
		}
	}
}
