package offline

import "strings"

// A move is asked with many verbs and many forms of one: "mv it to 12",
// "resched to 6", "prepone it to 4" (brought earlier), "bump to 6",
// "הזז לשש", "תקדימי ל-4", "הקדם לארבע", "דחי למחר". The grammar reads one
// form of each ("move", "bring … forward", "push", "תזיז", "תקדים",
// "תדחה", "תעביר"); moveVerbForm puts a message's first word in it when
// what follows is the object or the target of a move, so that "advance
// payment to the landlord" or "bump on the head" stay as said.

// moveVerbForms maps a form of a move verb to the one the grammar reads.
var moveVerbForms = map[string]string{
	"mv": "move", "mov": "move", "moove": "move", "resched": "reschedule", "reschedual": "reschedule", "rescedule": "reschedule",
	"bump": "push", "prepone": "prepone", "advance": "prepone",
	// Hebrew: the imperative and its plural. A form that is also a
	// past ("דחו", "הזיזו": "they moved it") tells what happened and
	// stays as said.
	"הזז": "תזיז", "הזיזי": "תזיז", "תזיזו": "תזיז",
	"הקדם": "תקדים", "הקדימי": "תקדים", "תקדימי": "תקדים", "תקדמי": "תקדים", "תקדימו": "תקדים",
	"דחי": "תדחה", "תדחו": "תדחה",
	"העבר": "תעביר", "העבירי": "תעביר", "תעבירו": "תעביר",
}

// moveObjects are the words after a move verb that make it one: its
// object or the start of its target.
var moveObjects = toSet([]string{"it", "that", "this", "to", "till", "until", "by", "up", "back", "forward", "את", "זה", "אותו", "אותה", "לי"})

// moveVerbForm is s with the first word of each of its clauses ("ok,
// mv it to 12", "they swapped me, mv it to 6") in the form the grammar
// reads, as moveVerbClause puts it.
func moveVerbForm(s string) string {
	if !strings.Contains(s, ",") {
		return moveVerbClause(s)
	}
	parts := strings.Split(s, ", ")
	for i, p := range parts {
		parts[i] = moveVerbClause(p)
	}
	return strings.Join(parts, ", ")
}

// moveVerbClause is s with its first word in the form the grammar reads
// when it is a form of a move verb followed by an object or a target;
// "prepone" is "bring … forward".
func moveVerbClause(s string) string {
	first, rest, ok := strings.Cut(s, " ")
	if !ok {
		return s
	}
	to, ok := moveVerbForms[first]
	if !ok && len(first) <= 12 && strings.ToLower(first) != first {
		to, ok = moveVerbForms[strings.ToLower(first)] // "MV it to 12"
	}
	if !ok {
		return s
	}
	next, tail, _ := strings.Cut(rest, " ")
	nl := lower(next)
	he := hebrewText(first)
	switch {
	case moveObjects[nl]:
	case he && (strings.HasPrefix(nl, "ל") || strings.HasPrefix(nl, "ב")) && len([]rune(nl)) > 1:
	case !he && movedThing(nl, tail):
		// "prepone the sprint review from Friday 4pm to Thursday 4pm",
		// "bump my call to 6": a thing of the user's moved to a time.
		return "move " + rest
	default:
		return s
	}
	if to != "prepone" {
		return to + " " + rest
	}
	switch nl {
	case "it", "that", "this":
		return "bring " + next + " forward " + tail // "prepone it to 4"
	case "to", "till", "until", "by":
		return "bring it forward " + rest // "prepone to 4": of the focus
	}
	return s
}

// movedThing reports whether a move verb's next word and what follows it
// name a thing of the user's and the time it goes to: "the"/"my" and a
// noun, then "to" and a time ("the sprint review from Friday 4pm to
// Thursday 4pm"). "advance the payment to the landlord" goes to no time
// and stays as said.
func movedThing(next, tail string) bool {
	if next != "the" && next != "my" && next != "our" {
		return false
	}
	i := strings.LastIndex(tail, " to ")
	if i < 0 {
		return false
	}
	r, found, err := parseAnyDay(tail[i+1:])
	return found && err == nil && len(r.Spans) > 0
}
