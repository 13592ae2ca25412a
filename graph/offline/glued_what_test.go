package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestGluedWhatDid: "מה" run into a verb said of oneself in the past asks
// what one did; it is no report of a deed, with a task in focus or none.
func TestGluedWhatDid(t *testing.T) {
	focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "להתקשר לבנק"}
	for _, text := range []string{"מהשמרתי הרגע?", "תכלס מהשמרתי הרגע!", "יאללה מהביקשתי ממך לזכור לאחרונה"} {
		for _, f := range []*memo.FocusItem{nil, focus} {
			s := planAbout(t, text, f).Steps[0]
			if s.Operation != memo.OpMemoryGetAll || s.Memory == nil || !s.Memory.Latest {
				t.Errorf("%q (focus %v): %s; want the memory saved last", text, f != nil, s.Operation)
			}
		}
	}
	// Near misses: a word of its own, a report said plainly.
	for _, text := range []string{"מהמשרד התקשרתי", "התקשרתי"} {
		if s := planAbout(t, text, focus).Steps[0]; s.Memory != nil && s.Memory.Latest {
			t.Errorf("%q: read as a question of what was saved", text)
		}
	}
}

// TestForgettingTail: one's forgetting said last is chatter, even after a
// message to someone and a time; what someone is told stays.
func TestForgettingTail(t *testing.T) {
	for text, want := range map[string]string{
		"remind me to email Avi about the contract on sunday at 10:30am i keep forgetting": "email Avi about the contract",
		"i'd like to be reminded to text dana on sunday at 10 i always forget":             "text dana",
		"תזכיר לי לכתוב לדנה ביום ראשון ב10 אני תמיד שוכח":                                 "לכתוב לדנה",
		// near miss: what she is told
		"remind me to tell dana on sunday at 10 i keep the keys": "tell dana i keep the keys",
	} {
		if got := made(t, text); got != "tasks.create|"+want {
			t.Errorf("%q: %q; want %q", text, got, want)
		}
	}
}
