package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// The event in focus shifted by an amount, named rather than called "it":
// "push the print shop meeting by an hour", "push the meeting with the
// print shop back an hour", "תדחה את הפגישה עם הדפוס בשעה". Only the focus
// holds the time to shift from, so a name that is not the focus's is not
// read here.

// shiftVerbs open such a shift; those that bring it earlier are marked.
var shiftVerbs = map[string]bool{
	"push": false, "move": false, "delay": false, "postpone": false, "shift": false, "bump": false, "bring": true,
	"תדחה": false, "תדחי": false, "תזיז": false, "תזיזי": false, "תקדים": true, "תקדימי": true,
	// The infinitive asked ("נא לדחות את הכנס בשעה אחת", "אפשר להקדים
	// בחצי שעה"): with ב and an amount, a shift by it, not "at one".
	"לדחות": false, "להזיז": false, "להקדים": true,
}

// shiftDirections are the words that say which way, before or after the amount.
var shiftDirections = map[string]bool{
	"back": true, "forward": true, "later": true, "earlier": true, "ahead": true,
	"קדימה": true, "אחורה": true,
}

// shiftNamed reads a shift of the focus by an amount when the words
// between the verb and the amount name the focus.
func (m *message) shiftNamed(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	words := strings.Fields(strings.Trim(strings.TrimSpace(text), ".!"))
	if len(words) < 3 || f.When == nil || f.Kind != memo.FocusEvent {
		return nil, false, nil
	}
	verb := toLower(words[0])
	if _, ok := shiftVerbs[verb]; !ok {
		return nil, false, nil
	}
	for i := 2; i < len(words); i++ {
		name := strings.Join(words[1:i], " ")
		rest := words[i:]
		dir := ""
		if shiftDirections[toLower(rest[0])] {
			dir, rest = rest[0], rest[1:]
		}
		if len(rest) > 0 && (toLower(rest[0]) == "by" || toLower(rest[0]) == "for") {
			rest = rest[1:]
		}
		if len(rest) == 0 {
			continue
		}
		after := ""
		if n := len(rest); n > 1 && shiftDirections[toLower(rest[n-1])] {
			after, rest = rest[n-1], rest[:n-1]
		}
		amount := strings.Join(rest, " ")
		if hebrewText(amount) {
			if !strings.HasPrefix(amount, "ב") {
				continue
			}
			amount = strings.TrimPrefix(strings.TrimPrefix(amount, "ב"), "-")
			if reAtBareNumber.MatchString("ב" + amount) {
				return nil, false, nil // "תזיז את הפגישה ב14": at 14:00, not 14 minutes on
			}
		}
		if _, ok := durationOf(amount, m.now(), m.loc()); !ok || !namesFocus(name, f.Title) {
			continue
		}
		return m.shiftFocus([]string{words[0], dir, amount, after}, f)
	}
	return nil, false, nil
}

// namesFocus reports whether every word of name, past an article or "את",
// is a word of title: "the print shop meeting" names "meeting with the
// print shop", "הפגישה עם הדפוס" names "פגישה עם הדפוס".
func namesFocus(name, title string) bool {
	n := 0
	for _, w := range strings.Fields(toLower(name)) {
		w = strings.Trim(w, ",.'\"")
		switch w {
		case "", "the", "my", "our", "a", "את", "לי", "של", "with", "עם":
			continue
		}
		w = strings.TrimSuffix(w, "'s")
		if wordIndex(title, w) < 0 && !(strings.HasPrefix(w, "ה") && wordIndex(title, strings.TrimPrefix(w, "ה")) >= 0) {
			return false
		}
		n++
	}
	return n > 0
}

// hebrewMove reports whether text opens with the Hebrew verb of moving
// ("תזיז", "להזיז"), which says no direction of its own.
func hebrewMove(text string) bool {
	for _, v := range []string{"תזיז", "להזיז"} {
		if strings.HasPrefix(strings.TrimSpace(text), v) {
			return true
		}
	}
	return false
}

// reOneUnitHE is a unit with "one" said after it ("שעה אחת", "דקה
// אחת"): the unit alone. Where it may be the clock ("בשעה אחת" is also
// "at one"), the verb before it has decided it is a length.
var reOneUnitHE = compile(`^(שעה|דקה|יום|שבוע)\s+(?:אחת|אחד|1)$`)
