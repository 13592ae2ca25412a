package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestBeforeFocus: a reminder counted back from the thing in focus, with
// no thing named ("תזכיר לי יום לפני בשמונה בערב לחזור על החומר", "remind
// me the day before at 8pm to study", "and an hour before too") is that
// many days or hours before it; with nothing in focus, a lead in days said
// with an hour is declined, never set for today; a lead with a thing of its
// own, or an hour said beside a lead in hours, is not read from the focus.
func TestBeforeFocus(t *testing.T) {
	fri9 := time.Date(2026, 1, 23, 9, 0, 0, 0, jerusalem)
	exam := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "מבחן באינפי", When: &fri9}
	examEN := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "calculus exam", When: &fri9}
	dentist := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: &fri9}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
		title string
		due   time.Time
	}{
		{"תזכיר לי יום לפני בשמונה בערב לחזור על החומר", exam, "לחזור על החומר", *at(22, 20, 0)},
		{"תזכירי לי יומיים לפני ללמוד", exam, "ללמוד", *at(21, 9, 0)},
		{"וגם ערב לפני לארגן את התיק", exam, "לארגן את התיק", *at(22, 20, 0)},
		{"ותזכיר לי גם שעה לפני", exam, "מבחן באינפי", *at(23, 8, 0)},
		{"remind me the day before at 8pm to study", examEN, "study", *at(22, 20, 0)},
		{"and an hour before too", examEN, "calculus exam", *at(23, 8, 0)},
		{"also remind me the night before to pack my bag", examEN, "pack my bag", *at(22, 20, 0)},
		{"remind me 2 days before to buy a gift", examEN, "buy a gift", *at(21, 9, 0)},
		{"remind me 15 minutes before to take the referral", dentist, "take the referral", *at(23, 8, 45)},
		{"remind me half an hour before", dentist, "dentist", *at(23, 8, 30)},
		{"תזכיר לי חצי שעה לפני", dentist, "dentist", *at(23, 8, 30)},
		// The command without "me" / "לי".
		{"remind an hour before", dentist, "dentist", *at(23, 8, 0)},
		{"remind the day before at 6pm", examEN, "calculus exam", *at(22, 18, 0)},
		{"תזכיר שעה לפני", exam, "מבחן באינפי", *at(23, 8, 0)},
		{"תזכירי יום לפני", exam, "מבחן באינפי", *at(22, 9, 0)},
	} {
		wantReminder(t, tt.text, focusStep(t, tt.text, tt.focus), tt.title, tt.due)
	}
	for _, text := range []string{"תזכיר לי יום לפני בשמונה בערב לחזור על החומר", "remind me the day before at 8pm to study", "and the night before too"} {
		if s := focusStep(t, text, nil); s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil {
			t.Errorf("%q with nothing in focus: %+v; want it declined", text, s.Tasks.Drafts[0])
		}
	}
	for _, text := range []string{"remind dad an hour before", "תזכיר לאבא שעה לפני"} {
		if s := focusStep(t, text, dentist); s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Text == "dentist" {
			t.Errorf("%q: %+v; someone else is to be reminded, not the user of the focus", text, s.Tasks.Drafts[0])
		}
	}
	for _, text := range []string{"remind me a day before my flight at 8pm to pack", "remind me an hour before at 8 to leave", "תזכיר לי יום לפני הטיסה לארוז"} {
		s := focusStep(t, text, examEN)
		if s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil && s.Tasks.Drafts[0].DueDate.Day() != 20 {
			t.Errorf("%q: %+v; want it not counted back from the focus", text, s.Tasks.Drafts[0])
		}
	}
}
