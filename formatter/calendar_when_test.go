package formatter_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// TestWhenNotFound: "when is …" that no event answers says no reminder
// does either (both were looked in); a look at a named day says events
// only.
func TestWhenNotFound(t *testing.T) {
	for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
		f := fixture(t, lang)
		step := memo.Step{ID: "A", Capability: memo.CapCalendar, Operation: memo.OpEventGet, Calendar: &memo.CalendarArgs{Summary: "plumber"}}
		out := formatter.Write(f.input(formatter.StepOutcome{Step: step, Err: memo.Errorf(memo.ENotFound, "plumber")})).Text
		if !strings.Contains(out, f.s("nor a reminder", "וגם לא תזכורת")) {
			t.Errorf("%s: %q", lang, out)
		}
		step.Calendar.From, step.Calendar.To = f.at(1, 0, 0), f.at(2, 0, 0)
		out = formatter.Write(f.input(formatter.StepOutcome{Step: step, Err: memo.Errorf(memo.ENotFound, "plumber")})).Text
		if strings.Contains(out, f.s("reminder", "תזכורת")) {
			t.Errorf("%s, a day named: %q", lang, out)
		}
	}
}
