package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestThanksOverSentences: thanks, praise of the helper and a parting
// wish said in several sentences are thanks; a request among them is the
// request.
func TestThanksOverSentences(t *testing.T) {
	for _, text := range []string{
		"תודה רבה לך אתה עוזר טוב מאוד. יום טוב", "תודה את עוזרת ממש טובה", "אתה בוט מעולה, תודה רבה. ערב טוב",
		"thanks a lot you're a lifesaver. have a good one", "thank you, you're a very good assistant. have a nice day",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s; want thanks", text, s.Operation)
		}
	}
	for text, want := range map[string]memo.Op{
		"תודה אתה עוזר טוב מאוד. תזכיר לי מחר ב-9 להתקשר לאמא":   memo.OpTaskCreate,
		"thanks you're a great help. remind me at 9 to call mom": memo.OpTaskCreate,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != want {
			t.Errorf("%q: %s; want %s", text, s.Operation, want)
		}
	}
	// A helper praised in the third person is someone else's.
	for _, text := range []string{"העוזר החדש טוב מאוד", "תזכיר לי לשלוח לדני שהוא עוזר טוב מאוד"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpThanks {
			t.Errorf("%q: thanks; want not", text)
		}
	}
}

// TestSleptBadlyIsMood: a night told without a mood word ("didn't sleep
// all night") is a mood; a request or a time beside it is not swallowed.
func TestSleptBadlyIsMood(t *testing.T) {
	for _, text := range []string{
		"לא ישנתי כל הלילה 😩", "בקושי ישנתי", "אוף לא הצלחתי להירדם אתמול בלילה", "ישנתי שעתיים", "כמעט לא ישנתי בלילה",
		"didn't sleep all night 😩", "barely slept last night", "ugh couldn't sleep at all", "up all night again", "slept like 3 hours",
		"i slept 4 hours",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpUnknown || s.General == nil || s.General.Reason != memo.ReasonFeelingLow {
			t.Errorf("%q: %s %+v; want a mood", text, s.Operation, s.General)
		}
	}
	for _, text := range []string{
		"לא ישנתי כל הלילה, תזכיר לי לקבוע תור לרופא מחר ב-9", "didn't sleep, remind me at 9 to call the doctor",
		"remind me i didn't sleep", "couldn't sleep because of the neighbours party tomorrow at 10",
	} {
		for _, s := range plan(t, text).Steps {
			if s.General != nil && s.General.Reason == memo.ReasonFeelingLow {
				t.Errorf("%q: read as a mood; want the request or no reading", text)
			}
		}
	}
}
