package graph_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
)

// rule returns the repetition of the chat's one task.
func rule(t *testing.T, db *sqldb.DB) memo.Recurrence {
	t.Helper()
	ts, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil || len(ts) != 1 || ts[0].Recurrence == nil {
		t.Fatalf("tasks: %v %v", ts, err)
	}
	return *ts[0].Recurrence
}

// TestSeriesChanged: an end or weekdays given to a repeating reminder,
// through the runner and a real store, in both languages: the rule is
// kept, the reply says the end or the days, an end before the next
// occurrence and a day added to a daily reminder change nothing, and undo
// brings the series back as it was.
func TestSeriesChanged(t *testing.T) {
	tests := []struct {
		create, change string
		until          string // the end's day, "02"; "" for none
		days           []int
		says           []string
		refused        string
	}{
		{"remind me every day at 8 to take vitamins", "stop it after friday", "23", nil, []string{"every day at 08:00", "ending", "Friday"}, ""},
		{"remind me every day at 8 to take vitamins", "only until the 25th", "25", nil, []string{"ending"}, ""},
		{"תזכיר לי כל יום ב-8 לקחת ויטמינים", "עד סוף החודש", "31", nil, []string{"כל יום ב-08:00", "ומסתיימת"}, ""},
		{"remind me every monday at 8 to take out the trash", "actually also wednesday", "", []int{1, 3}, []string{"Monday and Wednesday"}, "only until tomorrow"},
		{"תזכיר לי כל יום שני ב-8 להוציא את הזבל", "גם בחמישי", "", []int{1, 4}, []string{"שני וחמישי"}, "רק עד מחר"},
		{"remind me every monday at 8 to take out the trash", "only wednesday", "", []int{3}, []string{"Wednesday"}, ""},
		{"remind me every day at 8 to take vitamins", "also wednesday", "", nil, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.change, func(t *testing.T) {
			r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
			say(t, r, tt.create)
			before := rule(t, db)
			if tt.refused != "" {
				if out := say(t, r, tt.refused); out.Success || rule(t, db).Until != nil {
					t.Errorf("%q: %q; want an end before the next one refused", tt.refused, out.Text)
				}
			}
			out := say(t, r, tt.change)
			got := rule(t, db)
			if tt.says == nil {
				if out.Success || !slices.Equal(got.Days, before.Days) || got.Type != before.Type {
					t.Fatalf("%q: %q, %+v; want it refused and nothing changed", tt.change, out.Text, got)
				}
				return
			}
			for _, w := range tt.says {
				if !strings.Contains(out.Text, w) {
					t.Errorf("%q: %q; want it to say %q", tt.change, out.Text, w)
				}
			}
			if got.Time != before.Time || got.Type != before.Type {
				t.Errorf("%q: %+v; want its rule kept (%+v)", tt.change, got, before)
			}
			if tt.until != "" && (got.Until == nil || got.Until.In(jerusalem).Format("02") != tt.until) {
				t.Errorf("%q: until %v; want the %s", tt.change, got.Until, tt.until)
			}
			if tt.days != nil && !slices.Equal(got.Days, tt.days) {
				t.Errorf("%q: days %v; want %v", tt.change, got.Days, tt.days)
			}
			say(t, r, "undo")
			if back := rule(t, db); back.Until != nil || !slices.Equal(back.Days, before.Days) {
				t.Errorf("after undo: %+v; want the series as it was, %+v", back, before)
			}
		})
	}
}
