package offline

import "strings"

// A new list asked for as a thing to be given, not with a verb of making:
// "can I have a list for the trip: tent, torch", "could I get a packing
// list: …", "I'd like a list for the trip: …", "אפשר רשימה לטיול: אוהל,
// פנס", "אפשר בבקשה רשימת קניות: חלב, ביצים". With items after a colon
// it is a list to make; said as "make", the list commands read it, where
// "can i have a" was kept in the list's name. Without a colon ("can I
// have my shopping list", "אפשר רשימה של המשימות?") it asks to see one,
// and the text is left as it was; a list needed ("I need a list: milk,
// eggs") is the list readers' own.
var (
	reListAskedForEN = compile(`(?i)^(?:(?:can|could|may)\s+i\s+(?:please\s+)?(?:have|get)|(?:can|could)\s+(?:you\s+|u\s+)?(?:please\s+)?(?:give|get|make)\s+me|` +
		`i'?d\s+like|i\s+would\s+like)\s+((?:a|an|another)\s+(?:new\s+)?(?:\S+\s+){0,2}?(?:list|checklist)\b[^:]*:\s*\S.*)$`)
	reListAskedForHE = compile(`^(?:האם\s+)?(?:אפשר|ניתן|אפשר\s+לקבל|אני\s+יכול\s+לקבל|אני\s+יכולה\s+לקבל)(?:\s+בבקשה)?\s+(?:עוד\s+)?((?:רשימה|רשימת)\s[^:]*:\s*\S.*)$`)
)

// listAskedFor writes a list asked for as a thing to be given (see
// reListAskedForEN) as a request to make it.
func listAskedFor(s string) string {
	if !strings.Contains(s, ":") {
		return s
	}
	if g := reListAskedForEN.FindStringSubmatch(s); g != nil {
		return "make " + g[1]
	}
	if g := reListAskedForHE.FindStringSubmatch(s); g != nil {
		return "תכין " + g[1]
	}
	return s
}
