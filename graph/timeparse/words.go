package timeparse

import (
	"strconv"
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// The word lists of the grammar, as switch functions so that they are
// constants of the program rather than tables someone could change; the
// weekday names are lexicon's, shared with the rest of the planner.

// part is a part of the day.
type part uint8

const (
	partNone part = iota
	partMorning
	partNoon
	partAfternoon
	partEvening
	partNight
	partEarly // early morning, לפנות בוקר: the small hours
)

// The hours the parts of the day stand for when no hour is said with them
// ("in the morning", "בערב"): the one table of them, which the planner's
// "every morning" with no hour and its end of day read too.
const (
	MorningHour   = 9
	NoonHour      = 12
	AfternoonHour = 14
	EveningHour   = 18
	NightHour     = 21
	EarlyHour     = 5 // early morning, לפנות בוקר
)

// defaultHour is the hour a part of the day stands for when no hour is said.
func (pt part) defaultHour() int {
	switch pt {
	case partMorning:
		return MorningHour
	case partNoon:
		return NoonHour
	case partAfternoon:
		return AfternoonHour
	case partEvening:
		return EveningHour
	case partNight:
		return NightHour
	case partEarly:
		return EarlyHour
	}
	return 0
}

// span is the hours a part of the day covers, from and to (24 is the
// day's end).
func (pt part) span() (from, to int) {
	switch pt {
	case partMorning:
		return 6, 12
	case partNoon:
		return 12, 14
	case partAfternoon:
		return 12, 18
	case partEvening:
		return 17, 22
	case partNight:
		return 20, 24
	case partEarly:
		return 4, 7
	}
	return 0, 24
}

// unit is a unit of a relative time ("in 3 days").
type unit uint8

const (
	uNone unit = iota
	uSecond
	uMinute
	uHour
	uDay
	uWeek
	uMonth
	uYear
)

// wdForm tells how a weekday was written in English (lexicon.WeekdayForm).
type wdForm = lexicon.WeekdayForm

const (
	wdNone = lexicon.WeekdayNone
	wdFull = lexicon.WeekdayFull // monday
	wdAbbr = lexicon.WeekdayAbbr // mon, tue, thu, fri: taken anywhere
	wdWeak = lexicon.WeekdayWeak // sun, wed, sat: also English words, so taken only in context
)

// The weekday names are lexicon's, shared with the planner and the
// answers to questions.
var (
	enWeekday       = lexicon.EnWeekday
	heWeekday       = lexicon.HeWeekday
	heWeekdayLetter = lexicon.HeWeekdayLetter
)

func enMonth(w string) (int, bool) {
	switch w {
	case "january", "jan":
		return 1, true
	case "february", "feb":
		return 2, true
	case "march", "mar":
		return 3, true
	case "april", "apr":
		return 4, true
	case "may":
		return 5, true
	case "june", "jun":
		return 6, true
	case "july", "jul":
		return 7, true
	case "august", "aug":
		return 8, true
	case "september", "sep", "sept":
		return 9, true
	case "october", "oct":
		return 10, true
	case "november", "nov":
		return 11, true
	case "december", "dec":
		return 12, true
	}
	return 0, false
}

func heMonth(w string) (int, bool) {
	switch w {
	case "ינואר":
		return 1, true
	case "פברואר":
		return 2, true
	case "מרץ", "מרס":
		return 3, true
	case "אפריל":
		return 4, true
	case "מאי":
		return 5, true
	case "יוני":
		return 6, true
	case "יולי":
		return 7, true
	case "אוגוסט":
		return 8, true
	case "ספטמבר":
		return 9, true
	case "אוקטובר":
		return 10, true
	case "נובמבר":
		return 11, true
	case "דצמבר":
		return 12, true
	}
	return 0, false
}

// enHourWord reads an hour said as an English word.
func enHourWord(w string) (int, bool) {
	switch w {
	case "one":
		return 1, true
	case "two":
		return 2, true
	case "three":
		return 3, true
	case "four":
		return 4, true
	case "five":
		return 5, true
	case "six":
		return 6, true
	case "seven":
		return 7, true
	case "eight":
		return 8, true
	case "nine":
		return 9, true
	case "ten":
		return 10, true
	case "eleven":
		return 11, true
	case "twelve":
		return 12, true
	}
	return 0, false
}

// heHourWord reads an hour said as a Hebrew word (hours are feminine:
// "בשמונה", "בשתיים"). Eleven and twelve are two words, read by the caller.
func heHourWord(w string) (int, bool) {
	switch w {
	case "אחת":
		return 1, true
	case "שתיים", "שתים":
		return 2, true
	case "שלוש":
		return 3, true
	case "ארבע":
		return 4, true
	case "חמש":
		return 5, true
	case "שש":
		return 6, true
	case "שבע":
		return 7, true
	case "שמונה":
		return 8, true
	case "תשע":
		return 9, true
	case "עשר":
		return 10, true
	}
	return 0, false
}

// enNumber reads a count said as an English word.
func enNumber(w string) (int, bool) {
	switch w {
	case "a", "an":
		return 1, true
	case "thirteen":
		return 13, true
	case "fourteen":
		return 14, true
	case "fifteen":
		return 15, true
	case "sixteen":
		return 16, true
	case "seventeen":
		return 17, true
	case "eighteen":
		return 18, true
	case "nineteen":
		return 19, true
	case "twenty":
		return 20, true
	case "thirty":
		return 30, true
	case "forty":
		return 40, true
	case "fifty":
		return 50, true
	case "sixty":
		return 60, true
	case "seventy":
		return 70, true
	case "eighty":
		return 80, true
	case "ninety":
		return 90, true
	}
	return enHourWord(w)
}

// heNumber reads a count said as a Hebrew word, in either gender.
func heNumber(w string) (int, bool) {
	switch w {
	case "אחד", "אחת":
		return 1, true
	case "שניים", "שנים", "שתיים", "שתים", "שני", "שתי":
		return 2, true
	case "שלוש", "שלושה", "שלושת":
		return 3, true
	case "ארבע", "ארבעה", "ארבעת":
		return 4, true
	case "חמש", "חמישה", "חמשת":
		return 5, true
	case "שש", "שישה", "ששה", "ששת":
		return 6, true
	case "שבע", "שבעה", "שבעת":
		return 7, true
	case "שמונה", "שמונת":
		return 8, true
	case "תשע", "תשעה", "תשעת":
		return 9, true
	case "עשר", "עשרה", "עשרת":
		return 10, true
	case "עשרים":
		return 20, true
	case "שלושים":
		return 30, true
	case "ארבעים":
		return 40, true
	case "חמישים":
		return 50, true
	case "שישים":
		return 60, true
	case "תשעים":
		return 90, true
	}
	return 0, false
}

func enUnit(w string) unit {
	switch w {
	case "second", "seconds", "sec", "secs":
		return uSecond
	case "minute", "minutes", "min", "mins":
		return uMinute
	case "hour", "hours", "hr", "hrs", "h":
		return uHour
	case "day", "days":
		return uDay
	case "week", "weeks", "wk", "wks":
		return uWeek
	case "month", "months":
		return uMonth
	case "year", "years":
		return uYear
	}
	return uNone
}

// heUnit reads a Hebrew unit; n is 1 for the singular ("בעוד שעה"), 2 for
// the dual ("בעוד שעתיים") and 0 for a plural that needs a count.
func heUnit(w string) (u unit, n int) {
	switch w {
	case "דקה":
		return uMinute, 1
	case "דקות", "דק'", "דק", "דק׳":
		return uMinute, 0
	case "דקתיים":
		return uMinute, 2
	case "שעה":
		return uHour, 1
	case "שעות":
		return uHour, 0
	case "שעתיים":
		return uHour, 2
	case "יום":
		return uDay, 1
	case "ימים":
		return uDay, 0
	case "יומיים":
		return uDay, 2
	case "שבוע":
		return uWeek, 1
	case "שבועות":
		return uWeek, 0
	case "שבועיים":
		return uWeek, 2
	case "חודש":
		return uMonth, 1
	case "חודשים":
		return uMonth, 0
	case "חודשיים":
		return uMonth, 2
	case "שנה":
		return uYear, 1
	case "שנים":
		return uYear, 0
	case "שנתיים":
		return uYear, 2
	}
	return uNone, 0
}

func enPart(w string) part {
	switch w {
	case "morning", "mrng", "morn":
		return partMorning
	case "afternoon", "arvo", "aft":
		return partAfternoon
	case "evening", "eve":
		return partEvening
	case "night", "nite":
		return partNight
	}
	return partNone
}

// enPartWord reads a part of the day said as a bare word, which only sets
// the half of the day of an hour said with it: "every morning at 8",
// "mornings at 8", "nightly at 10".
func enPartWord(w string) part {
	switch w {
	case "mornings":
		return partMorning
	case "afternoons":
		return partAfternoon
	case "evenings":
		return partEvening
	case "nights", "nightly":
		return partNight
	}
	return enPart(w)
}

// quantityWord reports whether w names what a number counts ("3 days",
// "2 liters", "5 people"), so the number before it is not an hour or a date.
// QuantityWord reports whether w is a unit or a thing counted, so that
// the number before it is an amount and not a time ("1000 steps",
// "2 כוסות").
func QuantityWord(w string) bool { return quantityWord(strings.ToLower(w)) }

func quantityWord(w string) bool {
	if u, _ := heUnit(w); u != uNone || enUnit(w) != uNone {
		return true
	}
	switch w {
	case "שקל", "שקלים", "ש\"ח", "אחוז", "אחוזים", "מטר", "מטרים", "ק\"מ", "ק\"ג", "קילו", "גרם",
		"ליטר", "ליטרים", "מ\"ל", "פעמים", "פעם", "אנשים", "איש", "יחידות", "קומה",
		"כוס", "כוסות", "כף", "כפות", "כפית", "כפיות", "חבילה", "חבילות", "בקבוק", "בקבוקים",
		"דולר", "דולרים", "יורו", "אגורות", "ק\"מ/ש", "קמ\"ש", "מעלות",
		"kg", "g", "km", "m", "cm", "mm", "l", "ml", "liter", "liters", "litre", "litres", "lb", "lbs",
		"oz", "cup", "cups", "tbsp", "tsp", "teaspoon", "teaspoons", "tablespoon", "tablespoons",
		"glass", "glasses", "slice", "slices", "piece", "pieces", "pack", "packs", "bottle", "bottles",
		"percent", "times", "people", "persons", "guests", "units", "dollars", "dollar", "bucks", "euro", "euros",
		"nis", "shekel", "shekels", "degrees", "mph", "kmh", "calories", "cal", "items", "pages", "reps", "sets":
		return true
	}
	return false
}

// tomorrowWords are "tomorrow" and the ways it is shortened and misspelt.
var tomorrowWords = []string{"tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow", "tomm", "tmrow", "tomrrow",
	"tmorow", "tmorrow", "tomoro", "tomorro", "tomrw", "tmrrw", "tmw", "tomoz", "tmoz"}

// TomorrowWord reports whether w is "tomorrow" as written, shortened or
// misspelt ("tmrw", "tmoz", "tommorow"), as the grammar reads it.
func TomorrowWord(w string) bool {
	w = strings.ToLower(w)
	for _, t := range tomorrowWords {
		if w == t {
			return true
		}
	}
	return false
}

// CountWord reads w as a count: digits, or a number said as a word in
// either language and gender ("שלושים", "חמישה", "five"). "a", "an" are
// no count here.
func CountWord(w string) (int, bool) {
	w = strings.ToLower(w)
	if w == "a" || w == "an" || w == "" {
		return 0, false
	}
	if n, err := strconv.Atoi(w); err == nil && n >= 0 {
		return n, true
	}
	if n, ok := heNumber(w); ok {
		return n, true
	}
	return enNumber(w)
}
