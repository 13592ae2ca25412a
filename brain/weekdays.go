package brain

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo/lexicon"
)

// A note may name its days as a Hebrew letter ("בימים א' ג' ה'"), by the
// name ("every Tuesday", "בימי שלישי") or short ("tue"), and a question
// asks by any of them ("כמה קומדין היא לוקחת ביום שלישי?"). A memory that
// names a weekday is indexed with the day's mark besides its words, and a
// question's weekday word is found by it: "ג'" after "ימים" and "שלישי"
// are one day. A lone letter is a day only after "יום"/"ימים" or in a run
// of letter days, so "כיתה ג'" (a grade) is none.
const dayMarkPrefix = "zzday"

// dayMark is the mark of weekday d (0 = Sunday).
func dayMark(d int) string { return dayMarkPrefix + strconv.Itoa(d) }

// dayWord reads one word (lower case, with or without a prefix letter ב
// or ו) as a weekday by its name in either language.
func dayWord(w string) (int, bool) {
	if d, form := lexicon.EnWeekday(w); form == lexicon.WeekdayFull || form == lexicon.WeekdayAbbr {
		return d, true
	}
	if d, ok := lexicon.HeWeekday(w); ok {
		return d, true
	}
	for _, p := range []string{"ב", "ו", "וב"} {
		if rest, ok := strings.CutPrefix(w, p); ok {
			if d, ok := lexicon.HeWeekday(rest); ok {
				return d, true
			}
		}
	}
	return 0, false
}

// isDayNoun reports whether w is "יום" or "ימים" (or "ימי"), with or
// without a prefix letter: a letter after it is a weekday.
func isDayNoun(w string) bool {
	w = strings.TrimLeft(w, "ובה")
	return w == "יום" || w == "ימים" || w == "ימי"
}

// letterDay reads a one-letter weekday with its geresh ("ג'", "ג׳").
func letterDay(w string) (int, bool) {
	w = strings.ReplaceAll(w, "׳", "'")
	if !strings.HasSuffix(w, "'") {
		return 0, false
	}
	return lexicon.HeWeekdayLetter(w)
}

// dayTerms returns the marks of the weekdays the texts name.
func dayTerms(texts ...string) []string {
	var out []string
	seen := map[int]bool{}
	add := func(d int) {
		if !seen[d] {
			seen[d] = true
			out = append(out, dayMark(d))
		}
	}
	for _, t := range texts {
		ws := strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
			return unicode.IsSpace(r) || r == ',' || r == '.' || r == '?' || r == '!' || r == ';' || r == ':' || r == '-'
		})
		for i, w := range ws {
			if d, ok := dayWord(w); ok {
				add(d)
				continue
			}
			d, ok := letterDay(w)
			if !ok {
				continue
			}
			prevLetter := false
			if i > 0 {
				_, prevLetter = letterDay(ws[i-1])
			}
			nextLetter := false
			if i+1 < len(ws) {
				_, nextLetter = letterDay(ws[i+1])
			}
			if (i > 0 && isDayNoun(ws[i-1])) || (prevLetter || nextLetter) && runAfterDayNoun(ws, i) {
				add(d)
			}
		}
	}
	return out
}

// runAfterDayNoun reports whether the run of letter days that holds ws[i]
// follows "יום"/"ימים".
func runAfterDayNoun(ws []string, i int) bool {
	for j := i; j >= 0; j-- {
		if _, ok := letterDay(ws[j]); ok {
			continue
		}
		return isDayNoun(ws[j])
	}
	return false
}

// markDays gives each asked word that is a weekday's name the day's mark
// among its forms, and drops "יום" before it ("ביום שלישי" asks for one
// day); a question that names its day by a letter ("ביום ג'") asks by the
// mark in place of "יום".
func markDays(q string, out [][]string) [][]string {
	marks := dayTerms(q)
	if len(marks) == 0 {
		return out
	}
	named := false
	for i, g := range out {
		if d, ok := dayWord(unfoldFinal(g[0])); ok {
			out[i] = append(g, dayMark(d))
			named = true
		}
	}
	var kept [][]string
	for _, g := range out {
		if isDayNoun(unfoldFinal(g[0])) {
			if !named {
				kept = append(kept, marks)
				named = true
			}
			continue
		}
		kept = append(kept, g)
	}
	return kept
}
