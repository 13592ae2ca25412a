package offline

import (
	"strings"
)

// A move to another day is often said with the hours it keeps: "it's
// Saturday now, same hours", "move it to Saturday same hours", "now is 11
// december, same hour", "תעביר לשבת באותה שעה", "זה עכשיו ביום שבת, אותן
// שעות". The words only say what a move to a day does anyway: the
// item's hours stay.

// reSameHours is the words that keep the hours, at the end of a change.
var reSameHours = compile(`(?i)[\s,;\-–—]+(?:(?:at|in|for)\s+)?(?:the\s+)?same\s+(?:hours?|times?)(?:\s+as\s+before)?|` +
	`[\s,;\-–—]+(?:ב)?(?:אותה\s+(?:ה)?שעה|אותן\s+(?:ה)?שעות|(?:ה)?שעה\s+(?:ה)?זאת|(?:ה)?שעות\s+(?:ה)?אלה)(?:\s+כמו\s+קודם)?`)

// reNewsNow is "now" said after a new day, as news: "it's Saturday now".
var reNewsNow = compile(`(?i)\s+(?:now|עכשיו)$`)

// reNowItIs opens a day told as news with "now": "now it's Saturday",
// "now is 11 december", "עכשיו זה ביום שבת", "זה עכשיו בשבת".
var reNowItIs = compile(`(?i)^(?:now\s+(?:it'?s|its|it\s+is|is|it\s+will\s+be)|(?:it'?s|its|it\s+is)\s+now|עכשיו\s+(?:זה|הוא|היא)|(?:זה|הוא|היא)\s+עכשיו)\s+`)

// dropSameHours takes off text the words that keep the item's hours when
// the rest names a day and no hour; otherwise text stays as it is. A
// "now" that tells the news goes with them.
func dropSameHours(text string) string {
	low := lower(text)
	if !strings.Contains(low, "same") && !strings.Contains(low, "אות") && !strings.Contains(low, "now") && !strings.Contains(low, "עכשיו") &&
		!strings.Contains(low, "שעה") && !strings.Contains(low, "שעות") {
		return text
	}
	rest := strings.TrimSpace(text)
	if loc := reSameHours.FindStringIndex(lower(rest)); loc != nil && strings.Trim(rest[loc[1]:], " .!") == "" {
		rest = strings.TrimSpace(rest[:loc[0]])
	}
	said := rest != strings.TrimSpace(text)
	if g := reNowItIs.FindStringIndex(lower(rest)); g != nil {
		rest, said = "it's "+strings.TrimSpace(rest[g[1]:]), true
		if hebrewText(text) {
			rest = "זה " + strings.TrimPrefix(rest, "it's ")
		}
	}
	if loc := reNewsNow.FindStringIndex(lower(rest)); loc != nil && said || loc != nil && reItIs.MatchString(lower(rest)) {
		rest, said = strings.TrimSpace(rest[:loc[0]]), true
	}
	if !said {
		return text
	}
	r, found, err := parseAnyDay(rest)
	if err != nil || !found || !r.HasDate || r.HasTime {
		return text
	}
	return rest
}

// keepsHours reports whether text is a time that still closes with the
// words that keep the item's hours: dropSameHours left them, so the time
// says an hour too, and what is meant is not guessed.
func keepsHours(text string) bool {
	loc := reSameHours.FindStringIndex(lower(text))
	if loc == nil || strings.Trim(text[loc[1]:], " .!") != "" {
		return false
	}
	// Only a time said with them: "also call aunt rachel at the same
	// time" is one more thing at the focus's hour (see alsoLike).
	rest := text[:loc[0]]
	r, found, err := parseAnyDay(rest)
	return err == nil && found && onlyConnectives(r.Remainder(rest))
}
