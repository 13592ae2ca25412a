package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// joinedInfinitives cuts a Hebrew task's text of infinitives joined by ו,
// each with its own object, into a draft each: "לתקן את הברז במטבח
// ולהחליף נורה בסלון" is two things to do. Verbs that share one object
// ("לקנות ולהרכיב את הארון") leave a part of one word and stay one task.
// English "and" is not cut: it joins the parts of one task as often as
// it joins two ("pick up and drop off the kids"). nil when not cut.
func joinedInfinitives(text string) []memo.TaskDraft {
	if !hebrewText(text) {
		return nil
	}
	words := strings.Fields(text)
	var parts [][]string
	start := 0
	for i := 1; i < len(words); i++ {
		if w, ok := strings.CutPrefix(words[i], "ו"); ok && heInfinitiveVerb(w) {
			parts = append(parts, words[start:i])
			words[i], start = w, i
		}
	}
	if len(parts) == 0 {
		return nil
	}
	parts = append(parts, words[start:])
	ds := make([]memo.TaskDraft, 0, len(parts))
	for _, p := range parts {
		t := strings.Join(p, " ")
		if len(p) < 2 || !startsWithVerb(t) || !itemText(t) {
			return nil
		}
		ds = append(ds, memo.TaskDraft{Text: t})
	}
	return ds
}
