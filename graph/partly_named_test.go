package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDeletePartlyNamed: a delete named by a word or two of a task that
// holds several things ("תוריד ביסלי" of "לארוז לטיול שנתי שקית שינה פנס
// חטיפים ביסלי") asks before it deletes, and deletes nothing on "no"; a
// task named by its head ("delete call" of "call mom"), by its whole
// title, or short enough that any word names it, is deleted as before.
func TestDeletePartlyNamed(t *testing.T) {
	for _, tc := range []struct {
		task, del string
		ask       bool
	}{
		{"משימה חדשה: לארוז לטיול שנתי שקית שינה פנס חטיפים ביסלי", "תוריד ביסלי", true},
		{"משימה חדשה: לארוז לטיול שנתי שקית שינה פנס חטיפים ביסלי", "תמחק את הפנס", true},
		{"add a task: buy: milk, eggs, bread, butter", "delete eggs", true},
		{"add a task: pack sleeping bag flashlight snacks and chips", "remove the chips", true},
		// Near misses: named as the task is named.
		{"remind me to call mom tomorrow at 5", "delete call", false},
		{"add a task: buy gift for mom", "delete gift", false},
		{"add a task: dentist appointment at the clinic on Herzl", "delete dentist", false},
		{"תזכיר לי מחר בחמש להתקשר לאמא", "תמחק להתקשר לאמא", false},
		{"תזכיר לי מחר ב9 לשלם ארנונה לעירייה", "תמחק את המשימה לשלם ארנונה לעירייה", false},
	} {
		f := newFixture(t)
		f.say(tc.task)
		if n := len(f.tasksNow()); n != 1 {
			t.Fatalf("%q made %d tasks", tc.task, n)
		}
		r := f.say(tc.del)
		asked := r.Pending != nil && r.Pending.Reason == memo.ReasonConfirmPlanned
		left := len(f.tasksNow())
		if asked != tc.ask || tc.ask && left != 1 || !tc.ask && left != 0 {
			t.Errorf("%q after %q: asked %v, %d tasks left (%q); want asked %v", tc.del, tc.task, asked, left, r.Text, tc.ask)
			continue
		}
		if tc.ask {
			no := "no"
			if memo.Hebrew == r.Lang {
				no = "לא"
			}
			f.say(no)
			if left := len(f.tasksNow()); left != 1 {
				t.Errorf("%q then %q: %d tasks left; want the task kept", tc.del, no, left)
			}
		}
	}
}
