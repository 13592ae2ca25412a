package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestNewAmountCorrectsAnAmount: a number alone right after a time said as
// an amount from now is a new amount in the same unit, counted from when
// the amount was said; said later, or after a time of the clock, or a
// number that reads as well as an hour, it is not.
func TestNewAmountCorrectsAnAmount(t *testing.T) {
	said := time.Date(2026, 1, 20, 10, 0, 0, 0, jerusalem)
	tests := []struct {
		before, text string
		in           time.Duration // the focus's time from said
		after        time.Duration // when text is sent, from said
		amount       time.Duration // the new time from said, read as an amount
		read         bool          // whether it is to be read so
	}{
		{"remind me to call mom in 20 min", "actually make it 30", 20 * time.Minute, time.Minute, 30 * time.Minute, true},
		{"remind me to call mom in 20 minutes", "make it 45 minutes", 20 * time.Minute, 2 * time.Minute, 45 * time.Minute, true},
		{"remind me to stretch in 2 hours", "make it 3", 2 * time.Hour, time.Minute, 3 * time.Hour, true},
		{"תזכיר לי לקנות חלב בעוד 20 דקות", "בעצם תעשה 30", 20 * time.Minute, time.Minute, 30 * time.Minute, true},
		{"תזכיר לי לקנות חלב בעוד 20 דק", "תעשה 15", 20 * time.Minute, time.Minute, 15 * time.Minute, true},
		{"תזכיר לי להתקשר לדנה בעוד 3 שעות", "תעשה 4", 3 * time.Hour, time.Minute, 4 * time.Hour, true},
		// "עוד" without its "ב".
		{"תזכיר לי עוד 20 דק להתקשר לסמג\"ד", "בעצם תעשה את זה 40", 20 * time.Minute, time.Minute, 40 * time.Minute, true},
		{"תזכירי לי עוד שעתיים לצאת", "תעשי 3", 2 * time.Hour, time.Minute, 3 * time.Hour, true},
		{"תזכיר לי בעוד שעתיים להוציא את הכביסה", "בעצם 4", 2 * time.Hour, time.Minute, 4 * time.Hour, true},
		{"תזכיר לי בעוד שעתיים להוציא את הכביסה", "תעשה 20", 2 * time.Hour, time.Minute, 20 * time.Hour, false},
		// An amount said without its unit is minutes, as the reminder
		// was set; any count that reads badly as an hour corrects it.
		{"remind me in 30 to check on the roast", "make it 40", 30 * time.Minute, time.Minute, 40 * time.Minute, true},
		{"remind me in 30 to check on the roast", "make it 100", 30 * time.Minute, time.Minute, 100 * time.Minute, true},
		{"remind me to check on the roast in 30", "make it 45", 30 * time.Minute, time.Minute, 45 * time.Minute, true},
		{"תזכיר לי בעוד 30 לבדוק את הצלי", "תעשה 40", 30 * time.Minute, time.Minute, 40 * time.Minute, true},
		{"תזכיר לי בעוד 30 דקות לבדוק את הצלי", "תעשה 100", 30 * time.Minute, time.Minute, 100 * time.Minute, true},
		{"תזכיר לי לבדוק את הצלי בעוד 30", "תעשה 45", 30 * time.Minute, time.Minute, 45 * time.Minute, true},
		// Not an amount: the last message said a time of the clock, or
		// long ago, or the number reads as well as an hour.
		{"remind me to call mom at 11:20", "make it 30", 80 * time.Minute, time.Minute, 30 * time.Minute, false},
		{"remind me to call mom in 20 min", "make it 45", 20 * time.Minute, 20 * time.Minute, 45 * time.Minute, false},
		{"remind me to call mom in 20 min", "make it 8", 20 * time.Minute, time.Minute, 8 * time.Minute, false},
		{"remind me to stretch in 2 hours", "make it 30", 2 * time.Hour, time.Minute, 30 * time.Hour, false},
		{"remind me in 30 to check on the roast", "make it 8", 30 * time.Minute, time.Minute, 8 * time.Minute, false},
		{"תזכיר לי בעוד 30 לבדוק את הצלי", "תעשה 8", 30 * time.Minute, time.Minute, 8 * time.Minute, false},
		{"תזכיר לי ב11:20 לקנות עוד 20 לחמניות", "תעשה 30", 80 * time.Minute, time.Minute, 30 * time.Minute, false},
		// Said at 10:00, 10 o'clock has come: the number is minutes.
		{"remind me in 5 min to check the croissants", "make it 10", 5 * time.Minute, time.Minute, 10 * time.Minute, true},
		{"תזכירי לי בעוד 5 דקות לבדוק את הקרואסונים", "תעשי 10", 5 * time.Minute, time.Minute, 10 * time.Minute, true},
		// An amount in words, with its unit, after one in words or digits.
		{"תזכיר לי בעוד חצי שעה לצאת לעבודה", "תעשה את זה עשר דקות", 30 * time.Minute, time.Minute, 10 * time.Minute, true},
		{"תזכיר לי בעוד שעה לצאת לעבודה", "תעשה את זה רבע שעה", time.Hour, time.Minute, 15 * time.Minute, true},
		{"remind me in half an hour to leave for work", "make it ten minutes", 30 * time.Minute, time.Minute, 10 * time.Minute, true},
		{"remind me in 20 min to leave for work", "make it twenty five minutes", 20 * time.Minute, time.Minute, 25 * time.Minute, true},
		{"remind me to leave for work at 10:30", "make it ten minutes", 30 * time.Minute, time.Minute, 10 * time.Minute, false},
		{"תזכיר לי ב-10:30 לצאת לעבודה", "תעשה את זה עשר דקות", 30 * time.Minute, time.Minute, 10 * time.Minute, false},
		{"remind me in 5 days to renew the lease", "make it 30", 5 * 24 * time.Hour, time.Minute, 30 * time.Minute, false},
		{"תזכיר לי בעוד 5 ימים לחדש את החוזה", "תעשה 30", 5 * 24 * time.Hour, time.Minute, 30 * time.Minute, false},
	}
	for _, tt := range tests {
		when := said.Add(tt.in)
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &when}
		lang, _ := memo.DetectLanguage(tt.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: tt.text, Lang: lang, Now: said.Add(tt.after), Loc: jerusalem, Focus: focus,
			Recent: []memo.Turn{{At: said, Role: "user", Text: tt.before}, {At: said, Role: "assistant", Text: "⏰ …", Tool: "tasks.create"}},
		})
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		s := p.Steps[0]
		moved := s.Operation == memo.OpTaskUpdate && s.Tasks != nil && s.Tasks.NewDue != nil
		switch {
		case !tt.read && moved && s.Tasks.NewDue.Equal(said.Add(tt.amount)):
			t.Errorf("%q after %q: moved to %v as an amount", tt.text, tt.before, s.Tasks.NewDue)
		case tt.read && !moved:
			t.Errorf("%q after %q: %s.%s; want the task moved", tt.text, tt.before, s.Capability, s.Operation)
		case tt.read && !s.Tasks.NewDue.Equal(said.Add(tt.amount)):
			t.Errorf("%q after %q: new time %v; want %v", tt.text, tt.before, s.Tasks.NewDue.In(jerusalem), said.Add(tt.amount))
		case tt.read && (len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1"):
			t.Errorf("%q after %q: ids %v; want the focus", tt.text, tt.before, s.Tasks.IDs)
		}
	}
}
