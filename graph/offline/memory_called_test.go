package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWhatIsItCalled: asking what a thing is called ("איך נקראת התרופה
// שלי", "איך קוראים לרופא", "what's my medicine called") searches the
// memory; about the lists or a request to be reminded, it is not the
// memory's.
func TestWhatIsItCalled(t *testing.T) {
	for _, text := range []string{"איך נקראת התרופה שלי ללחץ דם?", "איך נקרא הרופא של הילדים", "איך נקראים השכנים החדשים?",
		"איך קוראים לתרופה שלי ללחץ דם?", "what's my blood pressure medicine called?", "what is the kids' doctor called"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpMemorySearch {
			t.Errorf("%q: %s.%s; want a memory search", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"תזכיר לי מחר בשמונה לבדוק איך נקראת התרופה", "remind me tomorrow at 8 to ask what the medicine is called"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemorySearch {
			t.Errorf("%q: a memory search; want the reminder", text)
		}
	}
}
