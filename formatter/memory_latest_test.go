package formatter_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// TestMemoryLatest: "what did I just save?" is answered with the newest
// memory, and with the reminder or event made after it when there is one,
// in the user's language; with nothing kept it says so.
func TestMemoryLatest(t *testing.T) {
	for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
		f := fixture(t, lang)
		latest := memo.MemoryArgs{Latest: true, Limit: 1}
		out := formatter.Write(f.input(memOutcome(memo.OpMemoryGetAll, latest, []memo.Memory{f.note("m1")}, nil))).Text
		if !strings.Contains(out, f.s("level -2", "מינוס 2")) || !strings.Contains(out, f.s("last thing", "האחרון")) || strings.Contains(out, "1.") {
			t.Errorf("%s: the memory alone: %q", lang, out)
		}
		o := memOutcome(memo.OpMemoryGetAll, latest, []memo.Memory{f.note("m1")}, nil)
		o.Result.Items = append(o.Result.Items, task("t1", f.s("call the bank", "להתקשר לבנק"), f.at(1, 9, 0)))
		out = formatter.Write(f.input(o)).Text
		if !strings.Contains(out, f.s("level -2", "מינוס 2")) || !strings.Contains(out, f.s("call the bank", "להתקשר לבנק")) ||
			!strings.Contains(out, f.s("reminder", "התזכורת")) {
			t.Errorf("%s: with a reminder after it: %q", lang, out)
		}
		out = formatter.Write(f.input(memOutcome(memo.OpMemoryGetAll, latest, nil, nil))).Text
		if !strings.Contains(out, f.s("haven't asked me to remember", "עוד לא ביקשת")) {
			t.Errorf("%s: nothing kept: %q", lang, out)
		}
	}
}
