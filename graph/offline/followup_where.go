package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Where the event in focus is, asked or told after it was made or shown:
// "where is it?", "איפה זה?" show it with its place (or say it has none);
// "where is it? at the community center", "איפה זה? במתנ"ס" set its
// place. Never a new event, never a search of what was remembered.

// reWhereFocus is the question, its group what follows it.
var reWhereFocus = compile(`(?i)^(?:(?:so|and|wait|ok|okay)[,\s]+)?(?:where(?:'?s|\s+is|\s+was|\s+will\s+(?:it|that)\s+be)(?:\s+(?:it|that|this|(?:the|that|this|my)\s+(?:meeting|event|appointment)))?(?:\s+again)?|` +
	`ו?איפה\s+(?:זה|זאת|הוא|היא|הפגישה|האירוע)(?:\s+(?:יהיה|תהיה|שוב))?)\s*(?:[?.!,:;\-–—]+\s*|$)(.*)$`)

// whereFocus reads a question of where the focus is. ok is true when it
// is the whole message; said is the place told after it, put as a
// place is told ("it's at …", "זה ב…", "location: …"), for the readers
// after it.
func (m *message) whereFocus(text string, f *memo.FocusItem) (steps []memo.Step, ok bool, said string) {
	if !strings.Contains(text, "where") && !strings.Contains(text, "Where") && !strings.Contains(text, "איפה") {
		return nil, false, ""
	}
	g := reWhereFocus.FindStringSubmatch(strings.TrimSpace(text))
	if g == nil {
		return nil, false, ""
	}
	rest := strings.Trim(strings.TrimSpace(g[1]), "?!. ")
	if rest == "" {
		if f.Kind != memo.FocusEvent {
			return []memo.Step{general(memo.OpUnknown, "")}, true, "" // a reminder has no place
		}
		return []memo.Step{calStep(memo.OpEventGet, memo.CalendarArgs{EventIDs: []string{f.ID}, Where: true})}, true, ""
	}
	low := toLower(rest)
	switch {
	case hebrewText(rest) && (strings.HasPrefix(rest, "ב") || strings.HasPrefix(rest, "אצל ")):
		return nil, false, "זה " + rest
	case hebrewText(rest):
		return nil, false, "המיקום: " + rest
	case strings.HasPrefix(low, "at ") || strings.HasPrefix(low, "in "):
		return nil, false, "it's " + rest
	case strings.HasPrefix(low, "it's ") || strings.HasPrefix(low, "its ") || strings.HasPrefix(low, "it is "):
		return nil, false, rest
	}
	return nil, false, "location: " + rest
}
