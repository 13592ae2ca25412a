package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSpacedHourIsATime: an hour typed apart from its ב ("ב 2", "ב 5") is
// the time of the event or reminder, as "ב2" and "at 2" are; it is no word
// of the title.
func TestSpacedHourIsATime(t *testing.T) {
	for text, c := range map[string]struct {
		title string
		h     int
	}{
		"ישיבת צוות במאפייה מחר ב 2":               {"ישיבת צוות במאפייה", 14},
		"ישיבת צוות מחר ב 2":                       {"ישיבת צוות", 14},
		"פגישה עם דנה מחר ב 11":                    {"פגישה עם דנה", 11},
		"team meeting at the bakery tomorrow at 2": {"team meeting at the bakery", 14},
		"team meeting tomorrow at 2":               {"team meeting", 14},
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one event", text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != c.title || !d.Start.Equal(*at(21, c.h, 0)) {
			t.Errorf("%q: %q at %v; want %q at %d:00 tomorrow", text, d.Summary, d.Start, c.title, c.h)
		}
	}
	for text, c := range map[string]struct {
		title string
		h     int
	}{
		"תזכירי לי ב 5 לקנות חלב":      {"לקנות חלב", 17},
		"תזכיר לי מחר ב 9 להתקשר לאמא": {"להתקשר לאמא", 9},
		"remind me at 5 to buy milk":   {"buy milk", 17},
	} {
		d := 20
		if c.h == 9 {
			d = 21
		}
		wantReminder(t, text, plan(t, text).Steps[0], c.title, *at(d, c.h, 0))
	}
	// With no item, the time is no item either: the reminder waits for its text.
	for _, text := range []string{"תזכירי לי ב 5", "תזכיר לי מחר ב 9", "remind me at 5", "remind me tomorrow at 9"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != "" || s.Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %s.%s %+v; want a timed reminder with no text yet", text, s.Capability, s.Operation, s.Tasks)
		}
	}
}
