package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
)

// next returns when the chat's one task fires next, "" when it does not.
func next(t *testing.T, db *sqldb.DB) string {
	t.Helper()
	ts, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil || len(ts) != 1 {
		t.Fatalf("tasks: %v %v", ts, err)
	}
	if ts[0].NextReminder == nil {
		return ""
	}
	return ts[0].NextReminder.In(jerusalem).Format("02 15:04")
}

// TestSkipOneOccurrence: one day left out of a repeating reminder, through
// the runner and a real store, in both languages: the reply names the day
// and says the rest stay; a day it does not come on changes nothing; undo
// brings the day back; "cancel it" still deletes the whole reminder.
func TestSkipOneOccurrence(t *testing.T) {
	tests := []struct {
		lang              string
		create, skip      string
		before, after     string
		says              []string
		notOn, undo, drop string
	}{
		{"en", "remind me every friday at 6pm to go to the gym", "skip this friday", "23 18:00", "30 18:00",
			[]string{"Skipping", "Friday", "23 Jan", "rest"}, "skip thursday", "undo", "cancel it"},
		{"en", "remind me every friday at 6pm to go to the gym", "skip the gym reminder this friday", "23 18:00", "30 18:00",
			[]string{"Skipping", "23 Jan"}, "not tomorrow", "undo", "delete it"},
		{"he", "תזכירי לי כל יום חמישי ב-17 על החוג", "תבטלי את התזכורת של החוג רק ביום חמישי הזה", "22 17:00", "29 17:00",
			[]string{"דילגתי", "22.1", "נשארות"}, "תדלגי על שישי הזה", "תבטלי את מה שעשית", "תמחקי אותה"},
		{"he", "תזכיר לי כל יום ב-20:00 לקחת כדור", "רק היום לא", "20 20:00", "21 20:00",
			[]string{"דילגתי", "היום", "נשארות"}, "", "תחזיר את זה", "תמחק את זה"},
		{"en", "remind me every day at 8pm to take my pills", "cancel only today", "20 20:00", "21 20:00",
			[]string{"Skipping", "today", "rest"}, "", "undo", "delete it"},
	}
	for _, tt := range tests {
		t.Run(tt.skip, func(t *testing.T) {
			r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
			say(t, r, tt.create)
			if got := next(t, db); got != tt.before {
				t.Fatalf("made: next %s; want %s", got, tt.before)
			}
			out := say(t, r, tt.skip)
			for _, w := range tt.says {
				if !strings.Contains(out.Text, w) {
					t.Errorf("%q: %q; want it to say %q", tt.skip, out.Text, w)
				}
			}
			if got := next(t, db); got != tt.after {
				t.Errorf("after %q: next %s; want %s", tt.skip, got, tt.after)
			}
			if tt.notOn != "" {
				out = say(t, r, tt.notOn)
				if got := next(t, db); got != tt.after || out.Success {
					t.Errorf("%q: %q, next %s; want a refusal and nothing changed", tt.notOn, out.Text, got)
				}
			}
			say(t, r, tt.undo)
			if got := next(t, db); got != tt.before {
				t.Errorf("after %q: next %s; want the day back, %s", tt.undo, got, tt.before)
			}
			say(t, r, tt.drop)
			if ts, _ := db.FindTasks(t.Context(), "chat", memo.TaskFilter{}); len(ts) != 0 {
				t.Errorf("after %q: %d tasks; want the whole reminder gone", tt.drop, len(ts))
			}
		})
	}
}

// TestSkipNeedsOneOccurrence: days that hold several occurrences are
// asked about, a reminder that does not repeat is left as it is, and a
// day already past is refused.
func TestSkipNeedsOneOccurrence(t *testing.T) {
	tests := []struct{ create, skip, next, says string }{
		{"remind me every day at 8pm to take my pills", "not this week", "20 20:00", "which day"},
		{"תזכיר לי כל יום ב-20:00 לקחת כדור", "בלי השבוע", "20 20:00", "איזה יום"},
		{"remind me friday at 6pm to call mom", "skip this friday", "23 18:00", "doesn't repeat"},
		{"תזכירי לי ביום שישי ב-18 להתקשר לאמא", "תדלגי על שישי הזה", "23 18:00", "לא חוזרת"},
		{"remind me every day at 8am to stretch", "skip today", "21 08:00", "already passed"},
	}
	for _, tt := range tests {
		t.Run(tt.skip, func(t *testing.T) {
			r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
			say(t, r, tt.create)
			out := say(t, r, tt.skip)
			if out.Success || !strings.Contains(out.Text, tt.says) {
				t.Errorf("%q: %q; want a refusal saying %q", tt.skip, out.Text, tt.says)
			}
			if got := next(t, db); got != tt.next {
				t.Errorf("after %q: next %s; want it unchanged, %s", tt.skip, got, tt.next)
			}
		})
	}
}

// TestSkipOneEvent: one occurrence of a repeating event in focus is
// cancelled, the series stays.
func TestSkipOneEvent(t *testing.T) {
	for _, tt := range []struct{ create, skip string }{
		{"yoga every monday at 7pm", "skip next monday"},
		{"יוגה כל יום שני ב-19:00", "תדלגי על יום שני הבא"},
	} {
		t.Run(tt.skip, func(t *testing.T) {
			r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
			say(t, r, tt.create)
			out := say(t, r, tt.skip)
			from := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem)
			es, err := db.Calendar("chat", jerusalem).FindEvents(t.Context(), from, from.AddDate(0, 0, 21))
			if err != nil {
				t.Fatal(err)
			}
			var days []string
			for _, e := range es {
				days = append(days, e.Start.In(jerusalem).Format("02"))
			}
			if !strings.Contains(out.Text, "26") && !strings.Contains(out.Text, "Monday") && !strings.Contains(out.Text, "שני") ||
				!strings.Contains(out.Text, "series stays") && !strings.Contains(out.Text, "הסדרה נשארת") {
				t.Errorf("%q: %q; want the day said and the rest of the series kept", tt.skip, out.Text)
			}
			if got := strings.Join(days, " "); got != "02 09" {
				t.Errorf("%q: %q; events on %s, want 02 and 09 (the 26th left out)", tt.skip, out.Text, got)
			}
		})
	}
}
