package offline

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// cancelledWords are the words that tell a thing was called off.
var cancelledWords = slices.Concat([]string{"cancelled", "canceled", "called off", "postponed", "rescheduled", "pushed it", "moved it",
	"ביטל", "ביטלה", "ביטלו", "דחה", "דחתה", "דחו"}, strings.Fields(cancelledHE), strings.Fields(postponedHE))

// chatterNames are words of chatter that name nothing to remove ("עוזב" is
// "עזוב" as typed fast).
var chatterNames = wordSet(`jk lol lmao haha nvm ok okay k pls please sweetie babe עזוב עזבי עוזב חחח`)

// noneWords open what there is none of ("אין קפה", "no lunch"), which
// names no thing to remove.
var noneWords = wordSet(`אין בלי no`)

// cancelledName reports whether a removal steps make looks up a name that
// is chatter alone ("jk"), what there is none of ("אין קפה"), or one that tells the thing was called off ("thhey cancelled" of "thhey cancelled,
// take it out of the calendar"): the report was read as the thing's name,
// where it was the reason to remove the thing in focus.
func cancelledName(steps []memo.Step) bool {
	for _, s := range steps {
		var names []string
		switch {
		case s.Calendar != nil && (s.Operation == memo.OpEventDelete || s.Operation == memo.OpEventDeleteBySummary):
			names = []string{s.Calendar.Summary}
		case s.Tasks != nil && s.Operation == memo.OpTaskDelete:
			names = s.Tasks.Targets
		}
		for _, n := range names {
			low := strings.TrimRight(toLower(strings.TrimSpace(n)), " ,.!?")
			if chatterNames[low] {
				return true // "jk" of "they cancelled jk delete that": chatter, no name
			}
			if first, _, more := strings.Cut(low, " "); more && noneWords[first] {
				return true // "אין קפה" of "נועה ביטלה אין קפה": what there is none of, the reason
			}
			for _, w := range cancelledWords {
				if low == w || strings.HasSuffix(low, " "+w) {
					return true
				}
			}
		}
	}
	return false
}
