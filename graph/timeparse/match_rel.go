package timeparse

import (
	"strings"
	"time"
)

// maxCount bounds the count of a relative time: "in 99999 days" is read,
// and refused as too far (ErrTooFar); a count past this is no time at all.
const maxCount = 1_000_000

// quantity is an amount of time: "5 minutes", "2.5 hours", "שעה וחצי".
type quantity struct {
	u    unit
	n    int // the count of u; for seconds, minutes and hours, see secs
	secs int // seconds, for units up to the hour
	hi   int // the token after it
}

// duration reads a time from now: "in 5 minutes", "in an hour", "in half
// an hour", "in 2.5 hours", "in 20", "within 2 days", "3 weeks from now",
// "a week from Monday", "two days ago", "בעוד 10 דקות", "בעוד שעתיים",
// "בעוד חצי שעה", "עוד שבוע", "תוך יומיים", "לפני יומיים". Seconds,
// minutes and hours give an instant; days, weeks, months and years give a
// day. "In a bit" and "in a while" are too vague and give nothing.
func (p *parser) duration(i int) (comp, bool) {
	j := i
	in, ago := false, false
	switch {
	case p.word(i, "in", "within", "after"):
		in = !p.word(i, "after")
		j++
	case p.he(i, "עוד", ",ב,וב,ל"): // "לעוד יומיים" is "בעוד יומיים"
		in = p.text(i) != "עוד"
		j++
	case p.he(i, "תוך", ",ב,וב"):
		j++
	case p.he(i, "לפני", ",ו"):
		ago = true
		j++
	case p.he(i, "אחרי", ",ו"):
		j++
	}
	if j > i && p.word(j, "about", "around", "roughly", "approximately", "approx", "like") || p.sym(j, "~") {
		j++ // "in about an hour"
	}
	if in && p.word(j, "another") {
		if _, ok := p.amount(j + 1); ok {
			j++ // "in another 10 minutes": from now; "in another hour" counts one
		}
	}
	if j == i && (p.word(i, "the") && p.word(i+1, "day") || p.word(i, "day")) {
		// "the day before the 10th", "day after christmas".
		k := i + 1 + b2i(p.word(i, "the"))
		if p.word(k, "before", "after") {
			return p.offsetDate(i, k+1, quantity{u: uDay, n: 1}, p.word(k, "before"))
		}
	}
	a, ok := p.amount(j)
	if !ok {
		// "in 20", "בעוד 20": minutes.
		if in && p.numStart(j) && p.sepAt(j+1) == "" && p.toks[j].digits <= 2 && p.toks[j].val >= 1 && p.toks[j].val <= 60 && p.tailOK(j+1) {
			return comp{kind: cInstant, lo: i, hi: j + 1, dur: time.Duration(p.toks[j].val) * time.Minute}, true
		}
		return comp{}, false
	}
	hi := a.hi
	if ago && a.u == uDay && p.he(hi-1, "יום", "") {
		// "לפני יום שישי" is before Friday, not a day ago.
		if _, wd := heWeekday(p.text(hi)); wd {
			return comp{}, false
		}
	}
	switch {
	case j > i && p.word(hi, "from") && p.word(hi+1, "now", "today"):
		hi += 2 // "in a week from today"
	case j > i && (p.he(hi, "עכשיו", "מ") || p.he(hi, "יום", "מה")):
		hi++ // "בעוד שבוע מהיום"
	case j > i && (p.word(hi, "time") || p.sym(hi, "'") && p.word(hi+1, "time")):
		hi += 1 + b2i(p.sym(hi, "'")) // "in 2 days' time"
	case j > i && p.word(hi, "or") && p.word(hi+1, "so"):
		hi += 2 // "in an hour or so"
	}
	if j == i {
		switch {
		case p.word(hi, "from") && p.word(hi+1, "now", "today"):
			hi += 2
		case p.word(hi, "ago") || p.word(hi, "before") && p.word(hi+1, "now"):
			ago = true
			hi += 1 + b2i(p.word(hi, "before"))
		case p.he(hi, "עכשיו", "מ,ומ") || p.he(hi, "יום", "מה,ומה"):
			hi++
		case p.word(hi, "from") && (a.u == uDay || a.u == uWeek):
			return p.fromDay(i, hi+1, a)
		case (p.word(hi, "before", "after") || p.he(hi, "לפני", "") || p.he(hi, "אחרי", "")) && (a.u == uDay || a.u == uWeek):
			return p.offsetDate(i, hi+1, a, p.word(hi, "before") || p.he(hi, "לפני", ""))
		case p.word(hi, "today", "tomorrow") && a.u == uWeek:
			return p.fromDay(i, hi, a) // "a week today", "a week tomorrow"
		case p.word(hi, "on") && a.u == uWeek && p.isWeekday(hi+1):
			return p.fromDay(i, hi+1, a) // "a week on Friday": the Friday after the coming one
		default:
			return comp{}, false
		}
	}
	c := comp{kind: cRel, lo: i, hi: hi}
	sign := 1
	if ago {
		sign = -1
	}
	switch a.u {
	case uSecond, uMinute, uHour:
		c.kind, c.dur = cInstant, time.Duration(sign*a.secs)*time.Second
	case uDay:
		c.days = sign * a.n
	case uWeek:
		c.days, c.weeks = sign*7*a.n, a.n
		if ago {
			c.weeks = 0
		}
	case uMonth:
		c.months = sign * a.n
	case uYear:
		c.months = sign * 12 * a.n
	}
	return c, true
}

// fromDay reads "a week from Monday", "two days from tomorrow": the day at
// k moved by a.
func (p *parser) fromDay(i, k int, a quantity) (comp, bool) {
	n := a.n
	if a.u == uWeek {
		n *= 7
	}
	if c, ok := p.weekday(k); ok {
		c.lo, c.plus = i, c.plus+n
		return c, true
	}
	if c, ok := p.dayWord(k); ok && c.kind == cRel {
		c.lo, c.days = i, c.days+n
		return c, true
	}
	return comp{}, false
}

// offsetDate reads "3 days before christmas", "a week after the 15th",
// "two days before Friday", "יומיים לפני ה-15": the day named at k moved
// by a, back when before. The day is one still to come once moved.
func (p *parser) offsetDate(i, k int, a quantity, before bool) (comp, bool) {
	n := a.n
	if a.u == uWeek {
		n *= 7
	}
	if before {
		n = -n
	}
	if c, ok := p.weekday(k); ok {
		c.lo, c.plus = i, c.plus+n
		return c, true
	}
	if c, ok := p.dayWord(k); ok && c.kind == cRel && c.anchor == anchorNone && c.months == 0 {
		c.lo, c.days = i, c.days+n
		return c, true
	}
	var best comp
	for _, c := range []comp{p.must(p.numericDate(k)), p.must(p.monthDate(k)), p.must(p.dayOfMonth(k)), p.must(p.holidayName(comp{kind: cDate, lo: k}, k))} {
		if c.kind == cDate && c.hi > best.hi {
			best = c
		}
	}
	if _, d, ok := p.prefNum(k, "ה,ב"); ok && best.kind == 0 && p.numStart(d) && p.toks[d].digits <= 2 && p.sepAt(d+1) == "" && !p.quantityAt(d+1) {
		// "יומיים לפני ה-15": the 15th of the month.
		best = comp{kind: cDate, dom: p.toks[d].val, hi: d + 1}
		if best.dom == 0 || best.dom > 31 {
			best.err = p.invalid(i, best.hi)
		}
	}
	if best.kind == 0 {
		return comp{}, false
	}
	best.lo, best.plus = i, n
	return best, true
}

// must is c when ok, else no piece.
func (p *parser) must(c comp, ok bool) comp {
	if !ok {
		return comp{}
	}
	return c
}

// amount reads a count and a unit at j: "5 minutes", "an hour", "two
// days", "2.5 hours", "1.5h", "20m", "half an hour", "2 and a half
// hours", "1 hour 30 minutes", "a couple of days", "a few minutes" (5),
// "שעה", "שעתיים", "חמש דקות", "חצי שעה", "שעה וחצי", "כמה דקות" (5).
func (p *parser) amount(j int) (quantity, bool) {
	var a quantity
	if mins, k := p.fraction(j); k > 0 {
		return quantity{u: uMinute, n: mins, secs: mins * 60, hi: j + k}, true
	}
	k := j
	counted, few := true, false
	tenths := 0 // the count's decimal part, in thousandths: 2.5 is 2 and 500
	switch {
	case p.numStart(j) && p.sepAt(j+1) == "":
		a.n = p.toks[j].val
		k++
		if p.isNum(k) && !p.joined(k) && p.sepAt(k+1) == "/" && p.sepAt(k+3) == "" {
			// "1 1/2 hours"
			if num, den := p.toks[k].val, p.toks[k+2].val; num < den && (den == 2 || den == 4) {
				tenths, k = 1000*num/den, k+3
			}
		}
	case p.numStart(j) && p.sepAt(j+1) == "." && p.sepAt(j+3) == "" && p.toks[j+2].digits <= 3:
		a.n = p.toks[j].val
		f := p.toks[j+2]
		tenths = f.val
		for d := f.digits; d < 3; d++ {
			tenths *= 10
		}
		k += 3
	case p.word(j, "a") && p.word(j+1, "couple"):
		a.n, k = 2, j+2
		if p.word(k, "of") {
			k++
		}
	case p.word(j, "couple") && p.word(j+1, "of"):
		a.n, k = 2, j+2
	case p.word(j, "a") && p.word(j+1, "few"), p.word(j, "few"), p.word(j, "כמה", "מספר"):
		k = j + 1 + b2i(p.word(j, "a"))
		few = true
	default:
		if v, kk := p.enCount(j); kk > j {
			a.n, k = v, kk
		} else if v, ok := heNumber(p.text(j)); ok {
			a.n, k = v, j+1
			if a.n < 10 && p.word(k, "עשרה", "עשר") {
				a.n += 10
				k++
			} else if a.n >= 20 && a.n%10 == 0 {
				if _, v, ok := p.heFind(k, "ו", heNumber); ok && v < 10 {
					a.n += v
					k++
				}
			}
		} else if p.word(j, "a", "an", "another") {
			a.n, k = 1, j+1
		} else {
			counted = false
		}
	}
	extra := 0 // minutes added to hours
	if counted && !few && p.word(k, "and") && p.word(k+1, "a", "an") && p.word(k+2, "half") && enUnit(p.text(k+3)) == uHour {
		extra = 30
		k += 3
	} else if u, _ := heUnit(p.text(k + 1)); counted && !few && p.word(k, "וחצי") && u == uHour {
		extra = 30 // "שלוש וחצי שעות": three and a half hours
		k++
	}
	if counted {
		a.u = enUnit(p.text(k))
		switch {
		case p.word(k, "fortnight", "fortnights"):
			a.u, a.n = uWeek, 2*a.n // "in a fortnight": two weeks
		case a.u != uNone:
		case p.word(k, "m") && p.joined(k) && p.isNum(k-1):
			a.u = uMinute // 20m
		default:
			a.u, _ = heUnit(p.text(k))
		}
	} else {
		a.u, a.n = heUnit(p.text(k))
		if a.n == 0 {
			return a, false
		}
	}
	switch {
	case a.u == uNone || a.n > maxCount:
		return a, false
	case few:
		return a, false // "a few days", "a few minutes": too vague
	case tenths > 0 && a.u != uHour && a.u != uMinute:
		return a, false // "1.5 days"
	}
	k++
	switch a.u {
	case uSecond:
		a.secs = a.n
	case uMinute:
		a.secs = a.n*60 + tenths*60/1000
	case uHour:
		a.secs = a.n*3600 + tenths*3600/1000 + extra*60
		switch {
		case p.word(k, "and") && p.word(k+1, "a", "an") && p.word(k+2, "half"):
			a.secs, k = a.secs+1800, k+3
		case p.word(k, "וחצי"):
			a.secs, k = a.secs+1800, k+1
		case p.word(k, "ורבע"):
			a.secs, k = a.secs+900, k+1
		default:
			// "1 hour 30 minutes", "1h30", "2 hours and 15 min", "שעה ועשרים דקות"
			n := k
			if p.word(n, "and") {
				n++
			}
			m, mk := 0, n
			heWord := false // "שעה ועשרים": the minutes need no unit after them
			switch {
			case p.isNum(n) && p.sepAt(n+1) == "" && p.toks[n].val < 60:
				m, mk = p.toks[n].val, n+1
			default:
				if _, v, ok := p.heFind(n, "ו", heMinuteCount); ok {
					m, mk, heWord = v, n+1, true
				} else if _, nn, ok := p.prefNum(n, "ו"); ok && p.toks[nn].val < 60 {
					m, mk = p.toks[nn].val, nn+1
				}
			}
			switch {
			case mk == n:
			case heWord && !(enUnit(p.text(mk)) == uMinute || p.word(mk, "דקות", "דק'")):
				a.secs, k = a.secs+m*60, mk
			case enUnit(p.text(mk)) == uMinute || p.word(mk, "m") && p.joined(mk) || p.word(mk, "דקות", "דק'"):
				a.secs, k = a.secs+m*60, mk+1
			case p.isNum(n) && p.joined(n) && p.word(n-1, "h") && p.toks[n].digits == 2:
				a.secs, k = a.secs+m*60, mk // 1h30
			}
		}
	}
	a.hi = k
	return a, true
}

// fraction reads a fraction of an hour: "half an hour", "a half hour",
// "a quarter of an hour", "חצי שעה", "רבע שעה", "שלושת רבעי שעה". It
// returns the minutes and the token count.
func (p *parser) fraction(j int) (mins, n int) {
	k := j
	if p.word(k, "a") {
		k++
	}
	var m int
	switch {
	case p.word(k, "half"):
		m = 30
	case p.word(k, "quarter"):
		m = 15
	case p.word(j, "חצי"):
		m, k = 30, j
	case p.word(j, "רבע"):
		m, k = 15, j
	case p.word(j, "שלושת", "שלושה") && p.word(j+1, "רבעי"):
		m, k = 45, j+1
	default:
		return 0, 0
	}
	k++
	if p.word(k, "of") {
		k++
	}
	if p.word(k, "an", "a") {
		k++
	}
	if enUnit(p.text(k)) != uHour && !p.word(k, "שעה") {
		return 0, 0
	}
	return m, k + 1 - j
}

// vague is the token count of a time too vague to read at i (see
// vagueSoon); 0 when there is none.
func (p *parser) vague(i int) int { return p.vagueSoon(i) }

// vagueSoon is the token count of a time soon but too vague to read at i:
// "in a bit", "in a while", "in a sec", "in a few minutes", "in a few
// hours", "soon", "sometime soon", "at some point", "עוד מעט", "בעוד כמה
// דקות", "עוד כמה שעות", "בקרוב",
// "מתישהו", "אחר כך"; 0 when there is none. A few minutes is no number:
// how many is the user's to say.
func (p *parser) vagueSoon(i int) int {
	switch {
	case p.word(i, "in") && p.word(i+1, "a") && p.word(i+2, "bit", "while", "moment", "sec", "jiffy", "minute"):
		return 3
	case p.word(i, "in") && p.word(i+1, "a") && p.word(i+2, "few") && fewOf(enUnit(p.text(i+3))):
		return 4
	case p.word(i, "in") && p.word(i+1, "few") && fewOf(enUnit(p.text(i+2))):
		return 3
	case p.word(i, "sometime", "somtime") && p.word(i+1, "soon", "today", "later"):
		return 2
	case p.word(i, "sometime", "somtime", "מתישהו") && (p.weekAfter(i+1) || p.monthAfter(i+1)):
		return 0 // "sometime this week", "sometime next month": the span says when, which days
	case p.word(i, "soon", "soonish", "sometime", "somtime") && !p.word(i-1, "as", "how", "too", "very"):
		return 1
	case p.word(i, "at") && p.word(i+1, "some") && p.word(i+2, "point"):
		return 3
	case p.word(i, "now") && p.word(i+1, "now") && !p.word(i-1, "right", "just", "now"):
		return 2 // South African "now now": soon, no time said
	case p.word(i, "just") && p.word(i+1, "now") && p.justNowAhead(i):
		return 2 // South African "I'll do it just now": later, no time said
	case p.he(i, "עוד", ",ב,וב") && p.word(i+1, "מעט", "קצת"):
		return 2
	case p.he(i, "עוד", ",ב,וב") && p.word(i+1, "כמה", "מספר") && heFewOf(p.text(i+2)):
		return 3
	case p.word(i, "בקרוב", "מתישהו", "אחכ", "אח\"כ", "אח״כ"):
		return 1
	case p.word(i, "אחר") && p.word(i+1, "כך", "כך,"):
		return 2
	}
	return 0
}

// weekAfter reports whether a week is named at i: "this week", "next
// week", "השבוע", "בשבוע הבא".
func (p *parser) weekAfter(i int) bool {
	_, ok := p.weekMod(i)
	return ok
}

// monthAfter reports whether a month is named at i as a span of days:
// "this month", "next month", "החודש", "בחודש הבא".
func (p *parser) monthAfter(i int) bool {
	switch {
	case p.word(i, "this", "next") && p.word(i+1, "month"):
		return true
	case p.he(i, "חודש", ",ב,ל,וב") && p.word(i+1, "הבא", "הזה"):
		return true
	}
	return p.he(i, "חודש", "ה,בה")
}

// fewOf reports whether "a few" of unit u is too vague to read as an
// instant: minutes and hours ("in a few hours", "בעוד כמה שעות"); a few
// days is read elsewhere.
func fewOf(u unit) bool { return u == uMinute || u == uHour }

// heFewOf reports whether w is a Hebrew word for minutes or hours (see
// fewOf).
func heFewOf(w string) bool {
	u, _ := heUnit(w)
	return fewOf(u)
}

// isWeekday reports whether a weekday is named at k.
func (p *parser) isWeekday(k int) bool {
	_, ok := p.weekday(k)
	return ok
}

// justNowAhead reports whether the "just now" at i speaks of a time to
// come, as in South Africa ("remind me just now", "I'll call just now",
// "call dan just now"), not of a moment gone ("just now I called", "he
// left just now"): no past verb stands before it and no subject after
// it, and a request or a future is said before it, a thing to do follows
// it ("just now to call dan"), or it ends a request with no subject
// ("call dan just now").
func (p *parser) justNowAhead(i int) bool {
	if p.word(i+2, "i", "he", "she", "we", "they", "you", "it", "someone", "somebody") {
		return false
	}
	subject := false
	for k := i - 1; k >= 0; k-- {
		switch {
		case p.pastWord(k):
			return false
		case p.word(k, "remind", "will", "i'll", "we'll", "you'll", "he'll", "she'll", "they'll", "gonna", "shall", "please", "pls", "plz", "let's"):
			return true
		case p.word(k, "i", "he", "she", "we", "they", "it", "i'm", "i've", "i'd", "he's", "she's"):
			subject = true
		}
	}
	return p.word(i+2, "to") || !subject && p.clauseEnd(i+2)
}

// pastWord reports whether the English word at k is a verb in the past.
func (p *parser) pastWord(k int) bool {
	t := p.at(k)
	return t != nil && t.kind == tWord && !t.hebrew && (strings.HasSuffix(t.text, "ed") && len(t.text) > 4 ||
		p.word(k, "was", "were", "did", "had", "said", "left", "saw", "came", "went", "got", "told", "sent", "rang",
			"spoke", "met", "ate", "bought", "paid", "took", "gave", "made", "found", "heard", "wrote", "rode", "drove", "ran"))
}
