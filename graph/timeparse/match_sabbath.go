package timeparse

// enSabbath reads a Hebrew day written in English letters at j: "shabbat"
// (Saturday), "erev shabbat" (Friday, toward evening) and "motzei
// shabbat", "motzash" (Saturday night, when the Sabbath is out). It
// returns the weekday, the part of the day it names and its token count;
// 0 tokens for none. A bare "shabbat" is a day only after a word such as
// "next" (mod) or "on", or before a time ("shabbat candles" is a thing).
func (p *parser) enSabbath(j int, mod bool) (int, part, int) {
	switch {
	case p.word(j, "erev") && p.word(j+1, sabbathWords...):
		return 5, partEvening, 2
	case p.word(j, "motzei", "motzaei", "motzai", "motsei") && p.word(j+1, sabbathWords...):
		return 6, partNight, 2
	case p.word(j, "motzash", "motzeish", "motzeishabbat"):
		return 6, partNight, 1
	case p.word(j, sabbathWords...) && (mod || p.sabbathDay(j)):
		return 6, partNone, 1
	}
	return 0, partNone, 0
}

// sabbathWords are the spellings of "shabbat" in English letters.
var sabbathWords = []string{"shabbat", "shabbos", "shabbes", "shabat", "shabbath"}

// sabbathDay reports whether a bare "shabbat" at j is the day: after a
// word that leads a day ("on", "by", "until"...) or before a part of the
// day or an hour ("shabbat morning", "shabbat at 10").
func (p *parser) sabbathDay(j int) bool {
	if p.word(j-1, "on", "every", "by", "until", "till", "from", "before", "after", "since") {
		return true
	}
	if p.word(j+1, "at") {
		return p.numStart(j + 2)
	}
	return p.word(j+1, "morning", "afternoon", "evening", "night", "noon") || p.numStart(j+1) && !p.joined(j+1)
}
