package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestShiftNamedFocus: the event in focus, named, shifted by an amount;
// a name that is not the focus's is not shifted.
func TestShiftNamedFocus(t *testing.T) {
	start := time.Date(2026, 12, 9, 14, 0, 0, 0, jerusalem)
	ev := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with the print shop", When: &start}
	he := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "פגישה עם הדפוס", When: &start}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		hour  int
		min   int
	}{
		{"push the print shop meeting by an hour", ev, 15, 0},
		{"push the meeting with the print shop back an hour", ev, 15, 0},
		{"delay the print shop meeting by 30 minutes", ev, 14, 30},
		{"bring the print shop meeting forward by 15 minutes", ev, 13, 45},
		{"push it back an hour", ev, 15, 0},
		{"תדחה את הפגישה עם הדפוס בשעה", he, 15, 0},
		{"תקדים את הפגישה עם הדפוס בחצי שעה", he, 13, 30},
	} {
		s := planAbout(t, c.text, c.focus).Steps[0]
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil ||
			s.Calendar.Fields.Start.Hour() != c.hour || s.Calendar.Fields.Start.Minute() != c.min {
			t.Errorf("%q: %s.%s %+v; want %02d:%02d", c.text, s.Capability, s.Operation, s.Calendar, c.hour, c.min)
		}
	}
	for _, text := range []string{"push the dentist by an hour", "תדחה את התור לרופא בשעה"} {
		for _, s := range planAbout(t, text, ev).Steps {
			if s.Operation == memo.OpEventUpdate {
				t.Errorf("%q: %+v; want no shift of the focus", text, s.Calendar)
			}
		}
	}
}

// TestShiftByAnAmountSaidWithBe: after לדחות or להקדים (and their
// imperatives), ב with an amount is a shift by it, "בשעה אחת" too: an
// hour on, not one o'clock. After תזיז, which says no direction,
// "בשעה אחת" may be either and is not guessed; "ב14" is the hour.
func TestShiftByAnAmountSaidWithBe(t *testing.T) {
	start := time.Date(2026, 12, 9, 10, 0, 0, 0, jerusalem)
	he := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "הכנס", When: &start}
	for _, c := range []struct {
		text string
		hour int
		min  int
	}{
		{"נא לדחות את הכנס בשעה אחת", 11, 0},
		{"לדחות את הכנס בשעה אחת", 11, 0},
		{"תדחה את זה בשעתיים", 12, 0},
		{"להקדים בחצי שעה", 9, 30},
		{"תקדים את זה בשעה אחת", 9, 0},
		{"push it back by an hour", 11, 0},
		{"תזיז את זה ב14", 14, 0},
		{"תזיז את זה לשעה אחת", 13, 0},
	} {
		s := planAbout(t, c.text, he).Steps[0]
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil ||
			s.Calendar.Fields.Start.In(jerusalem).Hour() != c.hour || s.Calendar.Fields.Start.Minute() != c.min {
			t.Errorf("%q: %s.%s %+v; want %02d:%02d", c.text, s.Capability, s.Operation, s.Calendar, c.hour, c.min)
		}
	}
	for _, text := range []string{"תזיז את הכנס בשעה אחת", "תזיז את זה בשעה אחת", "הדחייה של הכנס"} {
		for _, s := range planAbout(t, text, he).Steps {
			if s.Operation == memo.OpEventUpdate {
				t.Errorf("%q: %+v; want no move guessed", text, s.Calendar)
			}
		}
	}
}

// TestNewTimeThenOld: "it's at 7 not 6:30" moves the focus to the time said
// first when the one after "not" is the time it is at.
func TestNewTimeThenOld(t *testing.T) {
	start := time.Date(2026, 12, 7, 18, 30, 0, 0, jerusalem)
	ev := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "אסיפת הורים", When: &start}
	for _, text := range []string{"רגע זה בשבע לא בשש וחצי", "זה בשבע לא בשש וחצי", "בשבע ולא בשש וחצי", "wait it's at 7 not 6:30", "it's at 7 not 6:30", "at 7, not 6:30"} {
		s := planAbout(t, text, ev).Steps[0]
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || s.Calendar.Fields.Start.In(jerusalem).Hour() != 19 {
			t.Errorf("%q: %s.%s %+v; want a move to 19:00", text, s.Capability, s.Operation, s.Calendar)
		}
	}
}
