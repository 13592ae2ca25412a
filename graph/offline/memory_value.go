package offline

import (
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A fact said as a noun phrase and its value, with no verb and no "is":
// "מספר הפוליסה של ביטוח הרכב 778812", "הקוד של השער 4590#", "wifi
// password sunflower22", "my passport number 12345678". It is read only
// when its shape leaves no doubt: the phrase is headed by a kind of fact
// (a code, a number, a password: the first Hebrew word, the last English
// one) and is two words or more, and the value is one code-like word with
// digits in it that is no time. Anything else ("חלב 3", "meeting 1530",
// "call the bank 12345") is left to the other matchers.

// reValueTail is the value at the end: one word with at least two digits.
var reValueTail = compile(`^(.+?)\s+([#*]?[\p{L}\d][\p{L}\d\-#*/.]*)$`)

// matchMemoryValue reads a fact said as a noun phrase and its value.
func matchMemoryValue(m *message) ([]memo.Step, bool, error) {
	text := strings.TrimRight(strings.TrimSpace(m.raw), ".!")
	if strings.Contains(m.req.Text, "?") || len(text) > 120 {
		return nil, false, nil
	}
	subject, value, ok := phraseValue(text)
	if !ok || saysKeep(toLower(subject)) {
		return nil, false, nil
	}
	if _, found, _ := timeparse.Parse(text, m.now(), m.loc()); found {
		return nil, false, nil // "קוד 1530 מחר", "the code at 5 pm 1234"
	}
	if kept := codeMark(m.req.Text, text); kept != text {
		text, value = kept, codeMark(m.req.Text, value) // "wifi password Owl2026!"
	}
	d := memo.MemoryDraft{Kind: memo.MemoryFact, Text: text, Subject: subject, Value: value}
	return []memo.Step{memStep(memo.OpMemoryStore, memo.MemoryArgs{Draft: &d})}, true, nil
}

// phraseValue reads text as a phrase headed by a kind of fact and a
// code-like value ("הקוד של הכספת 7070"), or reports false.
func phraseValue(text string) (subject, value string, ok bool) {
	g := reValueTail.FindStringSubmatch(text)
	if g == nil {
		return "", "", false
	}
	subject, value = strings.TrimSpace(strings.TrimRight(g[1], ":,-–— ")), g[2]
	if s, ok := cutNow(subject); ok {
		subject = s // "הקוד של הכספת עכשיו 0707": the code, changed
	}
	ok = valueShaped(value) && factPhrase(subject) && !reOtherThing.MatchString(toLower(subject)) && !startsWithVerb(subject) &&
		!opensCommand(subject)
	return subject, value, ok
}

// reNowTail is a word at the end of a fact's phrase that says its value
// changed: "הקוד של הכספת עכשיו 0707", "the gate code now 1234".
var reNowTail = compile(`(?i)\s+(?:עכשיו|מעכשיו|כעת|החדש|החדשה|now|from\s+now\s+on|is\s+now)$`)

// cutNow returns s without a word at its end that says the value changed.
func cutNow(s string) (string, bool) {
	if loc := reNowTail.FindStringIndex(s); loc != nil {
		return strings.TrimSpace(s[:loc[0]]), true
	}
	return s, false
}

// valueShaped reports whether v is a code-like value: at least two
// digits ("38", "4590#", "sunflower22").
func valueShaped(v string) bool {
	digits := 0
	for _, r := range v {
		if unicode.IsDigit(r) {
			digits++
		}
	}
	return digits >= 2
}

// factPhrase reports whether s is a noun phrase of two to eight words
// headed by a kind of fact: "מספר הפוליסה של ביטוח הרכב", "הקוד של
// השער", "my passport number", "the wifi password", "Dana's locker code".
func factPhrase(s string) bool {
	ws := strings.Fields(toLower(s))
	if len(ws) < 2 || len(ws) > 8 {
		return false
	}
	for _, w := range ws {
		if strings.IndexFunc(w, unicode.IsDigit) >= 0 {
			return false // one value, at the end
		}
	}
	if isHebrewWord(ws[0]) {
		head := strings.TrimPrefix(ws[0], "ה")
		return factHead(head)
	}
	return factHead(strings.Trim(ws[len(ws)-1], "'’"))
}

// factHead reports whether w is one of factWords, as said.
func factHead(w string) bool {
	for _, f := range factWords {
		if w == f {
			return true
		}
	}
	return false
}

// codeMark puts back the "!" written right after a code or password
// ("Owl2026!", "Gg#2024!", "Kfir2020! thanks"): it is part of the value,
// though the reader trims it off a sentence. content is what is stored,
// said says it as written. Prose ("we met in Paris!") and a mark after a
// space keep the trim.
func codeMark(said, content string) string {
	fields := strings.Fields(content)
	if len(fields) == 0 || strings.HasSuffix(content, "!") {
		return content
	}
	last := fields[len(fields)-1]
	at := strings.LastIndex(said, last)
	if at < 0 || !codeToken(last) {
		return content
	}
	after := said[at+len(last):]
	marks := len(after) - len(strings.TrimLeft(after, "!"))
	if marks == 0 {
		return content
	}
	return content + after[:marks]
}

// codeToken reports whether w reads as a code or a password: letters and
// digits together ("Owl2026"), or a symbol a word does not hold
// ("Gg#2024", "p@ss").
func codeToken(w string) bool {
	letters, digits := false, false
	for _, r := range w {
		switch {
		case unicode.IsLetter(r):
			letters = true
		case unicode.IsDigit(r):
			digits = true
		case strings.ContainsRune("#@$%^&*_~", r):
			return true
		}
	}
	return letters && digits
}
