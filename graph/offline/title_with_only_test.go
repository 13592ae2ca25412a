package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWithSomeoneIsNoTitle: someone to be with, said with a time and no
// thing to do ("with grandma at 6", "וגם עם סבתא בשש"), makes nothing;
// a thing done with them, or a meeting with them, is made.
func TestWithSomeoneIsNoTitle(t *testing.T) {
	for _, text := range []string{"with grandma at 6", "remind me with dana at 6", "עם סבתא בשש", "תזכיר לי עם דנה בשש", "וגם עם סבתא בשש"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %s made; want it declined", text, s.Operation)
			}
		}
	}
	for text, op := range map[string]memo.Op{
		"remind me at 6 to have tea with grandma": memo.OpTaskCreate,
		"תזכיר לי בשש לדבר עם דנה":                memo.OpTaskCreate,
		"meeting with dana tomorrow at 6":         memo.OpEventCreate,
		"פגישה עם דנה מחר בשש":                    memo.OpEventCreate,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != op {
			t.Errorf("%q: %s; want %s", text, s.Operation, op)
		}
	}
}
