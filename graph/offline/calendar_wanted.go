package offline

import "strings"

// A thing asked to be in the calendar at a time said before it — "אני
// צריך שכל יום שני בשעה 18:00 יהיה בלוח חוג שחמט של הבן שלי, בבקשה
// להוסיף", "אני רוצה שמחר בעשר יהיה ביומן תור לרופא" — is that thing at that
// time, put in the calendar: "כל יום שני בשעה 18:00 חוג שחמט של הבן שלי,
// תכניס ליומן". Only a "that" opening with a time the grammar reads is;
// "אני צריך שיהיה לי זמן ביומן" names no time and is left as it is.

// reWantedInCalendar is "(אני) צריך/רוצה ש<when> יהיה בלוח/ביומן <thing>",
// a closing "please add" after it or none: the when in group 1, the thing
// in group 2.
var reWantedInCalendar = compile(`^(?:אני\s+)?(?:צריך|צריכה|רוצה|מבקש|מבקשת)\s+ש(\S.*?)\s+ש?(?:יהיה|יהיו|תהיה)\s+(?:לי\s+)?(?:ב|ל)(?:לוח(?:\s+השנה)?|יומן|לו["״]?ז)(?:\s+שלי)?\s+(\S.*?)` +
	`(?:\s*[,.]?\s*(?:(?:בבקשה|נא)\s+)?(?:להוסיף|לרשום|להכניס|תוסיף|תוסיפי|תרשום|תרשמי|תכניס|תכניסי)(?:\s+(?:את\s+זה|בבקשה))?)?\s*[.!]*$`)

// wantedInCalendar reads a thing asked to be in the calendar at a time said
// before it (see above), or returns s as it is.
func wantedInCalendar(s string) string {
	if !strings.Contains(s, "יהי") {
		return s
	}
	g := reWantedInCalendar.FindStringSubmatch(s)
	if g == nil || !saysHour(g[1]) && !saysDay(g[1]) {
		return s
	}
	return g[1] + " " + strings.TrimRight(g[2], " ,.") + ", תכניס ליומן"
}

// saysDay reports that s names a day or a repetition of days.
func saysDay(s string) bool {
	r, found, _ := parseAnyDay(s)
	return found && r.HasDate || reRepeatNamedHE.MatchString(s)
}
