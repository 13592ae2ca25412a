package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDoneThenReport: a "done" of the reminder in focus followed, with no
// pause, by what was done or a remark completes the reminder, as the same
// words with a comma do. A "done" that names its thing, or a report that
// names another thing, never completes the focus.
func TestDoneThenReport(t *testing.T) {
	when := *at(21, 17, 0)
	en := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the plumber", When: &when}
	he := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "להתקשר לאינסטלטור", When: &when}
	for _, c := range []struct {
		text string
		f    *memo.FocusItem
	}{
		{"mark that done I just got off the phone with him", en}, {"mark that done, I just got off the phone with him", en},
		{"done I just called him", en}, {"done, I just called him", en}, {"finished he picked up finally", en},
		{"tick it off just got back", en}, {"mark it done I finally got to it", en},
		{"תסמן שסיימתי דיברתי איתו עכשיו", he}, {"תסמן שסיימתי, דיברתי איתו עכשיו", he}, {"סיימתי הוא ענה סוף סוף", he},
		{"בוצע התקשרתי", he}, {"עשיתי את זה דיברתי איתו", he}, {"done I just got back", en},
		{"mark it done I finally got to it", en}, {"בוצע סוף סוף הספקתי", he}, {"תסמן שסיימתי עשיתי את זה עכשיו", he},
	} {
		s := withFocus(c.text, c.f)
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s %+v; want the reminder in focus done", c.text, s.Operation, s.Tasks)
		}
	}
	for _, c := range []struct {
		text string
		f    *memo.FocusItem
	}{
		{"mark milk done on the list", en}, {"done with the report I just sent it", en}, {"done I just called the bank", en},
		{"done I need to call the bank", en}, {"תסמן שסיימתי את הדוח", he}, {"בוצע דיברתי עם הבנק", he},
		{"סיימתי את הדוח שלחתי אותו", he},
	} {
		s := withFocus(c.text, c.f)
		if s.Tasks != nil && len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == "t1" {
			t.Errorf("%q: %s the reminder in focus; want it left alone", c.text, s.Operation)
		}
	}
}
