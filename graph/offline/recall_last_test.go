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

// TestWhereTheCarIs: where the car stands, said in the ways people say
// it, is a note to keep; what the car is like is not.
func TestWhereTheCarIs(t *testing.T) {
	for _, text := range []string{
		"the car is on level 3", "my car's in the blue zone", "החנתי בקניון בקומה מינוס 2 שורה G", "האוטו בקומה 3 בחניון",
		"הרכב חונה ברחוב הרצל 5",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory.Draft == nil || s.Memory.Draft.Text != text {
			t.Errorf("%q: %s.%s; want it kept as a note", text, s.Capability, s.Operation)
		}
	}
	if s := plan(t, "the car is red").Steps[0]; s.Operation == memo.OpMemoryStore {
		t.Errorf("the car is red: kept as where the car is")
	}
}
