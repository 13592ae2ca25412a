package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNoReminderWanted: a reminder turned down with nothing in focus
// makes none; said with a greeting or thanks, too. A reminder whose thing
// holds "without" is made as before.
func TestNoReminderWanted(t *testing.T) {
	for _, text := range []string{
		"בלי תזכורת מחר", "אהלן, בלי תזכורת מחר!", "ללא תזכורת מחר", "לא צריך תזכורת מחר", "לא צריכה תזכורת מחר, תודה",
		"no reminder tomorrow", "hi, no reminder tomorrow!", "don't need a reminder tomorrow",
	} {
		if s := withFocus(text, nil); s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %s %+v; want no reminder made", text, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{
		"תזכיר לי מחר ב5 לקנות חלב בלי לקטוז", "תזכורת מחר ב5 לקנות חלב", "תזכירי לי מחר ב5 לקנות לחם ללא גלוטן",
		"remind me tomorrow at 5 to buy milk", "remind me tomorrow at 5 to order coffee without sugar",
	} {
		if s := withFocus(text, nil); s.Operation != memo.OpTaskCreate {
			t.Errorf("%q: %s; want a reminder", text, s.Operation)
		}
	}
}
