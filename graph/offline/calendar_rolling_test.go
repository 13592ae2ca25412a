package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestRollingWindow: a span counted from today ("over the next week",
// "בימים הקרובים") reads today and the days after it, however the week
// falls; "next week" and "this week" stay the calendar's week.
func TestRollingWindow(t *testing.T) {
	wed := time.Date(2026, 12, 2, 10, 0, 0, 0, jerusalem) // a Wednesday
	day := func(d int) string { return time.Date(2026, 12, d, 0, 0, 0, 0, jerusalem).Format("01-02") }
	tests := []struct{ text, from, to string }{
		{"what have i got coming up over the next week", day(2), day(10)},
		{"what do i have in the next 7 days", day(2), day(10)},
		{"what do i have the coming week", day(2), day(10)},
		{"what's on for the next few days", day(2), day(6)},
		{"show my calendar for the next 3 days", day(2), day(6)},
		{"מה יש לי בשבוע הקרוב", day(2), day(10)},
		{"מה יש לי בימים הקרובים", day(2), day(6)},
		{"מה יש לי ב-7 הימים הבאים", day(2), day(10)},
		// Near misses: the calendar's weeks.
		{"what do i have next week", day(6), day(13)},
		{"מה יש לי בשבוע הבא", day(6), day(13)},
		{"what do i have this week", day(2), day(6)},
		{"מה יש לי השבוע", day(2), day(6)},
	}
	for _, tt := range tests {
		lang, _ := memo.DetectLanguage(tt.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: tt.text, Lang: lang, Now: wed, Loc: jerusalem})
		if err != nil {
			t.Errorf("%q: %v", tt.text, err)
			continue
		}
		var got *memo.CalendarArgs
		for _, s := range p.Steps {
			if s.Operation == memo.OpEventGetEvents {
				got = s.Calendar
			}
		}
		if got == nil || got.From == nil || got.To == nil {
			t.Errorf("%q: no calendar read", tt.text)
			continue
		}
		if f, to := got.From.In(jerusalem).Format("01-02"), got.To.In(jerusalem).Format("01-02"); f != tt.from || to != tt.to {
			t.Errorf("%q: %s to %s; want %s to %s", tt.text, f, to, tt.from, tt.to)
		}
	}
}
