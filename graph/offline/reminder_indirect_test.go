package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestIndirectReminderAsk: "I need reminding …", "I'd like to be reminded
// …", "could you organise a reminder for …", "תארגן לי תזכורת …" ask for a
// reminder as "remind me" does, once or on a rule; "that it is" before
// the thing is no word of it.
func TestIndirectReminderAsk(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"I'd like to be reminded to call Bob tomorrow at 9", "call Bob", *at(21, 9, 0)},
		{"I need reminding tomorrow at 5 to call the vet", "call the vet", *at(21, 17, 0)},
		{"could you organise a reminder for the bins tomorrow at 7am please", "bins", *at(21, 7, 0)}, // its object alone, as "remind me the bins"
		{"תארגן לי תזכורת לקחת כדורים מחר ב-8", "לקחת כדורים", *at(21, 8, 0)},
		{"תסדרי לי תזכורת מחר ב-5 להתקשר לווטרינר", "להתקשר לווטרינר", *at(21, 17, 0)},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, tt.due)
	}
	for text, title := range map[string]string{
		"I need reminding every Thursday at 7pm about choir rehearsal":                          "choir rehearsal",
		"Could you organise a reminder for my blood pressure tablets every morning at 8 please": "my blood pressure tablets",
		"I need reminding every Thursday at 7pm that it is choir rehearsal":                     "choir rehearsal",
		"אני צריכה תזכורת כל יום חמישי ב-7 בערב שיש חזרה של המקהלה":                             "חזרה של המקהלה",
		"תארגני לי תזכורת כל בוקר ב-8 לקחת כדורים":                                              "לקחת כדורים",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title || s.Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %s.%s %+v; want a repeating reminder %q", text, s.Capability, s.Operation, s.Tasks, title)
		}
	}
}
