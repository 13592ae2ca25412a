package offline

import "strings"

// The Hebrew command verb at the head of a request: with a ו before it,
// or "לי" and "את" run into it.

// vavCommand splits a leading "ו" off a Hebrew command verb or a time
// expression: "ותזכיר לי" → "תזכיר לי", "ובעוד שעה" → "בעוד שעה".
func vavCommand(s string) (head, rest string, ok bool) {
	first, tail, _ := strings.Cut(s, " ")
	if !strings.HasPrefix(first, "ו") || len(first) <= len("ו") {
		return "", "", false
	}
	bare := strings.TrimPrefix(strings.TrimPrefix(first, "ו"), "-")
	if heCommandVerbs[bare] || bare == "כל" || bare == "בכל" {
		if tail != "" {
			tail = " " + tail
		}
		return bare, tail, true
	}
	cand := bare
	if tail != "" {
		cand += " " + tail
	}
	// Only where the expression starts matters here, not what day it is.
	r, found, _ := parseAnyDay(cand)
	if found && len(r.Spans) > 0 && r.Spans[0][0] == 0 {
		return cand, "", true
	}
	return "", "", false
}

// startsWithHeCommand reports whether s opens with a Hebrew command verb.
func startsWithHeCommand(s string) bool {
	first, _, _ := strings.Cut(s, " ")
	return heCommandVerbs[first]
}

// startsWithRemind reports whether s already asks to be reminded.
func startsWithRemind(s string) bool {
	return reReminderWord.MatchString(toLower(s))
}

// splitGlued separates a Hebrew command verb written together with "לי"
// or "את" ("תזכירלי" → "תזכיר לי", "תדחהאת" → "תדחה את").
func splitGlued(s string) string {
	if !strings.Contains(s, "לי") && !strings.Contains(s, "את") {
		return s
	}
	words := strings.Split(s, " ")
	for i, w := range words {
		for _, g := range []string{"לי", "את"} {
			if stem, ok := strings.CutSuffix(w, g); ok && heCommandVerbs[strings.TrimPrefix(stem, "ו")] {
				words[i] = stem + " " + g
				break
			}
		}
	}
	return strings.Join(words, " ")
}
