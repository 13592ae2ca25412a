package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNotTheOldDay: "it is actually on monday, not sunday" of an item on
// Sunday moves it to Monday at the same hour; a "not" that names another
// day than the item's is not guessed.
func TestNotTheOldDay(t *testing.T) {
	sunday := *at(25, 9, 15)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "hearing test", When: &sunday}
	for _, text := range []string{
		"I'm sorry, it is actually on Monday, not Sunday.", "it's actually on monday, not sunday", "it is on Monday not Sunday",
		"זה בעצם ביום שני, לא ראשון", "סליחה, זה ביום שני לא ביום ראשון", "זה ביום שני ולא ראשון",
	} {
		s := withFocus(text, event)
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(26, 9, 15)) {
			t.Errorf("%q: %+v; want the event moved to Monday 9:15", text, s)
		}
	}
	for _, text := range []string{
		"it is actually on Monday, not Tuesday", "זה בעצם ביום שני, לא שלישי", "זה לא ראשון", "it is not sunday",
	} {
		if s := withFocus(text, event); s.Operation == memo.OpEventUpdate {
			t.Errorf("%q: %+v; want it not guessed", text, s.Calendar)
		}
	}
}

// TestNotTheOldDayItsWeek: a weekday said in place of the item's own
// ("it's on thursday not wednesday") is that day of the item's week, at
// its hour, not the next such day from today; a "not" that names another
// day is not guessed, and a day of its week already past is not taken.
func TestNotTheOldDayItsWeek(t *testing.T) {
	wed := *at(28, 15, 0) // the Wednesday of next week
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: &wed}
	for _, row := range []struct {
		text string
		day  int
	}{
		{"it's on thursday not wednesday", 29}, {"its thursday not wednesday", 29}, {"sorry it's on friday, not wednesday", 30},
		{"it is actually on monday, not wednesday", 26}, {"not wednesday, thursday", 29}, {"no not wednesday thursday", 29},
		{"זה ביום חמישי ולא ברביעי", 29}, {"זה בחמישי ולא ברביעי", 29}, {"זה בעצם ביום שני, לא רביעי", 26},
		{"סליחה, זה ביום ראשון ולא ביום רביעי", 25}, {"לא ברביעי, בחמישי", 29}, {"בחמישי ולא ברביעי", 29},
	} {
		s := withFocus(row.text, event)
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(row.day, 15, 0)) {
			t.Errorf("%q: %+v; want the event moved to the %dth at 15:00", row.text, s.Calendar, row.day)
		}
	}
	tomorrow := *at(21, 15, 0) // Wednesday, this week
	soon := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "dentist", When: &tomorrow}
	for _, row := range []struct {
		text string
		f    *memo.FocusItem
	}{
		{"it's on thursday not tuesday", event}, {"זה בחמישי ולא בשלישי", event}, {"not tuesday, thursday", event},
		{"it's on monday not wednesday", soon}, {"זה ביום שני ולא ברביעי", soon}, {"לא ברביעי, בשני", soon},
	} {
		if s := withFocus(row.text, row.f); s.Operation == memo.OpEventUpdate {
			t.Errorf("%q: %+v; want it not guessed", row.text, s.Calendar)
		}
	}
}

// TestNotTheOldDayAcrossWeekEnd: a day next to the item's across the
// week's end ("that's sunday not saturday" of a Saturday event) is the
// day beside it, never six days before (which has passed); a "not" that
// names another day than the item's is not guessed.
func TestNotTheOldDayAcrossWeekEnd(t *testing.T) {
	sat := *at(24, 18, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dinner", When: &sat}
	for _, text := range []string{
		"actually thats sunday not saturday", "it's sunday not saturday", "its on sunday, not saturday",
		"זה ביום ראשון לא בשבת", "סליחה, זה בראשון ולא בשבת",
	} {
		s := withFocus(text, event)
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(25, 18, 0)) {
			t.Errorf("%q: %+v; want the event moved to Sunday the 25th", text, s.Calendar)
		}
	}
	sun := *at(25, 10, 0)
	onSunday := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "brunch", When: &sun}
	for _, text := range []string{"it's saturday not sunday", "זה בשבת ולא בראשון"} {
		s := withFocus(text, onSunday)
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(24, 10, 0)) {
			t.Errorf("%q: %+v; want the event moved to Saturday the 24th", text, s.Calendar)
		}
	}
	for _, text := range []string{"it's sunday not friday", "זה ביום ראשון לא בשישי"} {
		if s := withFocus(text, event); s.Operation == memo.OpEventUpdate {
			t.Errorf("%q: %+v; want it not guessed", text, s.Calendar)
		}
	}
}
