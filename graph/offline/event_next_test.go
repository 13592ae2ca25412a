package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNextOfAKind: "when's my next shift", "מתי המשמרת הבאה שלי" look for
// the coming event of that name, without the words that say "next" and
// "mine", from now on; a name without them is looked for as said.
func TestNextOfAKind(t *testing.T) {
	for _, tc := range []struct {
		text, name string
		fromNow    bool
	}{
		{"when's my next shift", "shift", true},
		{"when is the next meeting with Dana?", "meeting with Dana", true},
		{"when's my next dentist", "dentist", true},
		{"when is my upcoming haircut", "haircut", true},
		{"מתי המשמרת הבאה שלי?", "משמרת", true},
		{"מתי הפגישה הבאה עם דנה", "פגישה עם דנה", true},
		{"מתי התור הקרוב לרופא שיניים", "תור לרופא שיניים", true},
		// Near misses: nothing says "next", so the name stays whole.
		{"when is my shift", "shift", false},
		{"מתי המשמרת שלי", "המשמרת שלי", false},
		{"when is the Next Gen conference", "Next Gen conference", false},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation == memo.OpMemorySearch && s.Memory != nil && s.Memory.Fallback != nil {
			s = *s.Memory.Fallback // a memory answers first, when one does
		}
		if s.Operation != memo.OpEventGet || s.Calendar == nil {
			t.Errorf("%q: %s.%s; want a calendar get", tc.text, s.Capability, s.Operation)
			continue
		}
		if s.Calendar.Summary != tc.name || (s.Calendar.From != nil) != tc.fromNow {
			t.Errorf("%q: %q from %v; want %q (from now: %v)", tc.text, s.Calendar.Summary, s.Calendar.From, tc.name, tc.fromNow)
		}
	}
}

// TestWhenQuestionAboutAFact: "when does …" asked of a remembered fact
// whose verb carries "up" ("pick up", "show up") searches what is
// remembered; "what's up" and "what's coming up" still do not.
func TestWhenQuestionAboutAFact(t *testing.T) {
	for _, text := range []string{
		"when does Mr Abutbul pick up his prescription",
		"when does Dana pick up the kids on fridays",
		"when does the cleaner show up",
		"מתי מר אבוטבול אוסף את המרשם שלו?",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpMemorySearch {
			t.Errorf("%q: %s.%s; want a search of what is remembered", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"what's up", "what's coming up", "whats up with you", "whatt's up?", "wats up"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemorySearch {
			t.Errorf("%q: searched what is remembered; want another reading", text)
		}
	}
}

// TestShiftSaidWithItsDay: "shift" that opens a message and is followed
// by when it is ("shift on saturday 7pm to 7am") is the noun of an event;
// followed by what it moves it is the verb, and makes nothing.
func TestShiftSaidWithItsDay(t *testing.T) {
	for _, tc := range []struct {
		text  string
		event bool
	}{
		{"shift on saturday 7pm to 7am", true},
		{"shift tomorrow 8-20", true},
		{"shift friday 6pm to midnight", true},
		{"shift the dentist to 6pm", false},
		{"shift my meeting to tomorrow at 5", false},
	} {
		s := plan(t, tc.text).Steps[0]
		made := s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate
		if made != tc.event || tc.event && s.Operation != memo.OpEventCreate {
			t.Errorf("%q: %s.%s; want an event: %v", tc.text, s.Capability, s.Operation, tc.event)
		}
	}
}
