package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A "done" said formally tells first what was done by its noun, then asks
// to mark the item: "השיחה בוצעה, ניתן לסמן את המשימה כהושלמה", "the call
// has been made, you may mark it as done", "המשימה הושלמה, נא לסמן". The
// noun stands for the item in focus when it is the item's kind ("המשימה",
// "the task") or the noun of the deed its title opens with ("השיחה" of
// "להתקשר לבנק", "התשלום" of "לשלם חשבון"); the report is then a why
// before the mark, never a name to look up.

// deedNouns are nouns of a deed whose verb shares no root with them, with
// the verbs a title says it by.
var deedNouns = map[string][]string{
	"שיחה":  {"להתקשר", "לדבר", "לטלפן", "לחייג", "call", "phone", "ring"},
	"שיחת":  {"להתקשר", "לדבר", "לטלפן", "לחייג", "call", "phone", "ring"},
	"call":  {"להתקשר", "לטלפן", "call", "phone", "ring"},
	"phone": {"להתקשר", "לטלפן", "לחייג", "call", "phone", "ring"},
	"טלפון": {"להתקשר", "לטלפן", "לחייג", "call", "phone", "ring"},
	"קנייה": {"לקנות", "buy", "get"},
	"קניה":  {"לקנות", "buy", "get"},
}

// deedOfFocus reports whether w, said in a report before a mark, names the
// item in focus: its kind, or the noun of the deed its title opens with.
func deedOfFocus(w string, f *memo.FocusItem) bool {
	if f == nil || f.Kind != memo.FocusTask {
		return false
	}
	switch w {
	case "המשימה", "התזכורת", "המטלה", "task", "reminder", "to-do", "todo":
		return true
	}
	title := strings.Fields(lower(f.Title))
	if len(title) == 0 {
		return false
	}
	for _, v := range deedNouns[strings.TrimPrefix(w, "ה")] {
		if title[0] == v {
			return true
		}
	}
	return strings.HasPrefix(w, "ה") && heVerbalNoun(w) && nounFits(w, f.Title)
}
