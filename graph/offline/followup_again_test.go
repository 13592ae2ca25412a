package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestAgainAtAnotherTime: the reminder in focus said once more with
// another time ("ובעוד שבוע גם", "and in a week too") is one more
// reminder with its text at that time, its hour kept when only a day is
// said; a time said as the text of one is never made.
func TestAgainAtAnotherTime(t *testing.T) {
	at := time.Date(2026, 1, 21, 10, 0, 0, 0, jerusalem) // tomorrow 10:00
	for _, c := range []struct {
		text, title string
		want        time.Time
	}{
		{"ובעוד שבוע גם", "מבחן", time.Date(2026, 1, 27, 10, 0, 0, 0, jerusalem)},
		{"וגם מחרתיים", "מבחן", time.Date(2026, 1, 22, 10, 0, 0, 0, jerusalem)},
		{"גם ביום שישי ב-9", "מבחן", time.Date(2026, 1, 23, 9, 0, 0, 0, jerusalem)},
		{"and in a week too", "test", time.Date(2026, 1, 27, 10, 0, 0, 0, jerusalem)},
		{"and also on friday at 9", "test", time.Date(2026, 1, 23, 9, 0, 0, 0, jerusalem)},
		{"the day after tomorrow as well", "test", time.Date(2026, 1, 22, 10, 0, 0, 0, jerusalem)},
	} {
		f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: c.title, When: &at}
		s := focusStep(t, c.text, f)
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one more reminder", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != c.title || d.DueDate == nil || !d.DueDate.Equal(c.want) {
			t.Errorf("%q: %q at %v; want %q at %v", c.text, d.Text, d.DueDate, c.title, c.want)
		}
	}
	// Not the same thing again: an item by its place, a bare number.
	for _, text := range []string{"וגם 3", "and also 2"} {
		f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "test", When: &at}
		if s := focusStep(t, text, f); s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Text == "test" {
			t.Errorf("%q: made the focus again; want it not guessed", text)
		}
	}
	// A time alone is never a reminder's text.
	for _, text := range []string{"תזכיר לי בעוד שבוע", "remind me in a week"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && onlyTimeText(s.Tasks.Drafts[0].Text) {
			t.Errorf("%q: a reminder named %q", text, s.Tasks.Drafts[0].Text)
		}
	}
}

// onlyTimeText reports whether a stored text is one of the time phrases
// said in the tests above.
func onlyTimeText(s string) bool {
	switch s {
	case "בעוד שבוע", "in a week", "שבוע", "a week":
		return true
	}
	return false
}

// TestDayAloneMovesFocus: a day said alone right after a reminder ("מחר",
// "tomorrow", "ביום שישי", "on friday") moves it to that day at its hour;
// with "and"/"ו" before it, it is not a move.
func TestDayAloneMovesFocus(t *testing.T) {
	at := time.Date(2026, 1, 20, 22, 0, 0, 0, jerusalem)
	for _, c := range []struct {
		text string
		want time.Time
	}{
		{"מחר", time.Date(2026, 1, 21, 22, 0, 0, 0, jerusalem)},
		{"מחרתיים", time.Date(2026, 1, 22, 22, 0, 0, 0, jerusalem)},
		{"ביום שישי", time.Date(2026, 1, 23, 22, 0, 0, 0, jerusalem)},
		{"tomorrow", time.Date(2026, 1, 21, 22, 0, 0, 0, jerusalem)},
		{"on friday", time.Date(2026, 1, 23, 22, 0, 0, 0, jerusalem)},
	} {
		f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "gas", When: &at}
		s := focusStep(t, c.text, f)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(c.want) {
			t.Errorf("%q: %s.%s %+v; want moved to %v", c.text, s.Capability, s.Operation, s.Tasks, c.want)
		}
	}
	for _, text := range []string{"ומחר", "and tomorrow"} {
		f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "gas", When: &at}
		if s := focusStep(t, text, f); s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: moved; want not read as a move", text)
		}
	}
}
