package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// An event named by its kind and a day ("cancel the meeting tomorrow",
// "תבטלי את התור ביום חמישי") is that day's event of the kind: the
// removal keeps the kind as its name, and entity resolution prefers the
// titles that say it (resolution.KindOnly), never the whole day.

// kindNamed returns the generic noun s names an event by and nothing
// else ("the meeting", "my appointment"), or "": a noun in the plural
// ("my meetings") is every one of them, and stays the day's.
func kindNamed(s string) string {
	if resolution.KindOnly(s) == nil {
		return ""
	}
	var noun string
	for _, w := range strings.Fields(strings.Trim(s, " ,.!?")) {
		switch toLower(w) {
		case "the", "my", "our", "a", "את":
			continue
		}
		noun = w
	}
	if low := toLower(noun); strings.HasSuffix(low, "s") && low != "class" || strings.HasSuffix(noun, "ות") {
		return ""
	}
	return noun
}

// kindOnDay is the removal of the event of kind on the day from..to.
func kindOnDay(kind string, from, to time.Time, scope memo.SeriesScope) []memo.Step {
	args := memo.CalendarArgs{From: &from, To: &to, Summary: kind, Scope: scope}
	return []memo.Step{calStep(memo.OpEventDelete, args)}
}
