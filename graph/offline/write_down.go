package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// reWriteDownAtEnd is "…, please write it down", "note that down", "jot
// it down for me" said after the thing: a request to keep what was said,
// no word of it.
var reWriteDownAtEnd = compile(`(?i)(?:^|[\s,.;:!\-–—]+)(?:so\s+|and\s+)?(?:pls\s+|please\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+)?` +
	`(?:write|note|jot|put|take)\s+(?:it|this|that)\s+down(?:\s+(?:for\s+me|please|pls|plz|thanks|thx|thank\s+you))*\s*[?!.]*$`)

// writeDownTail says a thing followed by "please write it down" as the
// request it is: an event said with its time goes to the calendar ("dinner
// at Michal's on Saturday at 7pm, please write it down"), a thing with a
// time and no event is left to the reminder readers, and one with no time
// is a fact to keep.
func writeDownTail(s string) string {
	loc := atEnd(reWriteDownAtEnd, lower(s), "down")
	if loc == nil || loc[0] == 0 || startsWithRemind(s) {
		return s
	}
	head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
	_, found, _ := timeparse.Parse(head, shapeNow, time.UTC)
	if place, ok := goingOff(head); ok && found {
		head = place // "we're going to the theatre on Saturday at 8:30, write it down"
		if hebrewText(head) {
			return "תכניס ליומן: " + head
		}
		return "add to my calendar: " + head
	}
	switch {
	case found && leadsWithEvent(head):
		return "add to my calendar: " + head
	case found:
		return head
	}
	return "remember that " + head
}
