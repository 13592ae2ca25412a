package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCopyAtAnotherTime: one more of the item in focus said with a time
// ("and another one with her thursday 14:00", "ועוד אחד ביום חמישי
// באותה שעה") is a copy of it at that time — an event of the same length,
// a reminder as a reminder; without an item in focus it is not made.
func TestCopyAtAnotherTime(t *testing.T) {
	start := time.Date(2026, 1, 21, 14, 0, 0, 0, jerusalem) // tomorrow 14:00
	end := start.Add(90 * time.Minute)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "session", When: &start, End: &end}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &start}
	thu14 := time.Date(2026, 1, 22, 14, 0, 0, 0, jerusalem)
	fri9 := time.Date(2026, 1, 23, 9, 0, 0, 0, jerusalem)
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		want  time.Time
	}{
		{"and another one with her thursday 14:00", event, thu14},
		{"another one on thursday at 2pm", event, thu14},
		{"one more friday at 9", event, fri9},
		{"same again thursday same time", task, thu14},
		{"another one with him on thursday", task, thu14},
		{"ועוד אחד ביום חמישי באותה שעה", event, thu14},
		{"עוד אחת איתה ביום שישי ב-9", event, fri9},
		{"עוד פעם כזה ביום חמישי", task, thu14},
		{"ועוד אחד מחרתיים ב-14:00", task, thu14},
	} {
		s := focusStep(t, c.text, c.focus)
		switch c.focus.Kind {
		case memo.FocusEvent:
			if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
				t.Errorf("%q: %s.%s; want one more event", c.text, s.Capability, s.Operation)
				continue
			}
			d := s.Calendar.Drafts[0]
			if d.Summary != c.focus.Title || !d.Start.Equal(c.want) || d.End.Sub(d.Start) != 90*time.Minute {
				t.Errorf("%q: %q %v–%v; want %q at %v for 90m", c.text, d.Summary, d.Start, d.End, c.focus.Title, c.want)
			}
		default:
			if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
				t.Errorf("%q: %s.%s; want one more reminder", c.text, s.Capability, s.Operation)
				continue
			}
			d := s.Tasks.Drafts[0]
			if d.Text != c.focus.Title || d.DueDate == nil || !d.DueDate.Equal(c.want) {
				t.Errorf("%q: %q at %v; want %q at %v", c.text, d.Text, d.DueDate, c.focus.Title, c.want)
			}
		}
	}
	// Near misses: more words than a time, an item by its place, no item
	// in focus.
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"another one at 9 pm to take out the trash", event},
		{"ועוד אחת ב-9 להוציא את הזבל", event},
		{"another one 3", task},
		{"one more question", task},
		{"and another one with her thursday 14:00", nil},
		{"ועוד אחד ביום חמישי באותה שעה", nil},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		s := p.Steps[0]
		if s.Calendar != nil && len(s.Calendar.Drafts) == 1 && s.Calendar.Drafts[0].Summary == "session" ||
			s.Tasks != nil && len(s.Tasks.Drafts) == 1 && (s.Tasks.Drafts[0].Text == "call mom" || s.Tasks.Drafts[0].Text == "session") {
			t.Errorf("%q: made the focus again; want it not copied", c.text)
		}
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && anaphoraText(s.Tasks.Drafts[0].Text) {
			t.Errorf("%q: a reminder named %q", c.text, s.Tasks.Drafts[0].Text)
		}
	}
}

// anaphoraText reports whether a stored title is only words pointing
// back at an item.
func anaphoraText(s string) bool {
	switch s {
	case "another one", "another one with her", "one more", "עוד אחד", "עוד אחת", "ועוד אחד":
		return true
	}
	return false
}

// TestNoAnaphoraOrClockTitle: a title that is only words pointing back
// ("another one with her", "ועוד אחד") or opens with an hour left unread
// ("9 סטנדאפ דמו ללקוח") is never stored; a count of things opening a
// title ("2 tickets", "2 כרטיסים") is.
func TestNoAnaphoraOrClockTitle(t *testing.T) {
	for _, text := range []string{
		"מחר 9 סטנדאפ, 10:30 דמו ללקוח",
		"tmrw 9 standup, 10:30 client demo",
		"remind me at 8 9 standup",
		"remind me tomorrow at 8 about another one with her",
		"תזכיר לי מחר ב-8 עוד אחת",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %s.%s made; want it declined", text, s.Capability, s.Operation)
			}
		}
	}
	for _, c := range []struct{ text, title string }{
		{"remind me tomorrow at 8 about 2 tickets", "2 tickets"},
		{"תזכיר לי מחר ב-8 על 2 כרטיסים", "2 כרטיסים"},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != c.title {
			t.Errorf("%q: %s.%s; want a reminder %q", c.text, s.Capability, s.Operation, c.title)
		}
	}
}
