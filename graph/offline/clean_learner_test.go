package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestLearnerCommand: a learner's command, the pronoun put before it
// ("אתה תזכיר אותי …", "את תזכירי לי …", "you remind me …") or the
// reminded one said as "אני" ("תזכיר אני לקחת כדור"), is the plain
// command; a compliment, "remind me of", and "אני" that opens a clause of
// its own are not.
func TestLearnerCommand(t *testing.T) {
	at := time.Date(2026, 12, 2, 10, 0, 0, 0, jerusalem)
	plan := func(text string) memo.Plan { return planAt(t, text, at) }
	for _, tc := range []struct {
		text, title string
		hour        int
		daily       bool
	}{
		{"אתה תזכיר אותי מחר בשעה 9 בבוקר לקחת תרופה של לחץ דם", "לקחת תרופה של לחץ דם", 9, false},
		{"כל יום בערב שעה 8 תזכיר אני לקחת כדור שינה", "לקחת כדור שינה", 20, true},
		{"תזכיר אני מחר ב-9 לקחת תרופה", "לקחת תרופה", 9, false},
		{"את תזכירי לי מחר ב-9 בבוקר לקחת תרופה", "לקחת תרופה", 9, false},
		{"אתה תוסיף משימה מחר ב-9 בבוקר לקחת תרופה", "לקחת תרופה", 9, false},
		{"you remind me tomorrow at 9am to take my pill", "take my pill", 9, false},
		{"you remind me to call the bank tomorrow at 10am", "call the bank", 10, false},
	} {
		p := plan(tc.text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate || len(p.Steps[0].Tasks.Drafts) != 1 {
			t.Errorf("%q: %v; want one reminder", tc.text, p.Steps)
			continue
		}
		d := p.Steps[0].Tasks.Drafts[0]
		got := -1
		if tc.daily && d.Recurrence != nil {
			if c, err := time.Parse("15:04", d.Recurrence.Time); err == nil {
				got = c.Hour()
			}
		} else if d.DueDate != nil {
			got = d.DueDate.In(jerusalem).Hour()
		}
		if d.Text != tc.title || got != tc.hour {
			t.Errorf("%q: %q at %d; want %q at %d", tc.text, d.Text, got, tc.title, tc.hour)
		}
	}
	for _, text := range []string{
		"you remind me of my mother",
		"תזכיר, אני לא זוכר מה אמרתי",
		"אתה תותח",
		"את הכי טובה",
	} {
		p := plan(text)
		for _, s := range p.Steps {
			if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %v; want no reminder made", text, p.Steps)
			}
		}
	}
}
