package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// The next one of a kind: "when's my next shift", "מתי המשמרת הבאה שלי",
// "מתי הפגישה הבאה עם דנה" ask for the first coming event of that name.
// The words that say "next" and "mine" name nothing and are left out of
// the name looked for, and the search starts now.

// reNextWords are the words around an event's name that say it is the
// coming one, or the user's: "next", "upcoming", "הבאה", "שלי". Said
// with a capital, "Next" is part of a name ("the Next Gen conference").
var reNextWords = compile(`(?:^|\s)(?:next|upcoming|coming|my|הבא|הבאה|הבאים|הבאות|הקרוב|הקרובה|הקרובים|שלי|שלנו)(?:\s|$)`)

// reNextSaid is a word of those that says the coming one.
var reNextSaid = compile(`(?:^|\s)(?:next|upcoming|coming|הבא|הבאה|הבאים|הבאות|הקרוב|הקרובה|הקרובים)(?:\s|$)`)

// nextEvent narrows args, for a name that says it is the coming one, to
// the name without those words and the time from now on. The Hebrew
// article the adjective made the name take ("המשמרת הבאה") goes with it.
func nextEvent(args *memo.CalendarArgs, now time.Time) {
	name := args.Summary
	if name == "" || !reNextSaid.MatchString(name) {
		return
	}
	for reNextWords.MatchString(name) {
		name = reNextWords.ReplaceAllString(name, " ")
	}
	name = oneSpace(name)
	if first, rest, _ := strings.Cut(name, " "); hebrewText(first) && strings.HasPrefix(first, "ה") && len([]rune(first)) > 3 {
		name = strings.TrimSpace(strings.TrimPrefix(first, "ה") + " " + rest)
	}
	if n := eventName(name); n != "" {
		name = n
	} else if !leadsWithEvent(name) {
		return // "when's my next one": no name to look for
	}
	args.Summary = name
	if args.From == nil {
		from := now
		args.From = &from
	}
}
