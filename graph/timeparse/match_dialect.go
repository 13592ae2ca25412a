package timeparse

// Days said in the Scots way, with "the" before the word: "the morra"
// and "the morn" (tomorrow), "the day" (today), "the night" (tonight),
// "the morra's morn" (tomorrow morning). "The day" and "the night" are
// also plain English ("the day before", "spend the night"), so they are
// days only where nothing else can be meant: "the day" right before a
// time ("remind me the day at 5"), "the night" at the end of a clause
// or before a time ("phone her the night").

// dialectDay reads a Scots day said with "the" at i.
func (p *parser) dialectDay(i int) (comp, bool) {
	c := comp{kind: cRel, lo: i, hi: i + 2}
	// "the morra" is no plain noun: after any word it is tomorrow ("board
	// call the morra at 9", "on the morrow").
	morra := p.word(i+1, "morra", "morrow", "morra's", "morrow's", "morras")
	if !p.word(i, "the") || !morra && p.theDayHeld(i-1) {
		return c, false
	}
	switch {
	case p.word(i+1, "morra", "morrow", "morra's", "morrow's", "morn's", "morras", "morns"):
		c.days = 1
	case p.word(i+1, "morn") && !p.word(i+2, "of"):
		c.days = 1
	case p.word(i+1, "day") && p.timeAfter(i+2):
		// "the day at 5": today; "the day before" is none.
	case p.word(i+1, "night", "nicht") && (p.clauseEnd(i+2) || p.timeAfter(i+2)):
		c.part, c.tonight = partNight, true
		return c, true
	default:
		return c, false
	}
	possessive := p.word(i+1, "morra's", "morrow's", "morn's", "morras", "morns")
	if pt := enPart(p.text(c.hi)); pt != partNone {
		// "the morra night", "the morra's morn", "the morn's morn".
		c.part = pt
		c.hi++
	} else if possessive {
		return c, false
	}
	return c, true
}

// theDayHeld reports whether the word at j makes the "the day", "the
// night" or "the morn" after it a plain noun: "in the morn", "spend the
// night", "all the day", "save the day".
func (p *parser) theDayHeld(j int) bool {
	return p.word(j, "in", "of", "during", "for", "through", "throughout", "all", "whole", "at", "by", "on", "into",
		"over", "until", "till", "before", "after", "from", "since", "spend", "spent", "spending", "stay", "stayed",
		"staying", "sleep", "slept", "seize", "save", "saved", "make", "made", "enjoy", "rest", "end",
		"remember", "every", "each", "per", "that", "like", "win", "won", "rule", "own", "owns")
}

// timeAfter reports whether a time of day starts at q: "at 5", "by 9".
func (p *parser) timeAfter(q int) bool {
	if !p.word(q, "at", "by", "around") && !p.sym(q, "@") {
		return false
	}
	c, ok := p.clock(q)
	return ok && c.kind == cTime && c.lo == q
}

// clauseEnd reports whether a clause ends at q: the end of the text, a
// mark, or a word that opens the next part of the sentence.
func (p *parser) clauseEnd(q int) bool {
	t := p.at(q)
	if t == nil {
		return true
	}
	if t.kind == tSym {
		// "the night - call dan"; not "the night-shift".
		return t.text != "'" && t.text != "’" && !(t.text == "-" && p.joined(q) && p.joined(q+1))
	}
	return p.word(q, "to", "and", "then", "please", "pls", "plz", "ok", "okay", "thanks", "thx", "or", "but", "so")
}

// mamaya reports whether the Tagalog "mamaya" (later today) at i is
// today: only beside an hour ("mamaya at 11pm", "5pm mamaya"); alone it
// is a vague "later".
func (p *parser) mamaya(i int) bool {
	return p.word(i, "mamaya") && (p.word(i+1, "at", "ng", "mga", "around") || p.numStart(i+1) || p.isNum(i-1) || p.word(i-1, "am", "pm"))
}
