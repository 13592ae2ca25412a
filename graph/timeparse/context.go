package timeparse

import (
	"strings"
	"unicode/utf8"
)

// What stands around a number decides whether it is a time: these read
// the words before and after it.

// boundary reports whether an English hour word can end at q: "at eight"
// is a time before the end of the text, a symbol, or a word like "to"; in
// "at one point" it is not.
func (p *parser) boundary(q int) bool {
	t := p.at(q)
	if t == nil || t.kind != tWord {
		return true
	}
	switch t.text {
	case "to", "and", "on", "for", "so", "then", "please", "today", "tomorrow", "tonight", "every", "with",
		"instead", "thanks", "thx", "pls", "plz", "ok", "okay", "sharp", "prompt", "or", "if", "but":
		return true
	}
	return false
}

// tailOK reports whether a bare number can end at q and be a time
// ("tomorrow 9", "in 20", "9" said to "what time?"): the end of the text,
// a mark, or a word that starts a new part of the sentence.
func (p *parser) tailOK(q int) bool {
	t := p.at(q)
	switch {
	case t == nil:
		return true
	case t.kind == tSym:
		switch t.text {
		case "%", "$", "€", "₪", "/", ":", ".":
			return t.text == "." && !p.isNum(q+1) // the end of a sentence
		}
		return true
	case t.kind == tNum:
		return false
	case t.hebrew:
		// An infinitive ("לקנות"), "please remind" or "with" starts a new part.
		return strings.HasPrefix(t.text, "ל") && utf8.RuneCountInString(t.text) >= 4 ||
			inList(t.text, "תזכיר,תזכירי,תזכירו,עם,ואז,בבקשה,בערך")
	}
	// A verb starts the thing to do, as "ל" does in Hebrew: "tomorrow 9
	// call mom". Not after a 2 or a 4, which texting writes for "to" and
	// "for" ("tmrw 2 buy bread").
	texted := p.isNum(q-1) && (p.toks[q-1].val == 2 || p.toks[q-1].val == 4)
	return p.boundary(q) || p.word(q, "sharp", "prompt", "pls", "plz", "ok", "okay", "thanks", "ish", "or") || !texted && p.word(q, tailVerbs...)
}

// tailVerbs are the verbs a reminder's thing to do most often opens with;
// after a bare number they end it as a time, where a noun ("tomorrow 3
// cakes") would have it count.
var tailVerbs = []string{"call", "phone", "text", "email", "pick", "buy", "pay", "take", "meet", "send", "check", "get", "go",
	"book", "bring", "visit", "clean", "finish", "submit", "water", "feed", "walk", "drop", "renew", "order", "cancel",
	"start", "leave", "study", "practice", "remind", "wake", "collect", "return", "fix", "write", "prepare", "prep"}

// quantityAt reports whether token q names what a number before it counts.
func (p *parser) quantityAt(q int) bool {
	t := p.at(q)
	return t != nil && (t.kind == tWord && quantityWord(t.text) || t.kind == tSym && moneyOrPercent(t.text))
}

func moneyOrPercent(s string) bool {
	return s == "%" || s == "$" || s == "€" || s == "₪" || s == "£"
}

// pluralNoun reports whether the Hebrew word at q counts what the number
// before it names ("שתיים וחצי כוסות"): a quantity or a plural noun.
func (p *parser) pluralNoun(q int) bool {
	t := p.at(q)
	if t == nil || t.kind != tWord {
		return false
	}
	if quantityWord(t.text) {
		return true
	}
	if !t.hebrew || len(t.text) < 6 || strings.HasPrefix(t.text, "ל") || p.heTemporal(q) {
		return false
	}
	return strings.HasSuffix(t.text, "ות") || strings.HasSuffix(t.text, "ים")
}

// partitive reports whether the Hebrew word at q makes "באחת" mean "in
// one of" ("באחת הפעמים", "באחת מהן").
func (p *parser) partitive(q int) bool {
	t := p.at(q)
	if t == nil || t.kind != tWord || !t.hebrew {
		return false
	}
	switch t.text {
	case "היום", "הערב", "הלילה", "הבוקר":
		return false
	}
	return t.text[:2] == "ה" || len(t.text) >= 4 && t.text[:4] == "מה" || t.text == "מ"
}

// partDayAt reports whether a day said with its part of the day starts
// at q, making the bare hour before it a time: "7 tonight", "8 this
// evening", "7 הערב".
func (p *parser) partDayAt(q int) bool {
	return p.word(q, "tonight", "tonite") || p.tonightShort(q) || p.word(q, "this") && p.word(q+1, "morning", "afternoon", "evening") ||
		p.word(q, "הערב", "הלילה", "הבוקר")
}

// dayPartAt reports whether a day with a part of it is said at q
// ("tomorrow night", "tmrw morning").
func (p *parser) dayPartAt(q int) bool {
	return p.word(q, tomorrowWords...) && enPart(p.text(q+1)) != partNone ||
		p.he(q, "מחר", ",ו") && (p.he(q+1, "לילה", "ב") || p.he(q+1, "ערב", "ב") || p.he(q+1, "בוקר", "ב") || p.he(q+1, "צהריים", "ב"))
}

// afterPartLead reports whether a part of the day ends right before
// token i, the part said first and the hour after it: a Hebrew part said
// with its ב ("מחר בבוקר 10", "בערב 8 להתקשר") or a weekday with its part
// ("ראשון בבוקר 9", "sunday morning 10"). A bare "בוקר" ("משמרת בוקר 7")
// or a part kept in the text is no such lead.
func (p *parser) afterPartLead(i int) bool {
	if len(p.comps) == 0 || i == 0 {
		return false
	}
	c := &p.comps[len(p.comps)-1]
	if c.hi != i {
		return false
	}
	if c.kind == cPart && p.toks[i-1].hebrew && c.weak && !c.keep && p.dayOrEveryBefore(c.lo) {
		return true // "מחר ערב 8", "כל בוקר 8": the bare part after a day
	}
	return c.kind == cPart && p.toks[i-1].hebrew && !c.weak && !c.keep || c.kind == cWeekday && c.part != partNone
}

// dayOrEveryBefore reports whether a day piece ends right before token lo
// ("מחר", "יום שני"), or "כל" is said there ("כל בוקר"): a bare Hebrew
// part of the day after it is that day's part, no word of a name
// ("משמרת בוקר 7" keeps its "בוקר").
func (p *parser) dayOrEveryBefore(lo int) bool {
	if p.he(lo-1, "כל", ",ו,ב,וב") {
		return true
	}
	n := len(p.comps)
	if n < 2 {
		return false
	}
	d := &p.comps[n-2]
	return d.hi == lo && (d.kind == cRel && d.anchor == anchorNone && d.months == 0 || d.kind == cWeekday && d.part == partNone || d.kind == cDate)
}

// afterDay reports whether a day piece ends right before token i
// ("tomorrow 9", "Friday 10:30").
func (p *parser) afterDay(i int) bool {
	if len(p.comps) == 0 {
		return false
	}
	c := &p.comps[len(p.comps)-1]
	return c.hi == i && (c.kind == cDate || c.kind == cRel || c.kind == cWeekday && c.part == partNone)
}

// afterPartSaid reports whether a part of the day alone ("בערב", "in the
// morning") ends right before token i.
func (p *parser) afterPartSaid(i int) bool {
	if len(p.comps) == 0 {
		return false
	}
	c := &p.comps[len(p.comps)-1]
	return c.hi == i && c.kind == cPart
}

// afterRelDay reports whether a day counted from today ("tomorrow",
// "מחר", "היום") ends right before token i: no year can follow it, so a
// four-digit number there is a time ("מחר 2000 בירה").
func (p *parser) afterRelDay(i int) bool {
	if len(p.comps) == 0 {
		return false
	}
	c := &p.comps[len(p.comps)-1]
	return c.hi == i && c.kind == cRel && c.anchor == anchorNone && c.months == 0
}

// afterPart reports whether a part of the day is said right before the
// "from" of token i ("בערב מ6", "tonight from 6", "in the evening from 7"),
// which makes the hour after it the start of that part.
func (p *parser) afterPart(i int) bool {
	j := i - 1
	if p.word(j, "from") {
		j--
	}
	t := p.at(j)
	if t == nil || t.kind != tWord {
		return false
	}
	if !t.hebrew {
		return p.word(j, "tonight", "tonite", "evening", "morning", "afternoon", "night")
	}
	for _, pre := range []string{"", "ב", "וב", "ה", "וה"} {
		switch strings.TrimPrefix(t.text, pre) {
		case "ערב", "בוקר", "לילה", "צהריים", "צהרים":
			if pre != "" || t.text != "" {
				return true
			}
		}
	}
	return false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// singularNounAt reports whether the Hebrew word at q is a unit of days,
// weeks, months or years in the singular ("שבוע", "יום") after the digits
// of n, 2 to 10: Hebrew counts those with the plural ("9 שבועות"), so the
// word begins a name ("שבוע הספר", "יום הולדת") and the number before it
// is counted by nothing. Only before a noun of the name: an infinitive
// after it ("3 חודש לבדוק") or a time word ("שבוע הבא") may be a slip for
// the plural, and keep the old reading.
func (p *parser) singularNounAt(q, n int) bool {
	t := p.at(q)
	if t == nil || t.kind != tWord || !t.hebrew || n < 2 || n > 10 {
		return false
	}
	u, one := heUnit(t.text)
	if one != 1 || u != uDay && u != uWeek && u != uMonth && u != uYear {
		return false
	}
	n1 := p.at(q + 1)
	return n1 != nil && n1.kind == tWord && n1.hebrew && !strings.HasPrefix(n1.text, "ל") &&
		!p.word(q+1, "הבא", "הזה", "שעבר", "הקרוב", "הבאה", "שעברה", "הקרובה", "מהיום", "מעכשיו")
}

// heWeekdayStands reports whether a weekday said with "ב" and nothing
// else ("בשישי") is the day, given what follows it at j: a time of day,
// the end of the text or a mark; for ראשון..שישי but "שני", also a word
// that is not an ordinal's ("בשלישי לחודש", "בשלישי במאי", "בראשון
// לציון", "בשני חלקים").
func (p *parser) heWeekdayStands(j, wd int) bool {
	t := p.at(j)
	if t == nil || t.kind == tSym && strings.ContainsAny(t.text, ",.!?;:") {
		return true
	}
	if _, ok := p.clock(j); ok {
		return true
	}
	if t.kind != tWord {
		return false
	}
	if p.word(j, "לחודש", "לציון", "של", "מהם", "מהן", "מתוך", "מבין") {
		return false
	}
	if _, _, ok := p.heFind(j, "ל,ב", heMonth); ok {
		return false
	}
	if wd == 1 {
		// "בשני" is also "in two", unless a deed or a command follows
		// the day: "לפני שני לשלם", "עד שני תזכיר לי".
		return p.heInfinitiveAt(j) || inList(t.text, "תזכיר,תזכירי,תזכור,תזכרי,תגיד,תגידי,תודיע,תודיעי")
	}
	return true
}

// heInfinitiveAt reports whether the word at j looks like a Hebrew
// infinitive: "ל" and three letters or more ("לשלם", "לאסוף").
func (p *parser) heInfinitiveAt(j int) bool {
	t := p.at(j)
	return t != nil && t.kind == tWord && t.hebrew && strings.HasPrefix(t.text, "ל") && utf8.RuneCountInString(t.text) >= 4 &&
		!inList(t.text, "לחודש,לציון,לשבוע,לשנה,לילה,לילות,לימים,ליטר,ליטרים,לילדים,לפני,לבית")
}

// opensNote reports whether token i opens the text or a part of it after
// a mark: where a note jotted down puts its day first ("שישי 5 בבוקר
// נסיעה לאילת"), a bare weekday followed by an hour is that day, where
// inside a sentence it may be an ordinal ("מקום שני ב-5").
func (p *parser) opensNote(i int) bool {
	if i == 0 {
		return true
	}
	t := p.at(i - 1)
	return t != nil && t.kind == tSym && strings.ContainsAny(t.text, ",.!;:\n-–")
}

// noteAfterDay reports whether the Hebrew word at q, after a day that
// opens the text and a bare number, starts the thing a note is about
// ("מחר 12 איסוף מאיכילוב"): a noun in the singular, which a count
// would not take ("מחר 3 עוגות", "מחר 2 קילו").
func (p *parser) noteAfterDay(q int) bool {
	t := p.at(q)
	if t == nil || t.kind != tWord || !t.hebrew || len(p.comps) == 0 || !p.opensNote(p.comps[len(p.comps)-1].lo) {
		return false
	}
	return !quantityWord(t.text) && !p.heTemporal(q) && !strings.HasSuffix(t.text, "ים") && !strings.HasSuffix(t.text, "ות") &&
		utf8.RuneCountInString(t.text) >= 3
}

// heDayAfterNoun reports whether a bare weekday at i, said right after a
// noun in a reminder that names no other day, is that day: "תזכיר לי
// משמרת כפולה ראשון", "תזכיר לי משמרת לילה שלישי ב-7". The word before
// must end as a feminine word does (ה, ת), which an ordinal in the
// masculine cannot describe; after a masculine noun the name is an
// ordinal ("גיל שלישי", "מקום שני", "תואר שני"). The reminder is a
// command word in the text, or the text is what one asked (ParseAsked).
// What follows the day is checked by heWeekdayStands ("ראשון לציון" is a
// city).
func (p *parser) heDayAfterNoun(i int) bool {
	t := p.at(i - 1)
	if t == nil || t.kind != tWord || !t.hebrew || utf8.RuneCountInString(t.text) < 3 || p.heTemporal(i-1) && !p.heNamePart(i-1) ||
		!strings.HasSuffix(t.text, "ה") && !strings.HasSuffix(t.text, "ת") ||
		inList(t.text, "אותה,איתה,אתה,שלה,עליה,אליה,ממנה,כמה,למה,היה,הייתה,הזה,הזאת,זאת,עכשיו,אחת,פעם,שעה,דקה,שנה") {
		return false
	}
	remind := p.asked
	for k := 0; !remind && k < len(p.toks); k++ {
		if p.word(k, "תזכיר", "תזכירי", "תזכירו", "תזכור", "תזכרי", "תזכורת", "להזכיר", "תזכירלי", "ביומן", "ליומן") {
			remind = true
		}
	}
	if !remind {
		return false
	}
	for _, c := range p.comps {
		if c.kind == cDate || c.kind == cRel || c.kind == cWeekday {
			return false // "תזכיר לי מחר משמרת לילה שלישי": the third night shift
		}
	}
	return true
}
