package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRemindAskedLast: "remind me" said last, after what was told — what
// someone told the user to do and its time, "so remind me <the time said
// again>", or the thing and a word of address after the ask — is the
// reminder of the thing at that time. Near misses: a time after the ask
// that is not the one told, someone else to be reminded.
func TestRemindAskedLast(t *testing.T) {
	for text, title := range map[string]string{
		"הרופאה במרפאה אמרה לי לקחת את הכדור ללחץ דם כל ערב בשעה תשע, אז תזכיר לי כל ערב בבקשה":            "לקחת את הכדור ללחץ דם",
		"בעוד חצי שעה אני צריך להוציא את העוגה מהתנור, תזכיר לי חביבי":                                     "להוציא את העוגה מהתנור",
		"המורה אמרה לי להביא מחר ב-8 את הספר, תזכירי לי":                                                   "להביא את הספר",
		"in half an hour I need to take the cake out, remind me buddy":                                     "take the cake out",
		"the doctor told me to take my blood pressure pill every evening at 9, so remind me every evening": "take my blood pressure pill",
		"my mom told me to call grandma tomorrow at 5, remind me":                                          "call grandma",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title ||
			s.Tasks.Drafts[0].DueDate == nil && s.Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %s.%s %+v; want the reminder %q", text, s.Capability, s.Operation, s.Tasks, title)
		}
	}
	for _, text := range []string{
		"הרופא אמר לי לקחת כדור כל בוקר, תזכיר לי מחר ב-9",
		"the doctor told me to take a pill every morning, so remind me tomorrow at 9",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Text == "לקחת כדור כל בוקר" {
			t.Errorf("%q: %+v; want the told time not taken for the asked one", text, s.Tasks)
		}
	}
}
