package timeparse

import (
	"strings"
	"time"
)

// Result is what Parse found.
type Result struct {
	Time    time.Time // the instant, in the zone given to Parse; a range's start
	HasDate bool      // a day was stated (today, tomorrow, Sunday, 30.6, in 3 days ...)
	HasTime bool      // a time of day was stated (9, 17:30, 5pm, בשמונה, morning ...)
	// End is the end of a range of times ("2-3pm", "מ-9 עד 11"), on the
	// start's day, or the next day when it would come before the start.
	End    time.Time
	HasEnd bool
	// PartStart and PartEnd, when the time of day is a part of the day said
	// without an hour ("tomorrow morning", "בערב"), are the hours that
	// part covers on Time's day (morning 06:00–12:00); Time is its usual
	// hour. Both are zero otherwise.
	PartStart, PartEnd time.Time
	// HourMeant reports a day said with an hour meant but not named
	// ("later", "after work", "אחרי העבודה"): HasTime is false, and a
	// reminder asks for the hour rather than take the day's default.
	HourMeant bool
	// EitherHalf reports an hour of 1 to 6 written with one digit, a
	// colon and minutes ("5:00", "6:30"), with no am/pm, part of the day
	// or early-rising context, that the hour rule read as the afternoon.
	// Where the clock is read on 24 hours, as in Hebrew, 17:00 is written
	// "17:00" and "5:00" is as likely 05:00: a caller reading such a
	// message asks which half is meant (see the hour rule).
	EitherHalf bool
	// Past reports that the day is before today, or, with a time of day,
	// that the instant is before now ("yesterday", "two days ago", "this
	// morning" said in the afternoon). A reminder refuses it; a query uses it.
	Past bool
	// Conflict is set, with an error wrapping ErrConflict, when a weekday
	// and a date said together name different days.
	Conflict *Conflict
	// Spans are the byte ranges of the text that belonged to the time
	// expressions used, sorted and non-overlapping.
	Spans [][2]int

	// src and toks are the text read and its tokens, which Remainder of
	// the same text reads again.
	src  string
	toks []token
}

// Conflict holds the two days a message names when its weekday and its
// date disagree, each at the time of day said (00:00 without one).
type Conflict struct {
	Weekday time.Time // the day the weekday names ("Friday": the coming Friday)
	Date    time.Time // the day the date names ("12.3")
}

// Parse finds the date and time expressions in text relative to now, in
// loc (now's own zone when loc is nil). found is false when the text states
// no date or time. err wraps ErrInvalid when an expression was recognised
// but is impossible ("February 30", "31.4", "25:00", "at 9:75"), and
// ErrConflict when a weekday and a date disagree. The rules are in the
// package documentation.
func Parse(text string, now time.Time, loc *time.Location) (r Result, found bool, err error) {
	if mayJoin(text) {
		if r, ok := parseAcross(text, now, loc); ok {
			return r, true, nil // "fri 7pm to sat 7am"
		}
	}
	return parsePlain(text, now, loc)
}

// parsePlain is Parse without spans across days.
func parsePlain(text string, now time.Time, loc *time.Location) (r Result, found bool, err error) {
	var p parser
	p.init(text, now, loc)
	p.scan()
	return p.result()
}

// ParseAsked is Parse for what a request to remind asks, its command
// already cut off ("משמרת כפולה ראשון" of "תזכיר לי משמרת כפולה
// ראשון"): what a command of time alone makes a day is read as one, as a
// bare Hebrew weekday right after a noun (see heDayAfterNoun).
func ParseAsked(text string, now time.Time, loc *time.Location) (r Result, found bool, err error) {
	if mayJoin(text) {
		if r, ok := parseAcross(text, now, loc); ok {
			return r, true, nil
		}
	}
	var p parser
	p.init(text, now, loc)
	p.asked = true
	p.scan()
	return p.result()
}

// ParseOn reads the time of day in text for a day already known, as the
// answer to "what time?": "9" or "at 9" on day is that day at 09:00 (the
// hour rule with a date: 1–6 mean the afternoon), "in the evening" 18:00,
// "5:30pm" 17:30. A bare number or hour word counts here, since a time was
// asked for. The result keeps day (HasDate is true). When text names a day
// of its own ("tomorrow at 9", "in 2 hours") it is a new request: found
// is false unless that day is day itself.
func ParseOn(text string, day, now time.Time, loc *time.Location) (r Result, found bool, err error) {
	var p parser
	p.init(text, now, loc)
	p.bareOK = true
	p.on, p.onSet = civil(day.In(p.loc)), true
	p.scan()
	return p.result()
}

// result resolves what p read, keeping the tokens for Remainder.
func (p *parser) result() (Result, bool, error) {
	r, found, err := p.resolve()
	r.src, r.toks = p.src, p.toks
	if err == nil && found && tooFar(r, p.now) {
		return Result{Spans: r.Spans, src: p.src, toks: p.toks}, true, ErrTooFar
	}
	return r, found, err
}

// tooFar reports whether r is more than MaxYears from now.
func tooFar(r Result, now time.Time) bool {
	y := now.Year()
	for _, t := range []time.Time{r.Time, r.End} {
		if !t.IsZero() && (t.Year() > y+MaxYears || t.Year() < y-MaxYears) {
			return true
		}
	}
	return false
}

// init prepares p to read text.
func (p *parser) init(text string, now time.Time, loc *time.Location) {
	if loc == nil {
		loc = now.Location()
	}
	p.src, p.now, p.loc = text, now.In(loc), loc
	p.toks = tokenize(text, make([]token, 0, len(text)/4+4))
}

// ckind is the kind of a piece of a time expression.
type ckind uint8

const (
	cDate    ckind = iota + 1 // a calendar date: 30.6, February 2, on the 5th
	cRel                      // a day from today: today, tomorrow, in 3 days, end of the month
	cWeekday                  // Sunday, יום שלישי הבא
	cWeekMod                  // next week, השבוע: shifts a weekday said elsewhere
	cTime                     // a time of day: at 9, 17:30, בשמונה וחצי בערב, 2-3pm
	cPart                     // a part of the day alone: in the morning, בערב
	cInstant                  // now plus a duration: in 5 minutes, בעוד שעתיים, 2 hours ago
)

// weekMode says which occurrence of a weekday is meant.
type weekMode uint8

const (
	weekBare weekMode = iota // the next one after today
	weekThis                 // the one in the current Sunday–Saturday week, or the next if passed
	weekNext                 // the one in the week weeks ahead (1: the following week)
	weekLast                 // the one in the previous week
	weekPrev                 // the last one before today ("last Monday")
	weekCal                  // the one in the current Sunday–Saturday week, passed or not ("this week's Monday")
)

// anchor is a day a period phrase names.
type anchor uint8

const (
	anchorNone    anchor = iota
	anchorEOM            // the last day of the month (plus months)
	anchorWeekend        // the coming Saturday (plus days)
	anchorEOY            // December 31
	anchorEOD            // the end of the day: the day said beside it, else today
)

// meridiem is an explicit am or pm.
type meridiem uint8

const (
	merNone meridiem = iota
	merAM
	merPM
)

// clockSpec is a time of day as said, before the hour rule reads it.
type clockSpec struct {
	h, min   int
	mer      meridiem
	exact    bool // a 24-hour clock reading ("17:30", "09:00", "11:00"), never shifted
	colon    bool // one digit, a colon and minutes ("5:00", "6:30"): see Result.EitherHalf
	endOfDay bool // midnight, i.e. 00:00 at the end of the day
	part     part // the part of the day said with it
	// zone is the time zone said with the time ("4pm CET", "9 London
	// time", "ב-8 שעון ניו יורק"); nil for the user's own.
	zone *time.Location
}

// comp is one recognised piece of a time expression, over tokens [lo, hi).
type comp struct {
	kind   ckind
	lo, hi int
	err    error

	y, m, d      int      // cDate; y is 0 when no year was said, d is 0 for "the 5th" (dom holds it)
	dom          int      // cDate: a day of the month without a month ("on the 5th")
	domNext      bool     // cDate: "ב-5 לחודש הבא", the 5th of next month
	days, months int      // cRel (days may be negative: yesterday, 2 days ago)
	weeks        int      // cRel: a count of weeks said ("in two weeks"), for a weekday beside it
	anchor       anchor   // cRel: end of the month, the weekend
	wd           int      // cWeekday: 0 = Sunday
	week         weekMode // cWeekday, cWeekMod
	nweeks       int      // cWeekday, cWeekMod with weekNext: how many weeks ahead (0 means 1)
	plus         int      // cWeekday, cDate: days after it ("Monday after next", "a week from Monday")
	tonight      bool     // cRel: "tonight"/"הלילה", whose small hours belong to the next day
	part         part     // cPart, cRel, cWeekday: the part of the day said with it
	weak         bool     // cPart: a bare word ("morning") that only sets an hour's half of the day
	vague        bool     // cRel: "later", "after work"; cWeekday: "ערב שבת": a day whose hour is meant but not said
	keep         bool     // cPart: a word that stays in the text ("ערב" of "ארוחת ערב")
	named        bool     // cPart: an English word of a thing's name ("game night"), kept

	clk     clockSpec // cTime
	needDay bool      // cTime: "same time", which means nothing without a day
	end     clockSpec // cTime: the end of a range
	hasEnd  bool
	dur     time.Duration // cInstant
}

// parser holds one Parse call.
type parser struct {
	src   string
	toks  []token
	now   time.Time
	loc   *time.Location
	comps []comp

	bareOK bool // ParseOn: a bare number is a time
	asked  bool // ParseAsked: the text is what a command of time asks
	onSet  bool // ParseOn: the day is known
	on     date
}

// scan walks the tokens and, at each, keeps the longest piece any
// matcher recognises there (the earlier matcher on a tie).
func (p *parser) scan() {
	for i := 0; i < len(p.toks); {
		if !p.mayStart(i) {
			i++
			continue
		}
		c, ok := p.matchAt(i)
		if !ok {
			i++
			continue
		}
		if p.comps == nil {
			p.comps = make([]comp, 0, 4)
		}
		p.comps = append(p.comps, c)
		i = c.hi
	}
}

func (p *parser) matchAt(i int) (comp, bool) {
	if p.word(i-1, "כל", "וכל") && p.word(i, "היום", "הלילה", "הערב", "הבוקר", "הצהריים", "הצהרים") {
		return comp{}, false // "כל הלילה": all night long, no time
	}
	var best comp
	try := func(c comp, ok bool) {
		if ok && c.hi > best.hi {
			best = c
		}
	}
	try(p.duration(i))
	try(p.period(i))
	try(p.monthEnd(i))
	try(p.nthWeekday(i))
	try(p.dayWord(i))
	try(p.dialectDay(i))
	try(p.weekday(i))
	try(p.weekMod(i))
	try(p.numericDate(i))
	try(p.monthDate(i))
	try(p.dayOfMonth(i))
	try(p.clock(i))
	try(p.sameTime(i))
	try(p.dayPart(i))
	try(p.holiday(i))
	if p.word(i, "on", "by", "until", "till", "before") && best.kind == cDate && best.dom != 0 {
		// "on the 1st of march": the month after the day makes it a date,
		// not a day of this month.
		if c, ok := p.monthDate(i + 1); ok && c.hi > best.hi {
			c.lo = i
			return c, true
		}
	}
	if best.kind == 0 && p.word(i, "on") && !p.word(i+1, "on") {
		// "on Monday", "on 30.6": the "on" belongs to the date.
		if c, ok := p.matchAt(i + 1); ok && c.lo == i+1 && c.kind <= cWeekday {
			c.lo = i
			return c, true
		}
	}
	if _, ok := p.spacedBet(i); ok {
		// "ב 5 בדצמבר": a date read from the number on is longer than the
		// hour "ב 5", and the ב belongs to it.
		if c, ok := p.matchAt(i + 1); ok && c.hi > best.hi {
			c.lo = i
			return c, true
		}
	}
	return best, best.kind != 0
}

func (p *parser) at(i int) *token {
	if i < 0 || i >= len(p.toks) {
		return nil
	}
	return &p.toks[i]
}

// word reports whether token i is one of the words ws.
func (p *parser) word(i int, ws ...string) bool {
	t := p.at(i)
	if t == nil || t.kind != tWord {
		return false
	}
	for _, w := range ws {
		if t.text == w {
			return true
		}
	}
	return false
}

func (p *parser) text(i int) string {
	if t := p.at(i); t != nil && t.kind == tWord {
		return t.text
	}
	return ""
}

func (p *parser) sym(i int, s string) bool {
	t := p.at(i)
	return t != nil && t.kind == tSym && t.text == s
}

func (p *parser) isNum(i int) bool {
	t := p.at(i)
	return t != nil && t.kind == tNum
}

// joined reports whether token i touches token i-1, with no space between.
func (p *parser) joined(i int) bool {
	return i > 0 && i < len(p.toks) && p.toks[i].start == p.toks[i-1].end
}

// numStart reports whether token i is a number that begins a number form,
// not the "30" of "9.30".
func (p *parser) numStart(i int) bool {
	if !p.isNum(i) {
		return false
	}
	if !p.joined(i) {
		return true
	}
	prev := &p.toks[i-1]
	switch {
	case prev.kind == tSym && p.joined(i-1) && p.isNum(i-2):
		switch prev.text {
		case ":", ".", "/", "-":
			return false
		}
	case prev.kind == tWord && !prev.hebrew:
		// "v2.5", "room101", "A4" are names; "friday9am", "at9" are times.
		return glueWord(prev.text)
	}
	return true
}

// he reports whether token i is the Hebrew word base behind one of the
// prefixes listed in pres (comma-separated; an empty entry allows none).
func (p *parser) he(i int, base, pres string) bool {
	t := p.at(i)
	if t == nil || t.kind != tWord || !t.hebrew || !strings.HasSuffix(t.text, base) {
		return false
	}
	return inList(t.text[:len(t.text)-len(base)], pres)
}

// heFind looks token i up with f after each prefix in pres, returning the
// prefix used and f's value.
func (p *parser) heFind(i int, pres string, f func(string) (int, bool)) (pre string, v int, ok bool) {
	t := p.at(i)
	if t == nil || t.kind != tWord || !t.hebrew {
		return "", 0, false
	}
	for rest := pres; ; {
		var item string
		var more bool
		item, rest, more = strings.Cut(rest, ",")
		if len(item) < len(t.text) && strings.HasPrefix(t.text, item) {
			if v, ok := f(t.text[len(item):]); ok {
				return item, v, true
			}
		}
		if !more {
			return "", 0, false
		}
	}
}

// inList reports whether s is one of the comma-separated items of list.
func inList(s, list string) bool {
	for {
		item, rest, more := strings.Cut(list, ",")
		if item == s {
			return true
		}
		if !more {
			return false
		}
		list = rest
	}
}

// prefNum reads a Hebrew one-letter prefix attached to a number, "ב9" or
// "ב-9": token i is a prefix in pres, and k is the number's index.
func (p *parser) prefNum(i int, pres string) (pre string, k int, ok bool) {
	t := p.at(i)
	if t == nil || t.kind != tWord || !t.hebrew || !inList(t.text, pres) {
		return "", 0, false
	}
	k = i + 1
	if p.sym(k, "-") && p.joined(k) {
		k++
	}
	if !p.isNum(k) || !p.joined(k) {
		return "", 0, false
	}
	return t.text, k, true
}

// spacedBet reads a Hebrew ב written apart from the number after it, "ב 5"
// or "וב 9": the same lead as "ב5", typed with a space. A number that
// counts the noun after it ("ב 2 תשלומים") is no hour. It returns the
// number's index.
func (p *parser) spacedBet(j int) (int, bool) {
	if !p.word(j, "ב", "וב") || !p.isNum(j+1) || p.joined(j+1) || p.pluralNoun(j+2) {
		return 0, false
	}
	return j + 1, true
}

// afterWord reports whether the Hebrew word before token i ends with one
// of words ("ארוחת הערב" is dinner, not this evening).
func (p *parser) afterWord(i int, words ...string) bool {
	t := p.at(i - 1)
	if t == nil || t.kind != tWord {
		return false
	}
	for _, w := range words {
		if strings.HasSuffix(t.text, w) {
			return true
		}
	}
	return false
}
