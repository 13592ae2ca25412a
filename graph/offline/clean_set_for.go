package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// An event told in the passive, its name first and no command ("the
// dentist appointment was set for 5pm tomorrow", "our call is scheduled
// for monday at 10", "התור לרופא נקבע למחר ב-5"), tells of the event as
// "נקבע התור …", "i scheduled the …" do: it is said in their order, so
// that arranged reads it. A name that is no event ("my alarm is set for
// 7"), a question, or a rest with no time is left as it was.

// The Hebrew passive "was set, was scheduled" of an event, read the one
// way wherever it is said: told after the name ("התור נקבע למחר ב-5"),
// before it ("נקבע לי תור …"), or as the telling of one's own event where
// the time may come first ("מחר ב-5 נקבעה לי פגישה"). For whom it was set
// ("לי", "לנו") may follow, apart or glued on ("נקבעלי").
var (
	// wasSetFormsHE are the forms of "was set": masculine, feminine and
	// plural.
	wasSetFormsHE = []string{"נקבע", "נקבעה", "נקבעו"}
	// wasSetHE is a form of wasSetFormsHE, as a pattern.
	wasSetHE = `(?:` + strings.Join(wasSetFormsHE, "|") + `)`
	// wasSetForHE is wasSetHE and, if said, for whom.
	wasSetForHE = wasSetHE + `(?:\s*(?:לי|לנו))?`
)

var (
	// rePassiveSetEN is "<name> was/is/has been set/scheduled/booked
	// <for|on|at> <when>", the auxiliary also left out as a note is
	// written ("Surgery booked for Thursday 8:30am", "dentist penciled in
	// for monday"), and "is on for" ("the meeting is on for friday").
	rePassiveSetEN = compile(`(?i)^(?:(?:so|and|ok|okay|fyi)\s*,?\s+)?(\S.*?)\s+(?:(?:(?:was|is|has\s+been|have\s+been|were|are|got|’s|'s)\s+)?(?:just\s+|now\s+|finally\s+|officially\s+|all\s+)?(?:set|scheduled|booked|arranged|planned|confirmed|fixed|pencil+ed\s+in|locked\s+in)|(?:is|’s|'s)\s+on)\s+((?:for|on|at)\s+\S.*)$`)
	// rePassiveSetHE is "<name> נקבע/נקבעה/תואם/הוזמן (לי) <when>".
	rePassiveSetHE = compile(`^(\S.*?)\s+(?:` + wasSetHE + `|תואם|תואמה|תואמו|` + strings.Join(strings.Fields(orderedPassiveHE), "|") + `)(?:\s*(?:לי|לנו))?\s+(\S.*)$`)
	// reNotTold is a rest that goes on past the event ("… but it was
	// cancelled") or asks.
	reNotTold = compile(`(?i)\?|(?:^|\s)(?:but|אבל|אך)(?:\s|$)`)
)

// passiveSet says an event told in the passive in the order arranged
// reads: "the dentist appointment was set for 5pm tomorrow" → "i
// scheduled the dentist appointment for 5pm tomorrow", "התור נקבע למחר
// ב-5" → "נקבע התור למחר ב-5".
func passiveSet(s string) string {
	low := lower(s)
	if len(low) != len(s) || !containsAny(low, "set", "schedul", "book", "arrang", "plann", "confirm", "fixed", "pencil", "locked", " on ", "נקבע", "תואם", "תואמ", "הוזמן", "הוזמנ") || reNotTold.MatchString(s) {
		return s // a word of setting first: most messages have none
	}
	if g := rePassiveSetEN.FindStringSubmatch(s); g != nil && toldEventName(g[1]) && namesTime(g[2]) {
		name := strings.Fields(g[1])
		if d := toLower(name[0]); len(name) > 1 && (d == "my" || d == "our" || d == "the") {
			name = name[1:] // "our call with the bank": the call, as arranged says it
		}
		return "i scheduled the " + strings.Join(name, " ") + " " + g[2]
	}
	if g := rePassiveSetHE.FindStringSubmatch(s); g != nil && toldEventName(g[1]) && namesTime(g[2]) {
		return "נקבע " + g[1] + " " + g[2]
	}
	return s
}

// toldEventName reports whether name, said before the passive verb, is
// an event's name of a few words: no question and no command.
func toldEventName(name string) bool {
	words := strings.Fields(toLower(name))
	if len(words) == 0 || len(words) > 6 {
		return false
	}
	switch words[0] {
	case "what", "when", "which", "why", "how", "is", "was", "מה", "מתי", "איזה", "האם", "למה":
		return false
	}
	return leadsWithEvent(name)
}

// namesTime reports whether s names a time to read.
func namesTime(s string) bool {
	_, found, err := timeparse.Parse(s, shapeNow, time.UTC)
	return err == nil && found
}
