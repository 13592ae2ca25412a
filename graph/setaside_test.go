package graph_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestQuestionSetAsideIsSaid: a question that "help", small talk or a
// request of its own sets aside is said to be set aside, also when the
// request asks a question of its own (the note comes before it), in both
// languages; the question set aside answers nothing after.
func TestQuestionSetAsideIsSaid(t *testing.T) {
	for _, c := range []struct{ ask, other, aside string }{
		{"remind me to call mom tomorrow", "help", "set aside my earlier question about “call mom”"},
		{"remind me to call mom tomorrow", "thanks", "set aside my earlier question about “call mom”"},
		{"remind me to call mom tomorrow", "remind me to buy milk tomorrow", "set aside my earlier question about “call mom”"},
		{"תזכיר לי להתקשר לאמא מחר", "עזרה", "הנחתי בצד את השאלה הקודמת שלי לגבי"},
	} {
		r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
		if q := say(t, r, c.ask); q.Pending == nil {
			t.Fatalf("%q: %+v; want a question", c.ask, q)
		}
		out := say(t, r, c.other)
		if !strings.Contains(out.Text, c.aside) {
			t.Errorf("%q during a question: %q; want it said that the question was set aside", c.other, out.Text)
		}
		if out.Pending != nil && strings.Index(out.Text, c.aside) > strings.LastIndex(out.Text, "?") {
			t.Errorf("%q: the note comes after the new question: %q", c.other, out.Text)
		}
		say(t, r, "9")
		tasks, err := db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		for _, task := range tasks {
			if strings.Contains(task.Text, "mom") || strings.Contains(task.Text, "אמא") {
				t.Errorf("%q then \"9\": the question set aside was answered: %+v", c.other, task)
			}
		}
	}
}
