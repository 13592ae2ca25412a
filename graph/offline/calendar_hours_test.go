package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRangeHalvesOfTheDay: a range of hours said as numbers keeps its
// two ends in one half of the day where only that reads ("from 4 to 10"
// is 16:00–22:00, not a range that ends before it starts); "tonight" or
// "this evening" puts it in the evening, and the small hours of a night
// ("guard duty tonight from 2 to 6", "night shift from 10 to 6") run into
// the next morning — in both languages. A half of the day said after the
// range still decides it.
func TestRangeHalvesOfTheDay(t *testing.T) {
	for _, tc := range []struct {
		text, title      string
		fromDay, from    int
		toDay, to, toMin int
	}{
		{"shift at the cafe tomorrow from 4 to 10", "shift at the cafe", 21, 16, 21, 22, 0},
		{"משמרת בקפה מחר מ4 עד 10", "משמרת בקפה", 21, 16, 21, 22, 0},
		{"meeting tomorrow from 11 to 1", "meeting", 21, 11, 21, 13, 0},
		{"meeting tomorrow from 9 to 5", "meeting", 21, 9, 21, 17, 0},
		{"workshop tomorrow from 2 to 4", "workshop", 21, 14, 21, 16, 0},
		{"guard duty tonight from 2 to 6", "guard duty", 21, 2, 21, 6, 0},
		{"שמירה הלילה מ2 עד 6", "שמירה", 21, 2, 21, 6, 0},
		{"night shift thursday from 10 to 6", "night shift", 22, 22, 23, 6, 0},
		{"משמרת לילה ביום חמישי מ-11 עד 7", "משמרת לילה", 22, 23, 23, 7, 0},
		{"dinner tonight from 8 to 11", "dinner", 20, 20, 20, 23, 0},
		{"חזרה הערב מ7 עד 9", "חזרה", 20, 19, 20, 21, 0},
		{"חוג מחר בערב מ-6 עד 8", "חוג", 21, 18, 21, 20, 0},
		{"meeting tomorrow from 8 to 10 in the morning", "meeting", 21, 8, 21, 10, 0},
		{"client call with Yael tomorrow 11:00-11:30", "client call with Yael", 21, 11, 21, 11, 30},
		{"שיחה עם יעל מחר 11:00-11:30", "שיחה עם יעל", 21, 11, 21, 11, 30},
		{"פגישה מחר מ-8 עד 10 בבוקר", "פגישה", 21, 8, 21, 10, 0},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", tc.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != tc.title || !d.Start.Equal(*at(tc.fromDay, tc.from, 0)) || !d.End.Equal(*at(tc.toDay, tc.to, tc.toMin)) {
			t.Errorf("%q: %q %s–%s; want %q %d %02d:00–%d %02d:%02d", tc.text, d.Summary, d.Start.Format("2 15:04"), d.End.Format("2 15:04"),
				tc.title, tc.fromDay, tc.from, tc.toDay, tc.to, tc.toMin)
		}
	}
	// A range that still runs backwards is refused, not guessed.
	if p, err := planErr("meeting tomorrow from 6 to 2"); err == nil && p.Steps[0].Operation == memo.OpEventCreate {
		d := p.Steps[0].Calendar.Drafts[0]
		t.Errorf("\"meeting tomorrow from 6 to 2\": %s–%s; want it refused", d.Start, d.End)
	}
}

// TestEventTitleCopulaOff: "<thing> is <time>" leaves no "is" at the end
// of the event's title, in either language; "is" inside a title stays.
func TestEventTitleCopulaOff(t *testing.T) {
	for text, title := range map[string]string{
		"my bank appointment at Leumi is tomorrow at 11 put it in":            "bank appointment at Leumi",
		"Dad's eye doctor is next week Tuesday 14:00, please add to calendar": "Dad's eye doctor",
		"התור של אבא לרופא עיניים הוא ביום שלישי ב14:00":                      "התור של אבא לרופא עיניים",
		"add this is us watch party tomorrow at 8pm to my calendar":           "this is us watch party",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %+v; want an event %q", text, s, title)
		}
	}
}
