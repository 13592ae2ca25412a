package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDayWordWithAVowelSlipped: a day word written with one vowel letter
// too many ("מחאר", "היוום", "מחרתייים") is the day the reminder lands
// on, and no word of its title; a word of the language so spelt ("מחיר",
// "מאחר") stays a word.
func TestDayWordWithAVowelSlipped(t *testing.T) {
	for _, c := range []struct {
		text, title string
		day, hour   int
	}{
		{"תזכיר לי מחאר בערב לקנות מתנה", "לקנות מתנה", 21, 18},
		{"תזכיר לי היוום ב-5 להתקשר לאמא", "להתקשר לאמא", 20, 17},
		{"תזכירי לי מחרתייים ב-9 לשלם ארנונה", "לשלם ארנונה", 22, 9},
		{"תזכיר לי מוחר ב-10 לקבוע תור", "לקבוע תור", 21, 10},
		// Near miss: the word is the thing's.
		{"תזכיר לי לבדוק את המחיר מחר ב-5", "לבדוק את המחיר", 21, 17},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %+v; want one reminder", c.text, s)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != c.title || !d.DueDate.Equal(*at(c.day, c.hour, 0)) {
			t.Errorf("%q: %q at %v; want %q on the %d at %d:00", c.text, d.Text, d.DueDate.In(jerusalem), c.title, c.day, c.hour)
		}
		if strings.Contains(d.Text, "מחאר") || strings.Contains(d.Text, "היוום") {
			t.Errorf("%q: the title %q keeps the day's slip", c.text, d.Text)
		}
	}
}
