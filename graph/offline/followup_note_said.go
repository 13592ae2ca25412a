package offline

import "strings"

// A note is also added by where it goes ("put in the notes bring ID",
// "add to the description: parking at the back", "תרשמי בהערות להביא
// תעודת זהות", "תוסיף לתיאור: חניה מאחור") or told as a fact to add
// ("add that we need to bring ID", "add that it's in the living room",
// "תרשמי שצריך להביא תעודת זהות", "תוסיף שזה בסלון"). A fact is read so
// only when it says what the item needs or where it is: "add that to my
// list" names no fact, and "תרשמי שהקוד הוא 1234" is a thing to remember,
// not said of the item.

var (
	// reNoteInto is a note said with where it goes; its group is the note.
	reNoteInto = compile(`(?i)^(?:(?:please|pls|and|also)\s+)?(?:add|put|write|jot(?:\s+down)?|stick)\s+(?:in|into|to|on)\s+(?:the\s+|its\s+)?(?:notes?|description|comments?)` +
		`(?:\s+(?:of|for)\s+(?:it|that|this))?\s*(?:[:\-–—]\s*|\s+(?:that\s+)?)(.+)$|` +
		`^ו?(?:תוסיף|תוסיפי|הוסף|תכתוב|תכתבי|תרשום|תרשמי|תשים|תשימי)\s+(?:לי\s+)?(?:גם\s+)?(?:ב|ל)(?:הערות|הערה|תיאור|פתק)\s*(?:[:\-–—]\s*|\s+(?:ש)?)(.+)$`)
	// reNoteThat is a fact told to add, after "add that", "note that",
	// "תרשמי ש"; its group is the fact.
	reNoteThat = compile(`(?i)^(?:(?:please|pls|and|also)\s+)?(?:add|note|write\s+down|put\s+down|mention|jot\s+down)\s+(?:(?:to\s+it|on\s+it)\s+)?that\s+(.+)$|` +
		`^ו?(?:תוסיף|תוסיפי|הוסף|תכתוב|תכתבי|תרשום|תרשמי|תציין|תציני)\s+(?:לי\s+)?(?:גם\s+)?ש(\p{Hebrew}.*)$`)
	// reNeedFact is a fact of what the item needs: "we need to bring
	// ID", "bring a pen", "צריך להביא תעודת זהות", "חייבים להגיע מוקדם".
	reNeedFact = compile(`(?i)^(?:(?:i|we|you|u)\s+(?:need|have|must|should|gotta|got)(?:\s+to)?\s|(?:bring|take|wear|arrive|come)\s|` +
		`(?:צריך|צריכה|צריכים|צריכות|חייב|חייבת|חייבים|יש\s+ל|לא\s+לשכוח|להביא|לקחת|להגיע|ללבוש)(?:\s|$))`)
)

// noteSaid is the note or the place clause of text told as above: note
// is a line for the description, there a clause to read as a place ("it's
// in the living room", "זה בסלון"). ok is false when text is neither.
func noteSaid(text string) (note, there string, ok bool) {
	if g := reNoteInto.FindStringSubmatch(text); g != nil {
		return strings.TrimSpace(firstOf(g[1:])), "", true
	}
	g := reNoteThat.FindStringSubmatch(text)
	if g == nil {
		return "", "", false
	}
	fact := strings.TrimSpace(firstOf(g[1:]))
	low := lower(fact)
	switch {
	case reNoteElsewhere.MatchString(low) || strings.Contains(low, "רשימ") || strings.Contains(low, " list"):
		return "", "", false // "add that we need milk to the list": the list's
	case reThereFocus.MatchString(low):
		return "", fact, true
	case reNeedFact.MatchString(low):
		return fact, "", true
	}
	return "", "", false
}
