package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestFeelingWithReason: a mood told with why, or with "ugh" and no "I'm",
// is still a mood; a request or a time beside it, or a completion told
// after it, is never swallowed as talk.
func TestFeelingWithReason(t *testing.T) {
	for text, want := range map[string]memo.UnknownReason{
		"ugh so tired": memo.ReasonFeelingLow,
		"ugh so tired just finished a 12 hr night shift": memo.ReasonFeelingLow,
		"exhausted after a double shift":                 memo.ReasonFeelingLow,
		"so done with today":                             memo.ReasonFeelingLow,
		"i'm wiped out from the kids":                    memo.ReasonFeelingLow,
		"what an exhausting day":                         memo.ReasonFeelingLow,
		"what a productive day":                          memo.ReasonFeelingGood,
		"אוף אני גמורה":                                  memo.ReasonFeelingLow,
		"הרוג אחרי משמרת של 12 שעות":                     memo.ReasonFeelingLow,
		"איזה יום מתיש":                                  memo.ReasonFeelingLow,
		"הרוגה מהעבודה":                                  memo.ReasonFeelingLow,
		"אני סחוטה אחרי שבוע של מבחנים":                  memo.ReasonFeelingLow,
		"היה לי יום מהמם":                                memo.ReasonFeelingGood,
		// A statement told after it, which asks nothing.
		"I'm feeling a bit lonely today, the house is very quiet.": memo.ReasonFeelingLow,
		"im so tired it was a long shift":                          memo.ReasonFeelingLow,
		"אני מרגישה בודדה היום":                                    memo.ReasonFeelingLow,
		"אני עצובה, הבית ריק":                                      memo.ReasonFeelingLow,
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpUnknown || s.General == nil || s.General.Reason != want {
			t.Errorf("%q: %s %+v; want talk (%s)", text, s.Operation, s.General, want)
		}
	}
	// A time-bound request beside a mood is the request.
	for text, want := range map[string]memo.Op{
		"I'm tired, remind me at 9 to call mom":                     memo.OpTaskCreate,
		"exhausted after work, remind me tomorrow at 8 to call mom": memo.OpTaskCreate,
		"גמור אחרי יום ארוך, תזכיר לי מחר בשבע להתקשר לאמא":         memo.OpTaskCreate,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != want {
			t.Errorf("%q: %s; want %s", text, s.Operation, want)
		}
	}
	// A time or a request word after a mood is no reason: not talk.
	for _, text := range []string{
		"exhausted after work call mom at 9", "tired after the shift at 9pm", "so tired after work remind me tomorrow",
		"גמורה אחרי העבודה תזכירי לי מחר ב-8", "גמורה אחרי העבודה בשבע", "הרוג אחרי משמרת, צריך לקנות חלב",
		"im tired the kids need a bath at 7", "I'm sad, my mom is sick, remind me to call her", "אני עייפה, הילדים צריכים מקלחת בשבע",
	} {
		for _, s := range plan(t, text).Steps {
			if s.General != nil && (s.General.Reason == memo.ReasonFeelingLow || s.General.Reason == memo.ReasonFeelingGood) {
				t.Errorf("%q: read as a mood; want the request or no reading", text)
			}
		}
	}
	// A completion told after a mood is left as it is read alone.
	for _, text := range []string{"ugh so tired just finished the report", "I finished the report", "סיימתי את הדוח"} {
		for _, s := range plan(t, text).Steps {
			if s.General != nil && (s.General.Reason == memo.ReasonFeelingLow || s.General.Reason == memo.ReasonFeelingGood) {
				t.Errorf("%q: read as a mood; want the completion", text)
			}
		}
	}
}

// TestMoodIsNoCompletion: a mood that looks like a past verb, misspelt or
// glued to the word before it, is no task done; a chore done is.
func TestMoodIsNoCompletion(t *testing.T) {
	for _, text := range []string{"exhuasted after work", "ok so exhuasted because of the kids!", "honestlywiped out, after a 6 hour flight", "hi honey, stessed - after a long day at work 🙏"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskComplete {
				t.Errorf("%q: %s %v; want no completion", text, s.Operation, s.Tasks.Targets)
			}
		}
	}
	for _, text := range []string{"wiped the counters", "washed the car", "I finished the report"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpTaskComplete {
			t.Errorf("%q: %s; want the completion", text, s.Operation)
		}
	}
}
