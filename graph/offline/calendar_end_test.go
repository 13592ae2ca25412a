package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestEventEnds: an end said of a named event changes that event, in
// both languages; an end that is no time of day, or a thing to do, is
// not read as one, and never makes an event named "… ends".
func TestEventEnds(t *testing.T) {
	for text, want := range map[string]string{
		"meeting ends at 15:30":          "meeting",
		"the dentist ends at 5":          "dentist",
		"dinner with Dan will end at 10": "dinner with Dan",
		"הפגישה עם דנה נגמרת ב-15:30":    "הפגישה עם דנה",
		"הטיפול מסתיים בשעה 5":           "הטיפול",
	} {
		p := plan(t, text)
		s := p.Steps[0]
		if s.Operation != memo.OpEventUpdate || s.Calendar == nil || s.Calendar.Summary != want || s.Calendar.Fields == nil ||
			s.Calendar.Fields.End == nil || !s.Calendar.Fields.EndOfDay {
			t.Errorf("%q: planned %s %+v; want %q's end changed", text, s.Operation, s.Calendar, want)
		}
	}
	for _, text := range []string{"the lease ends in march", "my shift ends at 5 remind me to call mom"} {
		p := plan(t, text)
		for _, s := range p.Steps {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpEventUpdate {
				t.Errorf("%q: planned %s %+v", text, s.Operation, s.Calendar)
			}
		}
	}
}
