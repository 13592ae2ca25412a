package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCountAfterHour: a number right after an hour, before the noun it
// counts, is a count and no second hour: one reminder, its title keeping
// the count. Near misses: two hours said with their "at"/"ב", with a
// deed after them, or with the half of the day.
func TestCountAfterHour(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		at          string
	}{
		{"תזכיר לי מחר ב-8 ו-9 ילדים יגיעו", "9 ילדים יגיעו", "2026-01-21 08:00"},
		{"תזכיר לי מחר ב8 ו9 ילדים יגיעו", "9 ילדים יגיעו", "2026-01-21 08:00"},
		{"תזכיר לי מחר ב-8 ו-2 חבילות יגיעו", "2 חבילות יגיעו", "2026-01-21 08:00"},
		{"remind me tomorrow at 8 and 9 kids are coming", "9 kids are coming", "2026-01-21 08:00"},
		{"remind me tomorrow at 8 and 3 boxes arrive", "3 boxes arrive", "2026-01-21 08:00"},
		{"remind me at 9 tomorrow and 9 guests come for dinner", "9 guests come for dinner", "2026-01-21 09:00"},
	} {
		p, err := planErr(tt.text)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate {
			t.Errorf("%q: %v %+v; want one reminder", tt.text, err, p.Steps)
			continue
		}
		d := p.Steps[0].Tasks.Drafts[0]
		if d.Text != tt.title || d.DueDate == nil || d.DueDate.In(jerusalem).Format("2006-01-02 15:04") != tt.at {
			t.Errorf("%q: %q at %v; want %q at %s", tt.text, d.Text, d.DueDate, tt.title, tt.at)
		}
	}
	for _, tt := range []struct {
		text string
		at   []string
	}{
		{"remind me tomorrow at 8 and 9 to take the pill", []string{"08:00", "09:00"}},
		{"תזכיר לי מחר ב-8 ו-9 לקחת כדור", []string{"08:00", "09:00"}},
		{"תזכיר לי מחר ב-8 וב-9 ילדים יגיעו", []string{"08:00", "09:00"}},
		{"remind me tomorrow at 8 and at 9 kids are coming", []string{"08:00", "09:00"}},
		{"תזכיר לי מחר ב-8 ו-9 בערב לקחת כדור", []string{"08:00", "21:00"}},
	} {
		p, err := planErr(tt.text)
		if err != nil || len(p.Steps) != len(tt.at) {
			t.Errorf("%q: %v %d steps; want %d reminders", tt.text, err, len(p.Steps), len(tt.at))
			continue
		}
		for i, s := range p.Steps {
			if s.Tasks == nil || s.Tasks.Drafts[0].DueDate == nil || s.Tasks.Drafts[0].DueDate.In(jerusalem).Format(time.TimeOnly[:5]) != tt.at[i] {
				t.Errorf("%q: step %d %+v; want at %s", tt.text, i, s.Tasks, tt.at[i])
			}
		}
	}
}
