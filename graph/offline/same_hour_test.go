package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestSameHourAgainAsks: an hour said alone during that very hour ("call
// the bank at 10" at 10:05) is asked about — tonight or tomorrow
// morning — in both languages; said with its half of the day, or at
// another hour, it is read as before.
func TestSameHourAgainAsks(t *testing.T) {
	at := time.Date(2026, 1, 20, 10, 5, 0, 0, jerusalem)
	planAt := func(text string) memo.Step {
		lang, _ := memo.DetectLanguage(text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "t", Text: text, Lang: lang, Now: at, Loc: jerusalem})
		if err != nil || len(p.Steps) != 1 {
			t.Fatalf("%q: %v %+v", text, err, p.Steps)
		}
		return p.Steps[0]
	}
	for _, text := range []string{"remind me to call the bank at 10", "תזכיר לי להתקשר לבנק ב10", "תזכירי לי בעשר להתקשר לבנק"} {
		s := planAt(text)
		if s.Tasks == nil || len(s.Tasks.DateChoices) != 2 ||
			!s.Tasks.DateChoices[0].Equal(time.Date(2026, 1, 20, 22, 0, 0, 0, jerusalem)) ||
			!s.Tasks.DateChoices[1].Equal(time.Date(2026, 1, 21, 10, 0, 0, 0, jerusalem)) {
			t.Errorf("%q: %+v; want tonight at 22:00 or tomorrow at 10:00 asked", text, s.Tasks)
		}
	}
	for _, text := range []string{"remind me to call the bank at 10pm", "remind me to call the bank at 11", "תזכיר לי להתקשר לבנק ב10 בערב", "remind me tomorrow at 10 to call the bank"} {
		if s := planAt(text); s.Tasks == nil || len(s.Tasks.DateChoices) != 0 {
			t.Errorf("%q: %+v; want no question", text, s.Tasks)
		}
	}
}
