package offline_test

import (
	"reflect"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRepeatOfFocus: a repetition said alone, or pointed at the item in
// focus ("make it every week", "every tuesday actually", "תוסיפי את זה כל
// שבוע", "שיהיה כל יום"), makes the reminder or event just made repeat,
// at its hour and from its day; nothing new is made. A nag, a repetition
// with a time or a thing of its own, an event whose own day the
// repetition skips, and nothing in focus are not read so.
func TestRepeatOfFocus(t *testing.T) {
	wed := 3 // the focus items are on Wednesday 21 January
	for _, tc := range []struct {
		text  string
		typ   memo.RecurrenceType
		days  []int
		every int
	}{
		{"make it every week", memo.RecurWeekly, []int{wed}, 0},
		{"every day", memo.RecurDaily, nil, 0},
		{"make it repeat every day", memo.RecurDaily, nil, 0},
		{"actually every other week", memo.RecurWeekly, []int{wed}, 2},
		{"every wednesday", memo.RecurWeekly, []int{wed}, 0},
		{"תוסיפי את זה כל שבוע", memo.RecurWeekly, []int{wed}, 0},
		{"שיהיה כל יום", memo.RecurDaily, nil, 0},
		{"תעשה את זה כל חודש", memo.RecurMonthly, nil, 0},
		{"כל שבועיים בעצם", memo.RecurWeekly, []int{wed}, 2},
	} {
		s := withFocus(tc.text, focusReminder())
		if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || s.Tasks.NewRecurrence == nil || !reflect.DeepEqual(s.Tasks.IDs, []string{"t1"}) {
			t.Errorf("%q about a reminder: %s.%s %+v; want it made to repeat", tc.text, s.Capability, s.Operation, s.Tasks)
			continue
		}
		r := s.Tasks.NewRecurrence
		if r.Type != tc.typ || !reflect.DeepEqual(r.Days, tc.days) || r.Every != tc.every || r.Time != "17:00" || r.Start != "2026-01-21" {
			t.Errorf("%q about a reminder: %+v; want %s %v every %d at 17:00 from the 21st", tc.text, r, tc.typ, tc.days, tc.every)
		}
		s = withFocus(tc.text, focusEvent())
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Recurrence == nil ||
			s.Calendar.Fields.Recurrence.Type != tc.typ || !reflect.DeepEqual(s.Calendar.Fields.Recurrence.Days, tc.days) || s.Calendar.Fields.Start != nil {
			t.Errorf("%q about an event: %s.%s %+v; want it made a series", tc.text, s.Capability, s.Operation, s.Calendar)
		}
		if s := withFocus(tc.text, nil); s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpEventUpdate || s.Operation == memo.OpEventCreate {
			t.Errorf("%q with nothing in focus: %s.%s; want nothing changed", tc.text, s.Capability, s.Operation)
		}
	}
	// Another weekday than the reminder's: it repeats on that day.
	for _, text := range []string{"every tuesday actually", "כל יום שלישי בעצם"} {
		s := withFocus(text, focusReminder())
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewRecurrence == nil || !reflect.DeepEqual(s.Tasks.NewRecurrence.Days, []int{2}) {
			t.Errorf("%q about a reminder: %s.%s %+v; want it on Tuesdays", text, s.Capability, s.Operation, s.Tasks)
		}
		// An event's own day is no Tuesday: not guessed.
		if s := withFocus(text, focusEvent()); s.Operation == memo.OpEventUpdate {
			t.Errorf("%q about a Wednesday event: %+v; want it declined", text, s.Calendar.Fields)
		}
	}
	repeating := focusReminder()
	repeating.Recurring = true
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"every 10 minutes", focusReminder()},
		{"כל 10 דקות", focusReminder()},
		{"make it every week", repeating},
	} {
		if s := withFocus(tc.text, tc.focus); s.Tasks != nil && s.Tasks.NewRecurrence != nil {
			t.Errorf("%q: %+v; want no repetition set", tc.text, s.Tasks.NewRecurrence)
		}
	}
	for _, text := range []string{"every tuesday at 5", "remind me every week to water plants", "every week buy milk"} {
		if s := withFocus(text, focusReminder()); s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: %+v; want no change of the reminder in focus", text, s.Tasks)
		}
	}
	// A repetition and an hour alone, with a reminder or event in focus:
	// declined, never a new reminder of nothing.
	for _, text := range []string{"every tuesday at 5", "every day at 8am", "make it every week at 6", "every wednesday at 17:00",
		"כל יום שלישי ב5", "כל יום ב8 בבוקר", "תעשי את זה כל שבוע ב6", "כל יום רביעי ב-17:00"} {
		for _, f := range []*memo.FocusItem{focusReminder(), focusEvent()} {
			if s := withFocus(text, f); s.Operation != memo.OpUnknown {
				t.Errorf("%q about %s: %s.%s %+v; want it declined", text, f.Title, s.Capability, s.Operation, s.Tasks)
			}
		}
	}
	// Near misses: a repetition with a thing of its own is a new reminder.
	for _, text := range []string{"every tuesday at 5 to call dad", "כל יום שלישי ב5 להתקשר לאבא", "remind me every day at 8 to stretch", "תזכירי לי כל יום ב8 להתמתח"} {
		s := withFocus(text, focusReminder())
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text == "" || s.Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %s.%s %+v; want a new repeating reminder with its text", text, s.Capability, s.Operation, s.Tasks)
		}
	}
}
