package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestAnchoredLeadOwnHour: a reminder counted from a day told, with an
// hour of its own after the lead, is that hour on the day the lead
// counts back to, said in Hebrew as in English ("דדליין להגשה ביום
// שלישי, תזכיר לי יום לפני ב-9"); the command said last is not moved
// ahead of what it counts from. Said with no lead, or with a lead and no
// hour, the message reads as before.
func TestAnchoredLeadOwnHour(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"דדליין להגשה ביום שלישי, תזכיר לי יום לפני ב-9", "דדליין להגשה", *at(26, 9, 0)},
		{"הגשת העבודה ביום חמישי, תזכירי לי יום לפני ב-10", "הגשת העבודה", *at(21, 10, 0)},
		{"דדליין להגשה ביום שלישי תזכירי לי יום לפני בשמונה בבוקר", "דדליין להגשה", *at(26, 8, 0)},
		{"יש לי מבחן ביום ראשון, תזכיר לי יומיים לפני ב-8 בערב", "מבחן", *at(23, 20, 0)},
		{"deadline for the report on tuesday, remind me a day before at 9", "deadline for the report", *at(26, 9, 0)},
		// With no hour of its own: the day's usual hour, as before.
		{"דדליין להגשה ביום שלישי, תזכיר לי יום לפני", "דדליין להגשה", *at(26, 9, 0)},
	} {
		p := plan(t, tt.text)
		wantReminder(t, tt.text, p.Steps[len(p.Steps)-1], tt.title, tt.due)
	}
	// An event told with its hour: the event, and the reminder at the
	// hour said the day before.
	p := plan(t, "מבחן ביום שלישי ב-10, תזכיר לי יום לפני ב-9")
	if len(p.Steps) != 2 || p.Steps[0].Operation != memo.OpEventCreate {
		t.Fatalf("event and reminder: %d steps", len(p.Steps))
	}
	wantReminder(t, "מבחן …", p.Steps[1], "מבחן", *at(26, 9, 0))
	// Said on that weekday (now is a Tuesday), what is counted back from
	// is the week ahead's, not today's.
	for _, text := range []string{"מבחן ביום שלישי ב-10, תזכיר לי יום לפני", "exam tuesday at 10, remind me a day before"} {
		p := plan(t, text)
		if s := p.Steps[0]; s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].Start.In(jerusalem).Day() != 27 {
			t.Errorf("%q: %s %+v; want the exam on the 27th", text, s.Operation, s.Calendar)
		}
	}
	// Near miss: a lead counted from an hour told in the clause before,
	// with no hour of its own, stays the event's alert.
	p = plan(t, "פגישה מחר ב-5 תזכיר לי רבע שעה לפני")
	if s := p.Steps[0]; s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].ReminderMinutes == nil || *s.Calendar.Drafts[0].ReminderMinutes != 15 {
		t.Errorf("meeting with a 15 minute alert: %s.%s", s.Capability, s.Operation)
	}
}
