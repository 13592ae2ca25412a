package offline

import "strings"

// heCalendar is the calendar in Hebrew: "יומן", "לוח", "לוח שנה", "לו״ז".
const heCalendar = `(?:יומן|לוח(?:\s+(?:ה)?שנה)?|לו["״]?ז)`

// slipBeforeCalendar reports whether the calendar said alone at the end
// ("… ללוח שנה") follows a word that may be the verb asking for it, slipped
// ("תנכיס", "תכנייס"): a Hebrew word of the second person's future. What
// the verb was is not guessed, and it is not kept in a title.
func slipBeforeCalendar(head, tail string) bool {
	if !strings.HasPrefix(strings.TrimLeft(tail, " ,.;:!-–—"), "ל") {
		return false // the verb was read with the calendar
	}
	f := strings.Fields(head)
	if len(f) == 0 {
		return false
	}
	last := []rune(strings.Trim(f[len(f)-1], ",.;:!"))
	return len(last) >= 4 && last[0] == 'ת'
}
