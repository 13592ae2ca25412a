package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestBeforeAllDayFocus: a reminder counted back from an event of the
// whole day in focus comes at the day's usual hour (or the hour said),
// never at the midnight the day starts at; a lead in hours asks when; an
// event with an hour keeps its own.
func TestBeforeAllDayFocus(t *testing.T) {
	day28 := time.Date(2026, 1, 28, 0, 0, 0, 0, jerusalem)
	bday := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "Mom's birthday", When: &day28, AllDay: true}
	bdayHE := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "יום הולדת לאמא", When: &day28, AllDay: true}
	midnight := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "flight", When: &day28}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
		title string
		due   time.Time
	}{
		{"remind me a week before", bday, "Mom's birthday", *at(21, 9, 0)},
		{"remind me the day before", bday, "Mom's birthday", *at(27, 9, 0)},
		{"remind me 2 days before to buy a gift", bday, "buy a gift", *at(26, 9, 0)},
		{"remind me the day before at 6pm", bday, "Mom's birthday", *at(27, 18, 0)},
		{"and the night before too", bday, "Mom's birthday", *at(27, 20, 0)},
		{"remind me the morning of", bday, "Mom's birthday", *at(28, 9, 0)},
		{"תזכיר לי שבוע לפני", bdayHE, "יום הולדת לאמא", *at(21, 9, 0)},
		{"תזכירי לי יומיים לפני לקנות מתנה", bdayHE, "לקנות מתנה", *at(26, 9, 0)},
		{"תזכיר לי יום לפני בשמונה בערב", bdayHE, "יום הולדת לאמא", *at(27, 20, 0)},
		// Near miss: an event at midnight that is no day-long one keeps
		// its hour.
		{"remind me the day before", midnight, "flight", *at(27, 0, 0)},
	} {
		wantReminder(t, tt.text, focusStep(t, tt.text, tt.focus), tt.title, tt.due)
	}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"remind me 2 hours before", bday},
		{"remind me an hour before", bday},
		{"תזכיר לי שעה לפני", bdayHE},
		{"תזכירי לי חצי שעה לפני", bdayHE},
	} {
		s := focusStep(t, tt.text, tt.focus)
		if s.Operation != memo.OpTaskCreate || !s.Tasks.NeedTime || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].DueDate == nil || !s.Tasks.Drafts[0].DueDate.Equal(day28) {
			t.Errorf("%q before a day with no hour: %s.%s %+v; want the time on its day asked", tt.text, s.Capability, s.Operation, s.Tasks)
		}
	}
}

// TestBeforeSeriesFocus: a reminder counted back from an event of a
// series in focus repeats with it, its days moved back by the days the
// lead crosses; a series whose days cannot move so is declined as a
// repetition that cannot be kept, and an occurrence whose rule is not
// known is reminded once, as before.
func TestBeforeSeriesFocus(t *testing.T) {
	tue18 := time.Date(2026, 1, 27, 18, 0, 0, 0, jerusalem)
	series := func(title string, rep memo.EventRecurrence) *memo.FocusItem {
		return &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: title, When: &tue18, Recurring: true, Repeat: &rep}
	}
	weekly := memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{2}}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
		title string
		rec   memo.Recurrence
	}{
		{"remind me an hour before", series("yoga", weekly), "yoga", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{2}, Time: "17:00"}},
		{"תזכיר שעה לפני", series("חוג", weekly), "חוג", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{2}, Time: "17:00"}},
		{"תזכיר לי יום לפני", series("חוג", weekly), "חוג", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{1}, Time: "18:00"}},
		{"remind me the night before to pack my mat", series("yoga", weekly), "pack my mat", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{1}, Time: "20:00"}},
		{"remind me half an hour before", series("yoga", memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{0, 2}}), "yoga", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{0, 2}, Time: "17:30"}},
		{"remind me an hour before", series("standup", memo.EventRecurrence{Type: memo.RecurDaily}), "standup", memo.Recurrence{Type: memo.RecurDaily, Time: "17:00"}},
		{"remind me the day before", series("rent", memo.EventRecurrence{Type: memo.RecurMonthly, DayOfMonth: 27}), "rent", memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: 26, Time: "18:00"}},
		{"remind me 2 hours before", series("board", memo.EventRecurrence{Type: memo.RecurWeekly, Interval: 2}), "board", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{2}, Time: "16:00", Every: 2, Start: "2026-01-27"}},
	} {
		s := focusStep(t, tt.text, tt.focus)
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %s.%s %+v; want one repeating reminder", tt.text, s.Capability, s.Operation, s.Tasks)
			continue
		}
		d := s.Tasks.Drafts[0]
		got := *d.Recurrence
		if d.Text != tt.title || d.DueDate != nil || got.Type != tt.rec.Type || got.Time != tt.rec.Time || !sameInts(got.Days, tt.rec.Days) ||
			got.DayOfMonth != tt.rec.DayOfMonth || max(got.Every, 1) != max(tt.rec.Every, 1) || got.Start != tt.rec.Start {
			t.Errorf("%q: %q %+v; want %q %+v", tt.text, d.Text, got, tt.title, tt.rec)
		}
	}
	// Near misses: a month's 1st counted back a day, a weekday of the
	// month moved, are no same day of each month.
	for _, tt := range []struct {
		text string
		rep  memo.EventRecurrence
	}{
		{"remind me the day before", memo.EventRecurrence{Type: memo.RecurMonthly, DayOfMonth: 1}},
		{"remind me the day before", memo.EventRecurrence{Type: memo.RecurMonthly, Week: 1, Days: []int{2}}},
		{"תזכיר לי יום לפני", memo.EventRecurrence{Type: memo.RecurYearly}},
		{"remind me an hour before", memo.EventRecurrence{}},
	} {
		s := focusStep(t, tt.text, series("club", tt.rep))
		if s.Operation != memo.OpUnknown || s.General == nil || s.General.Reason != memo.ReasonUnkeptRepeat {
			t.Errorf("%q of %+v: %s.%s; want it declined as a repetition not kept", tt.text, tt.rep, s.Capability, s.Operation)
		}
	}
	// An occurrence of a series whose rule is not known: once, as before.
	occ := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "yoga", When: &tue18, Recurring: true}
	wantReminder(t, "remind me an hour before", focusStep(t, "remind me an hour before", occ), "yoga", *at(27, 17, 0))
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestMoveAllDayToNumber: a number said alone as where an event of the
// whole day goes is a day of the month; said "at", or of an event with
// an hour, it is an hour.
func TestMoveAllDayToNumber(t *testing.T) {
	day28 := time.Date(2026, 1, 28, 0, 0, 0, 0, jerusalem)
	bday := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "Mom's birthday", When: &day28, AllDay: true}
	wed16 := time.Date(2026, 1, 28, 10, 0, 0, 0, jerusalem)
	dentist := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "dentist", When: &wed16}
	for _, tt := range []struct {
		text string
		day  time.Time
	}{
		{"move it to 26", time.Date(2026, 1, 26, 0, 0, 0, 0, jerusalem)},
		{"move it to 16", time.Date(2026, 2, 16, 0, 0, 0, 0, jerusalem)},
		{"change it to the 22", time.Date(2026, 1, 22, 0, 0, 0, 0, jerusalem)},
		{"move to 30", time.Date(2026, 1, 30, 0, 0, 0, 0, jerusalem)},
		{"תזיז את זה ל16", time.Date(2026, 2, 16, 0, 0, 0, 0, jerusalem)},
		{"תעביר אותו ל-26", time.Date(2026, 1, 26, 0, 0, 0, 0, jerusalem)},
		{"תזיז ל22", time.Date(2026, 1, 22, 0, 0, 0, 0, jerusalem)},
	} {
		s := focusStep(t, tt.text, bday)
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil {
			t.Errorf("%q: %s.%s; want the day moved", tt.text, s.Capability, s.Operation)
			continue
		}
		got := s.Calendar.Fields.Start.In(jerusalem)
		y, m, d := got.Date()
		if ty, tm, td := tt.day.Date(); y != ty || m != tm || d != td || s.Calendar.Fields.Move != memo.MoveDay {
			t.Errorf("%q: %v (move %v); want the day %v kept whole", tt.text, got, s.Calendar.Fields.Move, tt.day.Format(time.DateOnly))
		}
	}
	// Near misses: said "at", a number no day has, an event with an hour.
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"make it at 4", bday},
		{"תזיז את זה ב-16", bday},
		{"move it to 16", dentist},
		{"תזיז את זה ל16", dentist},
		{"move it to 45", bday},
	} {
		s := focusStep(t, tt.text, tt.focus)
		if s.Operation == memo.OpEventUpdate && s.Calendar.Fields != nil && s.Calendar.Fields.Start != nil &&
			s.Calendar.Fields.Start.In(jerusalem).Hour() == 0 && s.Calendar.Fields.Start.In(jerusalem).Day() != 28 {
			t.Errorf("%q: moved to the day %v; want no day read from it", tt.text, s.Calendar.Fields.Start)
		}
	}
}

// TestAnchoredMorningOf: an event told with a reminder on the morning of
// it in the same message is the event and a reminder of it that morning,
// as the same said after the event; a lead in hours before a day with no
// hour is the event and the time on its day asked. A morning that is not
// before the event is not guessed.
func TestAnchoredMorningOf(t *testing.T) {
	for _, tt := range []struct {
		text, event string
		due         time.Time
	}{
		{"dinner at Dana's Friday 8pm remind me that morning", "dinner at Dana's", *at(23, 9, 0)},
		{"dinner at Dana's Friday 8pm, remind me the morning of", "dinner at Dana's", *at(23, 9, 0)},
		{"ארוחה אצל דנה ביום שישי ב-20, תזכיר לי באותו בוקר", "ארוחה אצל דנה", *at(23, 9, 0)},
		{"ארוחה אצל דנה ביום שישי ב-20 ותזכירי לי ביום עצמו בבוקר", "ארוחה אצל דנה", *at(23, 9, 0)},
	} {
		p := plan(t, tt.text)
		if len(p.Steps) != 2 || p.Steps[0].Calendar == nil || p.Steps[0].Calendar.Drafts[0].Summary != tt.event {
			t.Errorf("%q: %+v; want the event %q and a reminder", tt.text, p.Steps, tt.event)
			continue
		}
		wantReminder(t, tt.text, p.Steps[1], tt.event, tt.due)
	}
	for _, text := range []string{"Mom's birthday on the 28th, remind me 2 hours before", "יום הולדת לאמא ב-28 לחודש, תזכיר לי שעה לפני", "יום הולדת לאמא ב-28 לחודש ותזכיר לי שעה לפני"} {
		p := plan(t, text)
		if len(p.Steps) != 2 || p.Steps[0].Calendar == nil || p.Steps[1].Tasks == nil || !p.Steps[1].Tasks.NeedTime {
			t.Errorf("%q: %+v; want the event and the time asked", text, p.Steps)
		}
	}
	// Near miss: breakfast at 8 has no morning before it to remind on.
	for _, s := range plan(t, "breakfast with Dana friday 8am, remind me that morning").Steps {
		if s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].DueDate != nil && !s.Tasks.NeedTime {
			t.Errorf("a reminder at %s; want none guessed", s.Tasks.Drafts[0].DueDate)
		}
	}
}
