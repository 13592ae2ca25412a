package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A reminder asked for again for someone else at a time of its own, by
// whom alone: "remind me to call mom at 5 and dad at 7", "תזכיר לי
// להתקשר לאמא ב5 ולאבא ב7". The second part takes the first one's
// command and verb (see whomFor); "call Tom and Jerry at 5" and "call mom
// and dad at 7", the first part with no time of its own, stay one.

// whomAgain returns the verb of the reminder head ("call", "להתקשר")
// when rest names only whom and a time of its own, and head's deed is
// that verb done to someone at a time of its own; "" otherwise.
func whomAgain(head, rest, inherit string, now time.Time, loc *time.Location) string {
	if inherit == "" || !hasClock(head, now, loc) {
		return ""
	}
	r, found, err := timeparse.Parse(rest, now, loc)
	if err != nil || !found || !r.HasTime || len(r.Spans) == 0 || r.Spans[0][0] == 0 {
		return "" // whom first: the verb goes before it ("וב7 לאבא" is read by takeVerb)
	}
	whom := strings.Trim(r.Remainder(rest), " ,.!?")
	if whom == "" || opensCommand(whom) {
		return ""
	}
	deed := strings.TrimSpace(head)
	if len(deed) < len(inherit) || !strings.EqualFold(deed[:len(inherit)], inherit) && !strings.HasPrefix(deed, "תזכירי לי") {
		return ""
	}
	deed = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(deed, "תזכירי לי"), deed[:len(inherit)]))
	if h, found, err := timeparse.Parse(deed, now, loc); err == nil && found {
		deed = h.Remainder(deed)
	}
	deed = strings.TrimSpace(deed)
	if low := toLower(deed); strings.HasPrefix(low, "to ") {
		deed = strings.TrimSpace(deed[3:])
	}
	verb := leadingVerb(deed)
	obj := strings.TrimSpace(strings.TrimPrefix(deed, verb))
	if verb == "" || obj == "" || !whomVerbs[toLower(verb)] {
		return ""
	}
	if _, ok := whomFor(verb, obj, whom); !ok {
		return ""
	}
	return verb
}
