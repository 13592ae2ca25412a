package timeparse

import "strings"

// The words around an English weekday that say whether it is one.

// closesNext reports whether token k may follow the "next" of "wednesday
// next": the end, a mark, "at" or "@", an hour, or a part of the day.
func (p *parser) closesNext(k int) bool {
	t := p.at(k)
	return t == nil || t.kind == tSym && strings.ContainsAny(t.text, ",.!?@") ||
		p.word(k, "at", "around") || p.numStart(k) || enPart(p.text(k)) != partNone
}

// weakWeekday reports whether "sun", "wed" or "sat" at j, which are also
// English words, is a weekday: after "on", "every", "by"... or before a
// time ("sat at 7", "wed 3pm"), or after "to" with a thing moved ("move it
// to wed"), unless a pronoun says it is a verb.
func (p *parser) weakWeekday(j int) bool {
	if p.word(j-1, "on", "every", "by", "until", "till", "from", "before", "after", "since") {
		return true
	}
	// "move it to wed", "push that to sat": "to" after a thing moved or a
	// verb that moves it. "to wed" alone is most often the verb ("going to
	// wed", "plan to wed"), so a bare "to" is not enough.
	if p.word(j-1, "to", "till", "til") && p.word(j-2, "it", "that", "this", "them", "move", "push", "shift",
		"bump", "reschedule", "postpone", "change", "switch") {
		return true
	}
	if p.word(j-1, "i", "we", "he", "she", "they", "you", "it", "who", "just", "had", "have", "has") {
		return false
	}
	return p.word(j+1, "at", "morning", "afternoon", "evening", "night", "noon") || p.numStart(j+1) && !p.joined(j+1)
}
