package offline

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Repetitions every several days, weeks or months, and on a weekday of the
// month: "every other monday", "every 3 days", "every two months on the
// 5th", "fortnightly", "twice a week on mon and thu", "the last friday of
// every month", "כל שבועיים", "פעם ביומיים", "כל 3 חודשים ב-10",
// "פעמיים בשבוע בימים ב׳ וה׳", "ביום שני הראשון של כל חודש". The bare
// "every week", "once a month", "פעם בחודש" fall on the day they start
// (see readEach).
var (
	// countEN is how many periods: a digit, a number word, or an ordinal
	// of the period ("every other", "every second", "every third").
	countEN = `(\d{1,3}|other|second|2nd|third|3rd|fourth|4th|two|three|four|five|six|seven|eight|nine|ten|twelve)`
	countHE = `(\d{1,3}|שלושה|שלוש|ארבעה|ארבע|חמישה|חמש|שישה|שש|שבעה|שבע|שמונה|תשעה|תשע|עשרה|עשר)`
	// ordinalEN is a week of the month.
	ordinalEN = `(first|1st|second|2nd|third|3rd|fourth|4th|last)`
	// daysEN are one weekday or several: "monday", "mon and thu", "sundays".
	daysEN = `(` + weekdayEN + `(?:\s*(?:,|and|&)\s*` + weekdayEN + `)*)`
	// daysHE are "ביום שני", "בימים ב׳ וה׳", "בשני ובחמישי".
	daysHE = `(?:ב)?(?:יום\s+|ימים\s+|ימי\s+)?(` + dayHE + `(?:\s*(?:,\s*|ו-?|\s)\s*(?:ב)?(?:יום\s+)?` + dayHE + `)*)`

	// reEveryEN: "every other week on monday", "every 3 days", "once every
	// two months on the 5th", "every other tuesday", "fortnightly".
	// "Every second tuesday" is as often the month's second Tuesday as
	// every other one: only "other" is read before a weekday.
	reEveryEN = re(`\b(?:(?:every|each|once\s+(?:every|in))\s+(?:` + countEN + `\s+(days?|weeks?|months?)|(other)\s+` + daysEN + `)|(fortnightly|every\s+fortnight|once\s+a\s+fortnight))\b`)
	// reEveryHE: "כל שבועיים", "כל 3 ימים", "פעם בחודשיים", "אחת לשבועיים".
	reEveryHE = re(`(?:^|\s)(?:ו)?(?:(?:ב)?כל\s+|פעם\s+ב-?|אחת\s+ל-?)(?:(יומיים|שבועיים|חודשיים)|` + countHE + `\s+(ימים|שבועות|חודשים))(?:\s|$|[,.])`)
	// The day said after a period: "on monday", "on the 5th", "ביום שני",
	// "ב-5 לחודש" (of a month only: after days or weeks, "ב-8" is an hour).
	reOnDaysEN = re(`^\s*,?\s*(?:on\s+)?` + daysEN + `\b`)
	reOnDateEN = re(`^\s*,?\s*(?:(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b|on\s+the\s+(\d{1,2})\b)`)
	// reHourNext is what makes a bare "on the 15" an hour after all.
	reHourNext = re(`^\s*(?::|\.\d|a\.?m\b|p\.?m\b|o'?clock)`)
	reOnDaysHE = re(`^\s*,?\s*` + daysHE + `(?:\s|$|[,.])`)
	reOnDateHE = re(`^\s*,?\s*ב-?\s*(\d{1,2})(?:\s+לחודש)?(?:\s|$|[,.])`)
	// reTimesEN and reTimesHE are "twice a week on mon and thu", "פעמיים
	// בשבוע בימים ב׳ וה׳": weekly on the days said, which must be as many.
	reTimesEN = re(`\b(twice|two\s+times|three\s+times|four\s+times|five\s+times|\d\s*(?:times|x))\s+(?:a|per|every)\s+week\b(?:\s*,?\s*(?:on\s+)?` + daysEN + `\b)?`)
	reTimesHE = re(`(?:^|\s)(?:ו)?(פעמיים|שלוש\s+פעמים|ארבע\s+פעמים|חמש\s+פעמים|\d\s+פעמים)\s+(?:ב|ל|כל\s+)שבוע(?:\s*,?\s*` + daysHE + `)?(?:\s|$|[,.])`)
	// reNthEN: "the first monday of every month", "every last friday",
	// "monthly on the second tuesday", "the 3rd thursday of each other month".
	reNthEN = re(`\b(?:(?:on\s+)?(?:the\s+)?` + ordinalEN + `\s+(` + weekdayEN + `)\s+(?:of|in)\s+(?:every|each)\s+(other\s+|second\s+)?month|` +
		`(?:every|each)\s+(first|1st|fourth|4th|last)\s+(` + weekdayEN + `)(?:\s+(?:of|in)\s+(?:the|a|every|each)\s+month)?|` +
		`(?:every|each)\s+(second|2nd|third|3rd)\s+(` + weekdayEN + `)\s+(?:of|in)\s+(?:the|a|every|each)\s+month|` +
		`monthly\s+on\s+the\s+` + ordinalEN + `\s+(` + weekdayEN + `))\b`)
	// reNthHE: "ביום שני הראשון של כל חודש", "בשישי האחרון בכל חודש",
	// "כל יום שני ראשון בחודש", "כל חודש ביום חמישי האחרון".
	reNthHE = re(`(?:^|\s)(?:ו)?(?:(?:ב)?כל\s+חודש\s+)?(?:ב|כל\s+)?(?:יום\s+)?(` + weekdayHE + `)\s+(הראשון|השני|השלישי|הרביעי|האחרון|ראשון|אחרון)` +
		`(?:\s+(?:של\s+|ב)(?:כל\s+)?(?:ה)?חודש)?(?:\s|$|[,.])`)
)

// numberCount is a count of periods said in words.
var numberCount = map[string]int{"other": 2, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
	"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12,
	"שלושה": 3, "שלוש": 3, "ארבעה": 4, "ארבע": 4, "חמישה": 5, "חמש": 5, "שישה": 6, "שש": 6, "שבעה": 7, "שבע": 7,
	"שמונה": 8, "תשעה": 9, "תשע": 9, "עשרה": 10, "עשר": 10,
	"twice": 2, "two times": 2, "three times": 3, "four times": 4, "five times": 5,
	"פעמיים": 2, "שלוש פעמים": 3, "ארבע פעמים": 4, "חמש פעמים": 5}

// weekOfMonth reads an ordinal of the week of the month; -1 is the last.
func weekOfMonth(s string) int {
	switch strings.TrimPrefix(s, "ה") {
	case "first", "1st", "ראשון":
		return 1
	case "second", "2nd", "שני":
		return 2
	case "third", "3rd", "שלישי":
		return 3
	case "fourth", "4th", "רביעי":
		return 4
	case "last", "אחרון":
		return -1
	}
	return 0
}

// periods reads a count of periods or times: a word ("other", "three
// times", "פעמיים") or the digits it opens with ("3", "2 times", "3x").
func periods(s string) int {
	if n, ok := numberCount[oneSpace(s)]; ok {
		return n
	}
	end := 0
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, _ := strconv.Atoi(s[:end])
	return n
}

// readEvery reads a repetition of every several periods, of a number of
// times a week on named days, or on a weekday of the month, in low (the
// lowered message). It returns the recurrence and the span it was said
// in, or nil; an error when what was said cannot be kept as said (a
// count of days that is not the count of days named).
func (m *message) readEvery(low, zone string) (*memo.Recurrence, []int, error) {
	if g, loc := submatches(reNthEN, low); loc != nil {
		ord, day := firstOf([]string{g[1], g[4], g[6], g[8]}), firstOf([]string{g[2], g[5], g[7], g[9]})
		rec := &memo.Recurrence{Type: memo.RecurMonthly, Week: weekOfMonth(ord), Days: weekdays(day), TimeZone: zone}
		if g[3] != "" {
			rec.Every = 2
		}
		return rec, loc, nil
	}
	if g, loc := submatches(reNthHE, low); loc != nil && strings.Contains(low[loc[0]:loc[1]], "כל") && strings.Contains(low[loc[0]:loc[1]], "חודש") {
		// "of every month": without "every" ("ביום שני הראשון של החודש")
		// it is one day.
		return &memo.Recurrence{Type: memo.RecurMonthly, Week: weekOfMonth(g[2]), Days: weekdays(g[1]), TimeZone: zone}, loc, nil
	}
	if g, loc := submatches(reTimesEN, low); loc != nil {
		return m.timesAWeek(g[1], g[2], loc, zone)
	}
	if g, loc := submatches(reTimesHE, low); loc != nil {
		return m.timesAWeek(g[1], g[2], loc, zone)
	}
	if g, loc := submatches(reEveryEN, low); loc != nil {
		rec := &memo.Recurrence{TimeZone: zone, Every: periods(firstOf([]string{g[1], g[3]}))}
		unit, days := g[2], g[4]
		if g[5] != "" {
			rec.Every, unit = 2, "week"
		}
		return m.everySaid(rec, unit, days, low, loc, reOnDaysEN, reOnDateEN)
	}
	if g, loc := submatches(reEveryHE, low); loc != nil {
		rec := &memo.Recurrence{TimeZone: zone, Every: 2}
		unit := g[1]
		if unit == "" {
			rec.Every, unit = periods(g[2]), g[3]
		}
		return m.everySaid(rec, unit, "", low, loc, reOnDaysHE, reOnDateHE)
	}
	return nil, nil, nil
}

// everySaid completes rec, every rec.Every units, with the weekdays named
// in it (days) or said right after it in low, at loc: "every 2 weeks on
// monday", "כל חודשיים ב-5". A day that does not fit the period ("every
// 3 days on monday", "every 2 weeks on the 5th") is not guessed at: nil.
func (m *message) everySaid(rec *memo.Recurrence, unit, days, low string, loc []int, onDays, onDate *pattern) (*memo.Recurrence, []int, error) {
	if rec.Every < 2 || rec.Every > memo.MaxEvery {
		return nil, nil, nil
	}
	switch {
	case unit == "":
		rec.Type = memo.RecurWeekly // "every other monday"
	case strings.HasPrefix(unit, "day") || strings.HasPrefix(unit, "יומ") || strings.HasPrefix(unit, "ימ"):
		rec.Type = memo.RecurDaily
	case strings.HasPrefix(unit, "week") || strings.HasPrefix(unit, "שבוע"):
		rec.Type = memo.RecurWeekly
	default:
		rec.Type = memo.RecurMonthly
	}
	after := low[loc[1]:]
	dayG, dayLoc := submatches(onDays, after)
	dateG, dateLoc := submatches(onDate, after)
	if dateLoc != nil && onDate == reOnDateEN && dateG[2] != "" && reHourNext.MatchString(after[dateLoc[1]:]) {
		dateG, dateLoc = nil, nil // "on the 15:30" is no day
	}
	switch {
	case days != "":
		rec.Days = weekdays(days)
	case dayLoc != nil && rec.Type == memo.RecurWeekly:
		rec.Days, loc = weekdays(dayG[1]), []int{loc[0], loc[1] + dayLoc[1]}
	case dateLoc != nil && rec.Type == memo.RecurMonthly:
		rec.DayOfMonth, _ = strconv.Atoi(firstOf(dateG[1:]))
		if rec.DayOfMonth < 1 || rec.DayOfMonth > 31 {
			return nil, nil, memo.Refuse(memo.EInvalid, memo.WhyNoSuchDay, memo.Detail{N: rec.DayOfMonth})
		}
		loc = []int{loc[0], loc[1] + dateLoc[1]}
	case dayLoc != nil, dateLoc != nil && onDate == reOnDateEN:
		return nil, nil, nil
	}
	return rec, loc, nil
}

// timesAWeek is "twice a week on monday and thursday": weekly on the days
// named, when there are as many as said. Without days, or with another
// count of them, it asks which days.
func (m *message) timesAWeek(count, days string, loc []int, zone string) (*memo.Recurrence, []int, error) {
	n, named := periods(count), weekdays(days)
	if n < 1 || len(named) != n {
		return nil, nil, memo.Refuse(memo.EInvalid, memo.WhyRepeatWhichDays, memo.Detail{})
	}
	return &memo.Recurrence{Type: memo.RecurWeekly, Days: named, TimeZone: zone}, loc, nil
}

// submatches returns rx's first match in s as strings (trimmed, "" for a
// group that did not take part) and its span, or nil.
func submatches(rx *pattern, s string) ([]string, []int) {
	loc := rx.FindStringSubmatchIndex(s)
	if loc == nil {
		return nil, nil
	}
	g := make([]string, len(loc)/2)
	for i := range g {
		if loc[2*i] >= 0 {
			g[i] = strings.TrimSpace(s[loc[2*i]:loc[2*i+1]])
		}
	}
	return g, loc[:2]
}

// Bare repetitions of a week or a month: "every week", "once a month",
// "weekly", "כל שבוע", "פעם בחודש", "אחת לשבוע". They fall on the weekday
// or the day of the month they start on.
// "Weekly" and "monthly" alone are not among them: they name things ("the
// monthly report").
var (
	reEachEN = re(`\b(?:every|each|once\s+a|once\s+per|once\s+every)\s+(week|month)\b`)
	reEachHE = re(`(?:^|\s)(?:ו)?(?:(?:ב)?כל\s+|פעם\s+ב|אחת\s+ל)(שבוע|חודש)(?:\s|$|[,.])`)
	// reEachNamesDay is what, after a bare week or month, says which day
	// in words the bare reading would drop: "every month on the last
	// day", "כל שבוע שני", "כל חודש בראשון".
	// reEachOfDay is what, before a bare month, makes it a day of the
	// month said in words the bare reading would drop: "on the last day
	// of every month", "ביום האחרון של כל חודש", "בשישי האחרון בכל חודש".
	reEachOfDay    = re(`(?:\b(?:of|in)|(?:^|\s)(?:של|האחרון|הראשון|השני|השלישי|הרביעי|אחרון|ראשון|last|first|second|third|fourth))\s*$`)
	reEachNamesDay = re(`^[\s,]*(?:on|the|of|in|during|של|` + weekdayEN + `|(?:ב|ה)?` + weekdayHE + `|(?:ב|ה)?(?:ראשון|אחרון|אמצע)|first|last|second|third|fourth|\d)(?:[^\p{L}\p{N}]|$)`)
)

// readEach reads a bare repetition of a week or a month in low.
func readEach(low, zone string) (*memo.Recurrence, []int) {
	g, loc := submatches(reEachEN, low)
	if loc == nil {
		g, loc = submatches(reEachHE, low)
	}
	if loc == nil || reEachNamesDay.MatchString(low[loc[1]:]) || reEachOfDay.MatchString(strings.TrimSuffix(low[:loc[0]+1], "ב")) {
		return nil, nil
	}
	unit := g[1]
	if strings.HasPrefix(unit, "week") || strings.HasPrefix(unit, "שבוע") {
		return &memo.Recurrence{Type: memo.RecurWeekly, TimeZone: zone}, loc
	}
	return &memo.Recurrence{Type: memo.RecurMonthly, TimeZone: zone}, loc
}

// reStartWord says a repetition's first day ("starting sunday", "from
// monday", "החל מיום ראשון") or a day it skips ("except friday", "חוץ
// משישי"): another weekday said with it is not a second time.
var reStartWord = compile(`\b(?:starting|beginning|from|as\s+of|except|but\s+not|other\s+than|skip|skipping)\b|(?:^|\s)(?:החל|מיום|מתחיל|מתחילה|חוץ|מלבד|בלי|לא\s+ב)`)

// settleStart completes a repeating reminder with the day it starts: a
// date said with it ("every other monday starting next week", "every
// month from the 5th") is its first day. A weekly series said without a
// weekday falls on the weekday it starts, a monthly one said with its
// first day and no day of the month on that day of the month; a monthly
// one with neither is asked which day. A first day already gone is refused.
func (m *message) settleStart(rec *memo.Recurrence, r timeparse.Result, found bool, week *time.Time, text string) error {
	if rec.Type == memo.RecurYearly {
		return m.settleYear(rec, r, found, text)
	}
	first := startOfDay(m)
	if rec.Type == memo.RecurMonthly && rec.Week == 0 && rec.DayOfMonth == 0 && week == nil && !(found && r.HasDate) {
		// "remind me every month at 10 to pay rent": which day of the
		// month is asked, not taken from today's date.
		return memo.Refuse(memo.EInvalid, memo.WhyMonthWhichDay, memo.Detail{})
	}
	if rec.Type == memo.RecurMonthly && rec.Week == 0 && rec.DayOfMonth == 0 && found && r.HasDate && saysWeekday(text, r.Spans) {
		// "every month on wednesday": which Wednesday is not guessed
		// from the coming one's date.
		return memo.Refuse(memo.EInvalid, memo.WhyMonthWhichDay, memo.Detail{})
	}
	if rec.Type == memo.RecurWeekly && len(rec.Days) > 0 && week == nil && found && r.HasDate && namesWeekday(text, r.Spans) &&
		!containsInt(rec.Days, int(r.Time.In(m.loc()).Weekday())) && !reStartWord.MatchString(m.low) {
		// "every thursday at 8 remind me to shop for saturday": another
		// weekday is what the item is for, or a second day; not guessed.
		return memo.Refuse(memo.EInvalid, memo.WhyTwoTimes, memo.Detail{})
	}
	if mixedRepeat(rec, r, found, week != nil || reStartWord.MatchString(m.low), text) {
		// "every monday and on the 1st": two repetitions, not a first day.
		return memo.Refuse(memo.EInvalid, memo.WhyTwoTimes, memo.Detail{})
	}
	if week != nil {
		first = *week
		rec.Start = first.Format(time.DateOnly)
	} else if found && r.HasDate {
		y, mo, d := r.Time.In(m.loc()).Date()
		day := time.Date(y, mo, d, 0, 0, 0, 0, m.loc())
		if day.Before(first) {
			return pastTime(m)
		}
		first = day
		rec.Start = day.Format(time.DateOnly)
	}
	if rec.Type == memo.RecurWeekly && len(rec.Days) == 0 {
		rec.Days = []int{int(first.Weekday())}
	}
	if rec.Type == memo.RecurMonthly && rec.Week == 0 && rec.DayOfMonth == 0 {
		rec.DayOfMonth = first.Day()
	}
	return nil
}

// reStarting is a word that says a repeating reminder's first day comes
// next: "starting next week", "beginning on feb 3", "from sunday", "החל
// מיום ראשון", "החל מה-5 בפברואר".
var reStarting = re(`(?:^|\s)(?:starting|beginning|commencing|from|as\s+of)(?:\s+(?:on|from|with))?\s+|(?:^|\s)(?:החל|מתחיל|מתחילה|מתחילים|להתחיל)\s+מ(?:ה-?|-)?`)

// reStartWeek is a week said as a series' start: "next week", "השבוע הבא".
var reStartWeek = re(`^(?:next\s+week|(?:ה|ב)?שבוע\s+הבא)(?:$|[^\p{L}'’])`)

// cutStarting returns text without the word before a repeating reminder's
// first day when a date or "next week" follows it, so the day is read as
// its start and the word is not left in its title, and the first day of
// "next week" (its Sunday) when that was said.
func (m *message) cutStarting(text string, now time.Time) (string, *time.Time) {
	low := toLower(text)
	if len(low) != len(text) {
		return text, nil
	}
	for _, at := range reStarting.get().FindAllStringIndex(low, -1) {
		rest := text[at[1]:]
		if loc := reStartWeek.FindStringIndex(toLower(rest)); loc != nil {
			today := startOfDay(m)
			sunday := today.AddDate(0, 0, 7-int(today.Weekday()))
			return strings.TrimSpace(text[:at[0]] + " " + rest[loc[1]:]), &sunday
		}
		if r, found, err := timeparse.Parse(rest, now, m.loc()); err == nil && found && r.HasDate && len(r.Spans) > 0 && r.Spans[0][0] == 0 {
			return strings.TrimSpace(text[:at[0]] + " " + rest), nil
		}
	}
	return text, nil
}

// saysWeekday reports whether a weekday is named in text's spans.
func saysWeekday(text string, spans [][2]int) bool {
	for _, sp := range spans {
		for _, w := range strings.Fields(toLower(text[sp[0]:sp[1]])) {
			if len(weekdays(w)) > 0 && !strings.ContainsAny(w, "0123456789") && utf8.RuneCountInString(w) > 2 {
				return true
			}
		}
	}
	return false
}

// namesWeekday is saysWeekday, also for a Hebrew weekday behind its
// prefix letters: "לשבת", "ולראשון" (prefixedWeekday).
func namesWeekday(text string, spans [][2]int) bool {
	if saysWeekday(text, spans) {
		return true
	}
	for _, sp := range spans {
		if slices.ContainsFunc(strings.Fields(toLower(text[sp[0]:sp[1]])), prefixedWeekday) {
			return true
		}
	}
	return false
}

// RepeatOf is the repetition the grammar reads in req's message, for a
// planner that reads the message another way (the model) to be held to:
// nil when the grammar reads none, or reads it only in part.
func RepeatOf(req memo.PlanRequest) *memo.Recurrence {
	m := newMessage(req)
	r, _, err := m.readRecurrence(m.raw)
	if err != nil || r.rec == nil {
		return nil
	}
	return r.rec
}
