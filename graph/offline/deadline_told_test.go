package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestDeadlineTold: a deadline told with no verb is a task due on its day,
// at the hour said or the day's usual one; a reminder counted back from it
// ("תזכיר לי יום לפני בבוקר", "remind me the day before in the morning") is
// the day before at that part of the day's hour, said in the same message
// or the next. Half a deadline, or one gone, is not kept.
func TestDeadlineTold(t *testing.T) {
	day := func(mo time.Month, d, h int) time.Time { return time.Date(2026, mo, d, h, 0, 0, 0, jerusalem) }
	for _, c := range []struct {
		text, title string
		due         time.Time
	}{
		{"יש deadline להגשה ב-10.2", "deadline להגשה", day(2, 10, 9)},
		{"יש לי הגשה ביום חמישי", "הגשה", day(1, 22, 9)},
		{"יש הגשת עבודה ב-10.2", "הגשת עבודה", day(2, 10, 9)},
		{"the report is due on the 10th", "report due", day(2, 10, 9)},
		{"the report is due friday at 5", "report due", day(1, 23, 17)},
		{"the essays are due monday", "essays due", day(1, 26, 9)},
		{"there's a deadline for the grant on the 29th", "deadline for the grant", day(1, 29, 9)},
		// Said with its reminder, in one message.
		{"יש deadline להגשה ב-10.2, תזכיר לי יום לפני בבוקר", "deadline להגשה", day(2, 9, 9)},
		// Read by the reader of a reminder counted from a day told, which
		// keeps the thing's words as said, "the" with them.
		{"the report is due on the 10th, remind me the day before in the morning", "the report due", day(2, 9, 9)},
		{"the report is due on the 10th, remind me the day before in the evening", "the report due", day(2, 9, 18)},
	} {
		s := plan(t, c.text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpTaskCreate || len(s[0].Tasks.Drafts) != 1 || s[0].Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %+v; want one task", c.text, s)
			continue
		}
		if d := s[0].Tasks.Drafts[0]; d.Text != c.title || !d.DueDate.Equal(c.due) {
			t.Errorf("%q: %q at %v; want %q at %v", c.text, d.Text, d.DueDate, c.title, c.due)
		}
	}
	// The next message counts from the deadline in focus: the day before,
	// at the morning's hour.
	feb10 := day(2, 10, 9)
	told := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "deadline להגשה", When: &feb10}
	for _, text := range []string{"תזכיר לי יום לפני בבוקר", "remind me the day before in the morning"} {
		s := focusStep(t, text, told)
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].DueDate == nil || !s.Tasks.Drafts[0].DueDate.Equal(day(2, 9, 9)) {
			t.Errorf("%q after a deadline: %s %+v; want a reminder on 9.2 at 09:00", text, s.Operation, s.Tasks)
		}
	}
	// Near misses: no day, a day gone, a deadline asked of or changed, a
	// deadline with its own command.
	for _, text := range []string{
		"the rent is due",
		"יש deadline",
		"the report was due yesterday",
		"when is the report due?",
		"extend the deadline to friday",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil && !s.Tasks.NeedTime {
				t.Errorf("%q: a task due %v; want none", text, s.Tasks.Drafts[0].DueDate)
			}
		}
	}
}
