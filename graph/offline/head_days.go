package offline

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// mendDays mends day words misspelt by one slip anywhere in fields and
// reports whether it changed any.
func mendDays(fields []string) bool {
	changed := false
	for i, w := range fields {
		core := toLower(strings.TrimRight(w, ",.:;!?"))
		fix, ok := mendDay(core)
		if !ok {
			fix, ok = mendKeyWord(core)
		}
		if !ok && i+1 < len(fields) && slices.Contains(heWeekdays, strings.TrimRight(fields[i+1], ",.:;!?")) {
			fix, ok = dayWordSlip(core) // "ביםו שלישי", "בויום רביעי"
		}
		// After "יום" a weekday of three letters or more; after "כל"
		// ("every"), of four ("כל שייש"), as "כל שיש" is all the marble.
		if min := dayAfterEvery(fields, i); !ok && min > 0 && !slices.Contains(heWeekdays, core) && !prefixedWeekday(core) {
			for _, d := range heWeekdays {
				if core != d && utf8.RuneCountInString(core) >= min && slipOf(core, d) {
					fix, ok = d, true
					break
				}
			}
			if !ok && min == 3 {
				fix, ok = soundDay(core) // "ביום חמיסי"
			}
		}
		if ok {
			fields[i] = fix + w[len(core):]
			changed = true
		}
	}
	return changed
}

// dayAfterEvery is the fewest letters a slip of a Hebrew weekday at
// fields[i] must have to be mended as one, by the word before it: three
// after "יום", four after "כל", none (0) after any other.
func dayAfterEvery(fields []string, i int) int {
	switch {
	case i == 0:
		return 0
	case isDayWord(fields[i-1]):
		return 3
	case strings.TrimPrefix(fields[i-1], "ו") == "כל":
		return 4
	}
	return 0
}

// mendDay is the day word w is a slip of, if any.
func mendDay(w string) (string, bool) {
	n := utf8.RuneCountInString(w)
	if prefixedWeekday(w) {
		return "", false // "לשישי" is "for Friday", not "שלישי" misspelt
	}
	if n >= 5 && !slices.Contains(dayNames, w) { // "friday" is one slip from "fridays"
		for _, d := range dayNames {
			if w != d && slipOf(w, d) {
				return d, true
			}
		}
	}
	first, size := utf8.DecodeRuneInString(w)
	second, _ := utf8.DecodeRuneInString(w[size:])
	for _, d := range shortDays {
		if n == utf8.RuneCountInString(d)+1 && first != second && slipOf(w, d) {
			return d, true
		}
	}
	// A Hebrew weekday, or the ordinal it doubles as, after "ב", "ה", "מ"
	// or "ל" ("בשייש", "הראשןו", "השליששי", "משייש עד שני", "לראששון"):
	// with its letter, one slip from one of four letters or more is no
	// other word, unless what follows the letter is a word of its own.
	for _, p := range []string{"וב", "וה", "ול", "ב", "ה", "מ", "ל"} {
		rest, ok := strings.CutPrefix(w, p)
		if !ok || utf8.RuneCountInString(rest) < 4 || lexicon.HebrewWord(w) || lexicon.HebrewWord(rest) || slices.Contains(heWeekdays, rest) {
			continue
		}
		for _, d := range heWeekdays {
			if utf8.RuneCountInString(d) >= 4 && slipOf(rest, d) {
				return p + d, true
			}
		}
	}
	return "", false
}
