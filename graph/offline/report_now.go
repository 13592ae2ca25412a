package offline

import (
	"strings"
)

// A change told as it goes on, by a pronoun for the person of the thing
// in focus: "she moving to 3:30", "he's pushing it to 4", "הוא מזיז את זה
// ל-4", "היא ביקשה להזיז ל-4". Said so, the change is of the thing in
// focus and only to a time: what follows the verb must be the thing ("it",
// "את זה") and the time, or the time alone. "they're moving to tel aviv",
// "she's moving house", "אני מעביר דירה" move no thing.

var (
	// reportNowEN is a doer said by a pronoun, a helper or none, and a
	// verb of a change going on. Group 1 is the verb, group 2 what
	// follows it.
	reportNowEN = compile(`(?i)^(?:he|she|they|he's|she's|they're|hes|shes|theyre|he\s+is|she\s+is|they\s+are)\s+(?:just\s+|now\s+)?` +
		`(moving|pushing|shifting|bumping|rescheduling|postponing)\s+(.+)$`)
	// reportNowHE is the Hebrew: a pronoun and a verb in the present, or
	// a verb that someone asked for ("ביקשה להזיז"). Group 1 is the verb,
	// group 2 what follows it.
	reportNowHE = compile(`^(?:הוא|היא|הם|הן)\s+(?:(?:ביקש|ביקשה|ביקשו|רוצה|רוצים|רוצות)\s+)?` +
		`(מזיז|מזיזה|מזיזים|מזיזות|מעביר|מעבירה|מעבירים|מעבירות|דוחה|דוחים|דוחות|מקדים|מקדימה|מקדימים|להזיז|להעביר|לדחות|להקדים)\s+(.+)$`)
	// reportNowThing is the thing of the change said by a pronoun.
	reportNowThing = compile(`^(?:it|that|this|את\s+זה|אותו|אותה|אותם|אותן|זה)\s+`)
)

// reportNowCommands are the commands the verbs of reportNowEN and
// reportNowHE imply.
var reportNowCommands = map[string]string{
	"moving": "move", "pushing": "push", "shifting": "move", "bumping": "push", "rescheduling": "move", "postponing": "postpone",
	"מזיז": "תזיז", "מזיזה": "תזיז", "מזיזים": "תזיז", "מזיזות": "תזיז", "להזיז": "תזיז", "מעביר": "תעביר", "מעבירה": "תעביר",
	"מעבירים": "תעביר", "מעבירות": "תעביר", "להעביר": "תעביר", "דוחה": "תדחה", "דוחים": "תדחה", "דוחות": "תדחה", "לדחות": "תדחה",
	"מקדים": "תקדים", "מקדימה": "תקדים", "מקדימים": "תקדים", "להקדים": "תקדים",
}

// reportedNow is the command a change told as it goes on implies, "move
// it to 3:30", "תזיז את זה ל-4", or false when s tells none (see above).
func reportedNow(s string) (string, bool) {
	low := toLower(s)
	if len(low) != len(s) {
		return "", false
	}
	g := reportNowEN.FindStringSubmatch(low)
	if g == nil {
		g = reportNowHE.FindStringSubmatch(low)
	}
	if g == nil {
		return "", false
	}
	rest := reportNowThing.ReplaceAllString(g[2], "")
	if !onlyTimeTo(rest) {
		return "", false // "she's moving house", "הוא מעביר דירה"
	}
	if hebrewText(g[1]) {
		return reportNowCommands[g[1]] + " את זה " + rest, true
	}
	return reportNowCommands[g[1]] + " it " + rest, true
}

// onlyTimeTo reports whether s is "to" and a time and nothing else: "to
// 3:30", "till friday", "ל-4", "לחמישי".
func onlyTimeTo(s string) bool {
	s = strings.TrimSpace(s)
	if reBareHour.MatchString(s) {
		return strings.HasPrefix(s, "to ") || strings.HasPrefix(s, "ל") // "to 4", "ל4", "לארבע"
	}
	var t string
	switch {
	case strings.HasPrefix(s, "to "), strings.HasPrefix(s, "till "), strings.HasPrefix(s, "until "):
		_, t, _ = strings.Cut(s, " ")
	case strings.HasPrefix(s, "ל"):
		t = s
	default:
		return false
	}
	if timeOnly(t) {
		return true
	}
	day, ok := strings.CutPrefix(t, "ל")
	return ok && timeOnly("ב"+day) // "לחמישי" read as "בחמישי"
}

// timeOnly reports whether t is a day or an hour and nothing else but
// its preposition.
func timeOnly(t string) bool {
	r, found, err := parseAnyDay(t)
	return err == nil && found && (r.HasTime || r.HasDate) && strings.Trim(cutSpans(t, r.Spans), " לב-") == ""
}

// reportNowVerb holds a verb of reportNowCommands: the cheap test of
// mayReport.
var reportNowVerb = compile(`(?i)(?:moving|pushing|shifting|bumping|rescheduling|postponing|מזיז|מעביר|דוח|מקדים|להזיז|להעביר|לדחות|להקדים)`)
