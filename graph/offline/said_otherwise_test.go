package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSaidOtherwise: requests said in ways the readers did not take —
// "p m" said apart, "each working day", a day word with a letter held,
// "אחי" after a preposition — and a briefing on a day, which is an event,
// not the digest.
func TestSaidOtherwise(t *testing.T) {
	type want struct {
		title string
		hour  int
	}
	for text, w := range map[string]want{
		"add to my calendar fish fry at the church Friday at six p m": {"fish fry at the church", 18},
		"remind me tomorrow at 7 a m to feed the dog":                 {"feed the dog", 7},
		"תזכיר לי מחררר בבוקר בשעה9 לאסוף את הרכב מהמוסך":             {"לאסוף את הרכב מהמוסך", 9},
		"remind me tomorrrow at 5 to call the bank":                   {"call the bank", 17},
		"תזכיר לי מחר ב12 לאכול צהריים עם אחי":                        {"לאכול צהריים עם אחי", 12},
		"קבע תדריך מחר 14:00":                                         {"תדריך", 14},
	} {
		p := plan(t, text)
		s := p.Steps[0]
		title, hour := "", -1
		switch {
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil:
			title, hour = s.Tasks.Drafts[0].Text, s.Tasks.Drafts[0].DueDate.In(jerusalem).Hour()
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			title, hour = s.Calendar.Drafts[0].Summary, s.Calendar.Drafts[0].Start.In(jerusalem).Hour()
		}
		if title != w.title || hour != w.hour {
			t.Errorf("%q: %s.%s %q at %d, want %q at %d", text, s.Capability, s.Operation, title, hour, w.title, w.hour)
		}
	}
	// Every working day repeats on the working week.
	p := plan(t, "Remind me each working day at 8:15 for the stand-up meeting.")
	if s := p.Steps[0]; s.Tasks == nil || s.Tasks.Drafts[0].Recurrence == nil || len(s.Tasks.Drafts[0].Recurrence.Days) != 5 {
		t.Errorf("each working day: %s.%s %+v", s.Capability, s.Operation, s.Tasks)
	}
	// Near-misses: thanks to a brother-in-arms is thanks; the digest with
	// no day is the digest.
	if s := plan(t, "תודה אחי").Steps[0]; s.Capability != memo.CapGeneral {
		t.Errorf("תודה אחי: %s.%s", s.Capability, s.Operation)
	}
	if s := plan(t, "תקבע את התדריך היומי לשבע").Steps[0]; s.Operation != memo.OpSetDigestTime {
		t.Errorf("the daily briefing at seven: %s.%s", s.Capability, s.Operation)
	}
}
