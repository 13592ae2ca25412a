package offline

import "strings"

// A heading that names things to do and their day, and the things after
// it ("todo today: call the bank, pay rent", "to do tomorrow: call mom,
// buy stamps", "משימות להיום: להתקשר לבנק, לשלם ארנונה", "מטלות למחר:
// …") is a request to add those tasks, due that day, as "add tasks for
// today: …" asks: not a question about the day's tasks. A heading for a
// span of days ("things to do this week: …") names no day each is due,
// and is left as it is.

var (
	// reTaskHeadingEN is "<to do|tasks|things to do> [for] <day>: items"
	// and "<day>'s tasks: items": the day in group 1 or 2, the items in 3.
	reTaskHeadingEN = compile(`^(?:(?:my\s+)?(?:to[\s-]?dos?|to\s+do|tasks|things\s+to\s+do|stuff\s+to\s+do)(?:\s+list)?\s+(?:for\s+)?(today|tonight|tomorrow)|` +
		`(today|tomorrow)'?s\s+(?:tasks|to[\s-]?dos?|to\s+do\s+list|things\s+to\s+do))\s*:\s*(\S.*)$`)
	// reTaskHeadingHE is "<משימות|מטלות|דברים לעשות|לעשות> [ל]<day>:
	// items": the day in group 1, the items in group 2.
	reTaskHeadingHE = compile(`^(?:ה)?(?:משימות|מטלות|דברים\s+לעשות|לעשות|טודו|to\s*do)\s+(?:ל|של\s+)?(היום|מחר|מחרתיים|הערב)\s*:\s*(\S.*)$`)
)

// taskHeading writes a heading of things to do for a day, with the things
// after it, as the request to add them (see above); any other s is left
// as it is. Only things that each open with a verb are tasks: "קניות
// למחר: חלב, ביצים" is a list, read elsewhere.
func taskHeading(s string) string {
	if !strings.Contains(s, ":") {
		return tasksHeading(s) // "משימות לקנות ורדים ולקבוע תור לרופא"
	}
	low := lower(s)
	if g := reTaskHeadingEN.FindStringSubmatchIndex(low); g != nil {
		day := part(low, g[2], g[3]) + part(low, g[4], g[5])
		if items := s[g[6]:g[7]]; thingsToDo(items) {
			return "add tasks for " + day + ": " + items
		}
		return s
	}
	if !strings.Contains(s, "משימות") && !strings.Contains(s, "מטלות") && !strings.Contains(s, "לעשות") && !strings.Contains(low, "do") {
		return tasksHeading(s)
	}
	if g := reTaskHeadingHE.FindStringSubmatchIndex(low); g != nil {
		if items := s[g[4]:g[5]]; thingsToDo(items) {
			return "תוסיף משימות ל" + s[g[2]:g[3]] + ": " + items
		}
	}
	return tasksHeading(s) // "tasks: call the bank, pay rent", "משימות: …"
}

// thingsToDo reports whether s is things to do, each opening with a verb:
// "call the bank, pay rent", "להתקשר לבנק".
func thingsToDo(s string) bool {
	if todoItems(s) != nil {
		return true
	}
	s = strings.TrimSpace(s)
	return !strings.ContainsAny(s, ",;") && startsWithVerb(s) && itemText(s)
}
