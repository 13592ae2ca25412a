package offline

import (
	"strings"
	"time"
	"unicode"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// Answers to "what should I remind you about?" that name nothing to do.

// OnlyAck reports whether text only acknowledges ("thanks", "ok", "תודה",
// "👍"): said to a question, it answers nothing.
func OnlyAck(text string) bool { return onlyAck(text) }

// reRetimeLead opens a change of a time said without its thing: "make it
// 4", "change it to 5", "תעשה את זה ב-4", "שיהיה ב-5".
var reRetimeLead = compile(`(?i)^(?:make\s+it|(?:change|move|switch|push)\s+(?:it\s+|that\s+)?to|make\s+that|` +
	`(?:תעשה|תעשי|תשנה|תשני|תזיז|תזיזי|תעביר|תעבירי)\s+(?:את\s+)?(?:זה|זאת|אותו|אותה)(?:\s+ל)?|שיהיה|עדיף)(?:\s+|$)`)

// reRetimeToHE is a Hebrew change with its "to" glued to the time: "תשנה
// לשבת בבוקר בשמונה", "תעביר את זה ל-9".
var reRetimeToHE = compile(`^(?:תשנה|תשני|תזיז|תזיזי|תעביר|תעבירי|תדחה|תדחי)(?:\s+(?:את\s+)?(?:זה|זאת|אותו|אותה))?\s+ל-?`)

// Retime returns the time an answer changes to, when it only corrects the
// time of the request it answers ("actually make it 4", "no, at 5",
// "בעצם תעשה את זה ב-4", "בעצם ב-5", "change to saturday at 8", "תשנה
// לשבת בבוקר בשמונה") and says nothing else.
func Retime(text string) (string, bool) {
	c := Clean(text)
	s := strings.TrimSpace(c.Text)
	lead := reRetimeToHE.FindStringIndex(s)
	if lead == nil {
		lead = reRetimeLead.FindStringIndex(s)
	}
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

// Unpolite returns an answer without the politeness said around it, as
// Clean takes it off a request: the emoji, "please" wherever it stands,
// and the thanks, polite conditions and words of address that open or
// close it ("Tomorrow at 10:30, if you please." → "Tomorrow at 10:30",
// "מחר ב-10:30 אם אפשר 🙏" → "מחר ב-10:30", "at 9, cheers mate" → "at
// 9"). What is left is for the caller to read; an answer that is
// politeness alone is returned as it is.
func Unpolite(text string) string {
	s := strings.TrimSpace(squeezeSpaces(dropSymbols(text)))
	s = strings.TrimSpace(squeezeSpaces(replaceLower(rePolite, s, keepEdges)))
	for s != "" {
		t := s
		if loc := reTrailFiller.FindStringIndex(lower(s)); loc != nil && loc[0] > 0 {
			s = strings.TrimSpace(s[:loc[0]])
		}
		if loc := reLeadFiller.FindStringIndex(lower(s)); loc != nil && loc[1] > 0 && loc[1] < len(s) {
			s = strings.TrimSpace(s[loc[1]:])
		}
		if f := strings.Fields(s); len(f) > 1 && addressTags[toLower(strings.Trim(f[len(f)-1], ",.!?…"))] {
			s = strings.Join(f[:len(f)-1], " ") // "… cheers mate": the word of address, then the thanks
		}
		if t == s {
			break
		}
	}
	s = strings.TrimRight(strings.TrimLeft(s, " ,;:-–—"), " ,;:.!-–—")
	if s == "" || strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0 {
		return strings.TrimSpace(text)
	}
	return s
}
