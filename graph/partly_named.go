package graph

import (
	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// partlyNamed reports whether one of the tasks ids resolved to was named
// only by a part of its title: a word or two among the many of a task
// that holds several things ("ביסלי" of "לקנות לטיול שנתי שקית שינה פנס
// חטיפים ביסלי", "eggs" of "buy: milk, eggs, bread, butter"; see
// resolution.Partial). The user may mean the thing, not the task: a
// delete of it is asked first. A task named by its head ("call" of "call
// mom") or by most of its words is named.
func partlyNamed(names, ids []string, open []memo.Task) bool {
	for _, id := range ids {
		task := taskByID(open, id)
		if task.ID == "" {
			continue // chosen by position or quote, not by name
		}
		named, partly := false, false
		for _, n := range names {
			if resolution.Score(n, task.Text) < resolution.DefaultMinScore {
				continue
			}
			if resolution.Partial(n, task.Text) {
				partly = true
			} else {
				named = true
			}
		}
		if partly && !named {
			return true
		}
	}
	return false
}
