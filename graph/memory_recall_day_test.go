package graph_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMemoryJustSavedFound: what was just kept is found when asked in other
// words of the same things — a Scots "where did ah leave the motor" of
// "parked the motor", a name asked without its accent, "expiry" of
// "expires", Hebrew "השארתי את הרכב" of "חניתי" — and a question about
// another thing still finds nothing.
func TestMemoryJustSavedFound(t *testing.T) {
	f := memoryRunner(t, nil)
	for _, tt := range []struct{ say, shows string }{
		{"ah parked the motor on level 3 at the Buchanan galleries", "level 3"},
		{"where did ah leave the motor", "level 3"},
		{"Ciarán's Eircode is D08 XY12 save that for me", "D08 XY12"},
		{"what's Ciarán's eircode", "D08 XY12"},
		{"whats ciaran's eircode", "D08 XY12"},
		{"my passport expires on 3 March 2029", "2029"},
		{"What is my passport expiry date?", "2029"},
		{"jake's snap is jakeyboi07", "jakeyboi07"},
		{"what's jake's snap", "jakeyboi07"},
		{"Tunde account number na 0123456789 GTBank", "0123456789"},
		{"what's Tunde's account number", "0123456789"},
		{"נא לרשום: מספר התיק של לוינסון הוא 12345", "12345"},
		{"מה מספר התיק של לוינסון", "12345"},
		{"חניתי בקומה מינוס 2 ליד המעלית", "מינוס 2"},
		{"איפה השארתי את הרכב", "מינוס 2"},
	} {
		out := f.say(tt.say)
		ms := memories(out)
		if !out.Success || out.Result == nil || out.Result.Capability != memo.CapMemory || len(ms) == 0 {
			t.Errorf("%q: %q", tt.say, out.Text)
			continue
		}
		if !strings.Contains(out.Text, tt.shows) {
			t.Errorf("%q: reply %q; want it to show %q", tt.say, out.Text, tt.shows)
		}
	}
	for _, q := range []string{"when does my visa expire", "what's Siobhan's eircode", "where did I leave the keys",
		"what's jake's insta", "מה מספר התיק של כהן"} {
		if out := f.say(q); len(memories(out)) != 0 {
			t.Errorf("%q: found %q; want nothing", q, out.Text)
		}
	}
}

// TestMemoryDayAskedNotFound: a question that went to the memory though it
// names a day, and that no memory answers, is not told "I don't have that
// saved" as if the day were empty: the reply asks whether the schedule or
// a note was meant. A question with no day still says nothing is saved.
func TestMemoryDayAskedNotFound(t *testing.T) {
	f := memoryRunner(t, nil)
	for _, q := range []string{"who's coming round the morra?", "where's the party kesho?", "מי בא בוקרה?"} {
		out := f.say(q)
		if out.Result == nil || out.Result.Capability != memo.CapMemory {
			t.Fatalf("%q: %+v; want a memory search", q, out)
		}
		if strings.Contains(out.Text, "don't have that saved") || strings.Contains(out.Text, "אין לי את זה שמור") ||
			!strings.Contains(out.Text, "schedule") && !strings.Contains(out.Text, "לוח הזמנים") {
			t.Errorf("%q: %q; want the question which was meant", q, out.Text)
		}
	}
	if out := f.say("what's the alarm code?"); !strings.Contains(out.Text, "don't have that saved") {
		t.Errorf("a question with no day: %q", out.Text)
	}
}
