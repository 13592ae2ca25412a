package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWhenAskedOfReminder: "when's my dentist?" with no event of that
// name answers with the reminder; several of the name are all shown; an
// event of the name is the event; a name that is neither is a miss.
func TestWhenAskedOfReminder(t *testing.T) {
	f := memoryRunner(t, nil)
	f.say("remind me to go to the dentist on friday at 3pm")
	f.say("תזכיר לי ללכת לרופא ביום חמישי ב-10")
	f.say("remind me to call mom tomorrow at 9")
	f.say("remind me to call mom on sunday at 9")
	f.say("haircut on monday at 17:00")
	for text, want := range map[string]int{
		"when's my dentist?":           1,
		"מתי אני צריך ללכת לרופא?":     1,
		"when do i need to call mom?":  2,
		"מתי הרופא?":                   1,
		"when is my haircut":           1,
		"when is my meeting with dana": 0,
	} {
		out := f.say(text)
		if want == 0 {
			if out.Success || out.Pending != nil {
				t.Errorf("%q: %+v; want a miss", text, out)
			}
			continue
		}
		if !out.Success || out.Result == nil || len(out.Result.Items) != want {
			t.Errorf("%q: %s %+v; want %d item(s)", text, out.Tool, out.Result, want)
			continue
		}
		if text != "when is my haircut" && out.Tool != string(memo.OpTaskGetAll) {
			t.Errorf("%q: %s; want the reminders", text, out.Tool)
		}
	}
}
