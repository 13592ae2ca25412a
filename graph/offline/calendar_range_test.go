package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestEventRangeHalfOfDay: a range of hours takes the half of the day said
// after it, else the hour rule (1 to 6 in the afternoon); a 24-hour
// reading stays as written. "בין 4 ל-5 אחר הצהריים" was 04:00–05:00. A
// start the afternoon would put after its end stays in the morning ("מ8
// עד 2 בצהריים" is 08:00–14:00); a range that fits neither way is refused.
func TestEventRangeHalfOfDay(t *testing.T) {
	for _, c := range []struct{ text, start, end string }{
		{"haircut tomorrow between 4 and 5 in the afternoon", "16:00", "17:00"},
		{"תור לרופא שיניים מחר בין 4 ל-5 אחר הצהריים", "16:00", "17:00"},
		{"ארוחת ערב מחר מ-7 עד 9 בערב", "19:00", "21:00"},
		{"פגישה מחר מ-8 עד 9 בבוקר", "08:00", "09:00"},
		{"yoga tomorrow 6-7am", "06:00", "07:00"},
		{"run tomorrow 06:00-07:00", "06:00", "07:00"},
		{"meeting tomorrow 18:00-19:00", "18:00", "19:00"},
		{"call tomorrow 2-3", "14:00", "15:00"},
		{"שיחה מחר בין 2 ל-3", "14:00", "15:00"},
		{"lunch tomorrow from 11 to 1", "11:00", "13:00"},
		// The afternoon said only at the end, where the start cannot take it.
		{"יש לי קורס ירי מחר מ8 עד 2 בצהריים", "08:00", "14:00"},
		{"meeting tomorrow from 9 to 1 in the afternoon", "09:00", "13:00"},
		{"פגישה מחר מ10 עד 3 אחה\"צ", "10:00", "15:00"},
		{"סדנה מחר מ10 עד 12 בצהריים", "10:00", "12:00"},
		{"workshop tomorrow 8-2pm", "08:00", "14:00"},
		{"meeting tomorrow from 2 to 4 in the afternoon", "14:00", "16:00"},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if got := d.Start.In(jerusalem).Format("15:04") + "–" + d.End.In(jerusalem).Format("15:04"); got != c.start+"–"+c.end {
			t.Errorf("%q: %s; want %s–%s", c.text, got, c.start, c.end)
		}
		if d.Start.In(jerusalem).Day() != now.Add(24*time.Hour).Day() {
			t.Errorf("%q: on %v; want tomorrow", c.text, d.Start)
		}
	}
}

// TestEventRangeFitsNeither: a range whose start neither half of the day
// puts before its end is refused, never read another way.
func TestEventRangeFitsNeither(t *testing.T) {
	for _, text := range []string{
		"meeting tomorrow from 5 to 3 in the afternoon",
		"פגישה מחר מ9 עד 1 בערב",
	} {
		p, err := planWith(t, text, nil)
		if err == nil && len(p.Steps) > 0 && p.Steps[0].Operation == memo.OpEventCreate {
			t.Errorf("%q: an event; want it refused", text)
		}
	}
}
