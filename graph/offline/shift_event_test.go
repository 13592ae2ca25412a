package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNightShift: a shift is a thing that happens, not the verb that moves
// one; one that runs past midnight ends the next morning.
func TestNightShift(t *testing.T) {
	for _, text := range []string{"night shift friday from 19:00 to 07:00", "night shift on friday from 7pm to 7am", "משמרת לילה בשישי מ-19 עד 7"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event with its end", text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if st, en := d.Start.In(jerusalem), d.End.In(jerusalem); st.Hour() != 19 || en.Hour() != 7 || en.Day() != st.Day()+1 || st.Weekday().String() != "Friday" {
			t.Errorf("%q: %v–%v; want Friday 19:00 to Saturday 07:00", text, st, en)
		}
	}
}

// TestShiftSwapIsNoMove: "shift swap with Michal on the 12th, morning shift
// 7-15" tells of a swap: never a task's move, and never an event with its
// hours left in the title.
func TestShiftSwapIsNoMove(t *testing.T) {
	for _, text := range []string{"shift swap with Michal on the 12th, morning shift 7-15", "shift change with Dan on friday", "החלפת משמרת עם מיכל ב-12, משמרת בוקר 7-15"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpEventUpdate {
				t.Errorf("%q: %s.%s; want no move", text, s.Capability, s.Operation)
			}
			if s.Operation == memo.OpEventCreate && len(s.Calendar.Drafts) > 0 && s.Calendar.Drafts[0].Summary != "" {
				if d := s.Calendar.Drafts[0]; d.Start.In(jerusalem).Hour() != 7 {
					t.Errorf("%q: %+v; want 07:00 or no event", text, d)
				}
			}
		}
	}
}
