package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSmallTalkAnswered: a reaction said alone ("lol that's so sus",
// "חחח איזה קטע") is answered in kind, and a greeting that asks how Memo
// is ("how are you today my friend", "מה שלומך היום חבר") is a greeting
// answered with how; a hello alone is the plain greeting and laughter
// alone the thanks it was. Near-misses with a request in them are no small
// talk.
func TestSmallTalkAnswered(t *testing.T) {
	for _, r := range []struct {
		text   string
		op     memo.Op
		reason memo.UnknownReason
	}{
		{"lol that's so sus", memo.OpUnknown, memo.ReasonReaction},
		{"haha that's wild", memo.OpUnknown, memo.ReasonReaction},
		{"omg no way", memo.OpUnknown, memo.ReasonReaction},
		{"lmaooo thats hilarious fr", memo.OpUnknown, memo.ReasonReaction},
		{"so cute", memo.OpUnknown, memo.ReasonReaction},
		{"חחח איזה קטע", memo.OpUnknown, memo.ReasonReaction},
		{"וואו מטורף", memo.OpUnknown, memo.ReasonReaction},
		{"איזה קטע", memo.OpUnknown, memo.ReasonReaction},
		{"how are you today my friend", memo.OpGreet, memo.ReasonAskedHow},
		{"hi how are you", memo.OpGreet, memo.ReasonAskedHow},
		{"מה שלומך היום חבר", memo.OpGreet, memo.ReasonAskedHow},
		{"היי מה נשמע", memo.OpGreet, memo.ReasonAskedHow},
		// Near misses: a hello alone, laughter alone, thanks.
		{"hi", memo.OpGreet, ""},
		{"בוקר טוב", memo.OpGreet, ""},
		{"lol", memo.OpThanks, ""},
		{"חחח", memo.OpThanks, ""},
		{"cool", memo.OpThanks, ""},
	} {
		s := plan(t, r.text).Steps[0]
		reason := memo.UnknownReason("")
		if s.General != nil {
			reason = s.General.Reason
		}
		if s.Operation != r.op || reason != r.reason {
			t.Errorf("%q: %s %q; want %s %q", r.text, s.Operation, reason, r.op, r.reason)
		}
	}
	// A reaction word inside a request is the request's.
	for _, text := range []string{"that's so funny remind me to tell dana at 5", "remind me to watch the funny movie at 8", "it's crazy busy tomorrow",
		"תזכיר לי מחר ב-5 לספר לדנה על הקטע המצחיק"} {
		s := plan(t, text).Steps[0]
		if s.General != nil && s.General.Reason == memo.ReasonReaction {
			t.Errorf("%q: read as a reaction", text)
		}
	}
}

// TestPauseToldAndPoliteOpeners: a pause told ("I'm coming", the
// Nigerian "wait, I'll be back"; "brb", "שנייה אני חוזרת") is answered as
// a reaction and changes nothing; "biko", the Igbo "please", opens a
// request as "abeg" does. A request that holds the words stays one.
func TestPauseToldAndPoliteOpeners(t *testing.T) {
	for _, text := range []string{"I'm coming", "im coming", "ok I'm coming", "brb", "one sec", "אני כבר חוזרת", "שנייה אני חוזר"} {
		if s := planOf(t, text).Steps; len(s) != 1 || s[0].General == nil || s[0].General.Reason != memo.ReasonReaction {
			t.Errorf("%q: %s; want it answered as small talk", text, stepsOf(s))
		}
	}
	for _, text := range []string{"remind me at 5 that I'm coming back", "תזכיר לי בחמש שאני חוזר מאוחר"} {
		if s := planOf(t, text).Steps; s[0].General != nil && s[0].General.Reason == memo.ReasonReaction {
			t.Errorf("%q: read as small talk", text)
		}
	}
	for text, op := range map[string]memo.Op{
		"Biko remember that Mama Ngozi owe me 15k for the rice": memo.OpMemoryStore,
		"biko remind me at 5 to call Chidi":                     memo.OpTaskCreate,
		"remind me at 5 to call Chidi biko":                     memo.OpTaskCreate,
	} {
		p := planOf(t, text)
		if p.Steps[0].Operation != op {
			t.Errorf("%q: %s; want %s", text, stepsOf(p.Steps), op)
			continue
		}
		for _, title := range titlesOf(p) {
			if title != "call Chidi" {
				t.Errorf("%q: title %q", text, title)
			}
		}
		if m := p.Steps[0].Memory; m != nil && m.Draft != nil && m.Draft.Text != "Mama Ngozi owe me 15k for the rice" {
			t.Errorf("%q: kept %q", text, m.Draft.Text)
		}
	}
}
