package lexicon

// WeekdayForm tells how an English weekday was written, which decides
// where it may be taken as a day.
type WeekdayForm uint8

const (
	// WeekdayNone: not a weekday.
	WeekdayNone WeekdayForm = iota
	// WeekdayFull: the whole name, or a common misspelling of it ("monday", "wensday").
	WeekdayFull
	// WeekdayAbbr: a short form that is no other English word ("mon", "tue", "thurs", "fri").
	WeekdayAbbr
	// WeekdayWeak: a short form that is also an English word ("sun", "wed", "sat"),
	// a day only where the words around it say so.
	WeekdayWeak
)

type enDay struct {
	day  int
	form WeekdayForm
}

// enWeekdays are the English weekday words, lower case, 0 = Sunday.
var enWeekdays = map[string]enDay{
	"sunday": {0, WeekdayFull}, "monday": {1, WeekdayFull}, "tuesday": {2, WeekdayFull},
	"wednesday": {3, WeekdayFull}, "thursday": {4, WeekdayFull}, "friday": {5, WeekdayFull},
	"saturday": {6, WeekdayFull},

	"sundy": {0, WeekdayFull}, "munday": {1, WeekdayFull}, "mondy": {1, WeekdayFull}, "monady": {1, WeekdayFull},
	"tuseday": {2, WeekdayFull}, "teusday": {2, WeekdayFull}, "tusday": {2, WeekdayFull}, "tuesdy": {2, WeekdayFull},
	"wensday": {3, WeekdayFull}, "wednsday": {3, WeekdayFull}, "wedensday": {3, WeekdayFull},
	"wendsday": {3, WeekdayFull}, "wedsday": {3, WeekdayFull},
	"thrusday": {4, WeekdayFull}, "thurday": {4, WeekdayFull}, "thursay": {4, WeekdayFull}, "thursdy": {4, WeekdayFull},
	"fryday": {5, WeekdayFull}, "firday": {5, WeekdayFull}, "fridy": {5, WeekdayFull},
	"satruday": {6, WeekdayFull}, "saterday": {6, WeekdayFull}, "saturdy": {6, WeekdayFull},

	"mon": {1, WeekdayAbbr}, "tue": {2, WeekdayAbbr}, "tues": {2, WeekdayAbbr}, "weds": {3, WeekdayAbbr}, "wednes": {3, WeekdayAbbr},
	"thu": {4, WeekdayAbbr}, "thur": {4, WeekdayAbbr}, "thurs": {4, WeekdayAbbr}, "fri": {5, WeekdayAbbr},

	"sun": {0, WeekdayWeak}, "wed": {3, WeekdayWeak}, "sat": {6, WeekdayWeak},
}

// heWeekdays are the Hebrew weekday names, 0 = Sunday.
var heWeekdays = func() map[string]int {
	m := map[string]int{}
	for i, w := range HeWeekdayNames() {
		m[w] = i
	}
	return m
}()

// heWeekdayLetters are the one-letter names said after "יום": יום א', יום ב' … יום ש'.
var heWeekdayLetters = map[string]int{
	"א'": 0, "א": 0, "ב'": 1, "ב": 1, "ג'": 2, "ג": 2, "ד'": 3, "ד": 3,
	"ה'": 4, "ה": 4, "ו'": 5, "ו": 5, "ש'": 6, "ש": 6,
}

// EnWeekday reads one lower-case English word as a weekday (0 = Sunday)
// and says how it was written; form is WeekdayNone for any other word.
func EnWeekday(w string) (day int, form WeekdayForm) {
	d, ok := enWeekdays[w]
	if !ok {
		return 0, WeekdayNone
	}
	return d.day, d.form
}

// HeWeekday reads one Hebrew word, without a prefix letter, as a weekday
// name: "שלישי" is 2.
func HeWeekday(w string) (day int, ok bool) {
	day, ok = heWeekdays[w]
	return day, ok
}

// HeWeekdayLetter reads the one-letter weekday said after "יום" ("ג'" is
// Tuesday); the caller makes sure "יום" is before it.
func HeWeekdayLetter(w string) (day int, ok bool) {
	day, ok = heWeekdayLetters[w]
	return day, ok
}

// Weekday reads one lower-case word of either language as a weekday
// name, in any of its forms (weak ones included): for words said where
// a day is expected, such as the answer to "which one?".
func Weekday(w string) (day int, ok bool) {
	if d, form := EnWeekday(w); form != WeekdayNone {
		return d, true
	}
	return HeWeekday(w)
}

// HeWeekdayNames are the Hebrew weekday names in order, Sunday first.
func HeWeekdayNames() []string {
	return []string{"ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת"}
}
