package offline_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestRepeatOnlyOnDays: "only" some days said of a daily reminder in focus
// ("רק בימים א-ה", "רק בימי חול", "only on weekdays") narrows its series
// to them, the working week being Sunday to Thursday, at its hour. Said
// of a reminder that does not repeat, or of a series not told as daily, it
// is not guessed.
func TestRepeatOnlyOnDays(t *testing.T) {
	next := time.Date(2026, 1, 21, 8, 0, 0, 0, jerusalem)
	focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t7", Title: "לשתות מים", When: &next, Recurring: true}
	daily := []memo.Turn{{Role: "user", Text: "תזכיר לי כל יום ב-8 לשתות מים"}, {Role: "assistant", Text: "👍", Tool: "tasks.create"}}
	dailyEN := []memo.Turn{{Role: "user", Text: "remind me every day at 8 to drink water"}, {Role: "assistant", Text: "👍", Tool: "tasks.create"}}
	weekly := []memo.Turn{{Role: "user", Text: "תזכיר לי כל יום רביעי ב-8 לשתות מים"}, {Role: "assistant", Text: "👍", Tool: "tasks.create"}}
	run := func(text string, f *memo.FocusItem, recent []memo.Turn) memo.Step {
		t.Helper()
		lang, ok := memo.DetectLanguage(text)
		if !ok {
			lang = memo.English
		}
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: f, Recent: recent})
		if err != nil || len(p.Steps) == 0 {
			t.Fatalf("%q: %v", text, err)
		}
		return p.Steps[0]
	}
	// "ימי חול" are Sunday to Thursday; the English "weekdays" Monday to
	// Friday, whatever the zone.
	workWeek, weekdays := []int{0, 1, 2, 3, 4}, []int{1, 2, 3, 4, 5}
	for text, days := range map[string][]int{
		"תעשה את זה רק בימים א-ה":  workWeek,
		"רק בימים א'-ה'":           workWeek,
		"רק בימי חול":              workWeek,
		"שיהיה רק בימי חול":        workWeek,
		"רק בימי שני":              {1},
		"only on weekdays":         weekdays,
		"make it weekdays only":    weekdays,
		"only on mondays":          {1},
		"make it only on weekdays": weekdays,
	} {
		recent := daily
		if !hebrewLetters(text) {
			recent = dailyEN
		}
		s := run(text, focus, recent)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewRecurrence == nil {
			t.Errorf("%q: %s.%s; want the series narrowed", text, s.Capability, s.Operation)
			continue
		}
		r := s.Tasks.NewRecurrence
		if r.Type != memo.RecurWeekly || !slices.Equal(r.Days, days) || r.Time != "08:00" {
			t.Errorf("%q: %+v; want weekly on %v at 08:00", text, r, days)
		}
	}
	// Near misses: not a daily series, or no series, or no "only".
	once := *focus
	once.Recurring = false
	for _, c := range []struct {
		text   string
		f      *memo.FocusItem
		recent []memo.Turn
	}{
		{"רק בימי חול", &once, nil},
		{"only on weekdays", &once, nil},
		{"רק בימי חול", focus, weekly},
		{"רק בימי חול", focus, nil},
		{"make it every weekday", focus, daily},
		{"רק בשבוע הבא", focus, daily},
	} {
		if s := run(c.text, c.f, c.recent); s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q (recurring %v, recent %d): %+v; want nothing changed", c.text, c.f.Recurring, len(c.recent), s.Tasks)
		}
	}
}

// hebrewLetters reports whether s holds a Hebrew letter.
func hebrewLetters(s string) bool {
	for _, r := range s {
		if r >= 'א' && r <= 'ת' {
			return true
		}
	}
	return false
}
