package offline

import "strings"

// A new list said as the need to make one, with its items after a colon —
// "אני צריכה לעשות רשימה חדש של ציוד לכיתה: גירים, מחברות, עטים כחול",
// "I need to make a new list of classroom supplies: chalk, notebooks" — is
// the ask to make it ("תעשה רשימה חדשה של …", "make a new list of …"), its
// "new" said in the wrong gender ("רשימה חדש") mended. Without items after
// a colon ("אני צריכה לעשות רשימה של ציוד לכיתה") making the list is the
// thing to do, and stays a task.

var (
	reNeedListHE = compile(`^(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת|רוצה)\s+(?:לעשות|ליצור|לפתוח|להכין)\s+(?:לי\s+)?רשימה(?:\s+(?:חדשה|חדש))?\s+(\S[^:]*:\s*\S[^,]*,.+)$`)
	reNeedListEN = compile(`(?i)^(?:i\s+)?(?:need|have|want|gotta)\s+(?:to\s+)?(?:make|create|start|open)\s+(?:me\s+)?(?:a\s+)?(?:new\s+)?list\s+(\S[^:]*:\s*\S[^,]*,.+)$`)
)

// needList reads the need to make a list with its items as the ask to make
// it (see above), or returns s as it is.
func needList(s string) string {
	if !strings.Contains(s, ":") {
		return s
	}
	if g := reNeedListHE.FindStringSubmatch(s); g != nil {
		return "תעשה רשימה חדשה " + g[1]
	}
	if g := reNeedListEN.FindStringSubmatch(s); g != nil {
		if rest, ok := strings.CutPrefix(lower(g[1]), "of "); ok {
			return "make a new list called " + g[1][len(g[1])-len(rest):] // "of classroom supplies: …": its name
		}
		return "make a new list " + g[1]
	}
	return s
}
