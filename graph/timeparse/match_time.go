package timeparse

// leadKind says what introduced a time.
type leadKind uint8

const (
	leadNone    leadKind = iota
	leadAt               // at, @, at around
	leadSoft             // by, until, around, approx, ~, עד, בסביבות: a bare number needs nothing after it
	leadHour             // בשעה: a time follows for sure
	leadFrom             // from: a range must follow
	leadBetween          // between, בין: a range must follow
)

// hourSpec is the hour part of a time before its am/pm or part of day.
type hourSpec struct {
	h, m    int
	hm      bool // minutes were written as digits (17:30, 18h15, 4 20) or as a phrase ("quarter to 6")
	exact   bool // a 24-hour reading: two-digit HH:MM ("11:00", "09:30"), "09", 0945, 18h
	lead    bool // introduced as a time ("at", "@", "ב-", "בשעה", "quarter past")
	bet     bool // behind a Hebrew ב ("ב-19.30")
	from    bool // behind a Hebrew מ ("מ-9", "משמונה"): only the start of a range
	weak    bool // behind a Hebrew ל ("לשמונה"): a time only with a marker after it
	enWord  bool // an English number word ("eight"): a time only with a marker
	heWord  bool // a Hebrew hour word ("בשמונה")
	bare    bool // a Hebrew hour word with no prefix ("שמונה")
	dotted  bool // 7.30: a time only with am/pm, a part of the day or "בשעה"
	compact bool // 0945, 1530, 930: a time only when introduced
	hForm   bool // 18h, 9h30
	amb     bool // "10 to 4": minutes to the hour or a range; neither is read
	colon   bool // one digit, a colon and minutes ("5:00", "6:30")
	hi      int
}

// clock reads a time of day or a range of times: "at 9", "9am", "9:30
// pm", "17:00", "@21", "half past 8", "ten past four", "ב-9", "בשעה
// 17:30", "בשמונה וחצי בערב", "ברבע לתשע", "8 בלילה", "0945", "18h15",
// "2-3pm", "from 9 to 11", "בין 2 ל-3", "מ-9 עד 11". A bare number is a
// time only when something says so: a lead ("at", "ב-", "בשעה"), am/pm,
// "o'clock" or a part of the day after it, or a day right before it
// ("tomorrow 9"); "buy 2 milks" and "room 101" hold no time.
func (p *parser) clock(i int) (comp, bool) {
	c := comp{kind: cTime, lo: i}
	j, lk := p.clockLead(i)
	hs, s, q, marked, ok := p.endpoint(j, lk, false)
	if !ok || hs.amb {
		return c, false
	}
	if lk != leadNone && lk != leadFrom && lk != leadBetween {
		hs.lead, hs.weak = true, false
	}
	if ehs, e, eq, emarked, ok := p.rangeEnd(q, lk, hs); ok && !ehs.amb {
		plain := !marked && !emarked && !ehs.hm && !hs.hm && !hs.exact && !ehs.exact
		if plain && lk != leadAt && lk != leadHour && !p.afterDay(i) && (!p.tailOK(eq) || (ehs.h%12-hs.h%12+12)%12 > 8) {
			// "from 1 to 10", "from 3 to 5 kids": counts, not hours.
			return c, false
		}
		// "14-16" can only be hours; "ages 14-16" is not.
		day24 := plain && hs.h < ehs.h && ehs.h <= 23 && ehs.h >= 13 && !hs.enWord && !hs.heWord &&
			p.tailOK(eq) && !p.labelAt(i-1)
		qualifies := lk != leadNone || hs.lead || hs.from || marked || emarked || ehs.hm || hs.hm || p.afterDay(i) || day24
		if qualifies && (!ehs.dotted || emarked) && (!ehs.compact || hs.compact || compactEnd(lk, hs, ehs)) && !p.quantityAt(eq) {
			if err := p.checkClock(&e, ehs, true); err == errNotTime {
				return c, false
			} else if err != nil {
				c.err = p.invalid(i, eq)
			}
			if s.part == partNone && !morningStart(hs, s, ehs, e) {
				s.part = e.part
			}
			if s.mer == merNone && s.part == partNone && !hs.exact && hs.h >= 1 && hs.h <= 12 {
				s.mer = startHalf(hs.h, s.min, ehs, e)
			}
			c.end, c.hasEnd, q, marked = e, true, eq, true
		}
	}
	if !c.hasEnd && (lk == leadBetween || (lk == leadFrom || hs.from) && !p.afterDay(i) && !p.afterPart(i)) {
		return c, false // "from 3 kids"; but "בערב מ6", "friday from 6" start then
	}
	if !c.hasEnd && hs.from {
		hs.lead = true // "בערב מ6": the מ says when it starts, as a ב would
	}
	if !c.hasEnd && !p.accept(i, hs, s, marked, q, lk) {
		return c, false
	}
	if p.word(i-1, "or", "או") && (p.isNum(i-2) || p.word(i-2, "am", "pm")) {
		return c, false // "9 or 10"
	}
	if p.word(q, "or", "או") {
		if _, _, _, _, ok := p.endpoint(q+1, leadAt, true); ok {
			return c, false // "9 or 10": the user has not chosen
		}
	}
	c.hi = q
	switch err := p.checkClock(&s, hs, lk == leadHour); {
	case err == errNotTime:
		return c, false
	case err != nil && c.err == nil:
		c.err = p.invalid(c.lo, c.hi)
	}
	c.clk = s
	return c, true
}

// sameTime reads "this time tomorrow", "same time tomorrow", "at the same
// time", "באותה שעה": now's time of day, on a day said elsewhere (alone it
// names nothing).
func (p *parser) sameTime(i int) (comp, bool) {
	c := comp{kind: cTime, lo: i, needDay: true}
	j := i
	switch {
	case p.word(j, "at") && p.word(j+1, "the", "this"):
		j += 2
	case p.word(j, "the", "this"):
		j++
	}
	switch {
	case p.word(j, "same") && p.word(j+1, "time"):
		j += 2
	case j > i && p.word(j-1, "this") && p.word(j, "time"):
		j++
	case p.he(j, "אותה", "ב,וב") && p.word(j+1, "שעה", "השעה"):
		j += 2
	default:
		return c, false
	}
	c.hi = j
	c.clk = clockSpec{h: p.now.Hour(), min: p.now.Minute(), exact: true}
	return c, true
}

// to24 is hour h (1..12) with meridiem mer on a 24-hour clock.
func to24(h int, mer meridiem) int {
	h %= 12
	if mer == merPM {
		h += 12
	}
	return h
}

// accept decides whether a lone time at i, not a range, is a time.
func (p *parser) accept(i int, hs hourSpec, s clockSpec, marked bool, q int, lk leadKind) bool {
	switch {
	case hs.dotted:
		// 7.30pm is a time; "15.06 בערב" is June 15 in the evening.
		// "ב-19.30" is a time too: 19.30 can be no date, and a quarter hour
		// is no price ("ב-9.90", "ב-14.50 ש"ח").
		date := hs.h >= 1 && hs.h <= 31 && hs.m >= 1 && hs.m <= 12
		bet := hs.bet && hs.m%15 == 0 && hs.m > 12 && !p.quantityAt(q)
		// "at 9.45", "at 21.30": "at" says a time, and minutes past 12 say
		// it is no date; not "at 1.5 km".
		// The same after a day ("tomorrow 10.30") and where a time was
		// asked for ("make it 9.30").
		at := (lk == leadAt || lk == leadNone && (p.afterDay(i) || p.bareOK && p.tailOK(q))) &&
			!date && p.toks[hs.hi-1].digits == 2 && !p.quantityAt(q)
		return s.mer != merNone || marked && !date || lk == leadHour || bet || at
	case hs.compact:
		// "at 930", "בשעה 1530", "tomorrow 0800"; not "by 2030" (a year) nor
		// "at 100" (a price).
		if p.toks[hs.hi-1].digits == 3 && hs.m == 0 && !marked || lk == leadSoft {
			return false
		}
		// A part of the day right after it says it is an hour too: "מחר
		// 430 בבוקר", "730 in the evening".
		return hs.lead || marked || p.afterDay(i) || p.bareOK && p.tailOK(q) ||
			hs.exact && p.toks[hs.hi-1].text[0] == '0' && i == 0 && q == len(p.toks) ||
			p.partAt(q) || hs.hi-1 == i && p.militaryBeforeDay(i, q) // "DENTIST 0930 FRI"
	case hs.hForm:
		return hs.hm || hs.lead || hs.h >= 13
	case hs.hm || marked:
		return true
	case hs.enWord:
		// "seven tonight", "ten tomorrow night": a part of the day after
		// a word hour says it is an hour; after "at", a deed's verb too.
		return (hs.lead || p.bareOK) && p.boundary(q) || p.partDayAt(q) || p.dayPartAt(q) ||
			hs.lead && p.word(q, tailVerbs...) && !(hs.h == 1 && p.word(q, "go")) // "at ten call …", not "at one go"
	case !hs.lead || hs.weak:
		return (p.bareOK || (p.afterDay(i) || p.afterPartLead(i)) && !hs.weak) && p.tailOK(q) || (!hs.weak || hs.bare) && (p.partDayAt(q) || p.dayPartAt(q)) ||
			p.afterDay(i) && !hs.weak && p.noteAfterDay(q)
	case hs.bet && p.singularNounAt(q, hs.h):
		return true // "ב-9 שבוע הספר": nine weeks would be "9 שבועות"
	case p.quantityAt(q):
		return false // "ב-3 ימים", "at 3 locations"
	case lk == leadSoft && !p.tailOK(q):
		return false // "by 2 votes"
	case hs.heWord && p.pluralNoun(q):
		return false // "בשמונה ביצים": eight eggs
	case hs.heWord && hs.h == 1 && p.partitive(q):
		return false // "באחת הפעמים": in one of the times
	}
	return true
}

// checkClock fills s from hs and checks it can exist. atHour is true
// when "בשעה" said outright that a time follows, so "בשעה 25" is wrong
// rather than not a time.
func (p *parser) checkClock(s *clockSpec, hs hourSpec, atHour bool) error {
	s.h, s.min, s.exact, s.colon = hs.h, hs.m, s.exact || hs.exact, hs.colon
	switch {
	case (hs.compact || hs.dotted || hs.hForm) && (hs.h > 24 || hs.m > 59 || hs.h == 24 && hs.m > 0):
		return errNotTime // "at 2575", "v9.75pm": a number, not a time
	case hs.hm && hs.h == 24 && hs.m == 0:
		s.h, s.endOfDay = 0, true
	case hs.hm && (hs.h > 23 || hs.m > 59):
		return ErrInvalid
	case !hs.hm && hs.h > 23:
		if !atHour && s.mer == merNone {
			return errNotTime // "at 25": an address or a price
		}
		return ErrInvalid
	case s.mer != merNone && (hs.h == 0 || hs.h > 12):
		return ErrInvalid
	}
	return nil
}

// clockLead reads what introduces a time at i: "at", "at around", "at
// like", "@", "around", "by", "until", "from", "between", "בשעה",
// "בסביבות", "עד", "בין", and "שעה" right after a day or before an
// hour. j is where the time starts.
func (p *parser) clockLead(i int) (j int, lk leadKind) {
	switch {
	case p.word(i, "at"):
		j = i + 1
		if p.word(j, "around", "about", "like", "approx", "approximately", "roughly", "exactly") || p.sym(j, "~") {
			j++
		}
		return j, leadAt
	case p.sym(i, "@"):
		return i + 1, leadAt
	case p.word(i, "around", "approx", "approximately", "by", "until", "till", "til") || p.sym(i, "~"):
		return i + 1, leadSoft
	case p.word(i, "from"):
		return i + 1, leadFrom
	case p.word(i, "between"):
		return i + 1, leadBetween
	case p.he(i, "שעה", "ב,וב,ל,ול"):
		return i + 1, leadHour
	case p.word(i, "שעה") && (p.afterDay(i) || p.afterPartSaid(i)):
		return i + 1, leadHour // "יום שלישי הבא שעה 12", "מחר שעה 9", "בערב שעה 8", as texted without ב
	case p.word(i, "שעה") && p.bareHourLead(i):
		return i + 1, leadAt // "עבודה שעה 6 בבוקר", as texted without ב
	case p.he(i, "שעה", "מה,ומה,מ,ומ"):
		return i + 1, leadFrom // "מהשעה 9 עד 11"
	case p.word(i, "עד", "ועד") && p.word(i+1, "השעה"):
		return i + 2, leadSoft
	case p.he(i, "סביבות", ",ב,וב") || p.word(i, "עד", "ועד"):
		return i + 1, leadSoft
	case p.word(i, "בין", "ובין"):
		if p.word(i+1, "השעות") {
			return i + 2, leadBetween
		}
		return i + 1, leadBetween
	case p.word(i, "בשעות", "ובשעות"):
		return i + 1, leadBetween
	}
	return i, leadNone
}

// bareHourLead reports whether "שעה" at i, said with no ב and after no
// day, leads the hour after it ("עבודה שעה 6 בבוקר"): said after a word
// ("שעה 12 פגישה" opening a message is no time), a number or an
// hour's word follows, that counts nothing ("שעה 3 פעמים"), and no word
// before it makes the hour a length ("עוד שעה", "כל שעה", "חצי שעה").
func (p *parser) bareHourLead(i int) bool {
	if prev := p.at(i - 1); prev == nil || prev.kind != tWord || !p.isNum(i+1) && !p.heHourWordAt(i+1) || p.word(i-1, lengthBeforeHour...) {
		return false
	}
	q := i + 2
	if p.isNum(i+1) && p.sym(q, ":") {
		q += 2 // "שעה 6:30"
	}
	return !p.quantityAt(q) && !p.pluralNoun(q)
}

// heHourWordAt reports whether the word at i is a Hebrew hour from one to
// twelve ("שש", "שתיים").
func (p *parser) heHourWordAt(i int) bool {
	t := p.at(i)
	if t == nil || t.kind != tWord {
		return false
	}
	_, ok := heHourWord(t.text)
	return ok
}

// lengthBeforeHour are the words that make a bare "שעה" after them a
// length or a count of hours, not the hour's lead.
var lengthBeforeHour = []string{"עוד", "ועוד", "בעוד", "תוך", "בתוך", "כל", "בכל", "לכל", "חצי", "וחצי", "רבע", "ורבע",
	"אחרי", "לפני", "כעבור", "במשך", "משך", "איזה", "אותה", "באותה", "כמעט", "לפחות", "בערך", "רק", "מקסימום", "מינימום"}
