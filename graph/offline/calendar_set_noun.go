package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// setNounsEN are the things that happen at a time that "set a …" makes
// and that are verbs too, so no event noun of eventSetEN: "set a call
// with the client at 9", "set a quick sync for 3".
var setNounsEN = wordSet(`call calls chat sync catchup catch-up check-in checkin standup stand-up 1:1 zoom facetime hangout`)

// setsEventNoun reports whether low, said after "set", opens with an
// article and a thing that happens at a time ("a call with the client",
// "a quick sync", "an interview"), or with the thing itself as texted
// without its article ("mtg w/ HSBC ppl", "call with Dan"): "set" makes
// it, as it makes a meeting. "set the table at 7", "set table" and "set
// a timer" set no event.
func setsEventNoun(low string) bool {
	fs := strings.Fields(low)
	if len(fs) >= 2 {
		if w := strings.Trim(fs[0], ",.!?:;\"'()"); setNounsEN[w] || eventSetEN[w] {
			return true
		}
	}
	if len(fs) < 2 || fs[0] != "a" && fs[0] != "an" {
		return false
	}
	for i, w := range fs[1:min(len(fs), 3)] {
		w = strings.Trim(w, ",.!?:;\"'()")
		if setNounsEN[w] || eventSetEN[w] {
			return true
		}
		if i == 0 && !setAdjectives[w] {
			return false
		}
	}
	return false
}

// setAdjectives are the words that may stand between "set a" and the
// thing it makes: "set a quick call".
var setAdjectives = wordSet(`quick short brief new video phone zoom team weekly daily follow-up followup`)

// reCommandTitle is an event title that opens with the command that made
// it and its article: "set a call with the client", "add a call with
// the client", "schedule a sync", or has it after a comma ("innit, put me
// down for a shift"), or a verb that enters a thing in the calendar
// ("enter the meeting room", "log my run", "תזין תור"). "book a table" and "make a cake" may be
// what one does at a time, and stay.
var reCommandTitle = compile(`(?i)(?:^|[,;]\s*)(?:set(?:\s+up)?|put|add|schedule)\s+(?:a|an|the)\s|^set\s+(?:mtg|meeting|call|appt|appointment)\b|` +
	`(?:^|[,;]\s*)(?:enter|log|(?:jot|note|write)\s+down)\s+(?:a|an|the|my|our)\s|^(?:תזין|תזיני|הזן)\s|(?:^|[,;]\s*)(?:put|pencil|book|sign)\s+me\s+(?:down|in|up)\b`)

// reMakeTaskTitle is a title that is only the request to make a task of
// what was said: "make a to do", "add it as a task", "זה משימה".
var reMakeTaskTitle = compile(`(?i)^(?:please\s+|pls\s+)?(?:make|add|create|set|put|save)\s+(?:(?:it|this|that)\s+)?(?:(?:as|into|in)\s+)?(?:a\s+|an\s+|my\s+)?(?:to-?\s?do|task|reminder)(?:\s+(?:list|of\s+(?:it|this|that)|for\s+(?:it|this|that|me)))?(?:\s+(?:please|pls))?[.!]*$|` +
	`^(?:זה|זאת|זו)\s+(?:משימה|תזכורת)[.!]*$|^(?:תיצור|תיצרי|צור|תעשה|תעשי|תוסיף|תוסיפי|תרשום|תרשמי)\s+(?:לי\s+)?(?:מזה\s+|את\s+זה\s+)?(?:כ)?(?:משימה|תזכורת)[.!]*$`)

// commandEventTitle reports whether an event made keeps its command at
// its title's opening (see reCommandTitle).
func commandEventTitle(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks != nil {
			for _, d := range s.Tasks.Drafts {
				if reMakeTaskTitle.MatchString(strings.TrimSpace(d.Text)) {
					return true // "make a to do" of "I need to renew my license, please make a to do"
				}
			}
		}
		if s.Calendar == nil {
			continue
		}
		for _, d := range s.Calendar.Drafts {
			if reCommandTitle.MatchString(d.Summary) {
				return true
			}
		}
	}
	return false
}
