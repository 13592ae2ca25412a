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
	case p.word(j, motzeiWords...) && p.word(j+1, sabbathWords...):
		return 6, partNight, 2
	case p.word(j, motzashWords...):
		return 6, partNight, 1
	case p.word(j, sabbathWords...) && (mod || p.sabbathDay(j)):
		return 6, partNone, 1
	}
	return 0, partNone, 0
}

// sabbathWords are the spellings of "shabbat" in English letters;
// motzeiWords those of "motzei" (the going out of) before it, and
// motzashWords those of "motzei shabbat" said as one word.
var (
	sabbathWords = []string{"shabbat", "shabbos", "shabbes", "shabat", "shabbath"}
	motzeiWords  = []string{"motzei", "motzaei", "motzai", "motsei"}
	motzashWords = []string{"motzash", "motzeish", "motzeishabbat"}
)

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

// heEveDay reads a Hebrew day named by the night or evening around it at
// j: "ערב שבת" (Friday, toward evening), "ליל <day>" (the night that
// opens the day, so the evening before it: "בליל שבת" is Friday
// evening) and "מוצאי שבת", "מוצ"ש" (Saturday night, when the Sabbath
// is out). It returns the weekday, the part of the day and its token
// count; 0 tokens for none.
func (p *parser) heEveDay(j int) (int, part, int) {
	switch {
	case p.he(j, "ערב", ",ב,וב") && p.word(j+1, "שבת"):
		return 5, partEvening, 2
	case p.he(j, "ליל", ",ב,וב") && p.nightOf(j+1) >= 0:
		return (p.nightOf(j+1) + 6) % 7, partEvening, 2 + b2i(p.word(j+1, "יום"))
	case p.he(j, "מוצאי", ",ב,וב") && p.word(j+1, "שבת"), p.he(j, "מוצ\"ש", ",ב,וב") || p.he(j, "מוצש", ",ב,וב"):
		return 6, partNight, 1 + b2i(p.word(j+1, "שבת"))
	}
	return 0, partNone, 0
}

// heEve is how many tokens heEveDay reads at j.
func (p *parser) heEve(j int) int {
	_, _, n := p.heEveDay(j)
	return n
}

// nightOf is the weekday named at j after "ליל" ("שבת", "שישי",
// "יום שישי"), or -1.
func (p *parser) nightOf(j int) int {
	if p.word(j, "יום") {
		j++
	}
	if wd, ok := heWeekday(p.text(j)); ok {
		return wd
	}
	return -1
}
