package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestOneOnOneTitle: "1:1", "1on1", "1 on 1", "one-on-one" in an event's
// title are the meeting's kind, never a time: the title keeps them and the
// hour said after them is the event's.
func TestOneOnOneTitle(t *testing.T) {
	for _, c := range []struct{ text, title string }{
		{"1:1 עם דנה מחר ב-3", "1:1 עם דנה"},
		{"מחר ב-3 1:1 עם דנה", "1:1 עם דנה"},
		{"1on1 עם דנה מחר ב-3", "1on1 עם דנה"},
		{"1:1 with Dana tomorrow at 3", "1:1 with Dana"},
		{"1on1 with Dana tomorrow at 3", "1on1 with Dana"},
		{"1 on 1 with Dana tomorrow at 3", "1 on 1 with Dana"},
		{"one on one with Dana tomorrow at 3", "one on one with Dana"},
		{"one-on-one with Dana tomorrow at 3pm", "one-on-one with Dana"},
		{"1:1 w/ dana tmrw 3pm", "1:1 w/ dana"},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one event", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != c.title || !d.Start.Equal(*at(21, 15, 0)) {
			t.Errorf("%q: %q at %v; want %q at 15:00 tomorrow", c.text, d.Summary, d.Start, c.title)
		}
	}
	// Near misses: a reminder about one stays a reminder, and with no hour
	// said "1:1" gives none.
	for text, due := range map[string]*string{
		"remind me about my 1:1 with Dana tomorrow at 3": ptr("01-21 15:00"),
		"remind me about the 1:1 with dana tomorrow":     nil,
		"1:1 עם דנה מחר":                                 nil,
	} {
		for _, s := range plan(t, text).Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) > 0 && s.Calendar.Drafts[0].Start.In(jerusalem).Hour() == 1 {
				t.Errorf("%q: an event at 1:01; want none", text)
			}
			if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].DueDate != nil && !s.Tasks.NeedTime {
				if got := s.Tasks.Drafts[0].DueDate.In(jerusalem).Format("01-02 15:04"); due == nil || got != *due {
					t.Errorf("%q: due %s; want %v", text, got, due)
				}
			}
		}
	}
}

func ptr(s string) *string { return &s }
