package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// reRemarkItem is a list item that is a remark on oneself and nothing
// else ("I deserve it", "מגיע לי", "don't judge lol"): said after the
// items, it was cut off as one of them.
var reRemarkItem = compile(`(?i)^(?:(?:and|but|so|cuz|because|bc|lol|ו?כי)\s+)*(?:` + remarkTails + `)(?:\s+(?:lol|lmao|haha|ha|tbh|ngl|fr|חחח+))*\s*[.!?…]*$`)

// remarkKept reports whether steps keep a remark on oneself (see
// reRemarkTail): at the end of a title, after a pause, where no one is
// told it ("buy wine, it's been a week"), or as a list item of its own.
// "text Dana, don't judge" may be what Dana is told, and stays.
func remarkKept(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		low := lower(t)
		if !containsAny(low, chatterNeeds...) {
			continue
		}
		if loc := reRemarkTail.FindStringIndex(low); loc != nil && loc[0] > 0 && !toldSomeone(t[:loc[0]]) {
			return true
		}
	}
	for _, s := range steps {
		if s.Lists == nil {
			continue
		}
		for _, it := range s.Lists.Items {
			if low := lower(strings.TrimSpace(it)); containsAny(low, chatterNeeds...) && reRemarkItem.MatchString(low) {
				return true
			}
		}
	}
	return false
}
