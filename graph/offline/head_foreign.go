package offline

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// A verb of reminding of another tongue that users mix in ("nikumbushe
// kesho …", "recuérdame …", "rappelle-moi …", "napomni …", "ذكرني …",
// "דכרני מחר …") is the command of the request. Where it opens the
// request, after openings at most, it is read as "remind me" ("תזכיר
// לי" when the rest is Hebrew); said beside "remind me" ("remind me
// nikumbushe …") it is the same command twice, and dropped. Anywhere else
// it is left, and the title that keeps it is refused
// (foreignRemindTitle). The verbs are rows of timeparse's table of
// words of other tongues.

// reRemindEnds is a request's own command of reminding, said last in
// what comes before a verb of another tongue: "remind me recuérdame …".
var reRemindEnds = compile(`(?i)(?:^|\s)(?:remind(?:\s+me)?|rmd(?:\s+me)?|תזכיר(?:\s+לי)?|תזכירי(?:\s+לי)?)[\s,:]*$`)

// readForeignRemind reads a verb of reminding of another tongue in s as
// the request's command (see above); s is returned as it is when it
// holds none, or holds one elsewhere.
func readForeignRemind(s string) string {
	start, end, ok := timeparse.ForeignRemind(s)
	if !ok {
		return s
	}
	before := strings.TrimSpace(s[:start])
	after := strings.TrimLeft(s[end:], " ,:;-–—")
	switch {
	case reRemindEnds.MatchString(before):
		return strings.TrimSpace(before + " " + after) // "remind me nikumbushe …"
	case itemWords(before) > 0 || !readableRest(after):
		return s // "напомни мне завтра в 9 позвонить маме": the rest is of that tongue too
	case startsWithRemind(after):
		return strings.TrimSpace(before + " " + after) // "nikumbushe remind me …"
	case mostlyHebrew(strings.Fields(after)): // "napomni 20 minutes to call סבתא" is English
		return strings.TrimSpace(before + " תזכיר לי " + after)
	}
	return strings.TrimSpace(before + " remind me " + after)
}

// readableWordsEN are the English words that make the rest of a request
// read as English: its particles and its words of time.
var readableWordsEN = lexicon.WordSet(`to at on in by for the my me and about every tomorrow today tonight morning evening night
	am pm next this week weekend noon`)

// readableRest reports whether what follows a verb of another tongue is
// Hebrew or English, so the grammar may read it: "kesho at 9 to call
// mama" is, "завтра в 9 позвонить маме" is not.
func readableRest(rest string) bool {
	if hebrewText(rest) {
		return true
	}
	for _, w := range strings.Fields(toLower(rest)) {
		w = strings.Trim(w, ",.:;!?")
		if readableWordsEN[w] || taskVerbEN[w] {
			return true
		}
	}
	return false
}

// foreignRemindTitle reports whether a title steps make keeps a verb of
// reminding of another tongue: it was not read as the command.
func foreignRemindTitle(steps []memo.Step) bool {
	if anyTitle(steps, timeparse.ForeignRemindLeft) {
		return true
	}
	for _, s := range steps {
		if s.Lists != nil && slices.ContainsFunc(s.Lists.Items, timeparse.ForeignRemindLeft) {
			return true // "add napomni to shopping"
		}
	}
	return false
}
