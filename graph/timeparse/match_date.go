package timeparse

import "strings"

// dayWord reads a day named by a word: today, tomorrow, yesterday, the
// day after tomorrow, tonight, last night, this morning, later, first
// thing tomorrow, היום, מחר, מחרתיים, אתמול, שלשום, הלילה, הערב, הבוקר,
// מאוחר יותר. An English part of the day right after it belongs to it
// ("tomorrow morning").
func (p *parser) dayWord(i int) (comp, bool) {
	c := comp{kind: cRel, lo: i, hi: i + 1}
	switch {
	case p.isNum(i) && p.toks[i].val == 2 && p.toks[i].digits == 1 && p.joined(i+1) &&
		p.word(i+1, "day", "morrow", "moro", "mrw", "nite", "night"):
		// "2day", "2morrow", "2nite"
		c.hi = i + 2
		switch p.text(i + 1) {
		case "nite", "night":
			c.part, c.tonight = partNight, true
		case "day":
		default:
			c.days = 1
		}
	case p.word(i, "today"), p.mamaya(i):
	case p.word(i, tomorrowWords...):
		c.days = 1
	case p.word(i, "yesterday", "yday", "yesterdy"):
		c.days = -1
	case p.word(i, "tonight", "tonite") || p.tonightShort(i):
		c.part, c.tonight = partNight, true
	case p.word(i, "last") && p.word(i+1, "night"):
		c.days, c.part, c.tonight, c.hi = -1, partNight, true, i+2
	case p.word(i, "this") && enPart(p.text(i+1)) != partNone && !p.word(i+1, "night", "nite"):
		c.part, c.hi = enPart(p.text(i+1)), i+2
	case p.word(i, "the") && p.word(i+1, "day") && p.word(i+2, "after") && p.word(i+3, tomorrowWords...):
		c.days, c.hi = 2, i+4
	case p.word(i, "the") && p.word(i+1, "day") && p.word(i+2, "before") && p.word(i+3, "yesterday"):
		c.days, c.hi = -2, i+4
	case p.word(i, "day") && p.word(i+1, "after") && p.word(i+2, tomorrowWords...):
		c.days, c.hi = 2, i+3
	case p.word(i, "day") && p.word(i+1, "before") && p.word(i+2, "yesterday"):
		c.days, c.hi = -2, i+3
	case p.word(i, "later") && enUnit(p.text(i-1)) == uNone:
		// "later", "later today", "later on": today, at an hour not said
		// ("2 hours later" is later than something else).
		if d, ok := p.nextDayWord(i + 1); ok && d.days == 0 && d.part != partNone {
			d.lo = i // "later tonight", "later this evening"
			return d, true
		}
		if p.word(i+1, "today", "on") {
			c.hi++
		}
		c.vague = true
	case p.word(i, "after") && p.word(i+1, "work", "school", "class") && enUnit(p.text(i-1)) == uNone:
		// "after work", "after work tomorrow": that day, at an hour not
		// said — when work ends is the user's to tell.
		if d, ok := p.nextDayWord(i + 2); ok && d.part == partNone {
			d.lo, d.vague = i, true
			return d, true
		}
		c.hi, c.vague = i+2, true
	case p.afterPrayer(i) > 0:
		// "after jummah at 2pm", "אחרי מנחה ב2": the hour said is when;
		// the prayer only says why then.
		c.hi, c.vague = i+p.afterPrayer(i), true
	case p.he(i, "אחרי", ",ו") && p.he(i+1, "עבודה", "ה"):
		// "אחרי העבודה": today, at an hour not said.
		c.hi, c.vague = i+2, true
	case p.word(i, "first") && p.word(i+1, "thing"):
		// "first thing tomorrow", "first thing in the morning": the morning.
		if d, ok := p.nextDayWord(i + 2); ok && d.days >= 0 && d.part == partNone {
			d.lo, d.part = i, partMorning
			return d, true
		}
		c = comp{kind: cPart, lo: i, hi: i + 2, part: partMorning}
		if pt, n := p.partAfter(i + 2); pt == partMorning {
			c.hi += n
		}
		return c, true
	case p.he(i, "יום", "ה,וה,לה,מה,שה") && !p.afterWord(i, "סדר") && !p.namedDay(i+1):
	case p.he(i, "מחר", ",ל,ו,ול,מ,ומ,ש"):
		c.days = 1
	case p.he(i, "מחרתיים", ",ל,ו,ול,מ,ומ,ש"):
		c.days = 2
	case p.he(i, "אתמול", ",ו,מ,ומ,ש,וש"):
		c.days = -1
	case p.he(i, "שלשום", ",ו,מ,ומ,ש,וש"):
		c.days = -2
	case p.he(i, "אמש", ",ו"):
		c.days, c.part, c.tonight = -1, partNight, true
	case p.he(i, "לילה", "ה,וה,לה"):
		c.part, c.tonight = partNight, true
	case p.he(i, "ערב", "ה,וה,לה") && !p.afterWord(i, "ארוחת"):
		c.part = partEvening
	case p.he(i, "בוקר", "ה,וה,לה") && !p.afterWord(i, "ארוחת"):
		c.part = partMorning
	case p.word(i, "מאוחר", "ומאוחר") && p.word(i+1, "יותר"), p.word(i, "יותר") && p.word(i+1, "מאוחר"),
		p.he(i, "המשך", "ב,וב") && p.word(i+1, "היום"):
		c.hi, c.vague = i+2, true
		if p.word(c.hi, "היום") {
			c.hi++
		}
	case p.vagueSoon(i) > 0:
		// "in a bit", "in a few minutes", "soon", "עוד מעט", "בעוד כמה
		// דקות", "מתישהו": today, at a time meant but not said.
		c.hi, c.vague = i+p.vagueSoon(i), true
	default:
		return c, false
	}
	if pt := enPart(p.text(c.hi)); c.part == partNone && pt != partNone {
		c.part = pt
		c.hi++
	}
	if n := p.afterWork(c.hi); n > 0 && c.part == partNone && !c.vague && c.days >= 0 {
		// "tomorrow after work", "מחר אחרי העבודה": that day, at an hour
		// not said.
		c.hi, c.vague = c.hi+n, true
	}
	return c, true
}

// nextDayWord reads the day word after "later" or "first thing", which
// may not be another of them: a run of them would take exponential time.
func (p *parser) nextDayWord(i int) (comp, bool) {
	if p.word(i, "later", "first") {
		return comp{}, false
	}
	return p.dayWord(i)
}

// weekday reads a weekday: "Monday", "next Tuesday", "this Friday",
// "last Monday", "Friday next week", "Monday of next week", "the Monday
// after next", "יום שלישי", "ביום ה'", "בשבת", "שישי הזה", "יום שני
// שעבר", "שני בעוד שבועיים", "יום רביעי בשבוע הבא".
func (p *parser) weekday(i int) (comp, bool) {
	if c, ok := p.heWeekday(i); ok {
		return c, true
	}
	c := comp{kind: cWeekday, lo: i}
	j := i
	the := p.word(j, "the")
	if the {
		j++
	}
	mod := false
	switch {
	case p.word(j, "last", "previous", "this", "next") && p.weekPossessive(j+1) > 0:
		// "last week's friday", "this week's tuesday": that week's day,
		// gone or to come.
		c.week, mod = map3(p.text(j), weekNext, weekCal, weekLast), true
		if p.word(j, "previous") {
			c.week = weekLast
		}
		j += 1 + p.weekPossessive(j+1)
	case p.word(j, "this") && p.word(j+1, "coming"):
		c.week, mod = weekBare, true
		j += 2
	case p.word(j, "this") && p.word(j+1, "past"):
		c.week, mod = weekPrev, true
		j += 2
	case p.word(j, "this"):
		c.week, mod = weekThis, true
		j++
	case p.word(j, "next"):
		c.week, mod = weekNext, true
		j++
	case p.word(j, "last", "past", "previous"):
		c.week, mod = weekPrev, true
		j++
	case p.word(j, "coming"):
		mod = true
		j++
	}
	if wd, pt, n := p.enSabbath(j, mod); n > 0 && !the {
		// "erev shabbat", "this shabbos", "motzei shabbat": the
		// transliterated Hebrew days, said as an English weekday.
		c.wd, c.part, c.hi = wd, pt, j+n
		c.vague = p.word(j, "erev") // the eve's hour is the Sabbath's, which moves with the year
		if pt == partNone {
			if pt := enPart(p.text(c.hi)); pt != partNone {
				c.part = pt
				c.hi++
			}
		}
		return c, true
	}
	t := p.at(j)
	if t == nil || t.kind != tWord || the && mod || p.ordinalBefore(j) {
		return c, false // "the first Monday" without "of the month": which month?
	}
	wd, form := enWeekday(t.text)
	if form == wdNone || form == wdWeak && !mod && !t.upper && !p.weakWeekday(j) {
		return c, false
	}
	if !mod && p.word(j-1, "black", "good", "cyber") {
		return c, false // "black friday", "good friday", "cyber monday": days of their own, not this week's
	}
	j++
	suffix := true
	switch {
	case p.word(j, "after") && p.word(j+1, "next") && !mod:
		c.plus = 7
		j += 2
	case p.word(j, "of") && p.word(j+1, "next", "this", "last") && p.word(j+2, "week"):
		j++
		fallthrough
	case p.word(j, "next", "this", "last") && p.word(j+1, "week") && !mod:
		c.week = map3(p.text(j), weekNext, weekThis, weekLast)
		j += 2
	case p.word(j, "of") && p.word(j+1, "the") && p.word(j+2, "following", "next") && p.word(j+3, "week") && !mod:
		c.week = weekNext
		j += 4
	case p.word(j, "next") && !mod && p.closesNext(j+1):
		// "wednesday next (at 5)": next Wednesday, as said in Britain;
		// "monday next to the school", "friday next time" are not.
		c.week = weekNext
		j++
	default:
		suffix = false
	}
	if the && !suffix {
		return c, false // "the Monday" alone is not a day
	}
	if pt := enPart(p.text(j)); pt != partNone {
		c.part = pt
		j++
	}
	c.wd, c.hi = wd, j
	return c, true
}

// weekPossessive is how many tokens "week's" (or "weeks", its apostrophe
// dropped) takes at j; 0 for none.
func (p *parser) weekPossessive(j int) int {
	if p.word(j, "week's", "week’s", "weeks") {
		return 1
	}
	return 0
}

// heWeekday reads a Hebrew weekday. ראשון..שישי also mean first..sixth,
// so they need "יום" before them or a word after them ("הבא", "הזה",
// "הקרוב", "שעבר", "בשבוע הבא", "בעוד שבועיים"); שבת stands alone (but
// not as "לשבת", which is "to sit").
func (p *parser) heWeekday(i int) (comp, bool) {
	c := comp{kind: cWeekday, lo: i}
	j := i
	named, at, bare := false, false, false
	switch {
	case p.heEve(j) > 0:
		// "ערב שבת", "בליל שישי", "מוצ"ש" (see heEve).
		var n int
		c.wd, c.part, n = p.heEveDay(j)
		c.vague = p.he(j, "ערב", ",ב,וב") // "ערב שבת": when it comes in moves with the year
		named, j = true, j+n
	case p.he(j, "יום", ",ב,ל,ו,וב,ול,מ,ומ,ש,שב"):
		wd, ok := heWeekday(p.text(j + 1))
		if !ok {
			// "יום ג'", or the letter alone, "ביום ג"
			if t := p.text(j + 1); len(t) > 1 && t[len(t)-1] == '\'' || len(t) == 2 && !p.joined(j+2) {
				wd, ok = heWeekdayLetter(t)
			}
		}
		if !ok {
			return c, false
		}
		c.wd, named = wd, true
		j += 2
	case p.letterDayAfterBet(j) > 0:
		// "ב-ה'", "ב-ה", "בה'", "וב-ו׳": the day's letter after ב, as
		// "ביום ה'" is texted short.
		n := p.letterDayAfterBet(j)
		t := p.text(j + n - 1)
		if n == 1 {
			t = strings.TrimPrefix(t, "ב")
		}
		c.wd, _ = heWeekdayLetter(strings.TrimSuffix(t, "'"))
		named, j = true, j+n
	default:
		pre, wd, ok := p.heFind(j, ",ב,ל,ו,וב,ול,ה,וה,מ,ומ", heWeekday)
		if !ok {
			return c, false
		}
		// "בשישי", and "עד שישי", "לפני שני": a lead word makes the bare
		// name a day as "ב" does.
		at = pre == "ב" || pre == "וב" || pre == "" && p.word(i-1, "עד", "ועד", "לפני", "ולפני", "אחרי", "מאז")
		this := pre == "ה" || pre == "וה"
		bare = pre == ""
		if wd == 6 {
			named = pre != "ל" && pre != "ול"
			if this {
				c.week = weekThis
			}
		} else if this {
			return c, false // השני, השלישי: the second, the third
		}
		c.wd = wd
		j++
	}
	switch {
	case p.word(j, "שאחרי", "אחרי") && p.word(j+1, "הבא", "הבאה"):
		// "יום שני שאחרי הבא": the Monday after next.
		c.week, c.plus, named = weekNext, 7, true
		j += 2
	case p.word(j, "הבא", "הבאה"):
		c.week, named = weekNext, true
		j++
	case p.word(j, "הזה", "הזאת", "הזו"):
		c.week, named = weekThis, true
		j++
	case p.word(j, "הקרוב", "הקרובה"):
		c.week, named = weekBare, true
		j++
	case p.word(j, "שעבר", "שעברה", "האחרון", "האחרונה"):
		c.week, named = weekPrev, true
		j++
	case p.he(j, "שבוע", ",ב,ל,ה,בה") && p.word(j+1, "הבא"):
		c.week, named = weekNext, true
		j += 2
	case p.he(j, "שבוע", ",ב") && p.word(j+1, "שעבר"):
		c.week, named = weekLast, true
		j += 2
	case p.he(j, "שבוע", "ב") && p.word(j+1, "הזה"):
		// "שלישי בשבוע הזה", "שלישי השבוע": this week's, gone or to come.
		c.week, named = weekCal, true
		j += 2
	case p.he(j, "שבוע", "ה,בה"):
		c.week, named = weekCal, true
		j++
	case p.word(j, "של") && p.he(j+1, "שבוע", "ה") && p.word(j+2, "שעבר", "הבא", "הזה"):
		// "שלישי של השבוע שעבר": that week's day.
		c.week, named = map3(map[string]string{"הבא": "next", "הזה": "this", "שעבר": "last"}[p.text(j+2)], weekNext, weekCal, weekLast), true
		j += 3
	case !named:
		// "שני בבוקר", "ראשון בערב": a part of the day makes it a weekday.
		if pt, n := p.hePart(j); n > 0 {
			c.part, named = pt, true
			j += n
		} else if p.he(j, "עוד", "ב") {
			// "שני בעוד שבועיים": the Monday of the week two weeks ahead.
			a, ok := p.amount(j + 1)
			if ok && a.u == uWeek && a.n >= 1 {
				c.week, c.nweeks, named = weekNext, a.n, true
				j = a.hi
			}
		}
	case p.he(j, "עוד", "ב"):
		// "יום שני בעוד שבועיים"
		a, ok := p.amount(j + 1)
		if !ok || a.u != uWeek || a.n < 1 {
			break
		}
		c.week, c.nweeks, named = weekNext, a.n, true
		j = a.hi
	}
	if !named && (at || bare && p.heDayAfterNoun(i)) && p.heWeekdayStands(j, c.wd) {
		named = true // "בשישי בעשר", "נתראה ברביעי", "תזכיר לי משמרת כפולה ראשון"
	}
	if !named && bare && p.militaryAt(j) {
		named = true // "חוזר לבסיס ראשון 0600": a four-digit hour says a day came before it
	}
	if !named && bare && p.opensNote(i) {
		if _, ok := p.clock(j); ok {
			named = true // "שישי 5 בבוקר נסיעה לאילת": jotted as a note, the day first
		}
	}
	if !named {
		return c, false
	}
	c.hi = j
	return c, true
}

// weekMod reads "next week", "this week" or "last week" said apart from
// the weekday it shifts ("next week on Tuesday", "בשבוע הבא ביום שלישי").
func (p *parser) weekMod(i int) (comp, bool) {
	c := comp{kind: cWeekMod, lo: i, hi: i + 2}
	switch {
	case p.word(i, "next") && p.word(i+1, "week"):
		c.week = weekNext
	case p.word(i, "this") && p.word(i+1, "week"):
		c.week = weekThis
	case p.word(i, "last", "previous") && p.word(i+1, "week"):
		c.week = weekLast
	case p.word(i, "the") && p.word(i+1, "week") && p.word(i+2, "after") && p.word(i+3, "next"):
		c.week, c.nweeks, c.hi = weekNext, 2, i+4
	case p.he(i, "שבוע", ",ב,ל,ו,וב,ול") && p.word(i+1, "הבא"):
		c.week = weekNext
	case p.he(i, "שבוע", ",ב,ו,וב") && p.word(i+1, "שעבר"):
		c.week = weekLast
	case p.he(i, "שבוע", "ב,וב") && p.word(i+1, "הזה"):
		c.week = weekThis
	case p.he(i, "שבוע", "ה,בה,וה,ובה") && p.word(i+1, "הבא"):
		c.week = weekNext // "השבוע הבא": the article said twice, as spoken
	case p.he(i, "שבוע", "ה,בה,וה,ובה") && p.word(i+1, "שעבר"):
		c.week = weekLast
	case p.he(i, "שבוע", "ה,בה,וה,ובה") && !p.ofNounBefore(i):
		c.week, c.hi = weekThis, i+1
	default:
		return c, false
	}
	return c, true
}

// numericDate reads a day-first numeric date: 30.6, 30/6, 30.6.2027,
// 30/06/27, 2026-07-01, also behind a Hebrew prefix ("ב-30.6"). With a
// slash, a date whose day-first reading is impossible and whose
// month-first reading is not is read month first: 12/25 is December 25.
// A fraction followed by a unit or "of" is not a date ("3/4 cup").
func (p *parser) numericDate(i int) (comp, bool) {
	c := comp{kind: cDate, lo: i}
	k := i
	if _, n, ok := p.prefNum(i, "ב,ה,ל,וב,וה,ול,מ,ומ"); ok {
		k = n
	} else if !p.numStart(i) {
		return c, false
	}
	if p.labelAt(i - 1) {
		return c, false // "room 3.12", "version 2.10"
	}
	f := p.numeric(k)
	c.hi = f.hi
	us := p.sym(k+1, "/") && f.b > 12 && f.a >= 1 && f.a <= 12
	switch f.kind {
	case nDM:
		if f.a == 0 || f.b == 0 || f.b > 12 && !us || f.a == 24 && f.b == 7 && p.sym(k+1, "/") {
			return c, false
		}
		c.d, c.m = f.a, f.b
	case nDMY:
		if f.a == 0 || f.b == 0 || f.b > 12 && !us {
			return c, false
		}
		c.d, c.m, c.y = f.a, f.b, f.c
		if f.cd == 2 {
			c.y = p.twoDigitYear(f.c)
		}
	case nYMD:
		if f.a < 1900 || f.a > 2199 {
			return c, false // "תיק 4521-11-25": a case number, not a year
		}
		c.y, c.m, c.d = f.a, f.b, f.c
		if c.m == 0 || c.m > 12 || c.d == 0 {
			c.err = p.invalid(c.lo, c.hi)
			return c, true
		}
	default:
		return c, false
	}
	if us {
		c.d, c.m = c.m, c.d
	}
	if t := p.at(c.hi); t != nil && (quantityWord(t.text) || moneyOrPercent(t.text) || t.text == "of" ||
		t.hebrew && strings.HasPrefix(t.text, "מה")) {
		return c, false // 1.5 liters, 3/4 cup, 2/3 of the cake, 1/2 מהעוגה
	}
	if c.d > daysIn(c.m, c.y) {
		c.err = p.invalid(c.lo, c.hi)
	}
	return c, true
}

// twoDigitYear is the year yy stands for: one of the next twenty years,
// else one of the eighty before ("27" is 2027, "74" is 1974, not 2074: a
// two-digit year far ahead is a year gone by, a birthday or a record).
func (p *parser) twoDigitYear(yy int) int {
	y := p.now.Year()/100*100 + yy
	if y > p.now.Year()+20 {
		y -= 100
	}
	return y
}

// tonightShort reports whether the word at i is "tn", texted for
// "tonight": in lower case, not after a word of place ("in tn", "visit
// tn"), and with an hour, "to", a stop or nothing after it ("tn @ 8", "tn to
// call dan", "call dan tn"). After a name ("Memphis tn", "for Shira tn") only
// an hour after it makes it a time.
func (p *parser) tonightShort(i int) bool {
	t := p.at(i)
	if !p.word(i, "tn") || t.upper {
		return false
	}
	next := p.at(i + 1)
	hour := p.isNum(i+1) || p.word(i+1, "at", "around") || next != nil && next.kind == tSym && next.text == "@"
	if prev := p.at(i - 1); prev != nil && prev.kind == tWord && (prev.upper && !hour || p.word(i-1, "in", "to", "from", "of", "near", "visit", "visiting")) {
		return false
	}
	return next == nil || hour || p.word(i+1, "to", "by") || next.kind == tSym && strings.Contains(",.!;-", next.text)
}
