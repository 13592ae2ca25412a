package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestQuestionLeftToMemory: a question nothing else reads, kept from the
// memory reader only by its words of time, asks for something stored; one
// about the clock, a list, the calendar or Memo itself does not.
func TestQuestionLeftToMemory(t *testing.T) {
	for _, text := range []string{
		"what time does school close on fridays", "when does the kids school close on friday?",
		"למי יש אלרגיה לבוטנים?", "עם מי דיברתי על השיפוץ?", "באיזה יום מגיע הגנן?",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpMemorySearch {
			t.Errorf("%q: %s.%s; want a search of what is stored", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{
		"what time is it", "מה השעה?", "what time is the dentist tomorrow", "what can you do?", "what's on my shopping list",
		"מה יש לי מחר?", "what should I buy", "how are you today?",
	} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemorySearch {
			t.Errorf("%q: a search of what is stored; want it left to others", text)
		}
	}
}
