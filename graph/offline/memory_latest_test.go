package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMemoryLatest: a question about what was saved last, in either
// language and however said, asks for the newest memory; a question
// about what was saved of a thing, or about what Memo did, does not.
func TestMemoryLatest(t *testing.T) {
	for _, text := range []string{
		"what did I just save?", "what did i save just now", "what was the last thing I told you to remember",
		"what's the last thing you saved for me", "what did you just save?", "what did I ask you to remember last?",
		"what was the last thing i asked you to save", "my last note?", "whats the latest memory", "umm mylast note? please", "the latestnote",
		"מה שמרתי עכשיו?", "מה ביקשתי שתזכור אחרון?", "מה שמרתי הרגע", "מה הדבר האחרון ששמרתי?", "מה שמרת לי עכשיו?",
		"מה ביקשתי ממך לזכור לאחרונה", "מה אמרתי לך לזכור הרגע?", "הזיכרון האחרון?", "מה ביקשתי שתזכרי אחרון?",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryGetAll || s.Memory == nil || !s.Memory.Latest {
			t.Errorf("%q: %s.%s; want the memory saved last", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{
		"what did I save about the car?", "what did i tell you about dana", "מה שמרתי על האוטו?", "what did you do?",
		"what did I just say", "מה עשית עכשיו?", "show my memories", "מה שמרתי ברשימת הקניות",
		"what was the last thing on my list", "מה המשימה האחרונה",
	} {
		if s := plan(t, text).Steps[0]; s.Memory != nil && s.Memory.Latest {
			t.Errorf("%q: read as the memory saved last", text)
		}
	}
}

// TestRecallWhichOne: a question that opens with "which", glued to a
// preposition ("לאיזו תרופה …", "מאיזה …"), asks for something stored.
func TestRecallWhichOne(t *testing.T) {
	for _, text := range []string{"לאיזו תרופה אבא אלרגי?", "לאיזה גן הולכת נועה?", "מאיזה ספק הזמנו את הקמח?", "הכתובת של אמא של רוני?", "יום ההולדת של אמא שלי?"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpMemorySearch {
			t.Errorf("%q: %s.%s; want a search of what is stored", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"לאיזו שעה קבעתי את הרופא?", "לאיזה יום קבעתי את הפגישה?"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemorySearch && s.Memory.Fallback == nil {
			t.Errorf("%q: a search of what is stored, with no calendar reading", text)
		}
	}
}
