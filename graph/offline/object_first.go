package offline

import "strings"

// A thing named first and then a command said on it with a pronoun ("את
// הפגישה עם עורך הדין, תזיז אותה ליום שלישי", "את התזכורת של הבנק תמחק
// אותה", "the meeting with the lawyer, move it to tuesday") is the command
// said in its usual order: "תזיז את הפגישה עם עורך הדין ליום שלישי",
// "move the meeting with the lawyer to tuesday". The thing named then picks
// the item, as it would have; a thing no item has is not found, and several
// are asked about.

// objectFirstVerbs are the commands said on an item: moving, changing,
// removing, marking done.
var objectFirstVerbs = wordSet(`תזיז תזיזי תעביר תעבירי תדחה תדחי תשנה תשני תמחק תמחקי תבטל תבטלי תסמן תסמני תוריד תורידי
	move push shift reschedule change cancel delete remove mark`)

var (
	// reObjectFirstHE is "את" and the thing, the command verb and the
	// pronoun that points back at it, and what follows.
	reObjectFirstHE = compile(`^(את\s+\p{Hebrew}\S*(?:\s+[^\s,]+){0,6}?)\s*,?\s+(\p{Hebrew}+)\s+(?:אותו|אותה|אותם|אותן)(?:\s+(.*))?$`)
	// reObjectFirstEN is "the"/"my" and the thing, a comma, the command
	// and "it"/"them", and what follows.
	reObjectFirstEN = compile(`(?i)^((?:the|my|that|this)\s+[^,]+?)\s*,\s*([a-z]+)\s+(?:it|them)(?:\s+(.*))?$`)
)

// objectFirst is s in the usual order when it names the thing before the
// command said on it with a pronoun; s as it is otherwise.
func objectFirst(s string) string {
	if !strings.HasPrefix(s, "את ") && !strings.Contains(s, ",") {
		return s // the cheap gate: neither form can match
	}
	for _, rx := range []*pattern{reObjectFirstHE, reObjectFirstEN} {
		g := rx.FindStringSubmatch(s)
		if g == nil || !objectFirstVerbs[toLower(g[2])] || toldOfThing(g[1]) {
			continue
		}
		out := g[2] + " " + g[1]
		if g[3] != "" {
			out += " " + g[3]
		}
		return out
	}
	return s
}

// toldWords are the verbs of a sentence told of the thing ("the meeting
// with Dan was called off, delete it"), as is an English word in -ed ("the
// batteries arrived, remove them"): what comes before the command is then
// no name, and is not moved after it.
var toldWords = wordSet(`was is are were got gets has have had been will did does do isn't wasn't can't cant היה הייתה היו בוטל בוטלה נדחה נדחתה זז זזה`)

// toldOfThing reports whether the thing named holds a verb of a sentence.
func toldOfThing(thing string) bool {
	for _, w := range strings.Fields(toLower(thing)) {
		if w = strings.Trim(w, ".,!?"); toldWords[w] || strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "ed") && w[0] < 0x80 {
			return true
		}
	}
	return false
}
