package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// A move of the item in focus that says both its direction and where it
// goes: "could you move it earlier to 4", "push it back to 7", "אפשר
// להקדים לארבע", "תדחה את זה לשבע". The new time must lie that way of the
// item's time; one that does not ("move it earlier to 6" of a meeting at
// 5) is not guessed. "תדחה" is said of any move, and is not held to a way.

// reMoveDir is such a move. Groups: the English direction and time, the
// Hebrew verb and time.
var reMoveDir = compile(`(?i)^(?:move|push|bring|shift|change|make|reschedule|set)\s+(?:it|that|this)\s+(earlier|later|sooner|back|forward|up)\s*,?\s+(?:to|for|at|till|until|into)\s+(.+)$|` +
	`^(תקדים|תקדימי)\s+(?:לי\s+)?(?:(?:את\s+)?(?:זה|אותו|אותה|הפגישה|התזכורת)\s+)?(ל\S.*)$`)

// moveDirected reads a move said with its direction.
func (m *message) moveDirected(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	g := reMoveDir.FindStringSubmatch(strings.TrimSpace(text))
	if g == nil || f.When == nil {
		return nil, false, nil
	}
	dir, to := toLower(g[1])+g[3], g[2]+g[4]
	earlier := dir == "earlier" || dir == "sooner" || dir == "forward" || dir == "up" || strings.HasPrefix(dir, "תקדים")
	steps, ok, err := m.moveFocus(to, f, true)
	if !ok || err != nil || len(steps) != 1 {
		return steps, ok, err
	}
	var when *time.Time
	switch s := steps[0]; {
	case s.Calendar != nil && s.Calendar.Fields != nil:
		when = s.Calendar.Fields.Start
	case s.Tasks != nil:
		when = s.Tasks.NewDue
	}
	if when == nil || earlier != when.Before(*f.When) || when.Equal(*f.When) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "move it earlier to 6" of 17:00
	}
	return steps, true, nil
}
