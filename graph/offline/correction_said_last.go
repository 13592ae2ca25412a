package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A bare correction of the time may say its word of correcting after the
// time, or say it with "דווקא" (rather): "5:15 actually", "4pm actually",
// "in 40 actually", "בחמש ורבע בעצם", "בשלוש דווקא", "דווקא בשלוש". It is
// the correction "actually 5:15" ("בעצם בשלוש"), which moves the item in
// focus and, with none, is declined as that is. Only a time said alone
// is read so: "5:15 actually works for me", "actually 3 of them" and
// "meeting at 5 actually" are left as they were.

var (
	// reCorrectingLast is a time, with a sound before it or none, then the
	// word of correcting that closes the message (groups: time, word).
	reCorrectingLast = compile(`(?i)^(?:(?:oh|ok|okay|hmm|ah|אה|אוקיי|אוקי|טוב)[,\s]+)?(.+?)[\s,]+(actually|בעצם|דווקא)[.!]*$`)
	// reRatherFirst is "דווקא" before a time: "rather at three".
	reRatherFirst = compile(`^דווקא[,\s]+(.+?)[.!]*$`)
)

// correctionLast writes a bare correction said as above with its word of
// correcting first; text as it was otherwise.
func correctionLast(text string) string {
	when, ok := correctingLast(text)
	switch {
	case !ok:
		return text
	case hebrewText(text):
		return "בעצם " + when
	}
	return "actually " + when
}

// saidLast is s read as such a correction once cleaned, and whether the
// message corrects (corrected, or this correction found).
func saidLast(s string, corrected bool) (string, bool) {
	if when, ok := correctingLast(s); ok {
		return when, true
	}
	return s, corrected
}

// correctingLast is the time of a bare correction said as above; ok is
// false when text is none. Cleaning reads it too, once the words around
// the correction are off ("מתוקה, בשש דווקא").
func correctingLast(text string) (string, bool) {
	t := strings.TrimSpace(text)
	if !containsAny(lower(t), "actually", "בעצם", "דווקא") {
		return "", false
	}
	if g := reRatherFirst.FindStringSubmatch(t); g != nil && timeSaidAlone(g[1]) {
		return g[1], true
	}
	if g := reCorrectingLast.FindStringSubmatch(t); g != nil && timeSaidAlone(g[1]) {
		return g[1], true
	}
	return "", false
}

// timeSaidAlone reports whether s is a time and nothing else: an hour in
// digits or words ("4", "5:15", "three", "בחמש ורבע"), an amount from now
// ("in 40", "בעוד ארבע") or a time the grammar reads whole ("4pm",
// "tomorrow at 6").
func timeSaidAlone(s string) bool {
	s = strings.TrimSpace(s)
	low := toLower(s)
	if reBareNumber.MatchString(s) || reHourWordEN.MatchString(low) || reHourWordHE.MatchString(s) || reAmountInBare.MatchString(low) {
		return true
	}
	if _, ok := hourAlone(s); ok {
		return true
	}
	r, found, err := timeparse.Parse(s, shapeNow, time.UTC)
	return err == nil && found && len(r.Spans) > 0 && onlyConnectives(r.Remainder(s))
}
