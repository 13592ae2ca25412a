package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A when begun and then begun again, the first try left unfinished after
// a pause or a word of correcting: "remind me every other... every friday
// at 6pm to call the kids", "Remind me every first working day... abeg
// every Monday by 9am to …", "remind me on sunday — I mean on monday at 8
// to …", "תזכיר לי ביום ראשון... לא, ביום שני ב-8 להתקשר לבנק", "תזכיר לי
// כל יום... כלומר כל יום שני ב-9 …". What follows the restart replaces what
// it restarts: the words since the last time the restart's first word was
// said, a few words of a when with no deed among them. Only a restart
// that opens a when it reads is taken so; one whose first word was not
// said before ("tomorrow... to call mom"), or that opens no time ("at 5...
// at the office"), leaves the message as it was, for the readers after
// it (a correction with its lead, correct_in_place.go).

var (
	// reRestart is the pause or the word that restarts, with the words of
	// correcting after it ("... no,", "— I mean", "... abeg", "... לא,").
	// Group 1 is where the restart's own words begin.
	reRestart = compile(`(?i)(?:\s*(?:\.{2,}|…)\s*|\s+[—–]\s*|\s+-{1,2}\s+|\s+(?:i\s+mean|i\s+meant|scratch\s+that|sorry|כלומר|סליחה)[\s,]+)` +
		`(?:(?:no|nah|sorry|i\s+mean|i\s+meant|scratch\s+that|wait|abeg|actually|rather|לא|סליחה|כלומר|רגע|בעצם|התכוונתי)[\s,.!…]*)*()`)
	// reRestartOpens is the first word of a restart that opens a when:
	// "every", "at", "on", "next", "tomorrow", "ביום", "בשעה", "כל", "ב-8".
	reRestartOpens = compile(`(?i)^(?:every|each|at|on|by|next|this|from|ב?כל|ביום|בשעה|בעוד|ב-?\d{1,2}(?::\d{2})?|מחר|מחרתיים|היום|tomorrow|today|tonight|` +
		`(?:mon|tues|wednes|thurs|fri|satur|sun)day)$`)
	// reRestartDeed is a word that says the deed, which no restarted when
	// holds: "to", "about", a Hebrew infinitive.
	reRestartDeed = compile(`(?i)^(?:to|that|about|for|את|על|ש\p{Hebrew}+|ל\p{Hebrew}{3,})$`)
)

// maxRestarted is the most words a restart replaces: a when begun, never
// a request.
const maxRestarted = 4

// restartSaid is s with a when restarted in it said once, as the restart
// says it (see above); s itself when it holds no such restart.
func restartSaid(s string, now time.Time, loc *time.Location) string {
	all := reRestart.FindAllStringSubmatchIndex(s, -1)
	if len(all) != 1 {
		return s // none, or two restarts: which replaces what is not guessed
	}
	g := all[0]
	before, after := s[:g[0]], s[g[2]:]
	first, _, _ := strings.Cut(after, " ")
	first = strings.TrimRight(first, ",.")
	if !reRestartOpens.MatchString(first) {
		return s
	}
	r, found, err := timeparse.Parse(after, now, loc)
	if err != nil || !found || len(r.Spans) == 0 || r.Spans[0][0] != 0 && !reRestartOpens.MatchString(strings.TrimSpace(after[:r.Spans[0][0]])) {
		return s // "at 5... at the office": no when restarted
	}
	words := strings.Fields(before)
	at := -1
	for i := len(words) - 1; i >= 0 && i >= len(words)-maxRestarted; i-- {
		if strings.EqualFold(words[i], first) {
			at = i
			break
		}
	}
	if at < 0 {
		return s
	}
	for _, w := range words[at+1:] {
		if reRestartDeed.MatchString(w) {
			return s // "at 5 to call mom... at 6": more than a when was said
		}
	}
	return strings.Join(append(words[:at:at], after), " ")
}
