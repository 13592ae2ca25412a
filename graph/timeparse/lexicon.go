package timeparse

// More word lists of the grammar: ordinals, the words that may touch a
// number, and the words that set an early-morning reading.

// enOrdinal reads an English ordinal word: first..thirty-first, the
// compounds being read by the caller from their two parts.
func enOrdinal(w string) (int, bool) {
	switch w {
	case "first":
		return 1, true
	case "second":
		return 2, true
	case "third":
		return 3, true
	case "fourth":
		return 4, true
	case "fifth":
		return 5, true
	case "sixth":
		return 6, true
	case "seventh":
		return 7, true
	case "eighth":
		return 8, true
	case "ninth":
		return 9, true
	case "tenth":
		return 10, true
	case "eleventh":
		return 11, true
	case "twelfth":
		return 12, true
	case "thirteenth":
		return 13, true
	case "fourteenth":
		return 14, true
	case "fifteenth":
		return 15, true
	case "sixteenth":
		return 16, true
	case "seventeenth":
		return 17, true
	case "eighteenth":
		return 18, true
	case "nineteenth":
		return 19, true
	case "twentieth":
		return 20, true
	case "thirtieth":
		return 30, true
	}
	return 0, false
}

// heOrdinal reads a Hebrew ordinal day ("הראשון לחודש", "בעשירי ביוני").
func heOrdinal(w string) (int, bool) {
	switch w {
	case "ראשון":
		return 1, true
	case "שני":
		return 2, true
	case "שלישי":
		return 3, true
	case "רביעי":
		return 4, true
	case "חמישי":
		return 5, true
	case "שישי":
		return 6, true
	case "שביעי":
		return 7, true
	case "שמיני":
		return 8, true
	case "תשיעי":
		return 9, true
	case "עשירי":
		return 10, true
	}
	return 0, false
}

// glueWord reports whether a Latin word may touch the number after it
// and leave it a number of a time ("friday9am", "tmrw9am", "at9"); after
// other words the number is part of a name ("v2.5", "room101", "A4").
func glueWord(w string) bool {
	if _, f := enWeekday(w); f != wdNone {
		return true
	}
	if _, ok := enMonth(w); ok {
		return true
	}
	switch w {
	case "at", "by", "on", "in", "till", "until", "from", "to", "around", "after", "before",
		"today", "tomorrow", "tmrw", "tmr", "tmw", "tomorow", "tommorow", "tommorrow", "tomoz", "tmoz", "tonight", "tonite":
		return true
	}
	return false
}

// earlyWord reports whether w sets an early-rising context, in which a
// bare hour is read in the morning: "wake me at 6", "alarm for 5",
// "flight at 4", "תעיר אותי ב-6", "השכמה ב-5", "תזכיר לי ב-6 לקום".
func earlyWord(w string) bool {
	switch w {
	case "wake", "waking", "wakeup", "alarm", "flight", "sunrise",
		"להעיר", "תעיר", "תעירי", "תעירו", "להתעורר", "לקום", "קימה", "השכמה", "להשכים", "מעורר", "טיסה", "בטיסה", "הטיסה", "זריחה":
		return true
	}
	return false
}

// ordinalNoun reports whether w after "the 2nd" makes it something other
// than a day: the 2nd floor, the 3rd time.
func ordinalNoun(w string) bool {
	switch w {
	case "floor", "time", "times", "place", "row", "grade", "level", "attempt", "try", "round",
		"page", "chapter", "edition", "century", "anniversary", "birthday", "one", "ones", "item",
		"step", "option", "choice", "person", "child", "kid", "year", "week", "month", "day", "hour",
		"thing", "things", "half", "quarter", "session", "lesson", "class", "period", "shift", "game", "match", "dose",
		"semester", "term", "trimester", "season", "episode", "date", "wedding", "visit", "draft", "generation", "cousin":
		return true
	}
	return false
}

// labelAt reports whether the word at i names what the number after it
// labels, so the number is no date or time: room 3.12, version 2.10,
// chapter 12, #4, חדר 3.12.
func (p *parser) labelAt(i int) bool {
	t := p.at(i)
	if t == nil {
		return false
	}
	if t.kind == tSym {
		return t.text == "#" || t.text == "№"
	}
	switch t.text {
	case "room", "version", "ver", "v", "chapter", "ch", "page", "pages", "p", "pg", "section", "sec", "verse",
		"no", "number", "num", "nr", "apt", "apartment", "suite", "unit", "gate", "platform", "seat", "row",
		"floor", "level", "build", "release", "age", "ages", "aged", "kids", "grades", "גיל", "גילאי", "גילאים", "rev", "revision", "model", "size", "grade", "class", "line", "bus", "route",
		"חדר", "גרסה", "גרסא", "פרק", "עמוד", "עמ'", "סעיף", "מספר", "מס'", "דירה", "קומה", "שער", "רציף", "כיסא",
		"שורה", "קו", "אוטובוס", "מידה", "כיתה", "דגם", "פסוק":
		return true
	}
	return false
}
