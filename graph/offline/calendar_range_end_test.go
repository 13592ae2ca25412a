package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRangeEndWithFraction: an event whose range ends in minutes said as
// a fraction ("עד 3 וחצי", "ל-5 ורבע") or before "pm" ("4:30-5:15pm",
// "between 4 and 5:30pm") is made for the whole range, its title without
// them; a range that runs backwards is still refused.
func TestRangeEndWithFraction(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		from, to    [2]int
	}{
		{"תקבע ישיבה עם דנה מחר מ2 עד 3 וחצי", "ישיבה עם דנה", [2]int{14, 0}, [2]int{15, 30}},
		{"תקבע פגישה מחר בין 4 ל-5 וחצי", "פגישה", [2]int{16, 0}, [2]int{17, 30}},
		{"תקבע פגישה מחר מ-10 עד 11 ורבע", "פגישה", [2]int{10, 0}, [2]int{11, 15}},
		{"פגישה מחר מ-9 עד רבע ל-11", "פגישה", [2]int{9, 0}, [2]int{10, 45}},
		{"add dentist tomorrow 4:30-5:15pm to my calendar", "dentist", [2]int{16, 30}, [2]int{17, 15}},
		{"dentist tomorrow 4:30-5:15pm", "dentist", [2]int{16, 30}, [2]int{17, 15}},
		{"meeting tomorrow between 4 and 5:30pm", "meeting", [2]int{16, 0}, [2]int{17, 30}},
		{"yoga tomorrow 6-7:30pm", "yoga", [2]int{18, 0}, [2]int{19, 30}},
		{"meeting tomorrow from 2 to 3:30", "meeting", [2]int{14, 0}, [2]int{15, 30}},
		{"meeting tomorrow 10 till half past 11", "meeting", [2]int{10, 0}, [2]int{11, 30}},
		{"gym tomorrow 18:00-19:30", "gym", [2]int{18, 0}, [2]int{19, 30}},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", tc.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != tc.title || !d.Start.Equal(*at(21, tc.from[0], tc.from[1])) || !d.End.Equal(*at(21, tc.to[0], tc.to[1])) {
			t.Errorf("%q: %q %s–%s; want %q %02d:%02d–%02d:%02d", tc.text, d.Summary, d.Start.Format("15:04"), d.End.Format("15:04"),
				tc.title, tc.from[0], tc.from[1], tc.to[0], tc.to[1])
		}
	}
}
