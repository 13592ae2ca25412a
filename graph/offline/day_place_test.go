package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestDayPlace: a day word spelt as it sounds or one slip off, said where
// a reminder's day stands (after "תזכיר לי", before or right after its
// hour, the thing after), is the day; one that may be a word of its own
// there ("מהר") or is all the reminder says is declined; elsewhere the
// word stays. "שעה N" after the thing is its hour, and the eve of the
// Sabbath with no hour asks it.
func TestDayPlace(t *testing.T) {
	at := func(d, h, m int) time.Time { return time.Date(2026, 1, d, h, m, 0, 0, jerusalem) }
	for _, c := range []struct {
		text, title string
		due         time.Time
		asks        bool // the hour is asked, due that day
	}{
		{"תזכיר לי מכר ב-9 לשלם ארנונה", "לשלם ארנונה", at(21, 9, 0), false},
		{"תזכיר לי חמשי ב-9 לשלם ארנונה", "לשלם ארנונה", at(22, 9, 0), false},
		{"תזכיר לי ב-9 מכר לשלם ארנונה", "לשלם ארנונה", at(21, 9, 0), false},
		{"תזכיר לי ב-9 חמשי לשלם ארנונה", "לשלם ארנונה", at(22, 9, 0), false},
		{"תזכיר לי מכרתיים ב-9 לשלם ארנונה", "לשלם ארנונה", at(22, 9, 0), false},
		{"remind me tomorrox at 9 to pay rent", "pay rent", at(21, 9, 0), false},
		{"תזכיר לי מחר עבודה שעה 6 בבוקר", "עבודה", at(21, 6, 0), false},
		{"תזכיר לי מחר ריצה שעה 7:30 בבוקר", "ריצה", at(21, 7, 30), false},
		{"תזכיר לי ערב שבת להדליק נרות", "להדליק נרות", at(23, 0, 0), true},
		{"remind me erev shabbat to buy flowers", "buy flowers", at(23, 0, 0), true},
		{"remind me erev shabbat at 2pm to buy flowers", "buy flowers", at(23, 14, 0), false},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != c.title ||
			s.Tasks.Drafts[0].DueDate == nil || !s.Tasks.Drafts[0].DueDate.Equal(c.due) || s.Tasks.NeedTime != c.asks {
			t.Errorf("%q: %s %+v; want %q at %v (hour asked %v)", c.text, s.Operation, s.Tasks, c.title, c.due, c.asks)
		}
	}
	// Declined: a word that may be its own there, or all that is said.
	for _, text := range []string{"תזכיר לי מהר ב-9 לשלם ארנונה", "תזכיר לי ב-9 מהר לשלם ארנונה", "תזכיר לי מכר ב-9", "תזכיר לי הים ב-9"} {
		if p, err := planWith(t, text, nil); err == nil && len(p.Steps) > 0 && p.Steps[0].Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want it declined", text, p.Steps[0].Tasks)
		}
	}
	// Near misses: the word stays where no day stands; "שעה" of a length
	// or a count stays a length.
	wantTask(t, "תזכיר לי ב-9 לשלם למכר שלי", "לשלם למכר שלי")
	wantTask(t, "תזכיר לי מחר ב-9 ללכת לים", "ללכת לים")
	wantTask(t, "תזכיר לי מחר ב-9 לרוץ שעה", "לרוץ שעה")
}

// TestCancelNoneReason: what there is none of, or what there is, said
// after a pause following a cancelling, is why, not the name; a
// correction, another thing, or a removal from a list, stays.
func TestCancelNoneReason(t *testing.T) {
	for text, want := range map[string]string{
		"תבטל את הגלישה מחר, אין גלים":              "תבטל את הגלישה מחר",
		"cancel the surf lesson tomorrow, no waves": "cancel the surf lesson tomorrow",
		"תבטלי את הפיקניק, יש סערה":                 "תבטלי את הפיקניק",
		"cancel the picnic; no rain cover":          "cancel the picnic",
		// Kept whole.
		"cancel the dentist, no wait, the doctor": "cancel the dentist, no wait, the doctor",
		"remove milk, no eggs":                    "remove milk, no eggs",
		"תבטל את הגלישה, יש גם ריצה":              "תבטל את הגלישה, יש גם ריצה",
		"delete the 5pm, no the 6pm":              "delete the 5pm, no the 6pm",
	} {
		if got := offline.Clean(text).Text; got != want {
			t.Errorf("Clean(%q) = %q; want %q", text, got, want)
		}
	}
}
