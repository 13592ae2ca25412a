package offline

import (
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"

	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
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
	for len(f) > 1 && heObjectWords[f[len(f)-1]] {
		f = f[:len(f)-1] // "… תכנייס אותם ליומן": the verb is before its object
	}
	if len(f) == 0 {
		return false
	}
	last := []rune(strings.Trim(f[len(f)-1], ",.;:!"))
	return len(last) >= 4 && last[0] == 'ת'
}

// mendCalendarVerb mends a Hebrew verb one slip from a verb of tailVerbs
// before the object and the calendar that close s ("… תכנייס אותם
// ליומן"): the request is then read whole. s is returned as it is
// otherwise.
func mendCalendarVerb(s string) string {
	if !strings.Contains(s, "יומן") && !strings.Contains(s, "לו") {
		return mendCalendarVerbEN(s)
	}
	f := strings.Fields(s)
	n := len(f)
	if n < 3 || !strings.HasPrefix(f[n-1], "ל") {
		return s
	}
	k := n - 2
	for k > 0 && heObjectWords[f[k]] {
		k--
	}
	if k == n-2 || k == 0 {
		return s // no object: the calendar alone is read so already
	}
	for _, v := range tailVerbs {
		if f[k] != v && slipOf(f[k], v) {
			f[k] = v
			return strings.Join(f, " ")
		}
	}
	return s
}

// mendCalendarVerbEN mends an English verb one slip from a verb of
// putAtEndVerbs before the object of the request to keep said at the end
// ("…, chcuk it in the calendar thanks").
func mendCalendarVerbEN(s string) string {
	low := lower(s)
	if len(low) != len(s) || !containsAny(low, "calendar", "diary", " cal") {
		return s // the cheap check
	}
	f := strings.Fields(s)
	for i := len(f) - 3; i >= 0 && i >= len(f)-8; i-- {
		w := toLower(strings.Trim(f[i], ",."))
		if !slices.Contains(putAtEndObjects, toLower(f[i+1])) || slices.Contains(putAtEndVerbs, w) {
			continue
		}
		for _, v := range putAtEndVerbs {
			if len(v) > 2 && slipOf(w, v) {
				f[i] = strings.Replace(f[i], strings.Trim(f[i], ",."), v, 1)
				return strings.Join(f, " ")
			}
		}
	}
	return s
}

// heObjectWords point back at the thing told, after the verb that asks
// to keep it.
var heObjectWords = wordSet(`אותם אותן אותו אותה זה זאת את`)

// reCalendarHead is the calendar named as a heading before an event:
// "calendar: flight to london on the 18th at 7am", "יומן: ארוחה אצל
// ההורים ביום שישי ב-8", with "for" or a verb before it ("put for
// calendar: …", "diary: …", "תכניסי ליומן: …"): the heading is no word
// of the title.
var reCalendarHead = compile(`(?i)^(?:(?:(?:please|pls|plz)\s+)?(?:` + alternation(putAtEndVerbs) + `)\s+)?(?:(?:for|to|in|into|on|onto)\s+)?(?:(?:my|the)\s+)?(?:calendar|cal|diary|agenda)\s*[:\-–—]\s*(\S.*)$|` +
	`^(?:(?:נא|אנא|בבקשה)\s+)?(?:(?:` + alternation(putAtEndVerbsHE) + `)(?:\s+לי)?\s*)?(?:ל|ב)?(?:ה)?(?:יומן|לו["״]?ז)(?:\s+שלי)?\s*[:\-–—]\s*(\S.*)$`)

// calendarHead reads the calendar said as a heading as asking to put in
// it what follows, when that is a thing and its time: not a question,
// not a time alone ("calendar: tomorrow" asks what is on it).
func calendarHead(s string) string {
	s = headWordSlip(s)
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

// headWordSlip mends the calendar's word of a heading typed one slip off
// ("לייומן: …", "calnedar: …", "יוומן: …"): a letter doubled, dropped or
// two swapped (see slipOf), with its Hebrew prefix letters kept, unless
// the word typed is a word of its own ("לימון"). Only the
// word right before the colon is mended, and only within the first three
// words.
func headWordSlip(s string) string {
	if t, word := calendarSlip(s); !word {
		return t
	}
	return s
}

// calendarSlip is s with its heading's calendar word mended (see
// headWordSlip), and whether the word typed is a word of its own, left
// as it is ("לימון: …"); s itself when it has no such heading.
func calendarSlip(s string) (string, bool) {
	colon := strings.IndexByte(s, ':')
	if colon <= 0 {
		return s, false
	}
	head := s[:colon]
	fields := strings.Fields(head)
	if len(fields) == 0 || len(fields) > 3 {
		return s, false
	}
	w := fields[len(fields)-1]
	at := strings.LastIndex(head, w)
	if lw := toLower(w); len(lw) == len(w) && lw != "calendar" && slipOf(lw, "calendar") {
		return s[:at] + "calendar" + s[at+len(w):], false
	}
	for _, p := range []string{"", "ל", "ב", "לה", "בה"} {
		rest, ok := strings.CutPrefix(w, p)
		if ok && rest != "יומן" && slipOf(rest, "יומן") {
			// "לימון: …" is a lemon, one slip off "ליומן" or not: a word
			// of its own is not mended.
			return s[:at] + p + "יומן" + s[at+len(w):], lexicon.HebrewWord(w)
		}
	}
	return s, false
}

// calendarSlipTitle reports whether a title steps make opens with a
// heading one slip off the calendar's word that is a word of its own
// ("לימון: תור לרופא שיניים"): whether the heading was the calendar or the
// lemon, it is no title's opening.
func calendarSlipTitle(steps []memo.Step) bool {
	return anyTitle(steps, func(t string) bool { _, word := calendarSlip(t); return word })
}
