package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWhyMadeATitle: a why before an hour said of the focus ("החליפו לי,
// בסביבות שש") moves the focus rather than making a thing named by the
// why; a thing to do before an hour is still made. Titles that keep an
// hour not read or tell a mood ("mani feel super
// great tonight", "לאהצלחתי להירדם") are declined.
func TestWhyMadeATitle(t *testing.T) {
	f := task("לצלם את הדירה", at(21, 17, 0))
	for _, text := range []string{"היי החליפו לי, בסביבות שש!", "אחי החליפו לי, ב-6 בערך!"} {
		if s := withFocus(text, f); !onFocus(s, f, memo.OpTaskUpdate) || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(*at(21, 18, 0)) {
			t.Errorf("%q: %s %+v; want the focus moved to 18:00", text, s.Operation, s.Tasks)
		}
	}
	if s := withFocus("לקנות חלב, בשש", f); s.Operation != memo.OpTaskCreate {
		t.Errorf("לקנות חלב, בשש: %s; want a task made", s.Operation)
	}
	for _, text := range []string{
		"ok so mani feel super great tonight thanks",
		"שלום יקירי לאהצלחתי להירדם בלילה",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s; want it declined", text, s.Operation)
		}
	}
	if got := made(t, "remind me to buy half 4 kilos of flour tomorrow at 5"); got != "tasks.create|buy half 4 kilos of flour" {
		t.Errorf("half 4 kilos: %s", got)
	}
}
