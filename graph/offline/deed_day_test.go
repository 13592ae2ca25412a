package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestDeedDay: a day said inside a reminder's deed — in a clause about
// someone or after "before" — is part of the title when the request has
// its own time before the deed; with none, "before" still reminds the day
// before, and a clause's day beside an hour alone is asked ("before" said
// before the request, beside an hour alone, is declined).
func TestDeedDay(t *testing.T) {
	for _, c := range []struct {
		text, title string
		due         *time.Time // nil: a repetition or a day with no hour
	}{
		{"remind me friday at 2 to call the group arriving on saturday", "call the group arriving on saturday", at(23, 14, 0)},
		{"remind me friday at 2 to call the group that arrives on saturday", "call the group that arrives on saturday", at(23, 14, 0)},
		{"תזכירי לי ביום שישי ב14:45 להתקשר לקבוצה מצרפת שמגיעה בשבת", "להתקשר לקבוצה מצרפת שמגיעה בשבת", at(23, 14, 45)},
		{"remind me friday at 5 to close the shop before shabbat", "close the shop before shabbat", at(23, 17, 0)},
		{"תזכיר לי ביום שישי באחת לסגור את המונית לפני שבת", "לסגור את המונית לפני שבת", at(23, 13, 0)},
		{"כל יום שישי באחת בצהריים תזכיר לי לסגור את המונית לפני שבת", "לסגור את המונית לפני שבת", nil},
		{"every friday at 1 remind me to close the shop before shabbat", "close the shop before shabbat", nil},
		// Beside an hour alone, "before" said in the deed is the deed's.
		{"remind me at 5 to close the shop before shabbat", "close the shop before shabbat", at(20, 17, 0)},
		{"תזכיר לי ב5 לסגור את החנות לפני שבת", "לסגור את החנות לפני שבת", at(20, 17, 0)},
		// Near misses: no time of its own, a gerund's day, or a day said
		// before the request, is when.
		{"remind me to close the shop before shabbat", "close the shop", nil},
		{"תזכיר לי לסגור את המונית לפני שבת", "לסגור את המונית", nil},
		{"remind me at 5 to go shopping on saturday", "go shopping", at(24, 17, 0)},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want a reminder", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != c.title {
			t.Errorf("%q: title %q; want %q", c.text, d.Text, c.title)
		}
		if c.due != nil && (d.DueDate == nil || !d.DueDate.Equal(*c.due)) {
			t.Errorf("%q: due %v; want %v", c.text, d.DueDate, *c.due)
		}
	}
	// A day before the request, moved after it when read, beside an hour
	// alone: not guessed.
	for _, text := range []string{"לפני שבת, תזכיר לי ברבע לארבע להדליק את הפלטה", "before shabbat remind me at 5 to close the shop"} {
		if p := plan(t, text); p.Steps[0].Operation == memo.OpTaskCreate {
			t.Errorf("%q: a reminder; want it declined", text)
		}
	}
	for _, text := range []string{
		"remind me at 5 to call the group arriving on saturday",
		"תזכיר לי ב5 להתקשר לקבוצה שמגיעה בשבת",
	} {
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Now: now, Loc: jerusalem})
		if why, _ := memo.WhyOf(err); why != memo.WhyTwoTimes {
			t.Errorf("%q: %v; want which time asked", text, err)
		}
	}
}
