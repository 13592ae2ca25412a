package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// reThisNotThat is a new time said before the one it replaces: "it's at 7
// not 6:30", "זה בשבע לא בשש וחצי", "בשבע ולא בשש וחצי", "הוא מגיע בשתיים
// ולא באחת".
var reThisNotThat = compile(`(?i)^(?:(?:it'?s|it\s+is|its|that'?s|make\s+it|זה|הוא|היא|זאת)\s+)?(.+?)\s*,?\s+(?:not|and\s+not|ולא|לא)\s+(.+?)[.!]*$`)

// thisNotThatTime reads "it's at 7 not 6:30": when what follows "not"
// names the time the focus is at, what comes before is its new time.
func (m *message) thisNotThatTime(text string, f *memo.FocusItem) (string, bool) {
	if f.When == nil {
		return "", false
	}
	g := reThisNotThat.FindStringSubmatch(strings.TrimSpace(text))
	if g == nil || !m.namesTime(g[2], *f.When) {
		return "", false
	}
	return m.dayInItsWeek(strings.TrimSpace(timingSubject(g[1], f)), g[2], f), true
}

// reOtherTiming is a time said of a thing by name: "the meeting starts",
// "הפגישה מתחילה". Said of what is not the focus, with the focus's old
// time after "not", which thing it corrects cannot be told.
var reOtherTiming = compile(`(?i)^(?:the\s+\S+|ה\p{Hebrew}+)\s+(?:starts|begins|comes|arrives|is|מתחיל|מתחילה|מתחילים|מגיע|מגיעה|מגיעים)\s`)

// reTimingVerb is a verb that says when the item is, said before its new
// time: "he comes at 2 not 1", "המשמרת מתחילה ב5 ולא ב4".
var reTimingVerb = compile(`(?i)^(?:(?:comes|arrives|starts|begins|gets\s+here|will\s+(?:come|arrive|start|begin|be)|is|'s|are|` +
	`מגיע|מגיעה|מגיעים|מגיעות|יגיע|תגיע|יגיעו|מתחיל|מתחילה|מתחילים|יתחיל|תתחיל|יהיה|תהיה|יוצא|יוצאת|` + wasSetHE + `)\s+)`)

// reTimingWho is who or what a timing verb is said of when it is no word
// of the item's title: a pronoun.
var reTimingWho = compile(`(?i)^(?:he|she|they|it|we|הוא|היא|הם|הן|זה)\s+`)

// timingSubject takes off the new time what says who or what it is of:
// a pronoun or the item's name, then a verb of when ("he comes", "the
// shift starts", "המשמרת מתחילה"). The name must be the focus's; what
// is not the focus's is kept, and nothing is then read as a time.
func timingSubject(when string, f *memo.FocusItem) string {
	rest := when
	if loc := reTimingWho.FindStringIndex(rest); loc != nil {
		rest = rest[loc[1]:]
	} else if w, tail, ok := strings.Cut(rest, " "); ok && focusTitleWords(f.Title)[bareWord(strings.TrimPrefix(lower(w), "the "))] {
		rest = tail
	} else if lw := lower(rest); strings.HasPrefix(lw, "the ") {
		if w, tail, ok := strings.Cut(rest[len("the "):], " "); ok && focusTitleWords(f.Title)[bareWord(lower(w))] {
			rest = tail
		}
	}
	if loc := reTimingVerb.FindStringIndex(rest); loc != nil {
		return reNowSaid.ReplaceAllString(rest[loc[1]:], "") // "physio is now at 4", "is at 4 now"
	}
	if rest != when && reNowSaid.MatchString(rest) {
		return reNowSaid.ReplaceAllString(rest, "") // "הפיזיו עכשיו בארבע", "physio now at 4"
	}
	return when
}

// reNowSaid is "now" said beside the new time of a thing named: "physio
// is now at 4", "הפיזיו עכשיו בארבע", "is at 4 now".
var reNowSaid = compile(`(?i)^(?:now|עכשיו)\s+|\s+(?:now|עכשיו)$`)

// timingStated reads the focus event's new hour told with who or what it
// is of and a verb of when, with no "not": "he comes at 2", "the shift
// starts at 5", "המשמרת מתחילה ב5". Only an hour with no day is read: a
// day could be another one's.
func timingStated(text string, f *memo.FocusItem) (string, bool) {
	if f.Kind != memo.FocusEvent || f.When == nil {
		return "", false
	}
	rest := timingSubject(strings.TrimSpace(text), f)
	if rest == strings.TrimSpace(text) {
		return "", false
	}
	r, found, err := parseAnyDay(rest)
	if err != nil || !found || !r.HasTime || r.HasDate || !onlyConnectives(r.Remainder(rest)) {
		return "", false
	}
	return rest, true
}
