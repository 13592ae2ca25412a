package offline

import (
	"strings"
	"time"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Yearly repetitions: "every year on March 14", "annually on 3/14", "each
// year", "once a year", "every 2 years", "כל שנה ב-14 במרץ", "פעם בשנה",
// "מדי שנה", "כל שנתיים". The date of the year is the one the time reader
// finds in the message (see yearDate); a yearly repetition said without
// one asks for it.
var (
	reYearEN = re(`\b(?:(?:every|each|once\s+a|once\s+per|once\s+every)\s+year|annually|(?:every|each|once\s+every)\s+` + countEN + `\s+years?)\b`)
	reYearHE = re(`(?:^|\s)(?:ו)?(?:(?:ב)?כל\s+|פעם\s+ב-?|אחת\s+ל-?|מדי\s+|מידי\s+)(?:(שנה|שנתיים)|` + countHE + `\s+שנים)(?:\s|$|[,.])`)
	// reYearlyEN is "yearly" said of when, not of a thing: "remind me
	// yearly on may 5", not "my yearly checkup".
	reYearlyEN    = re(`\byearly\b`)
	reYearlyThing = re(`\b(?:the|my|a|an|our|your|his|her|their)\s+yearly\b|\byearly\s+(?:checkup|check-up|check|review|report|exam|physical|fee|fees|bonus|plan|subscription|meeting|event|party|trip|membership|budget|goals?|visit)\b`)
)

// readYear reads a yearly repetition in low: the recurrence, every one
// or several years, and the span it was said in, or nil.
func readYear(low, zone string) (*memo.Recurrence, []int) {
	if g, loc := submatches(reYearEN, low); loc != nil {
		return &memo.Recurrence{Type: memo.RecurYearly, Every: yearsOf(g[1]), TimeZone: zone}, loc
	}
	if g, loc := submatches(reYearHE, low); loc != nil {
		every := 0
		switch {
		case g[1] == "שנתיים":
			every = 2
		case g[2] != "":
			every = periods(g[2])
		}
		return &memo.Recurrence{Type: memo.RecurYearly, Every: every, TimeZone: zone}, loc
	}
	if loc := reYearlyEN.FindStringIndex(reYearlyThing.ReplaceAllStringFunc(low, blank)); loc != nil {
		return &memo.Recurrence{Type: memo.RecurYearly, TimeZone: zone}, loc
	}
	return nil, nil
}

// yearsOf is how many years a count says: 0 (each one) when none was
// said.
func yearsOf(count string) int {
	if count == "" {
		return 0
	}
	return periods(count)
}

// blank writes s as as many spaces, so that spans found after it still
// point into the text it was cut from.
func blank(s string) string { return strings.Repeat(" ", len(s)) }

// yearDate completes a yearly rec with the date of the year said in
// text: a month named ("March 14", "14 במרץ") or a date in digits
// ("14/3"). A day said without its month ("on the 14th", "on Friday",
// "tomorrow") is not a date of the year, and is not guessed at.
func (m *message) yearDate(rec *memo.Recurrence, r timeparse.Result, found bool, text string) error {
	if !found || !r.HasDate || !namesMonth(text, r.Spans) {
		return memo.Refuse(memo.EInvalid, memo.WhyYearWhichDate, memo.Detail{})
	}
	_, mo, d := r.Time.In(m.loc()).Date()
	rec.Month, rec.DayOfMonth = int(mo), d
	return nil
}

// namesMonth reports whether text's spans name a month, by name or in a
// date written in digits.
func namesMonth(text string, spans [][2]int) bool {
	for _, sp := range spans {
		said := toLower(text[sp[0]:sp[1]])
		for _, w := range strings.FieldsFunc(said, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if monthWord(w) {
				return true
			}
		}
		if reDigitDate.MatchString(said) {
			return true
		}
	}
	return false
}

// reDigitDate is a day and a month in digits: "14/3", "14.3.27", "3-14".
var reDigitDate = compile(`\d{1,2}\s*[./-]\s*\d{1,2}`)

// monthNames are the months as people write them, and the Hebrew ones
// behind a prefix letter ("במרץ", "לדצמבר").
var monthNames = map[string]bool{
	"january": true, "jan": true, "february": true, "feb": true, "march": true, "mar": true, "april": true, "apr": true,
	"may": true, "june": true, "jun": true, "july": true, "jul": true, "august": true, "aug": true, "september": true,
	"sep": true, "sept": true, "october": true, "oct": true, "november": true, "nov": true, "december": true, "dec": true,
	"ינואר": true, "פברואר": true, "מרץ": true, "מרס": true, "אפריל": true, "מאי": true, "יוני": true, "יולי": true,
	"אוגוסט": true, "ספטמבר": true, "אוקטובר": true, "נובמבר": true, "דצמבר": true,
}

// monthWord reports whether w is a month, behind a Hebrew prefix or not.
func monthWord(w string) bool {
	if monthNames[w] {
		return true
	}
	for _, p := range []string{"ב", "ל", "ה", "מ", "וב", "ול"} {
		if rest, ok := strings.CutPrefix(w, p); ok && monthNames[rest] {
			return true
		}
	}
	return false
}

// settleYear completes a yearly rec with its date and, when the series
// repeats every several years, its first day: the coming date.
func (m *message) settleYear(rec *memo.Recurrence, r timeparse.Result, found bool, text string) error {
	if err := m.yearDate(rec, r, found, text); err != nil {
		return err
	}
	y, mo, d := r.Time.In(m.loc()).Date()
	day := time.Date(y, mo, d, 0, 0, 0, 0, m.loc())
	if !day.Before(startOfDay(m)) {
		rec.Start = day.Format(time.DateOnly)
	}
	return nil
}
