package timeparse

// PartHour is the hour a part of the day said alone stands for: "morning",
// "every afternoon"'s "afternoon", "בצהריים", "אחר הצהריים", "לפנות ערב". It
// is the hour the grammar gives the same words with a day ("tomorrow
// morning", "מחר בצהריים"), so a repetition said by its part of the day
// ("כל צהריים") keeps the hour a one-off one gets. False when phrase is no
// part of the day.
func PartHour(phrase string) (int, bool) {
	pt := partSaid(phrase)
	return pt.defaultHour(), pt != partNone
}

// PartSpan is the hours, from and to (24 is the day's end), that a part of
// the day said alone covers: the window "what do I have tomorrow evening"
// reads. False when phrase is no part of the day.
func PartSpan(phrase string) (from, to int, ok bool) {
	pt := partSaid(phrase)
	from, to = pt.span()
	return from, to, pt != partNone
}

// partSaid reads phrase as one part of the day and nothing more, in either
// language, with the words the grammar reads with a day; the words of a
// repetition or a place in the day before it ("every", "in the", "כל") are
// passed over.
func partSaid(phrase string) part {
	p := parser{src: phrase}
	p.toks = tokenize(phrase, make([]token, 0, 4))
	k := 0
	for p.word(k, "every", "each", "in", "at", "the", "כל") {
		k++
	}
	if pt, n := p.hePart(k); pt != partNone && k+n == len(p.toks) {
		return pt
	}
	if k+1 != len(p.toks) {
		return partNone
	}
	if p.word(k, "noon", "midday") {
		return partNoon
	}
	return p.partWord(k)
}
