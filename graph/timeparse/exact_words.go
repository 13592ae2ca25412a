package timeparse

// Words said after a time of how exact it is are part of the time, not of
// the thing: "8 sharp", "9am prompt", "at 5 on the dot", "by 4pm at the
// latest", "ב-8 בדיוק", "בחמש עגול", "ב-6 לכל המאוחר".

var (
	// exactStrong are said only of a time: after a bare number they make
	// it one ("tomorrow 8 sharp").
	exactStrong = [][]string{{"sharp"}, {"prompt"}, {"on", "the", "dot"}, {"בדיוק"}}
	// exactWeak also follow a count ("3 max", "2 at the latest" of days):
	// they are read only after a time already known for one.
	exactWeak = [][]string{{"exactly"}, {"at", "the", "latest"}, {"at", "latest"}, {"latest"}, {"max"}, {"tops"},
		{"עגול"}, {"לכל", "המאוחר"}, {"מקסימום"}, {"לא", "יאוחר"}}
)

// exactAfter returns how many tokens at q say how exact the time before
// them is, and whether they are of the strong kind; weak ones are read
// only when known is true.
func (p *parser) exactAfter(q int, known bool) (n int, strong bool) {
	if n := p.phraseAt(q, exactStrong); n > 0 {
		return n, true
	}
	if known {
		return p.phraseAt(q, exactWeak), false
	}
	return 0, false
}

// phraseAt returns the length of the first phrase of phrases said at q,
// or 0.
func (p *parser) phraseAt(q int, phrases [][]string) int {
	for _, ph := range phrases {
		i := 0
		for i < len(ph) && p.word(q+i, ph[i]) {
			i++
		}
		if i == len(ph) {
			return i
		}
	}
	return 0
}
