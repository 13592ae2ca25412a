package offline

import (
	"strings"
)

// Events or tasks: appointments, meetings, dinners, classes and the like
// said with a time go to the calendar; a plain "remind me" stays a task.
// A message with a time and no command is an event when its text leads
// with such a noun ("dinner at Noa's on Friday 8pm", "תור לרופאת עור ביום
// ראשון ב-16:00") and a task otherwise ("call mom tomorrow at 9").

var (
	eventSetEN = toSet(eventNounsAllEN)
	eventSetHE = toSet(eventNounsAllHE)
	taskVerbEN = toSet(taskVerbsEN)

	// reHaveLead is "I've got", "I have", "יש לי" before an event noun:
	// the user tells of an appointment rather than asking for a task.
	reHaveLead = compile(`(?i)^(?:i'?ve\s+got|i'?ve\s+(?:a|an)\b|i\s+have\s+got|i\s+got|i\s+have|ive\s+got|we\s+have|we'?ve\s+got|there'?s|there\s+is|got|` +
		`יש\s*לי|יש\s*לנו|יש)\s+`)
)

func toSet(words []string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// leadsWithEvent reports whether title opens, within its first three
// words, with a noun of something that happens at a time, and not with a
// verb of something to do ("book the dentist" is a task).
func leadsWithEvent(title string) bool {
	words := strings.Fields(toLower(strings.Trim(title, " ,.!?:;")))
	for len(words) > 0 {
		switch words[0] {
		case "a", "an", "the", "my", "our", "his", "her", "their", "את":
			words = words[1:]
			continue
		}
		break
	}
	if len(words) == 0 {
		return false
	}
	first := strings.Trim(words[0], ",.!?:;\"'")
	if len(words) > 1 && eventSetEN[first+" "+strings.Trim(words[1], ",.!?:;\"'")] {
		return true // "call with the Berlin team", "book club"
	}
	if taskVerbEN[first] || heInfinitiveVerb(first) {
		return false
	}
	if heldByKind(words) {
		return true // "board call", "design review" (event_kinds.go)
	}
	for i := 0; i < len(words) && i < 5; i++ {
		w := strings.Trim(words[i], ",.!?:;\"'()")
		if i == 0 && heldModifier(w, words) {
			continue // "job application", "auction catalogue": the noun after it is the thing
		}
		if eventSetEN[w] || eventSetEN[strings.TrimSuffix(w, "'s")] || eventNounNear(w) {
			return true
		}
		for _, part := range strings.Split(w, "-") {
			if eventSetEN[part] && part != w {
				return true
			}
		}
		if i+1 < len(words) && (eventSetEN[w+" "+words[i+1]] || heEvent(w+" "+words[i+1])) {
			return true
		}
		if heEvent(w) {
			return true
		}
		if i+2 < len(words) && eventSetEN[w+" "+words[i+1]+" "+strings.Trim(words[i+2], ",.!?:;\"'()")] {
			return true // "1 on 1", "one on one"
		}
	}
	return false
}

// heEvent reports whether w is a Hebrew event noun, with or without the
// prefix letters it may carry (ה, ל, ב, ו, ש, מ).
func heEvent(w string) bool {
	for _, form := range hePrefixForms(w) {
		if eventSetHE[form] {
			return true
		}
	}
	return false
}

// hasEventNoun reports whether s holds a scheduling noun or the name of
// something that happens at a time (a dinner, a class, a party): enough
// to create an event, not to look one up instead of a task.
func hasEventNoun(s string) bool {
	if reEventWord.MatchString(s) || kindHeldIn(strings.Fields(toLower(s))) {
		return true // "put a board call at 9" (event_kinds.go)
	}
	for _, w := range strings.Fields(toLower(s)) {
		w = strings.Trim(w, ",.!?:;\"'()")
		if eventSetEN[w] || eventSetEN[strings.TrimSuffix(w, "'s")] || heEvent(w) {
			return true
		}
	}
	return false
}

// hePrefixForms are w and w without up to two leading prefix letters.
func hePrefixForms(w string) []string {
	out := []string{w}
	for i := 0; i < 2; i++ {
		r := []rune(out[len(out)-1])
		if len(r) < 3 || !strings.ContainsRune("הלבושמ", r[0]) {
			break
		}
		out = append(out, string(r[1:]))
	}
	return out
}

// opensWithDoing reports whether name opens with a verb of something to
// do ("call the dentist", "לקבוע תור לרופא"): a task's name, even with an
// event noun after the verb. After an article the word is a noun ("the
// review with Noa").
func opensWithDoing(name string) bool {
	words := strings.Fields(toLower(strings.Trim(name, " ,.!?:;")))
	for len(words) > 0 && words[0] == "את" {
		words = words[1:]
	}
	if len(words) == 0 {
		return false
	}
	first := strings.Trim(words[0], ",.!?:;\"'")
	return taskVerbEN[first] || heInfinitiveVerb(first)
}

// isArticle reports whether w is an English article or possessive before
// a noun ("the review", "my dentist").
func isArticle(w string) bool {
	switch w {
	case "the", "my", "our", "a", "an", "his", "her", "their":
		return true
	}
	return false
}

// heInfinitiveVerb reports whether w looks like a Hebrew infinitive ("ל"
// and a verb: להתקשר, לקנות) rather than "ל" and an event noun (לרופא).
func heInfinitiveVerb(w string) bool {
	r := []rune(w)
	if len(r) < 4 || r[0] != 'ל' {
		return false
	}
	return !heEvent(string(r[1:]))
}
