package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestClockEitherHalfAsked: in Hebrew, an hour of 1 to 6 written with one
// digit, a colon and minutes ("5:00", "6:30") and nothing saying its half
// of the day is asked about when both halves are still to come; English
// keeps the hour rule, and a bare hour, two digits, a part of the day, an
// early rising and an hour of 7 on are read as before.
func TestClockEitherHalfAsked(t *testing.T) {
	at := time.Date(2026, 12, 2, 10, 0, 0, 0, jerusalem)
	plan := func(text string, now time.Time) (memo.Plan, error) {
		lang, _ := memo.DetectLanguage(text)
		return offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem})
	}
	for _, tc := range []struct {
		text string
		half int
	}{
		{"תזכיר מחר 5:00 להזמין סחורה מהמושב", 5 * 60},
		{"משלוח מהמושב מחר 6:30", 6*60 + 30},
		{"תזכירי לי ביום שישי ב-4:15 לאסוף את הילדים", 4*60 + 15},
		{"פגישה עם רואה החשבון מחר ב 3:30", 3*60 + 30},
		{"כל יום 5:30 לקחת כדור", 5*60 + 30},
	} {
		p, err := plan(tc.text, at)
		why, d := memo.WhyOf(err)
		if why != memo.WhyWhichHalf || d.N != tc.half || d.Name == "" {
			t.Errorf("%q: %v %v %+v; want asked %d or %d minutes", tc.text, p.Steps, err, d, tc.half, tc.half+12*60)
		}
	}
	for _, tc := range []struct {
		text string
		now  time.Time
		hour int // the reminder's or event's hour
		min  int
	}{
		{"remind me tomorrow at 5:30 to call the bank", at, 17, 30},
		{"delivery from the farm tomorrow 6:30", at, 18, 30},
		{"תזכיר מחר ב-5 להזמין סחורה", at, 17, 0},
		{"תזכיר מחר 05:00 להזמין סחורה", at, 5, 0},
		{"תזכיר מחר 17:00 להזמין סחורה", at, 17, 0},
		{"תזכיר מחר 5:00 בבוקר להזמין סחורה", at, 5, 0},
		{"תזכיר מחר 5:00 בערב להזמין סחורה", at, 17, 0},
		{"תעיר אותי מחר 5:30", at, 5, 30},
		{"תזכיר מחר 7:30 להזמין סחורה", at, 7, 30},
		// With no day, once that morning has gone, the afternoon is the
		// first still ahead.
		{"תזכיר לי ב-4:55 להתחבר לזום", time.Date(2026, 12, 2, 14, 45, 0, 0, jerusalem), 16, 55},
	} {
		p, err := plan(tc.text, tc.now)
		if err != nil || len(p.Steps) != 1 {
			t.Errorf("%q: %v %v; want one reminder or event at %02d:%02d", tc.text, p.Steps, err, tc.hour, tc.min)
			continue
		}
		var when *time.Time
		switch s := p.Steps[0]; {
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			when = s.Tasks.Drafts[0].DueDate
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			when = &s.Calendar.Drafts[0].Start
		}
		if when == nil || when.In(jerusalem).Hour() != tc.hour || when.In(jerusalem).Minute() != tc.min {
			t.Errorf("%q: %v; want %02d:%02d", tc.text, p.Steps, tc.hour, tc.min)
		}
	}
}
