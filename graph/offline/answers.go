package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// Answers to "what should I remind you about?" that name nothing to do.

// OnlyAck reports whether text only acknowledges ("thanks", "ok", "תודה",
// "👍"): said to a question, it answers nothing.
func OnlyAck(text string) bool { return onlyAck(text) }

// reRetimeLead opens a change of a time said without its thing: "make it
// 4", "change it to 5", "תעשה את זה ב-4", "שיהיה ב-5".
var reRetimeLead = compile(`(?i)^(?:make\s+it|change\s+it\s+to|move\s+it\s+to|switch\s+it\s+to|make\s+that|` +
	`(?:תעשה|תעשי|תשנה|תשני|תזיז|תזיזי|תעביר|תעבירי)\s+(?:את\s+)?(?:זה|זאת|אותו|אותה)(?:\s+ל)?|שיהיה|עדיף)(?:\s+|$)`)

// Retime returns the time an answer changes to, when it only corrects the
// time of the request it answers ("actually make it 4", "no, at 5",
// "בעצם תעשה את זה ב-4", "בעצם ב-5") and says nothing else.
func Retime(text string) (string, bool) {
	c := Clean(text)
	s := strings.TrimSpace(c.Text)
	lead := reRetimeLead.FindStringIndex(s)
	if lead != nil {
		s = strings.TrimSpace(s[lead[1]:])
	} else if !c.Correction {
		return "", false // a time alone, not said as a correction, is for the caller to read
	}
	if s == "" {
		return "", false
	}
	if bareHour.MatchString(s) {
		return s, true // "make it 4": the hour the question's time is near
	}
	r, found, err := timeparse.Parse(s, shapeNow, time.UTC)
	if err != nil || !found || strings.TrimSpace(r.Remainder(s)) != "" {
		return "", false
	}
	return s, true
}

// bareHour is an hour said alone, "4" or "4:30".
var bareHour = compile(`^\d{1,2}(?::\d{2})?$`)

// shapeNow is the time a text is read at where only whether, and where,
// it says a time matters, not which (Retime, tellMeAt).
var shapeNow = time.Date(2026, 1, 5, 12, 0, 0, 0, time.UTC)
