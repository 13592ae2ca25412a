package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestPointingWhileAskingWhich: while Memo asks which of several
// reminders is meant, "delete it" or "make it 11" points at one of them,
// not at the reminder the chat was about before: the question is asked
// again and nothing changes; a number then answers it. A request of its
// own, words that point at nothing, or news that it was done ("I did it")
// still set the question aside.
func TestPointingWhileAskingWhich(t *testing.T) {
	for _, c := range []struct {
		first, second, ask, point string
		reask                     bool
	}{
		{"remind me tomorrow at 9 to call mom", "remind me friday at 9 to call mom", "move call mom to 10", "make it 11", true},
		{"remind me tomorrow at 9 to call mom", "remind me friday at 9 to call mom", "delete the reminder to call mom", "delete it", true},
		{"תזכיר לי מחר ב-9 להתקשר לאמא", "תזכיר לי ביום שישי ב-9 להתקשר לאמא", "תזיז את להתקשר לאמא ל-10", "תמחק אותה", true},
		{"remind me tomorrow at 9 to call mom", "remind me friday at 9 to call mom", "move call mom to 10", "remind me at 5 to buy milk", false},
		{"remind me tomorrow at 9 to call mom", "remind me friday at 9 to call mom", "move call mom to 10", "blah blah unknown words that mean nothing", false},
		// News that it was done picks none of them: set aside, not asked again.
		{"remind me tomorrow at 9 to call mom", "remind me friday at 9 to call mom", "delete the reminder to call mom", "I did it", false},
		{"תזכיר לי מחר ב-9 להתקשר לאמא", "תזכיר לי ביום שישי ב-9 להתקשר לאמא", "תמחק את התזכורת להתקשר לאמא", "עשיתי את זה", false},
	} {
		r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
		say(t, r, c.first)
		say(t, r, c.second)
		if q := say(t, r, c.ask); q.Pending == nil {
			t.Fatalf("%q: %q; want a question", c.ask, q.Text)
		}
		out := say(t, r, c.point)
		if c.reask {
			if out.Pending == nil || strings.Contains(out.Text, "set aside") || strings.Contains(out.Text, "הנחתי בצד") {
				t.Errorf("%q during the question: %q; want the question asked again", c.point, out.Text)
			}
		} else if !strings.Contains(out.Text, "set aside") && !strings.Contains(out.Text, "הנחתי בצד") {
			t.Errorf("%q during the question: %q; want it set aside", c.point, out.Text)
		}
		snapshot := func() map[string]time.Time {
			tasks, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
			if err != nil {
				t.Fatal(err)
			}
			due := map[string]time.Time{}
			for _, task := range tasks {
				if task.DueDate != nil && (strings.Contains(task.Text, "mom") || strings.Contains(task.Text, "אמא")) {
					due[task.ID] = *task.DueDate
				}
			}
			return due
		}
		before := snapshot()
		if c.reask {
			// Nothing changed since the question was asked.
			out := say(t, r, "2")
			after := snapshot()
			changed := len(before) - len(after)
			for id, due := range after {
				if !due.Equal(before[id]) {
					changed++
				}
			}
			if len(before) != 2 || changed != 1 {
				t.Errorf("\"2\" after %q: %q, reminders %v then %v; want option 2 alone changed", c.point, out.Text, before, after)
			}
		} else if len(before) != 2 {
			t.Errorf("%q during the question: reminders to call mom %v; want both left", c.point, before)
		}
	}
}
