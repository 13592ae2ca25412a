package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// heCalendar is the calendar in Hebrew: "יומן", "לוח", "לוח שנה", "לו״ז".
const heCalendar = `(?:יומן|לוח(?:\s+(?:ה)?שנה)?|לו["״]?ז)`

// slipBeforeCalendar reports whether the calendar said alone at the end
// ("… ללוח שנה") follows a word that may be the verb asking for it, slipped
// ("תנכיס", "תכנייס"): a Hebrew word of the second person's future. What
// the verb was is not guessed, and it is not kept in a title.
func slipBeforeCalendar(head, tail string) bool {
	if !strings.HasPrefix(strings.TrimLeft(tail, " ,.;:!-–—"), "ל") {
		return false // the verb was read with the calendar
	}
	f := strings.Fields(head)
	if len(f) == 0 {
		return false
	}
	last := []rune(strings.Trim(f[len(f)-1], ",.;:!"))
	return len(last) >= 4 && last[0] == 'ת'
}

// reCalendarHead is the calendar named as a heading before an event:
// "calendar: flight to london on the 18th at 7am", "יומן: ארוחה אצל
// ההורים ביום שישי ב-8", with "for" or a verb before it ("put for
// calendar: …", "diary: …", "תכניסי ליומן: …"): the heading is no word
// of the title.
var reCalendarHead = compile(`(?i)^(?:(?:(?:please|pls|plz)\s+)?(?:` + alternation(putAtEndVerbs) + `)\s+)?(?:(?:for|to|in|into|on|onto)\s+)?(?:(?:my|the)\s+)?(?:calendar|cal|diary|agenda)\s*[:\-–—]\s*(\S.*)$|` +
	`^(?:(?:נא|אנא|בבקשה)\s+)?(?:(?:תרשום|תרשמי|לרשום|רשום|רשמי|תכניס|תכניסי|להכניס|הכנס|הכניסי|תוסיף|תוסיפי|להוסיף|הוסף|הוסיפי|תשים|תשימי|לשים)(?:\s+לי)?\s+)?(?:ל|ב)?(?:ה)?(?:יומן|לו["״]?ז)(?:\s+שלי)?\s*[:\-–—]\s*(\S.*)$`)

// calendarHead reads the calendar said as a heading as asking to put in
// it what follows, when that is a thing and its time: not a question,
// not a time alone ("calendar: tomorrow" asks what is on it).
func calendarHead(s string) string {
	g := reCalendarHead.FindStringSubmatch(s)
	if g != nil && g[1] == "" {
		g[1] = g[2]
	}
	if g == nil || strings.ContainsAny(g[1], "?") || reQuestionLead.MatchString(toLower(g[1])) {
		return s
	}
	r, found, err := timeparse.Parse(g[1], shapeNow, time.UTC)
	if err != nil || !found || !r.HasTime || strings.TrimSpace(r.Remainder(g[1])) == "" {
		return s
	}
	if hebrewText(g[1]) {
		return "תכניס ליומן: " + g[1]
	}
	return "add to my calendar: " + g[1]
}
