package offline

import (
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A move says where the thing was before where it goes: "move the sprint
// review from Friday 4pm to Thursday 4pm", "move the dentist from 4 to
// 5", "תעביר את הישיבה מיום שישי ב4 ליום חמישי ב4". The time after "to"
// is the new one; the time after "from" only says which it was, and is
// no word of its name.

// movedFrom splits what follows a move verb into the name of the thing
// moved and the words of its new time, when a time said with "from"/"מ"
// stands between them; otherwise the name is "" and rest is as it was.
func (m *message) movedFrom(rest string) (name, target string) {
	i := m.lastTo(rest)
	if i <= 0 {
		return "", rest
	}
	head := rest[:i]
	r, found, err := timeparse.Parse(toAtAll(head), m.now(), m.loc())
	if err != nil || !found || len(r.Spans) == 0 {
		return "", rest
	}
	start := r.Spans[0][0]
	before := strings.TrimSpace(head[:start])
	switch {
	case strings.HasSuffix(toLower(before), " from"):
		before = strings.TrimSpace(before[:len(before)-len("from")])
	case strings.HasPrefix(head[start:], "מ"):
	case strings.HasSuffix(before, " מ"), strings.HasSuffix(before, " מה"):
		before = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(before, "מה"), "מ"))
	default:
		return "", rest // "move the call to 4 to 5": no time it was moved from
	}
	if before == "" {
		return "", rest
	}
	return before, strings.TrimSpace(rest[i:])
}
