package offline

import (
	"fmt"
	"strings"
)

// A task named by the time it is due: "my 4pm reminder", "the reminder at
// 9am", "the 9am one" (a list of tasks in view), "התזכורת של 4", "המשימה
// ב-10". What is left once the task's word and the time are cut must be
// nothing: "the dentist reminder at 4" is named by its title, and "the
// 4th" or "של 4" with no task word is a position or a name.

// dueAtWords are the words around a task's time that name no task:
// articles, the task's word, "one", and what joins a time to it.
var dueAtWords = wordSet(`the my a reminder task todo one at for of את התזכורת תזכורת המשימה משימה של לשעה בשעה שלי`)

// dueAtKind are the words that say the thing is a task ("one" says so
// when the numbered list in view is of tasks).
var dueAtKind = wordSet(`reminder task todo התזכורת תזכורת המשימה משימה`)

// dueAtSaid reads target, what a delete names, as a task named by the time
// of day it is due: the times ("HH:MM") it may be, two when the hour said
// may be either half of the day ("התזכורת של 4"). ok is false when target
// names the task otherwise.
func (m *message) dueAtSaid(target string) (at []string, ok bool) {
	text := dayOwnerOff(target) // "התזכורת של 4" → "התזכורת ב-4"
	if !strings.ContainsAny(text, "0123456789") {
		return nil, false
	}
	hhmm, rest, r, ok := m.startIn(text)
	if !ok || r.HasDate {
		return nil, false
	}
	kind := false
	for _, w := range strings.Fields(toLower(rest)) {
		w = strings.Trim(w, ",.!?-")
		switch {
		case w == "" || w == "ב" || w == "ב-":
		case dueAtKind[w]:
			kind = true
		case dueAtWords[w]:
			kind = kind || w == "one" && m.numbered() != nil && m.numbered().Kind == "tasks"
		default:
			return nil, false // "the dentist reminder at 4": named by its title
		}
	}
	if !kind {
		return nil, false
	}
	at = []string{hhmm}
	if h := r.Time.In(m.loc()).Hour(); ambiguousHour(text, h) {
		at = append(at, fmt.Sprintf("%02d:%s", (h+12)%24, hhmm[3:]))
	}
	return at, true
}
