package offline

import (
	"strconv"
	"strings"
	"time"
)

// daysAmountWords are the counts of days or weeks said in a word before
// their unit ("a day", "two weeks", "שלושה ימים").
var daysAmountWords = map[string]int{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"שלושה": 3, "ארבעה": 4, "חמישה": 5}

// dayUnits are the units of such an amount, in days; a Hebrew one said
// alone carries its count ("יומיים": two days).
var dayUnits = map[string]int{"day": 1, "days": 1, "week": 7, "weeks": 7, "יום": 1, "ימים": 1, "שבוע": 7, "שבועות": 7, "יומיים": 2, "שבועיים": 14}

// daysOf reads an amount of whole days said to move an item by: "a day",
// "one day", "2 days", "a week", "יום", "יומיים", "שבוע", "3 ימים". A
// weekday ("יום שני") and "a couple of days" are no amount.
func daysOf(s string) (int, bool) {
	f := strings.Fields(strings.Trim(toLower(s), " .!,"))
	if len(f) > 0 && f[0] == "another" {
		f = f[1:]
	}
	if len(f) == 1 {
		n, ok := dayUnits[f[0]]
		return n, ok && f[0] != "days" && f[0] != "weeks" && f[0] != "ימים" && f[0] != "שבועות"
	}
	if len(f) != 2 {
		return 0, false
	}
	if f[1] == "אחד" && (f[0] == "יום" || f[0] == "שבוע") {
		f[0], f[1] = "1", f[0] // "יום אחד": one day
	}
	n, err := strconv.Atoi(f[0])
	if err != nil {
		n = daysAmountWords[f[0]]
	}
	per := dayUnits[f[1]]
	if n < 1 || n > 60 || per == 0 || (n == 1) != (f[1] == "day" || f[1] == "week" || f[1] == "יום" || f[1] == "שבוע") {
		return 0, false
	}
	return n * per, true
}

// shiftDays is when moved by an amount of whole days, earlier or later, at
// the same hour of the clock in loc; false when amount is no such amount.
func shiftDays(when time.Time, amount string, earlier bool, loc *time.Location) (time.Time, bool) {
	n, ok := daysOf(amount)
	if !ok {
		return when, false
	}
	if earlier {
		n = -n
	}
	return when.In(loc).AddDate(0, 0, n), true
}

// reHeDayTo is a Hebrew weekday said with "to" ("לשבת", "לראשון",
// "ליום שני") where a correction names the day meant: "התכוונתי לשבת
// לא לראשון". Said of two weekdays, "to" is "on".
var reHeDayTo = compile(`(^|\s)ל((?:יום\s+)?(?:ה)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת))([\s,.!?]|$)`)

// reHeShabbatot is Saturday in the plural, "שבתות", "בשבתות".
var reHeShabbatot = compile(`(^|\s)([בל]?)שבתות([\s,.!?]|$)`)

// reNotSaid is a "not" said in a correction: "not sundays", "לא לראשון".
var reNotSaid = compile(`(?i)(?:^|\s)(?:not|ולא|לא)(?:\s|$)`)

// daysOfRepeat reads the weekdays of a correction said of a repeating
// item in the singular: "I meant saturdays, not sundays" is "saturday,
// not sunday", "בימי שני" is "ביום שני"; a Hebrew weekday said with "to"
// beside another ("לשבת לא לראשון") is said with "on". The day a
// repeating item moves to is its next one.
func daysOfRepeat(text string) string {
	text = reDaysPlural.ReplaceAllString(text, "${1}day$2")
	if !hebrewText(text) {
		return text
	}
	text = reHeDaysPlural.ReplaceAllString(text, "${1}${2}יום $3")
	text = reHeShabbatot.ReplaceAllString(text, "${1}${2}שבת$3")
	if len(reHeDayTo.FindAllStringIndex(text, -1)) >= 2 || strings.Contains(text, "לא ל") {
		// Each match takes the space after it: run twice for days side by side.
		text = reHeDayTo.ReplaceAllString(reHeDayTo.ReplaceAllString(text, "${1}ב$2$3"), "${1}ב$2$3")
	}
	return text
}
