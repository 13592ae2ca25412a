package offline

// A verb that blocks time in the calendar is said of the calendar or of
// time before the time and the purpose ("block my calendar tomorrow 2-3
// for QBR prep", "תחסום לי את היומן מחר 2-3 בשביל הכנה"): neither the
// calendar nor the word that says what the time is for is the title.

var (
	// blockVerbs keep time in the calendar, and reBlockedObject is what
	// they are said of before the time and the purpose: "block my
	// calendar tomorrow 2-3 for …", "block off time friday …", "תחסום לי את
	// היומן מחר 2-3 בשביל …".
	blockVerbs      = map[string]bool{"block": true, "block out": true, "block off": true, "reserve": true, "set aside": true, "תחסום": true, "תחסמי": true, "חסום": true, "תשריין": true, "תשרייני": true, "שריין": true}
	reBlockedObject = re(`^(?:(?:off|out)\s+)?(?:(?:my|the|some)\s+)?(?:calendar|cal|diary|schedule|time)(?:\s+(?:off|out))?\s+|^(?:את\s+)?ה?יומן(?:\s+שלי)?\s+`)

	// reBlockedFor is the word that says what blocked time is for, after
	// the time: "… 2-3 בשביל הכנה", "… 10-12 עבור ראיונות".
	reBlockedFor = re(`^\s*(?:בשביל|עבור)\s+`)
)

// blockedFor is what follows a verb that blocks time with the word that
// says what the time is for taken off where it follows the time ("מחר 2-3
// בשביל הכנה לישיבה" is "הכנה לישיבה" then); the English "for" goes with
// the time already.
func blockedFor(rest string) string {
	r, found, err := parseAnyDay(rest)
	if !found || err != nil || len(r.Spans) == 0 {
		return rest
	}
	end := r.Spans[len(r.Spans)-1][1]
	if l := reBlockedFor.FindStringIndex(rest[end:]); l != nil {
		return rest[:end] + " " + rest[end+l[1]:]
	}
	return rest
}
