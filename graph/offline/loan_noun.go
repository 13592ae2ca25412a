package offline

import (
	"strings"
	"unicode"
)

// loanNounsHE are the English command nouns a Hebrew message may say in
// English ("תעשי לי reminder …", "תוסיף task …"), each with the Hebrew
// word it stands for.
var loanNounsHE = map[string]string{
	"reminder": "תזכורת", "reminders": "תזכורות", "remind": "תזכורת",
	"task": "משימה", "tasks": "משימות", "todo": "משימה", "to-do": "משימה",
	"list": "רשימה", "lists": "רשימות",
	"event": "אירוע", "events": "אירועים",
	"meeting": "פגישה", "meetings": "פגישות",
}

// loanHeadHE are the Hebrew words that may stand before the command noun
// besides a command verb: "לי" of "תעשי לי", "עוד" of "תוסיף עוד", "יש" of
// "יש לי".
var loanHeadHE = map[string]bool{
	"לי": true, "לנו": true, "עוד": true, "גם": true, "יש": true, "תעשה": true, "תעשי": true, "תיצור": true,
	"תיצרי": true, "תפתח": true, "תפתחי": true, "צור": true, "פתח": true, "הוסף": true, "קבע": true, "תן": true,
	"תני": true, "תביא": true, "תביאי": true, "אפשר": true, "צריך": true, "צריכה": true,
}

// loanNoun reads an English command noun said inside a Hebrew request as
// its Hebrew word: "תעשי לי reminder לעשות backup מחר" is "תעשי לי תזכורת
// לעשות backup מחר". Only the noun where the Hebrew one would stand is
// read: right after the request's head (its command verb, "לי", "עוד") or
// at the start, with Hebrew or a number after it. The item's own English
// words ("backup", "meeting notes") stay as written.
func loanNoun(s string) string {
	words := strings.Fields(s)
	i := 0
	for i < len(words) && (loanHeadHE[words[i]] || heCommandVerbs[strings.TrimPrefix(words[i], "ו")]) {
		i++
	}
	if i >= len(words)-1 || !mostlyHebrew(words[i+1:]) {
		return s
	}
	word := strings.TrimRight(words[i], ":,")
	he, ok := loanNounsHE[strings.ToLower(word)]
	if !ok || !startsHebrewOrDigit(words[i+1]) {
		return s
	}
	words[i] = he + words[i][len(word):]
	return strings.Join(words, " ")
}

// startsHebrewOrDigit reports whether w begins with a Hebrew letter or a
// digit.
func startsHebrewOrDigit(w string) bool {
	for _, r := range w {
		return unicode.Is(unicode.Hebrew, r) || unicode.IsDigit(r)
	}
	return false
}

// mostlyHebrew reports whether more of words begin with a Hebrew letter or
// a digit than not: the rest of a Hebrew request, not an English one with
// a Hebrew name in it.
func mostlyHebrew(words []string) bool {
	n := 0
	for _, w := range words {
		if startsHebrewOrDigit(w) {
			n++
		}
	}
	return 2*n > len(words)
}

// loanListHE are the ways Hebrew writes the English "list", each with the
// Hebrew word it stands for: "ליסט", "ליסטה".
// The English "task" and "reminder" are written so too: "טסק", "טאסקים",
// "ריימיינדר".
var loanListHE = map[string]string{"ליסט": "רשימה", "ליסטה": "רשימה", "ליסטים": "רשימות", "ליסטות": "רשימות", "list": "רשימה", "lists": "רשימות",
	"טסק": "משימה", "טאסק": "משימה", "טסקים": "משימות", "טאסקים": "משימות",
	// "reminder" so written: "תשים לי ריימיינדר לעשות פולואפ".
	"ריימיינדר": "תזכורת", "רימיינדר": "תזכורת", "רימינדר": "תזכורת", "ריימינדר": "תזכורת", "רמיינדר": "תזכורת",
	"ריימיינדרים": "תזכורות", "רימיינדרים": "תזכורות", "רימינדרים": "תזכורות", "ריימינדרים": "תזכורות",
	// "calendar" behind a prefix: "תכניס לcalendar", "מה יש לי בקלנדר".
	"calendar": "יומן", "calender": "יומן", "קלנדר": "יומן"}

// loanListWord reads the English "list" said in a Hebrew request, in
// Hebrew letters or Latin, behind any of the prefix letters, as רשימה:
// "תרשום בליסט של הציוד: פנס, סוללות" is "תרשום ברשימה של הציוד: …",
// "תוסיף לליסטה של הקניות חלב", "תוסיף ל-list של הקניות חלב"; and "task"
// in Hebrew letters as משימה: "תוסיף טסק: לשלם ארנונה", "מה הטסקים שלי";
// and "calendar" behind a prefix as יומן: "תכניס לcalendar בבקשה".
// A Latin "list" with no prefix is loanNoun's, and only in a Hebrew
// request.
func loanListWord(s string) string {
	if low := strings.ToLower(s); !strings.Contains(s, "ליסט") && !strings.Contains(s, "סק") && !strings.Contains(s, "נדר") && !strings.Contains(low, "list") && !strings.Contains(low, "calend") {
		return s
	}
	words := strings.Fields(s)
	if !mostlyHebrew(words) {
		return s
	}
	changed := false
	for i, w := range words {
		core := strings.TrimRight(w, ":,.!?")
		if verb, rest, ok := gluedListVerb(core); ok {
			words[i] = verb + " " + rest + w[len(core):] // "תוסיףלליסט": the verb run into its list
			changed = true
			continue
		}
		// Up to three prefix letters ("מהליסט", "ובליסט"), a hyphen after
		// them before Latin letters ("ל-list").
		for p := 0; p <= 3*len("ו"); p += len("ו") {
			if p > len(core) || p > 0 && !strings.ContainsRune("ובלמהשכ", []rune(core[p-len("ו") : p])[0]) {
				break
			}
			rest := strings.TrimPrefix(core[p:], "-")
			if rest != core[p:] && p == 0 {
				break
			}
			he, ok := loanListHE[strings.ToLower(rest)]
			if !ok || p == 0 && rest[0] < 0x80 {
				continue // a bare Latin "list" is loanNoun's
			}
			words[i] = core[:p] + he + w[len(core):]
			changed = true
			break
		}
	}
	if !changed {
		return s
	}
	return strings.Join(words, " ")
}

// gluedListVerb splits a command verb run into the list word after it
// ("תוסיףלליסט", "תרשמיבליסטה"): the verb, and the list word as רשימה
// behind its prefix.
func gluedListVerb(w string) (verb, list string, ok bool) {
	for _, form := range []string{"ליסטה", "ליסט"} {
		head, found := strings.CutSuffix(w, form)
		if !found || head == "" {
			continue
		}
		for _, p := range []string{"לה", "בה", "ל", "ב"} {
			if v, ok := strings.CutSuffix(head, p); ok && heCommandVerbs[v] {
				return v, p + loanListHE[form], true
			}
		}
	}
	return "", "", false
}

// reShoppingLoan is "shopping" said in Hebrew letters as the name of a
// list, after the word for a list: "לליסט של השופינג", "ברשימת ה-שופינג".
// In Latin letters ("לshopping list") it is read as the user's list of
// that name, or of its kind, as before.
var reShoppingLoan = compile(`(?i)((?:^|\s)ו?[לבמ]?(?:רשימת|רשימה|ליסט|ליסטה|list)(?:\s+של)?\s+)(ה)?-?(?:שופינג)(\s|$|[:,.])`)

// shoppingLoan reads "shopping" named as a list in a Hebrew request as
// קניות, the shopping list ("תוסיפי לליסט של השופינג אבוקדו" adds to the
// shopping list, never to a new list "שופינג"). "שופינג" said otherwise
// ("יום שופינג עם אמא") is a word of the thing.
func shoppingLoan(s string) string {
	if !strings.Contains(s, "שופינג") || !mostlyHebrew(strings.Fields(s)) {
		return s
	}
	return reShoppingLoan.ReplaceAllString(s, "${1}${2}קניות$3")
}
