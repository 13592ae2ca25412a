package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldPastMakesNothing: with no command, what the user did, said in
// the past tense and the first person, makes no reminder or event,
// whatever time it names; a thing to come told by "I've got", "I have",
// or a polite past ("I wanted to …"), and a possessive that looks like
// the Hebrew past ("אחותי"), are read as before.
func TestToldPastMakesNothing(t *testing.T) {
	for _, text := range []string{
		"I sat 10 till 12 with grandma", "I met Dan at 3", "I called mom at 4", "we had dinner at 8 with the kids",
		"I just finished the report at 5", "ok I went to the dentist at 5",
		"הלכתי לרופא שיניים ב-5", "פגשתי את דן ב-3", "והתקשרתי לאמא ב-4", "ישבתי עם סבתא מ-10 עד 12",
	} {
		for _, s := range plan(t, text).Steps {
			switch s.Operation {
			case memo.OpTaskCreate, memo.OpEventCreate, memo.OpEventCreateRecurring:
				t.Errorf("%q: %s; want nothing made", text, s.Operation)
			}
		}
	}
	for text, op := range map[string]memo.Op{
		"I've got a dentist appointment tomorrow at 3": memo.OpEventCreate,
		"I have a meeting with Dan tomorrow at 3":      memo.OpEventCreate,
		"call mom tomorrow at 4":                       memo.OpTaskCreate,
		"אחותי יום הולדת ביום שישי":                    memo.OpEventCreate,
		"ישיבת צוות מחר ב-3":                           memo.OpEventCreate,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != op {
			t.Errorf("%q: %s; want %s", text, s.Operation, op)
		}
	}
}
