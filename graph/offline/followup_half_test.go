package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestEitherHalfAsked: an hour of 5 to 7 said alone to change a reminder
// in the morning ("make it 5 instead" of a 09:00 reminder, "תעשה 5") is
// asked about, with both readings; an hour that fixes its half, an earlier
// or a later hour, an event, and an item in the afternoon or the small
// hours are read as before.
func TestEitherHalfAsked(t *testing.T) {
	item := func(kind string, h int) *memo.FocusItem {
		when := time.Date(2026, 1, 21, h, 0, 0, 0, jerusalem)
		if kind == memo.FocusEvent {
			end := when.Add(time.Hour)
			return &memo.FocusItem{Capability: memo.CapCalendar, Kind: kind, ID: "e1", Title: "physio", When: &when, End: &end}
		}
		return &memo.FocusItem{Capability: memo.CapTasks, Kind: kind, ID: "t1", Title: "defrost chicken", When: &when}
	}
	for _, tc := range []struct {
		text string
		kind string
		at   int // the item's hour
		half int // the morning reading asked about, in minutes
	}{
		{"make it 5 instead", memo.FocusTask, 9, 5 * 60},
		{"make it 5", memo.FocusTask, 9, 5 * 60},
		{"make it 7", memo.FocusTask, 10, 7 * 60},
		{"תעשה 5", memo.FocusTask, 9, 5 * 60},
		{"תעשה 5 במקום", memo.FocusTask, 9, 5 * 60},
		{"תעביר את זה לשש", memo.FocusTask, 11, 6 * 60},
	} {
		lang, _ := memo.DetectLanguage(tc.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: tc.text, Lang: lang, Now: now, Loc: jerusalem, Focus: item(tc.kind, tc.at),
		})
		why, d := memo.WhyOf(err)
		if why != memo.WhyWhichHalf || d.N != tc.half {
			t.Errorf("%q of an item at %d:00: %v %v; want asked %d or %d minutes", tc.text, tc.at, p.Steps, err, tc.half, tc.half+12*60)
		}
	}
	for _, tc := range []struct {
		text string
		kind string
		at   int // the item's hour
		hour int // the new hour
		day  int // the item's day in January, when not tomorrow
	}{
		{"make it 10", memo.FocusTask, 9, 10, 0},
		{"make it 5pm", memo.FocusTask, 9, 17, 0},
		{"make it 05:00", memo.FocusTask, 9, 5, 0},
		{"make it 17:00", memo.FocusEvent, 9, 17, 0},
		{"make it 5", memo.FocusTask, 15, 17, 0},
		{"make it 4", memo.FocusTask, 5, 4, 0},
		{"make it 8", memo.FocusTask, 9, 8, 0},
		{"תעשה 10", memo.FocusTask, 9, 10, 0},
		{"תעשה 5 בערב", memo.FocusTask, 9, 17, 0},
		{"תעשה 05:00", memo.FocusTask, 9, 5, 0},
		{"תעשה 5", memo.FocusTask, 15, 17, 0},
		{"תזיז לחמש", memo.FocusEvent, 14, 17, 0},
		// An event keeps its own day rule; an hour of 1 to 4 is the
		// afternoon's.
		{"move it to 3", memo.FocusEvent, 10, 15, 0},
		{"תזיז לחמש", memo.FocusEvent, 10, 17, 0},
		{"actually 4", memo.FocusTask, 8, 16, 0},
		{"תעביר את זה ל-3", memo.FocusTask, 11, 15, 0},
		// Today, at 09:00, past dawn: only the afternoon is left.
		{"make it 5", memo.FocusTask, 11, 17, 20}, {"תעשה 5", memo.FocusTask, 11, 17, 20},
	} {
		f := item(tc.kind, tc.at)
		if tc.day != 0 {
			f = onDay(f, tc.day)
		}
		s := withFocus(tc.text, f)
		var got *time.Time
		switch {
		case s.Tasks != nil && s.Operation == memo.OpTaskUpdate:
			got = s.Tasks.NewDue
		case s.Calendar != nil && s.Operation == memo.OpEventUpdate && s.Calendar.Fields != nil:
			got = s.Calendar.Fields.Start
		}
		if got == nil || got.In(jerusalem).Hour() != tc.hour {
			t.Errorf("%q of an item at %d:00: %s.%s %v; want it at %d:00", tc.text, tc.at, s.Capability, s.Operation, got, tc.hour)
		}
	}
}

// onDay is f moved to day d of January, at its hour.
func onDay(f *memo.FocusItem, d int) *memo.FocusItem {
	when := time.Date(2026, 1, d, f.When.Hour(), f.When.Minute(), 0, 0, jerusalem)
	f.When = &when
	return f
}

// TestEitherHalfNear: the morning reading of an hour of 5 to 7 that lies
// within three hours of the reminder's own time is taken without asking
// ("make it 7:15" of a 07:00 reminder, "תשנה לשבע ורבע").
func TestEitherHalfNear(t *testing.T) {
	for _, tc := range []struct {
		text     string
		at, want int // the item's time and the new one, in minutes after midnight
	}{
		{"make it 7:15", 7 * 60, 7*60 + 15},
		{"make it 6:30", 8 * 60, 6*60 + 30},
		{"תשנה לשבע ורבע", 7 * 60, 7*60 + 15},
		{"תעשה את זה שש וחצי", 8 * 60, 6*60 + 30},
	} {
		when := time.Date(2026, 1, 21, tc.at/60, tc.at%60, 0, 0, jerusalem)
		f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "wake up", When: &when}
		s := focusStep(t, tc.text, f)
		want := time.Date(2026, 1, 21, tc.want/60, tc.want%60, 0, 0, jerusalem)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(want) {
			t.Errorf("%q of an item at %d: %s.%s %+v; want %v", tc.text, tc.at, s.Capability, s.Operation, s.Tasks, want)
		}
	}
}
