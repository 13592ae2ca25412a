package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRememberShinOfAWord: after "תזכור"/"תזכרי" a ש that opens a word
// ("שעתיים", "שבועיים") is no "that": nothing is kept as a note with the
// word cut ("עתיים לפני …"); a ש that is "that" still keeps the fact.
func TestRememberShinOfAWord(t *testing.T) {
	for _, text := range []string{"תזכרי לי שעתיים לפני לחדש את הביטוח", "תזכור שבועיים לפני הטיסה לחדש דרכון"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpMemoryStore {
				t.Errorf("%q kept a note: %+v", text, s.Memory)
			}
		}
	}
	for _, text := range []string{"תזכור שהקוד של השער 4512", "תזכרי ששבת הבאה אנחנו אצל סבתא"} {
		if s := plan(t, text).Steps; s[0].Operation != memo.OpMemoryStore {
			t.Errorf("%q planned %+v; want a note", text, s)
		}
	}
}
