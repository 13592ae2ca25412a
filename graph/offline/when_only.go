package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// whenAnchor is the day a text is read against to tell whether it is a
// time and nothing else; any day would do.
var whenAnchor = time.Date(2026, 1, 7, 9, 0, 0, 0, time.UTC)

// onlyWhen reports whether s is a time expression and nothing else, with
// or without a prefix letter ("ובעוד שבוע", "מחר", "in a week"):
// such a text names when, never what.
func onlyWhen(s string) bool {
	s = strings.TrimSpace(s)
	for _, t := range []string{s, strings.TrimPrefix(s, "ו"), strings.TrimPrefix(s, "ה"), strings.TrimPrefix(s, "ל")} {
		t = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(t, "and "), "And "))
		if t == "" {
			continue
		}
		r, found, err := timeparse.Parse(t, whenAnchor, time.UTC)
		if err == nil && found && (r.HasDate || r.HasTime) && onlyConnectives(r.Remainder(t)) {
			return true
		}
	}
	return false
}
