package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// joinedInfinitives cuts a Hebrew task's text of infinitives joined by ו,
// each with its own object, into a draft each: "לתקן את הברז במטבח
// ולהחליף נורה בסלון" is two things to do. Verbs that share one object
// ("לקנות ולהרכיב את הארון") leave a part of one word and stay one task.
// English "and" is cut by joinedTasksEN, only between two things to do
// each with a thing of its own ("pick up and drop off the kids" stays
// one). nil when not cut.
func joinedInfinitives(text string) []memo.TaskDraft {
	if !hebrewText(text) {
		return nil
	}
	parts := vavInfinitives(text)
	if len(parts) < 2 {
		return nil
	}
	ds := make([]memo.TaskDraft, 0, len(parts))
	for _, t := range parts {
		if len(strings.Fields(t)) < 2 || !startsWithVerb(t) || !itemText(t) {
			return nil
		}
		ds = append(ds, memo.TaskDraft{Text: t})
	}
	return ds
}

// vavInfinitives cuts text before each infinitive joined by ו (or "ו-")
// and drops that ו: "לקנות ורדים ולהתקשר לאמא" is "לקנות ורדים" and
// "להתקשר לאמא" ("ורדים" is no infinitive, and stays).
func vavInfinitives(text string) []string {
	words := strings.Fields(text)
	var parts []string
	start := 0
	for i := 1; i < len(words); i++ {
		w, ok := strings.CutPrefix(words[i], "ו")
		if ok {
			w = strings.TrimPrefix(w, "-") // "ו-לשלם"
		}
		if ok && heInfinitiveVerb(w) {
			parts = append(parts, strings.Join(words[start:i], " "))
			words[i], start = w, i
		}
	}
	return append(parts, strings.Join(words[start:], " "))
}
