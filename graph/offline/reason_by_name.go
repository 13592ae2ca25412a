package offline

import "strings"

// A removal is often said with who sees to the thing instead: "take off
// the speaker jake's bringing his", "remove the chips, dana is bringing
// some", "תוריד את הרמקול, יוסי מביא", "תוריד חלב אמא קונה". The one named
// is a person the grammar does not know, so the reason is known by its
// verb: bringing, getting or buying the thing, now or already done. Said
// after a pause it is cut off any removal (dropWhy); with no pause, in
// English, only where it cannot be a thing's name ("jake's bringing", "dana
// is bringing"), and elsewhere where the list's own items say where the
// item ends (RemarkAfterItem). "the baby's teething ring", "jake's
// speaker", "chips, dana" hold no such verb and stay as said.

// getVerbsEN are the verbs of someone bringing or getting a thing, and
// seeToVerbsEN those and the verbs of seeing to it, said after a pause.
const (
	getVerbsEN = `bringing|bringin|getting|gettin|buying|grabbing|picking\s+(?:it\s+|them\s+|one\s+|some\s+)?up|` +
		`got|brought|bought|grabbed|picked\s+(?:it\s+|them\s+|one\s+|some\s+)?up`
	seeToVerbsEN = getVerbsEN + `|taking\s+care\s+of|covering|handling|sorting|has|have`
)

var (
	// reByNameEN is a reason whose subject is a name or a pronoun: the
	// subject's word, then "'s", "is", "will", "has", "already" or
	// nothing, then a verb of seeing to it.
	reByNameEN = compile(`^(?:[a-z][a-z-]*|he|she|they|someone|somebody)(?:'s|'ll|\s+is|\s+will|\s+has|\s+have|\s+already|\s+just|\s+said\s+(?:she|he|they)(?:'s|'ll|\s+will|\s+is))?` +
		`\s+(?:already\s+|just\s+)?(?:` + seeToVerbsEN + `|bring|get|buy|grab)(?:\s|$)`)
	// reByNameNoPauseEN is the same reason with no pause before it, where
	// its verb shows it: "… jake's bringing his", "… dana is bringing some".
	reByNameNoPauseEN = compile(`\s[a-z][a-z-]*(?:'s|\s+is|\s+will|\s+already)\s+(?:already\s+|just\s+)?(?:` + getVerbsEN + `|bring|buy)(?:\s|$)`)
	// reByNameHE is a Hebrew reason whose subject is one word: a name, a
	// pronoun or a relative, and a verb of bringing or buying.
	reByNameHE = compile(`^(?:\p{Hebrew}+|[\p{Hebrew}"]+)\s+(?:כבר\s+)?(?:מביא|מביאה|מביאים|מביאות|הביא|הביאה|הביאו|קונה|קונים|קונות|קנה|קנתה|קנו|` +
		`דואג|דואגת|דואגים|אחראי|אחראית|אחראים|לוקח|לוקחת|לוקחים|יביא|תביא|יביאו|יקנה|תקנה|יקנו)(?:\s|$)`)
)

// reasonByName reports whether rest, said after an item removed, is a
// reason whose subject sees to the thing (see above).
func reasonByName(rest string) bool {
	low := strings.TrimSpace(lower(rest))
	if low == "" || len(strings.Fields(low)) > 8 || reWhyAsks.MatchString(low) {
		return false
	}
	if _, found, _ := parseAnyDay(low); found {
		return false // "dana's bringing it tomorrow at 5": maybe a request
	}
	first, _, _ := strings.Cut(low, " ")
	switch strings.TrimSuffix(first, "'s") {
	case "the", "a", "an", "my", "our", "it", "this", "that", "i", "we", "you", "את", "גם":
		return false // a thing's words, or the user's own: read elsewhere
	}
	return reByNameEN.MatchString(low) || reByNameHE.MatchString(low)
}

// whyByName is where a reason by name starts in low, a removal (see
// above): after its last pause, or in English at a verb that shows it
// with no pause; nil when there is none.
func whyByName(low string) []int {
	if !reRemoveHead.MatchString(low) {
		return nil
	}
	if i := strings.LastIndexAny(low, ",;"); i > 0 && reasonByName(low[i+1:]) {
		return []int{i, i + 1}
	}
	if loc := reByNameNoPauseEN.FindStringIndex(low); loc != nil && reasonByName(low[loc[0]:]) {
		head := strings.Fields(low[:loc[0]])
		if len(head) >= 2 { // a command and an item before it
			return []int{loc[0], loc[0] + 1}
		}
	}
	return nil
}
