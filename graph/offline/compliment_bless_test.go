package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestThanksEndearedAndBlessed: thanks said with a word of endearment and
// "mine" ("תודה חמוד שלי שתהיה בריא"), a compliment that ranks Memo first
// ("את הכי חמודה בעולם 💖", "אתה הכי טוב שיש"), the help said as it goes
// on ("you're literally saving my life rn"), and Hebrew words of address
// and of fine in Latin letters ("tnx achi, sababa") are thanks. The same
// words said of another, or beside a request, are not.
func TestThanksEndearedAndBlessed(t *testing.T) {
	for _, text := range []string{
		"תודה חמוד שלי שתהיה בריא", "תודה מותק שלי", "את הכי חמודה בעולם 💖", "אתה הכי טוב שיש", "את חמודה",
		"thank you so much you're literally saving my life rn", "ur saving my life", "tnx achi, sababa", "thanks achi",
		"toda motek",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s; want thanks", text, s.Operation)
		}
	}
	for text, want := range map[string]memo.Op{
		"הכלב שלי הכי חמוד בעולם":                         memo.OpUnknown,
		"you're saving my spot for tomorrow right":        memo.OpUnknown,
		"תודה חמוד שלי, תזכיר לי מחר ב-9 לקנות חלב":       memo.OpTaskCreate,
		"tnx achi, remind me tomorrow at 9am to buy milk": memo.OpTaskCreate,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != want {
			t.Errorf("%q: %s; want %s", text, s.Operation, want)
		}
	}
}
