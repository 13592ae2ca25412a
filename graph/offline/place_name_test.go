package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

func TestPlaceName(t *testing.T) {
	tests := []struct {
		text, name string
		sure, ok   bool
	}{
		{"that's where I parked", "where I parked", true, true},
		{"This is where I parked.", "where I parked", true, true},
		{"it's the office", "the office", true, true},
		{"save it as the office", "the office", true, true},
		{"Call it The Office", "The Office", true, true},
		{"זה הבית של סבתא", "הבית של סבתא", true, true},
		{"זה המקום שחניתי בו", "המקום שחניתי בו", true, true},
		{"תשמור את זה בתור המשרד", "המשרד", true, true},
		{"תקרא לזה המשרד", "המשרד", true, true},
		{"I parked here", "I parked here", false, true},
		{"החניתי פה", "החניתי פה", false, true},
		{"grandma's house", "grandma's house", false, true},
		{"המשרד", "המשרד", false, true},
		// No name: a reply word, "that's it", a question, a request.
		{"thanks", "", false, false},
		{"תודה רבה", "", false, false},
		{"that's it", "", false, false},
		{"that's not it", "", false, false},
		{"זה בסדר", "", false, false},
		{"זה לא חשוב", "", false, false},
		{"where did I park?", "", false, false},
		{"what's the weather", "", false, false},
		{"מה המצב", "", false, false},
		{"remind me tomorrow to call mom", "", false, false},
		{"buy milk", "", false, false},
		{"", "", false, false},
	}
	for _, tt := range tests {
		name, sure, ok := offline.PlaceName(tt.text)
		if name != tt.name || sure != tt.sure || ok != tt.ok {
			t.Errorf("%q: %q sure=%v ok=%v; want %q sure=%v ok=%v", tt.text, name, sure, ok, tt.name, tt.sure, tt.ok)
		}
	}
}

// TestPlaceQuestions: the questions a saved place answers are searches
// of the second brain.
func TestPlaceQuestions(t *testing.T) {
	for _, text := range []string{"where did I park?", "איפה חניתי?", "what's grandma's address?", "מה הכתובת של סבתא?",
		"where is the office?", "איפה סבתא גרה?"} {
		s, ok := memoryStep(t, planNumbered(t, text, nil))
		if !ok || s.Operation != memo.OpMemorySearch || s.Memory.Query == "" {
			t.Errorf("%q: %+v", text, s)
		}
	}
}
