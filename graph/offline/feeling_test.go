package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestFeelingIsTalk: a message that only tells how the user feels is
// answered in kind and changes nothing; with a request beside it, or a
// word a chat uses for something else ("i'm done", "טוב"), it is that.
func TestFeelingIsTalk(t *testing.T) {
	for text, want := range map[string]memo.UnknownReason{
		"I'm so tired today":               memo.ReasonFeelingLow,
		"ugh long day":                     memo.ReasonFeelingLow,
		"im feeling kinda down lol":        memo.ReasonFeelingLow,
		"i am completely wiped out":        memo.ReasonFeelingLow,
		"I'm happy!":                       memo.ReasonFeelingGood,
		"honsetly i feel relieved tonight": memo.ReasonFeelingGood,
		"כמטע לא ישנתי בלילה":              memo.ReasonFeelingLow,
		"בקשוי ישנתי הלילה":                memo.ReasonFeelingLow,
		"what a great day 🙂":               memo.ReasonFeelingGood,
		"אני כל כך עייפה היום":             memo.ReasonFeelingLow,
		"אוף איזה יום ארוך":                memo.ReasonFeelingLow,
		"ממש לחוצה":                        memo.ReasonFeelingLow,
		"אני חולה":                         memo.ReasonFeelingLow,
		"אני בסדר":                         memo.ReasonFeelingGood,
		"היה לי יום מעולה":                 memo.ReasonFeelingGood,
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpUnknown || s.General == nil || s.General.Reason != want {
			t.Errorf("%q: %s %+v; want talk (%s)", text, s.Operation, s.General, want)
		}
	}
	// A mood misspelt past reading is still no reminder of it.
	for _, text := range []string{"hi, feeilng super sad tonight", "im sooo exhuasted tonight, stressed"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %s %+v; want no reminder of a mood", text, s.Operation, s.Tasks)
			}
		}
	}
	for _, text := range []string{
		"i'm done", "טוב", "בסדר", "I'm sick, remind me to call the doctor at 9", "i'm busy tomorrow at 5",
		"אני עייפה, תזכירי לי מחר ב-8 לקום מוקדם", "tired of the old sofa, add sofa to my shopping list",
	} {
		for _, s := range plan(t, text).Steps {
			if s.General != nil && (s.General.Reason == memo.ReasonFeelingLow || s.General.Reason == memo.ReasonFeelingGood) {
				t.Errorf("%q: read as a feeling; want the request or the acknowledgement", text)
			}
		}
	}
}
