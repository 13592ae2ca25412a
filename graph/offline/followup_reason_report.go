package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// A "done" of the item in focus is often followed, with no pause, by what
// the user did or a remark on it: "mark that done I just got off the phone
// with him", "done I just called him", "finished he picked up finally",
// "תסמן שסיימתי דיברתי איתו עכשיו", "בוצע הוא ענה סוף סוף". It is read as
// the same words with a comma after the "done" are (reasonSaid): the cut
// is made where the "done" ends and a report opens — a pronoun, "just",
// "finally", a Hebrew verb of the first person past. A report that names
// a thing other than the focus ("done I just called the bank" of "call
// the plumber") is no report on the focus, and a "done" that names its
// thing ("done with the report I just sent it", "תסמן שסיימתי את הדוח")
// opens no report at all: both are read as before.
//
// A report of the deed said before a tick ("sent the retainer to Dayan,
// mark done", "done with the essay, tick it off", "mi renew di nmc
// registration today, tick it off", "סיימתי עם החיבור, תעשה וי") is read
// by matchListToldTick: the task in focus when the report names nothing
// but it (namesFocus of its title), else the task the report names, looked up by it.
// doneWithTold reads the reports the done readers do not: "done with X"
// and the Jamaican "mi"/"wi" with a verb's plain form, which tells a past
// deed there.

// doneOpeners are the first words of a "done" of the focus: a cheap gate
// before the done forms are matched.
var doneOpeners = lexicon.WordSet(`done finished all ok okay i'm im i mark tick check close did it's
	בוצע סיימתי גמרתי עשיתי תסמן תסמני סמן סמני תסגור תסגרי סגור סגרי כבר`)

// reportOpeners are the words a report of the deed, said after a "done"
// with no pause, opens with.
var reportOpeners = lexicon.WordSet(`i i'm im i've ive i'd just finally already he she they we he's she's they're we're
	got been spoke talked הוא היא הם הן אני כבר בדיוק סוף עכשיו`)

// reportNamers are the words after which a report names a thing: "the",
// "my", "את".
var reportNamers = lexicon.WordSet(`the my our a an his her their your את`)

// doneThenReport gives the cuts of w, a message's words, after a "done"
// of the focus that a report, or the tick asked again ("done mark it
// done", "בוצע שימי על זה וי"), follows with no pause (see above).
func doneThenReport(w []string) [][2]string {
	if len(w) < 2 || !doneOpeners[w[0]] {
		return nil
	}
	var out [][2]string
	for i := 1; i < len(w) && i <= 4; i++ {
		if pausedAfter(w[i-1], false) || !reportOpens(w[i]) && !reDoneWithIt.MatchString(strings.Join(w[i:], " ")) {
			continue // a report opens, or the done is said again ("בוצע שימי על זה וי")
		}
		head := strings.Join(w[:i], " ")
		if reDoneFocus.MatchString(head) || reDoneWithIt.MatchString(head) {
			out = append(out, [2]string{head, strings.Join(w[i:], " ")})
		}
	}
	return out
}

// reportOpens reports whether w may open a report of the deed: a word of
// reportOpeners or a Hebrew verb of the first person past ("דיברתי").
func reportOpens(w string) bool {
	return reportOpeners[w] || hePastFirst(w)
}

// reportOnFocus reports whether a report said after a "done" with no
// pause names no thing but the focus: each word after "the", "my", "את"
// and each Hebrew word with its article is a word of the focus's title or
// the noun of its deed ("got off the phone" of "call the plumber").
func reportOnFocus(report string, f *memo.FocusItem) bool {
	title := focusTitleWords(f.Title)
	words := strings.Fields(strings.Trim(report, " ,.!"))
	named := func(w string) bool {
		w = strings.Trim(w, ",.!")
		return title[bareWord(w)] || title[bareWord(bareWord(w))] || deedOfFocus(w, f) || deedOfFocus("ה"+w, f)
	}
	for i, w := range words {
		switch {
		case reportNamers[w] && i+1 < len(words):
			if next := strings.Trim(words[i+1], ",.!"); next != "זה" && !named(next) {
				return false // "done I just called the bank", "סיימתי בדקתי את הדוח"
			}
		case hebrewText(w) && strings.HasPrefix(w, "ה") && len([]rune(w)) > 3 && !rePersonalHE.MatchString(w) && !reasonWords[w] && !reportOpeners[w]:
			if !named(w) && !hePastFirst(w) && !reasonVerb(w) {
				return false // "בוצע דיברתי עם הבנק"
			}
		}
	}
	return true
}

// reportWhen are the words of when a report may hold that ask for no
// time: "דיברתי איתו עכשיו", "just now".
var reportWhen = lexicon.WordSet(`now today finally עכשיו היום סוף`)

// reportLike reports whether s, said after a "done" with no pause, may be
// a report of the deed: a few words with no time asked, no request and no
// other item or scope named. Unlike reasonLike, a Hebrew verb with its
// first letter ה ("התקשרתי") opens one.
func (m *message) reportLike(s string) bool {
	w := strings.Fields(strings.Trim(s, " ,.!-–—"))
	if len(w) == 0 || len(w) > 10 || strings.ContainsAny(s, "?0123456789") || opensCommand(s) || reReasonOther.MatchString(s) {
		return false
	}
	kept := w[:0:0]
	for _, x := range w {
		if !reportWhen[strings.Trim(x, ",.!")] {
			kept = append(kept, x)
		}
	}
	if len(kept) == 0 {
		return true
	}
	_, found, err := timeparse.Parse(strings.Join(kept, " "), m.now(), m.loc())
	return !found && err == nil
}

var (
	// reDoneWithTold is "done with the essay", "i'm finished with the
	// slides": the thing after "with" is what was done.
	reDoneWithTold = compile(`(?i)^(?:(?:ok|okay|so)\s+)?(?:i'?m\s+|im\s+|i\s+am\s+)?(?:all\s+)?(?:done|finished|through)\s+with\s+(.+)$`)
	// reCreoleTold is the Jamaican first person with a verb's plain form:
	// "mi renew di nmc registration", "wi pay di light bill".
	reCreoleTold = compile(`(?i)^(?:mi|wi)\s+(?:(?:done|just|already|finally)\s+)?([a-z]+)\s+(.+)$`)
)

// creoleNotDeed are the words after "mi" that tell no deed done: having,
// wanting, a future or a negation ("mi have …", "mi gwine …", "mi neva …").
var creoleNotDeed = lexicon.WordSet(`have has got get want need haffi affi fi a ago gwine going gonna gotta can cyaan cant will
	did nuh neva never dont should must is am be deh de tink think know see hear like love hope wish forget fraid`)

// doneWithTold reads told, a report said before a tick, as the thing it
// says was done: "done with the essay" (no verb), "mi renew di nmc
// registration today" ("renewed"). ok is false for any other report.
func doneWithTold(told string) (verb, obj string, ok bool) {
	told = reDoneTailEN.ReplaceAllString(strings.TrimSpace(told), "")
	rest := ""
	if g := reDoneWithTold.FindStringSubmatch(told); g != nil {
		rest = g[1]
	} else if g := reCreoleTold.FindStringSubmatch(told); g != nil && !creoleNotDeed[toLower(g[1])] && !moodPast(toLower(g[1]), g[2]) {
		verb, rest = plainPast(toLower(g[1])), g[2]
	} else {
		return "", "", false
	}
	rest = trimWords(rest, "di", "de", "the", "mi", "my", "our", "a", "an")
	if pointsBackName([]string{rest}) {
		return "", "", false // "done with it": the focus, read elsewhere
	}
	obj, ok = doneObject(rest)
	return verb, obj, ok
}

// plainPast is the English past of a verb's plain form ("renew" →
// "renewed", "write" → "wrote"), as a completion's verb is told.
func plainPast(v string) string {
	if p, ok := enPast[v]; ok {
		return p
	}
	if strings.HasSuffix(v, "e") {
		return v + "d"
	}
	return v + "ed"
}
