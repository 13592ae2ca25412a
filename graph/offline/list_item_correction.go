package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A list's items said with a correction among them ("add apples, no
// scratch that, pears", "milk, sorry I mean oat milk", "תפוחים, לא רגע,
// אגסים") keep what the correction says: an item that is a correction
// alone takes back the item before it, and one that opens with a
// correction ("sorry I mean oat milk") puts its rest in that item's place.
// A correction with no item before it to take back declines the plan: no
// correction is ever an item.

// reItemCorrection is an item that opens with a correction: group 1 the
// correction's words, group 2 what parts them from the rest, group 3 the
// rest, the item meant.
var reItemCorrection = compile(`(?i)^(?:no\s+|nah\s+|oh\s+|לא\s+)?(` + alternation(correctionLead) + `)(?:(\s*[,:;.!?\-–—]+\s*|\s+)(.*))?$`)

// reMeantLead is a correction whose words say that what follows is what
// was meant ("I mean", "make that", "בעצם"); after any other, a rest said
// with no pause is an item of its own ("correction tape", "oops all
// berries", "sorry card").
var reMeantLead = compile(`(?i)(?:mean|meant|meant\s+to\s+say|make\s+that|actually|scratch\s+that|התכוונתי|התכוונתי\s+ל|כלומר|בעצם)$`)

// mendItemCorrections applies the corrections among the items of the list
// steps (see above), and reports whether one was left that it could not
// apply.
func mendItemCorrections(steps []memo.Step) (unmended bool) {
	for i := range steps {
		l := steps[i].Lists
		if l == nil || len(l.Items) == 0 || !listAdds(steps[i].Operation) {
			continue
		}
		var out []string
		for _, it := range l.Items {
			it = strings.TrimSpace(it)
			low := toLower(it)
			g := reItemCorrection.FindStringSubmatch(low)
			if g == nil {
				out = append(out, it)
				continue
			}
			rest := strings.TrimSpace(g[3])
			if rest != "" && strings.TrimSpace(g[2]) == "" && !reMeantLead.MatchString(g[1]) {
				out = append(out, it) // "correction tape": an item
				continue
			}
			if len(out) == 0 {
				return true // "no wait, pears": nothing before it to take back
			}
			out = out[:len(out)-1]
			if rest != "" {
				// The rest, as typed: the match ran on the lower-cased item.
				if len(low) == len(it) {
					rest = it[len(it)-len(rest):]
				}
				out = append(out, rest)
			}
		}
		if len(out) == 0 {
			return true
		}
		l.Items = out
	}
	return false
}

// listAdds reports whether op puts items on a list.
func listAdds(op memo.Op) bool {
	return op == memo.OpListCreate || op == memo.OpListAdd
}
