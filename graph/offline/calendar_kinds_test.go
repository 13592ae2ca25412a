package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestEventsAskedByKind: the events of a time asked for by their kind
// are listed for that time; the kind with no time after it is not.
func TestEventsAskedByKind(t *testing.T) {
	for text, days := range map[string]int{
		"what sessions do i have tomorrow":   1,
		"which classes have i got on friday": 1,
		"any lessons do i have tomorrow?":    1,
		"what shifts do i have this week":    0,
		"which meetings do I have this week": 0,
		"אילו שיעורים יש לי מחר":             1,
		"איזה אימונים יש לי ביום שישי":       1,
		"מה המשמרות שלי השבוע":               0,
		"מההמשמרות שלי מחר":                  1,
		"אילו פגישות יש לי השבוע":            0,
	} {
		p := plan(t, text)
		s := p.Steps[len(p.Steps)-1]
		if s.Operation != memo.OpEventGetEvents || s.Calendar == nil || s.Calendar.From == nil || s.Calendar.To == nil {
			t.Errorf("%q: %s.%s; want the events of a window", text, s.Capability, s.Operation)
			continue
		}
		if n := int(s.Calendar.To.Sub(*s.Calendar.From).Hours() / 24); days == 1 && n != 1 || days == 0 && n < 1 {
			t.Errorf("%q: %v–%v; want %d day(s)", text, s.Calendar.From, s.Calendar.To, days)
		}
	}
	for _, text := range []string{
		"which classes should i take", "what lessons did i learn today", "what sessions do i have to book",
		"איזה שיעורים כדאי לי לקחת", "אילו משמרות יש לי להחליף",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventGetEvents {
				t.Errorf("%q: listed the calendar; want not", text)
			}
		}
	}
}

// TestWhenDue: "when do i need to …", "מתי אני צריך …" look for the
// thing itself, without the words that ask.
func TestWhenDue(t *testing.T) {
	for text, name := range map[string]string{
		"when do i need to call mom?":    "call mom",
		"when do I have to pay the rent": "pay the rent",
		"מתי אני צריך ללכת לרופא?":       "ללכת לרופא",
		"מתי אני צריכה לאסוף את הילדים":  "לאסוף את הילדים",
		"ומתי אני אמורה לשלם את החשבון":  "לשלם את החשבון",
		"when is my meeting with dana":   "meeting with dana",
		"מתי הפגישה עם דני":              "הפגישה עם דני",
	} {
		var got string
		for _, s := range plan(t, text).Steps {
			switch {
			case s.Calendar != nil && s.Operation == memo.OpEventGet:
				got = s.Calendar.Summary
			case s.Memory != nil && s.Memory.Fallback != nil && s.Memory.Fallback.Calendar != nil:
				got = s.Memory.Fallback.Calendar.Summary
			}
		}
		if got != name {
			t.Errorf("%q: looked for %q; want %q", text, got, name)
		}
	}
	// A task word asks the tasks; a need with nothing after it asks nothing.
	for _, text := range []string{"when do i need to", "when do i need to do my tasks"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventGet {
				t.Errorf("%q: looked up an event", text)
			}
		}
	}
}
