package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRepeatAdverbs: a repetition said by its adverb ("weekly",
// "monthly", "quarterly", "hourly", "מדי חודש", "לי חודשי") repeats as the
// "every" words do, and leaves no adverb in the title; an adverb before a
// noun names a thing and the item does not repeat.
func TestRepeatAdverbs(t *testing.T) {
	// Tuesday 20.1.
	for _, row := range []struct {
		text, title string
		typ         memo.RecurrenceType
		every, day  int
	}{
		{"remind me monthly on the 20th at 9am to check the meter", "check the meter", memo.RecurMonthly, 0, 20},
		{"remind me to check the meter monthly on the 20th at 9am", "check the meter", memo.RecurMonthly, 0, 20},
		{"remind me weekly at 9am to check the meter", "check the meter", memo.RecurWeekly, 0, -1},
		{"remind me to water the plants weekly on sunday at 8", "water the plants", memo.RecurWeekly, 0, -1},
		{"remind me to water the plants at 18:00 weekly", "water the plants", memo.RecurWeekly, 0, -1},
		{"remind me quarterly on the 13th to move the car", "move the car", memo.RecurMonthly, 3, 13},
		{"remind me nightly at 10 to lock the door", "lock the door", memo.RecurDaily, 0, -1},
		{"monthly on the 5th remind me to pay rent at 10", "pay rent", memo.RecurMonthly, 0, 5},
		{"תזכיר לי מדי חודש ב-1 ב-9 לבדוק את המונה", "לבדוק את המונה", memo.RecurMonthly, 0, 1},
		{"תזכיר לי מדי שבוע ביום ראשון ב-9 להשקות", "להשקות", memo.RecurWeekly, 0, -1},
		{"תזכיר לי חודשי ב-1 ב-9 לבדוק את המונה", "לבדוק את המונה", memo.RecurMonthly, 0, 1},
		{"תזכיר לי מדי שבועיים ביום שני ב-8 לשלם למטפלת", "לשלם למטפלת", memo.RecurWeekly, 2, -1},
	} {
		s := plan(t, row.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %s.%s; want a repeating reminder", row.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		r := d.Recurrence
		if d.Text != row.title || r.Type != row.typ || max(r.Every, 1) != max(row.every, 1) || row.day > 0 && r.DayOfMonth != row.day {
			t.Errorf("%q: %q %+v; want %q %s every %d day %d", row.text, d.Text, r, row.title, row.typ, row.every, row.day)
		}
	}
	for text, title := range map[string]string{
		"remind me to send the monthly report tomorrow at 9": "send the monthly report",
		"remind me about the weekly tomorrow at 9":           "the weekly",
		"תזכיר לי מחר ב-9 לשלוח את הדוח החודשי":              "לשלוח את הדוח החודשי",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Recurrence != nil || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s.%s %+v; want one reminder %q", text, s.Capability, s.Operation, s.Tasks, title)
		}
	}
	if s := plan(t, "weekly meeting every monday at 9").Steps[0]; s.Operation != memo.OpEventCreateRecurring || s.Calendar.Drafts[0].Summary != "weekly meeting" {
		t.Errorf("weekly meeting every monday at 9: %s %+v; want the series \"weekly meeting\"", s.Operation, s.Calendar)
	}
}
