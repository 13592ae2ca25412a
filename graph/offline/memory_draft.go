package offline

import (
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// What a memory is, read from the words: a contact, a fact or a note.

var (
	fieldEN     = `(?:(?:cell|mobile|home|work|office)\s+)?(phone(?:\s+number)?|number|cell|mobile|tel|telephone|e-?mail(?:\s+address)?|mail)`
	reContactEN = re(`^(.+?)(?:'s|’s|s')\s+` + fieldEN + `\s*(?:is|=|:)\s*(.+)$`)
	reContactE2 = re(`^(?:the\s+)?` + fieldEN + `\s+(?:of|for)\s+(.+?)\s*(?:is|=|:)\s*(.+)$`)
	fieldHE     = `(?:ה)?(מספר(?:\s+(?:ה)?טלפון)?|טלפון|נייד|פלאפון|סלולרי|מייל|אימייל|דוא"ל)`
	reContactHE = re(`^` + fieldHE + `\s+של\s*(.+?)\s*(?:הוא|היא|זה|:)\s*(.+)$`)
	// Without the copula, the value must be a number or an address:
	// "המספר של יוסי האינסטלטור 054-3326190", "Avi's number 054-1234567".
	reContactHE2 = re(`^` + fieldHE + `\s+של\s*(.+?)\s+(\+?\d[\d\s\-().]{6,19}|[^\s@]+@[^\s@]+\.[^\s@]+)$`)
	reContactEN3 = re(`^(.+?)(?:'s|’s|s')\s+` + fieldEN + `\s+(\+?\d[\d\s\-().]{6,19}|[^\s@]+@[^\s@]+\.[^\s@]+)$`)
	// A number or address said to reach someone at: "the plumber, Mr.
	// Avraham, may be reached at 052-3348712", "you can reach Dana on …",
	// "אפשר להשיג את יוסי ב-054…", "יוסי זמין בטלפון 054…".
	reReachEN = re(`^(?:(?:(?:you\s+)?(?:can|could)\s+)?reach\s+(.+?)|(.+?),?\s+(?:can|may|could)\s+be\s+(?:reached|contacted|called))\s+(?:at|on|via)\s+` +
		`(\+?\d[\d\s\-().]{6,19}|[^\s@]+@[^\s@]+\.[^\s@]+)$`)
	reReachHE = re(`^(?:(?:אפשר|ניתן)\s+(?:להשיג|לתפוס|להתקשר\s+ל)(?:\s*את)?\s*(.+?)|(.+?)\s+(?:זמין|זמינה)` +
		`)\s+(?:ב|במספר|בטלפון|בנייד)\s*-?\s*(\+?\d[\d\s\-().]{6,19}|[^\s@]+@[^\s@]+\.[^\s@]+)$`)
	rePhone = compile(`^\+?[\d\s\-().]{7,20}$`)
	reEmail = compile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)
	// A fact's copula: the first "is"/"are"/"=" (English), "זה"/"הוא"/"היא"/"הם"/"הן" (Hebrew), or a colon.
	reCopula = re(`\s+(?:is|are|=|זה|זו|הוא|היא|הם|הן)\s+|\s*:\s+`)
)

// MemoryDraft reads what the user asked to remember: a contact ("Avi's
// phone is 054-1234567", "המייל של רונית הוא …"), a fact ("the wifi
// password at my parents' place is Sunflower77", "הקוד של השער זה
// 4512"), or else a note. The text is kept as said.
func MemoryDraft(text string) memo.MemoryDraft {
	// The mark left where the words before it were taken off ("תזכור
	// בבקשה, הקוד הוא …") opens no memory.
	text = strings.TrimLeft(oneSpace(text), ",;:–— ")
	if rs := []rune(text); len(rs) >= 2 && strings.ContainsRune(`"'“”„`, rs[0]) && strings.ContainsRune(`"'“”„`, rs[len(rs)-1]) {
		text = strings.TrimSpace(string(rs[1 : len(rs)-1])) // the whole memory in quotes
	}
	d := memo.MemoryDraft{Kind: memo.MemoryNote, Text: text}
	low := toLower(text)
	sub := func(loc []int, g int) string {
		if loc[2*g] < 0 {
			return ""
		}
		if len(low) == len(text) {
			return strings.TrimSpace(text[loc[2*g]:loc[2*g+1]])
		}
		return strings.TrimSpace(low[loc[2*g]:loc[2*g+1]])
	}
	for _, c := range []struct {
		rx                 *pattern
		name, field, value int
	}{{reContactEN, 1, 2, 3}, {reContactE2, 2, 1, 3}, {reContactHE, 2, 1, 3}, {reContactHE2, 2, 1, 3}, {reContactEN3, 1, 2, 3}} {
		loc := c.rx.FindStringSubmatchIndex(low)
		if loc == nil {
			continue
		}
		name, field, value := sub(loc, c.name), toLower(sub(loc, c.field)), strings.TrimRight(sub(loc, c.value), ".")
		name = peelTo(strings.TrimSpace(strings.TrimPrefix(name, "the ")))
		if name == "" || len(strings.Fields(name)) > 4 || numberedThing(field, name) {
			continue
		}
		switch {
		case reEmail.MatchString(value) && fieldOf(field) == memo.FieldEmail:
			d.Kind, d.Name, d.Email = memo.MemoryContact, name, value
			return d
		case rePhone.MatchString(value) && digitCount(value) >= 7 && fieldOf(field) == memo.FieldPhone:
			d.Kind, d.Name, d.Phone = memo.MemoryContact, name, value
			return d
		}
	}
	for _, rx := range []*pattern{reReachEN, reReachHE} {
		loc := rx.FindStringSubmatchIndex(low)
		if loc == nil {
			continue
		}
		name := sub(loc, 1)
		if name == "" {
			name = sub(loc, 2)
		}
		name = strings.Trim(strings.TrimPrefix(strings.TrimPrefix(name, "the "), "The "), " ,")
		value := strings.TrimRight(sub(loc, 3), ".")
		if name == "" || len(strings.Fields(name)) > 4 {
			continue
		}
		if reEmail.MatchString(value) {
			d.Kind, d.Name, d.Email = memo.MemoryContact, name, value
			return d
		}
		if rePhone.MatchString(value) && digitCount(value) >= 7 {
			d.Kind, d.Name, d.Phone = memo.MemoryContact, name, value
			return d
		}
	}
	if loc := reCopula.FindStringIndex(low); loc != nil && loc[0] > 0 {
		subject, value := strings.TrimSpace(text[:loc[0]]), strings.TrimSpace(text[loc[1]:])
		if len(low) != len(text) {
			subject, value = strings.TrimSpace(low[:loc[0]]), strings.TrimSpace(low[loc[1]:])
		}
		if value != "" && subjectShaped(subject) {
			d.Kind, d.Subject, d.Value = memo.MemoryFact, subject, strings.TrimRight(value, ".")
		}
	}
	if d.Kind == memo.MemoryNote {
		// With no "is": "הקוד של הכספת 7070".
		if subject, value, ok := phraseValue(strings.TrimRight(text, ".!")); ok {
			d.Kind, d.Subject, d.Value = memo.MemoryFact, subject, value
		}
	}
	return d
}

// subjectShaped reports whether s reads as the subject of a fact rather
// than a person ("Dana is allergic to nuts" is a note about Dana): two
// words or more, a possessive, or a definite noun ("the parking",
// "החניה"), and not too long.
func subjectShaped(s string) bool {
	ws := strings.Fields(s)
	switch {
	case len(ws) == 0 || len(ws) > 10:
		return false
	case len(ws) >= 2, strings.ContainsAny(s, "'’"):
		return true
	}
	w := toLower(ws[0])
	return strings.HasPrefix(w, "ה") && len([]rune(w)) > 3 || factNoun(w)
}

// factWords are nouns that make "X is Y" a fact worth keeping even with no
// request verb ("my locker code is 2211").
var factWords = []string{
	"code", "password", "passcode", "pin", "combination", "number", "size", "birthday", "anniversary",
	"address", "plate", "license", "licence", "id", "account", "wifi", "wi-fi", "locker", "alarm", "blood type",
	"קוד", "סיסמה", "סיסמא", "סיסמת", "מספר", "מידה", "מידת", "יום הולדת", "יומולדת", "כתובת", "לוחית",
	"רישוי", "תעודת", "חשבון", "אזעקה", "וויפי", "ווייפיי", "אינטרנט",
}

// factNoun reports whether s names a kind of fact (a code, a size...),
// with or without a Hebrew prefix.
func factNoun(s string) bool {
	for _, w := range strings.Fields(resolution.Normalize(s)) {
		for _, f := range factWords {
			if w == f || (strings.HasSuffix(w, f) && isHebrewWord(f) && len([]rune(w))-len([]rune(f)) <= 2) {
				return true
			}
		}
	}
	return strings.Contains(toLower(s), "blood type") || strings.Contains(s, "יום הולדת")
}

func isHebrewWord(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hebrew, r) {
			return true
		}
	}
	return false
}

func digitCount(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

// numberedThings are things that carry a number of their own, no one's
// phone: "the number of my licence is …", "המספר של הדרכון שלי …".
var numberedThings = wordSet(`license licence passport id account card policy plate car membership order booking ticket invoice flight ` +
	`רשיון רישיון דרכון תעודה תעודת חשבון כרטיס פוליסה לוחית רכב אוטו מנוי הזמנה כרטיסיה חשבונית טיסה תיק`)

// numberedThing reports whether a contact's name read before a bare
// "number" (field) is a thing that carries a number (see numberedThings).
func numberedThing(field, name string) bool {
	if f := toLower(field); f != "number" && f != "מספר" && f != "המספר" {
		return false
	}
	n := toLower(name)
	for _, own := range []string{"my ", "our ", "your "} {
		n = strings.TrimPrefix(n, own)
	}
	first, _, _ := strings.Cut(n, " ")
	return numberedThings[first] || numberedThings[strings.TrimPrefix(first, "ה")]
}
