package offline

import (
	"fmt"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A time corrected in words of its own, the right hour and the wrong one
// it replaces: "the dentist is at 2 not 1", "it's at 4 not 3", "not 5,
// 6", "wait not 7, 8", "רופא השיניים ב-2 ולא ב-1", "זה ב-4 לא ב-3", "לא
// ב-3, ב-4", "רגע לא ב7, ב8" (a word that stops what was said may open it). The
// wrong hour only says what is corrected: the item in focus, or the one
// named, moves to the right hour. Said of "it" (or of nothing), the
// message is the correction "no, at 4" of the item in focus; said of a
// name, it is "move the dentist to 2" ("no, at 2" when the name is the
// item in focus). A second number that is no hour ("at 4 not Dan") is
// left as it was.

// clockEN and clockHE are an hour as said in such a correction.
const (
	clockEN = `\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?`
	clockHE = `\d{1,2}(?::\d{2})?|(?:` + heHourWords + `)(?:\s+(?:וחצי|ורבע))?`
)

var (
	// reDeniedEN is "<it|name> is at A not B" (groups: pronoun, name, A,
	// B).
	reDeniedEN = compile(`(?i)^(?:no\s*,?\s+|sorry\s*,?\s+|actually\s*,?\s+)?(?:(it'?s|it\s+is|that'?s|that\s+is|its|thats)|(?:the\s+|my\s+|our\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,2}?)\s+(?:is|'s|(?:has\s+|was\s+|got\s+)?moved\s+to))(?:\s+now)?\s+` +
		`(?:at\s+)?(` + clockEN + `)(?:\s+now)?\s*,?\s+(?:and\s+)?not\s+(?:at\s+)?(` + clockEN + `)\s*[.!]*$`)
	// reNotThenEN is "not B, A" and "it's not at B, it's at A" (groups:
	// B, A).
	reNotThenEN = compile(`(?i)^(?:(?:(?:wait|hold\s+on|oh|oops|sorry)\s*,?\s+)?(?:no\s*,?\s+)?(?:it'?s\s+|it\s+is\s+|its\s+)?not\s+(?:at\s+)?(` + clockEN + `)\s*(?:[,;]\s*|\s+)(?:but\s+)?(?:(?:it'?s|it\s+is|its)\s+)?(?:at\s+)?)(` + clockEN + `)\s*[.!]*$`)
	// reDeniedHE is "<זה|name> ב-A ולא ב-B" (groups: pronoun, name, A, B).
	reDeniedHE = compile(`^(?:לא\s*,?\s+|סליחה\s*,?\s+|בעצם\s*,?\s+)?(?:(זה|זאת|הוא|היא)|(\p{Hebrew}+(?:\s+\p{Hebrew}+){0,2}?))\s+(?:(?:עכשיו|זה|הוא|היא)\s+){0,2}` +
		`ב-?(` + clockHE + `)(?:\s+עכשיו)?\s*,?\s+ו?לא\s+ב-?(` + clockHE + `)\s*[.!]*$`)
	// reNotThenHE is "לא ב-B, ב-A" and "לא ב-B אלא ב-A" (groups: B, A).
	reNotThenHE = compile(`^(?:(?:רגע|אה|אופס|סליחה|אוי)\s*,?\s+)?(?:זה\s+)?לא\s+ב-?(` + clockHE + `)\s*(?:[,;]\s*|\s+)(?:אלא\s+)?(?:זה\s+)?ב-?(` + clockHE + `)\s*[.!]*$`)
)

// reDeniedKept is a title that opens with a denial of when or where ("not
// at home" of "not at 7, at home"): the correction of something else,
// never a thing to do ("not to eat sugar" is one).
var reDeniedKept = compile(`(?i)^not\s+(?:at|on|in|by|tomorrow|today|tonight)(?:\s|$)`)

// reCorrectionKept is an hour corrected or denied inside a title: "sorry
// 8" of "dinner with Dana at 7 sorry 8", "ולא בשתיים" of "הפיזיו בארבע
// ולא בשתיים", "… not 2", each closing the title, and "דווקא" (rather)
// closing it, of "… בשש דווקא". A count with what it
// counts after it is a thing's ("buy 3 not 2 bottles", "say sorry 2
// times").
var reCorrectionKept = compile(`(?i)(?:^|\s)(?:sorry|i\s+mean|סליחה|סורי|כלומר)\s+(?:at\s+|ב-?)?\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?$|` +
	`(?:^|\s)ו?לא\s+ב-?(?:\d{1,2}(?::\d\d)?|` + heHourWords + `)(?:\s+(?:וחצי|ורבע))?$|` +
	`(?:^|\s)not\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?$|(?:^|\s)דווקא$`)

// deniedTime writes a correction said with the hour it replaces as the
// correction the readers know: "it's at A not B" ("זה ב-A ולא ב-B") of the
// item in focus, which moves it only when B is its hour (see restated),
// or "move the <name> to A" of an item named that is not in focus; a
// correction said with its word of correcting last as one said with it
// first (correctionLast); text as it was otherwise.
func deniedTime(text string, focus *memo.FocusItem) string {
	text = correctionLast(text) // "5:15 actually", "בשלוש דווקא": "actually 5:15"
	t := withoutLeadFiller(text)
	if !containsAny(lower(t), "not", "לא") || !strings.ContainsAny(t, "0123456789") && !hebrewText(t) {
		return text
	}
	if g := reNotThenEN.FindStringSubmatch(t); g != nil {
		return "it's at " + g[2] + " not " + g[1]
	}
	if g := reNotThenHE.FindStringSubmatch(t); g != nil {
		return "זה " + heAt(g[2]) + " ולא " + heAt(g[1])
	}
	he := false
	g := reDeniedEN.FindStringSubmatch(t)
	if g == nil {
		g, he = reDeniedHE.FindStringSubmatch(t), true
	}
	if g == nil || g[2] == "" {
		return text // "it's at 4 not 3": restated reads it as it is
	}
	name := strings.TrimSpace(g[2])
	switch {
	case !itemName(name):
		return text // "tomorrow is at 2 not 1", "oops it is 2, not 1": no item named
	case focusNamed(focus, name) && he:
		return "זה " + heAt(g[3]) + " ולא " + heAt(g[4])
	case focusNamed(focus, name):
		return "it's at " + g[3] + " not " + g[4]
	case he && !hasDigit(g[3]):
		return "תעביר את " + name + " ל" + g[3]
	case he:
		return "תעביר את " + name + " ל-" + g[3]
	}
	return "move the " + name + " to " + g[3]
}

// deniedWas is the hour B of "<name> is at A not B" said of an item that
// is not in focus, as the times of day a task due then is named by
// ("HH:MM", both halves of the day when none is said): the task moved by
// name must be the one due at the hour the correction replaces. nil when
// text is no such correction.
func deniedWas(text string, focus *memo.FocusItem) []string {
	t := withoutLeadFiller(text)
	if !containsAny(lower(t), "not", "לא") {
		return nil
	}
	g := reDeniedEN.FindStringSubmatch(t)
	said := ""
	if g != nil {
		said = "at " + g[4]
	} else if g = reDeniedHE.FindStringSubmatch(t); g != nil {
		said = "ב" + strings.TrimPrefix(g[4], "-")
	}
	if g == nil || g[2] == "" || !itemName(strings.TrimSpace(g[2])) || focusNamed(focus, strings.TrimSpace(g[2])) {
		return nil
	}
	r, found, err := timeparse.Parse(said, shapeNow, time.UTC)
	if err != nil || !found || !r.HasTime {
		return nil
	}
	h, m := r.Time.Hour(), r.Time.Minute()
	at := []string{fmt.Sprintf("%02d:%02d", h, m)}
	if ambiguousHour(said, h) {
		at = []string{fmt.Sprintf("%02d:%02d", h%12, m), fmt.Sprintf("%02d:%02d", h%12+12, m)}
	}
	return at
}

// dueWas names the task one update of steps moves by name by the times
// of day it is due now (see deniedWas).
func dueWas(steps []memo.Step, was []string) []memo.Step {
	if len(was) == 0 || len(steps) != 1 || steps[0].Operation != memo.OpTaskUpdate || steps[0].Tasks == nil ||
		len(steps[0].Tasks.Targets) != 1 || len(steps[0].Tasks.IDs) > 0 {
		return steps
	}
	steps[0].Tasks.DueAt = was
	return steps
}

// withoutLeadFiller is text without a filler that opens it ("יאללה
// התספורת ב6 ולא ב5"): no word of the name said before "is at".
func withoutLeadFiller(text string) string {
	t := strings.TrimSpace(text)
	if loc := reLeadFiller.FindStringIndex(lower(t)); loc != nil && loc[1] > 0 && loc[1] < len(t) {
		return strings.TrimSpace(t[loc[1]:])
	}
	return t
}

// heAt is a Hebrew hour said with its ב: "ב-4", "בארבע".
func heAt(hour string) string {
	if hasDigit(hour) {
		return "ב-" + hour
	}
	return "ב" + hour
}

// focusNamed reports whether name names the item in focus: each of its
// words is a word of the item's title.
func focusNamed(focus *memo.FocusItem, name string) bool {
	if focus == nil || focus.ID == "" || focus.Title == "" {
		return false
	}
	title := " " + toLower(focus.Title) + " "
	for _, w := range strings.Fields(toLower(name)) {
		if !strings.Contains(title, " "+w+" ") && !strings.Contains(title, " "+strings.TrimPrefix(w, "ה")+" ") {
			return false
		}
	}
	return true
}

// itemName reports whether name, said before "is at", can name an item:
// no word of time, no pronoun or word of grammar, no opening of a
// correction ("oops it is …").
func itemName(name string) bool {
	low := toLower(name)
	if reTimeWord.MatchString(low) || reCorrectionLead.MatchString(low) {
		return false
	}
	for _, w := range strings.Fields(low) {
		if notStreetWord[w] || strings.Contains(w, "'") {
			return false
		}
	}
	return true
}
