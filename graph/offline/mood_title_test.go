package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMoodIsNoTitle: a message that tells how one feels, glued or
// misspelt, never makes or completes a task of its words; a thing to do
// that tells someone of oneself stays a task.
func TestMoodIsNoTitle(t *testing.T) {
	for _, text := range []string{
		"ughim really down tonight thx", "wipped out after a long day at work", "hey wipped out - from work!",
		"umm honnestly wiped out barely slept last night", "אוףאני קצת רגוע הערב.", "אוף אני גמורה הערב",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpTaskComplete || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %s; want no task made or done", text, s.Operation)
			}
		}
	}
	for _, text := range []string{"remind me at 5 to tell dad im fine", "תזכיר לי בחמש להגיד לאבא שאני בסדר"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpTaskCreate {
			t.Errorf("%q: %s; want the reminder", text, s.Operation)
		}
	}
}
