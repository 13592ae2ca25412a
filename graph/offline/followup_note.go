package offline

import (
	"regexp"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A note or a place told about the item in focus: "add note bring the
// snake", "add a note: bring ID", "תוסיף הערה: להביא תעודת זהות" add a
// line to the event's description; "it's at room 3", "תוסיף שזה בחדר
// ישיבות 3" set its place. Neither is ever a new item. A reminder keeps
// only its text and time: a note or a place for it is declined.

var (
	// reNoteFocus is a note added to the item in focus; its group is the
	// note.
	reNoteFocus = compile(`(?i)^(?:(?:please|pls|ok|okay|so|and|also|oh)\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:also\s+)?` +
		`(?:add|put|write|include|leave|attach|stick)\s+(?:a\s+|the\s+|this\s+)?(?:note|description|comment)` +
		`(?:\s+(?:to|on|in|for)\s+(?:it|that|this|the\s+(?:event|meeting|appointment)))?\s*(?:[:\-–—]\s*|\s+(?:that|saying)\s+|\s+)(.+)$|` +
		`^ו?(?:תוסיף|תוסיפי|הוסף|הוסיפי|להוסיף|תכתוב|תכתבי|לכתוב|תרשום|תרשמי|לרשום|תשים|תשימי)\s+(?:לי\s+)?(?:(?:לזה|לו|לה|לאירוע|לפגישה)\s+)?(?:גם\s+)?` +
		`(?:הערה|תיאור|פתק)(?:\s+(?:לזה|לו|לה|לאירוע|לפגישה))?\s*(?:[:\-–—]\s*|\s+)(.+)$`)
	// reThereFocus is where the item in focus is: "it's at room 3", "it is
	// in the Hilton", "add the location: room 3", "תוסיף שזה בחדר ישיבות
	// 3", "זה בחדר 3", "תוסיף מיקום: קפה גרג". Its group is the place; an
	// "at" or "ב" before it is read only with a word of place after it.
	reThereFocus = compile(`(?i)^(?:(?:oh|ok|okay|and|also|btw|fyi|so)\s+)?(?:it'?s|it\s+is|it'?ll\s+be|it\s+will\s+be|that'?s|that\s+is)\s+(?:at|in)\s+(.+)$|` +
		`^(?:(?:please|pls|and|also)\s+)?(?:add|put|set)\s+(?:a\s+|the\s+)?(?:location|place|address|venue)\s*(?:[:\-–—]\s*|\s+)(.+)$|` +
		`^ו?(?:(?:תוסיף|תוסיפי|תרשום|תרשמי|תכתוב|תכתבי|תעדכן|תעדכני)\s+(?:לי\s+)?(?:גם\s+)?ש)?זה\s+(?:יהיה\s+)?(ב.+|אצל\s+\S.*)$|` +
		`^ו?(?:תוסיף|תוסיפי|הוסף|הוסיפי|תרשום|תרשמי|תעדכן|תעדכני)\s+(?:לי\s+)?(?:גם\s+)?(?:את\s+ה|ה)?(?:מיקום|מקום|כתובת)\s*(?:[:\-–—]\s*|\s+)(.+)$`)
	// reNoteElsewhere opens a note said to go elsewhere: "add a note to
	// the shopping list", "תוסיף הערה לרשימת קניות".
	reNoteElsewhere = compile(`(?i)^(?:(?:to|on|in|into|onto|for)\s|(?:ל|ב)(?:רשימ|יומן|תזכורת|משימ))`)
	// rePlaceNoun is a word that names a place: "room 3", "the Hilton
	// lobby", "חדר ישיבות 3", "קפה גרג".
	rePlaceNoun = regexp.MustCompile(`(?i)(?:^|\s)(?:the\s+)?(?:room|office|cafe|café|coffee\s+shop|restaurant|bar|hall|building|studio|lobby|floor|clinic|hospital|school|house|home|gym|park|station|living\s+room|kitchen|bedroom|basement|garage|garden|yard|backyard|balcony|porch|street|st\.?|avenue|ave\.?|road|rd\.?|center|centre|library|zoom|teams|meet|` +
		`ה?(?:חדר|משרד|קפה|בית\s+קפה|מסעדה|אולם|בניין|בנין|סטודיו|לובי|קומה|מרפאה|בית\s+חולים|בית\s+ספר|בית|מכון|פארק|תחנה|סלון|מטבח|מרפסת|גינה|חצר|מרתף|חניה|חנייה|ממ"ד|ממד|מקלט|רחוב|שדרות|קניון|ספרייה|זום|טימס|מתנ"ס|מתנ״ס|מתנס|מועדון|אולפן|ספא))(?:\s|$|\d)`)
)

// noteFocus reads a note or a place said of the item in focus.
func (m *message) noteFocus(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	if f.Kind != memo.FocusEvent && f.Kind != memo.FocusTask {
		return nil, false
	}
	var fields memo.EventFields
	note, there, said := noteSaid(text)
	if !said {
		// "תרשמי ש…" is read as "remember that …" once cleaned: read as
		// said, without the thanks or sign-off it closes with.
		raw := strings.TrimSpace(squeezeSpaces(dropSymbols(m.raw)))
		if loc := reTrailFiller.FindStringIndex(lower(raw)); loc != nil && loc[0] > 0 && len(lower(raw)) == len(raw) {
			raw = strings.TrimSpace(raw[:loc[0]])
		}
		note, there, said = noteSaid(raw)
	}
	if said && there != "" {
		text = there // "add that it's in the living room": the place
	}
	if said && note != "" {
		fields.Note = strings.Trim(note, "\"'“”")
		if len([]rune(fields.Note)) > 200 {
			return nil, false
		}
	} else if g := reNoteFocus.FindStringSubmatch(text); g != nil {
		fields.Note = strings.Trim(strings.TrimSpace(firstOf(g[1:])), "\"'“”")
		if fields.Note == "" || len([]rune(fields.Note)) > 200 || reNoteElsewhere.MatchString(fields.Note) {
			return nil, false
		}
	} else if g := reThereFocus.FindStringSubmatch(text); g != nil {
		place, ok := m.placeSaid(g[1:])
		if !ok {
			return nil, false
		}
		fields.Location = place
	} else {
		return nil, false
	}
	if f.Kind != memo.FocusEvent {
		return []memo.Step{general(memo.OpUnknown, "")}, true // a reminder has no note or place
	}
	return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
		Fields: &fields})}, true
}

// placeSaid is the place of reThereFocus' groups: a word of place after
// "at", "in" or "ב" (dropped in Hebrew), anything after "location"; never
// a time ("it's at 5", "זה ב-5").
func (m *message) placeSaid(g []string) (string, bool) {
	place := strings.Trim(strings.TrimSpace(firstOf(g)), " ,.!?\"'“”")
	noun := g[0] != "" || g[2] != "" // after "at"/"in" or "ב": a place only by its noun
	if g[2] != "" {
		if strings.HasPrefix(place, "אצל ") {
			noun = false // "זה אצל דן": at someone's
		}
		place = strings.TrimPrefix(strings.TrimPrefix(place, "ב"), "-")
	}
	if place == "" || len([]rune(place)) > 80 {
		return "", false
	}
	if noun && !rePlaceNoun.MatchString(place) && !capitalised(place) {
		return "", false // "it's in progress", "זה בסדר"
	}
	if _, found, _ := timeparse.Parse(place, m.now(), m.loc()); found {
		return "", false // "it's at 5", "זה ב-5 בערב": a time
	}
	return strings.TrimPrefix(place, "the "), true
}

// capitalised reports whether an English place opens with a capital
// letter ("the Hilton", "Aroma"): a name.
func capitalised(place string) bool {
	w := strings.Fields(strings.TrimPrefix(place, "the "))
	return len(w) > 0 && w[0][0] >= 'A' && w[0][0] <= 'Z'
}

// placeNounFirst reports whether s opens with a word of place ("קפה
// גרג", "room 3"), so a "ב" before it is "at".
func placeNounFirst(s string) bool {
	loc := rePlaceNoun.FindStringIndex(s)
	return loc != nil && loc[0] == 0
}
