package resolution

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// tokKind is the kind of a reply token.
type tokKind int

const (
	tWord  tokKind = iota // letters
	tNum                  // digits: n
	tOrd                  // digits with an English ordinal suffix ("2nd"): n
	tDash                 // - – — ־ (a range between numbers, else nothing)
	tSep                  // , ; & + (a list separator)
	tHash                 // #
	tOther                // anything that makes a reply more than a selection (":", "/", "5.30")
)

// maxNumber stands for any number too long to be an option's position.
const maxNumber = 1 << 20

// token is one piece of a reply. n is the number of a tNum or tOrd.
type token struct {
	kind tokKind
	s    string
	n    int
}

// lex splits a reply into tokens. It applies NFKC and lower case, drops
// Hebrew points, bidi and zero-width marks, splits digits from letters glued
// to them ("ו3", "ה-2") except English ordinal suffixes ("2nd"), and ignores
// punctuation that does not change a selection (". ! ? ( )", quotes, emoji).
func lex(text string) []token {
	rs := []rune(norm.NFKC.String(text))
	var toks []token
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case isHebrewMark(r), isInvisible(r), unicode.IsSpace(r):
			i++
		case r >= '0' && r <= '9':
			j := i
			for j < len(rs) && rs[j] >= '0' && rs[j] <= '9' {
				j++
			}
			n := atoiCapped(rs[i:j])
			if suf, k := ordinalSuffix(rs, j); suf {
				toks = append(toks, token{kind: tOrd, s: string(rs[i:k]), n: n})
				j = k
			} else {
				toks = append(toks, token{kind: tNum, s: string(rs[i:j]), n: n})
			}
			i = j
		case unicode.IsLetter(r):
			w, j := lexWord(rs, i)
			toks = append(toks, token{kind: tWord, s: w})
			i = j
		case r == '-' || r == '–' || r == '—' || r == '־':
			toks = append(toks, token{kind: tDash, s: string(r)})
			i++
		case r == ',' || r == ';' || r == '&' || r == '+' || r == '،':
			toks = append(toks, token{kind: tSep, s: string(r)})
			i++
		case r == '#':
			toks = append(toks, token{kind: tHash, s: "#"})
			i++
		case r == '.' && i > 0 && i+1 < len(rs) && isASCIIDigit(rs[i-1]) && isASCIIDigit(rs[i+1]):
			toks = append(toks, token{kind: tOther, s: "."})
			i++
		case r == ':' || r == '/' || r == '\\' || r == '@' || r == '$' || r == '%' || r == '=' || r == '*' ||
			r == '<' || r == '>' || r == '₪' || r == '€' || r == '£' || unicode.IsDigit(r):
			toks = append(toks, token{kind: tOther, s: string(r)})
			i++
		case r == '👍' || r == '👌' || r == '✅':
			toks = append(toks, token{kind: tWord, s: "ok"})
			i++
		case r == '👎' || r == '❌':
			toks = append(toks, token{kind: tWord, s: "no"})
			i++
		default:
			i++
		}
	}
	return toks
}

// item is a token with its meaning: a word's class, or the class of a
// number or mark. word is the word or phrase as written (lower case).
type item struct {
	cls  class
	n    int
	word string
}

// read gives each token its class, joining two-word phrases into one item
// and reading "one" after "number", "option" or "#" as 1.
func read(toks []token) []item {
	items := make([]item, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.kind {
		case tNum:
			items = append(items, item{cls: cDigits, n: t.n, word: t.s})
		case tOrd:
			items = append(items, item{cls: cOrd, n: t.n, word: t.s})
		case tDash:
			items = append(items, item{cls: cDash, word: t.s})
		case tSep:
			items = append(items, item{cls: cSep, word: t.s})
		case tHash:
			items = append(items, item{cls: cHash, word: t.s})
		case tOther:
			items = append(items, item{cls: cOther, word: t.s})
		case tWord:
			if i+1 < len(toks) && toks[i+1].kind == tWord {
				if c := phrase(t.s, toks[i+1].s); c != cUnknown {
					items = append(items, item{cls: c, word: t.s + " " + toks[i+1].s})
					i++
					continue
				}
			}
			c, n := classify(t.s)
			if t.s == "one" && len(items) > 0 {
				if prev := items[len(items)-1].cls; prev == cIntro || prev == cHash {
					c, n = cNum, 1
				}
			}
			items = append(items, item{cls: c, n: n, word: t.s})
		}
	}
	return items
}

// lexWord reads the word starting at rs[i]: letters and their marks, with
// Hebrew points, invisible marks and in-word apostrophes dropped. It returns
// the word in lower case and the index after it.
func lexWord(rs []rune, i int) (string, int) {
	var b strings.Builder
	for ; i < len(rs); i++ {
		c := rs[i]
		switch {
		case isHebrewMark(c), isInvisible(c):
		case unicode.IsLetter(c), unicode.IsMark(c):
			b.WriteRune(unicode.ToLower(c))
		case isInWordQuote(c) && nextIsLetter(rs, i+1):
		default:
			return b.String(), i
		}
	}
	return b.String(), i
}

func isASCIIDigit(r rune) bool { return r >= '0' && r <= '9' }

// atoiCapped reads ASCII digits, returning maxNumber for anything longer than
// six digits.
func atoiCapped(ds []rune) int {
	if len(ds) > 6 {
		return maxNumber
	}
	n := 0
	for _, d := range ds {
		n = n*10 + int(d-'0')
	}
	return n
}

// ordinalSuffix reports whether rs[j:] starts with "st", "nd", "rd" or "th"
// ending the word, and where it ends.
func ordinalSuffix(rs []rune, j int) (bool, int) {
	if j+2 > len(rs) {
		return false, j
	}
	switch strings.ToLower(string(rs[j : j+2])) {
	case "st", "nd", "rd", "th":
	default:
		return false, j
	}
	if j+2 < len(rs) && unicode.IsLetter(rs[j+2]) {
		return false, j
	}
	return true, j + 2
}

// class is what a word means in a reply.
type class int

const (
	cUnknown class = iota
	cFiller        // says nothing: "the", "please", "את", "בבקשה"
	cAnd           // joins picks: "and", "or", "ו"
	cTo            // a range between numbers: "to", "through", "עד"
	cIntro         // introduces a number: "number", "option", "מספר", "אפשרות"
	cNoun          // names an entry of a list: "task", "item", "המשימה"
	cVerb          // an action on an entry: "delete", "done", "מחק", "סיימתי"
	cAll           // every option: "all", "both", "כולם", "שניהם"
	cCancel        // drop the question: "cancel", "none", "ביטול", "אף אחד"
	cNo            // "no", "לא": a refusal, or a cancel when nothing is picked
	cYes           // "yes", "ok", "כן", "סבבה"
	cOrd           // an ordinal word; n is its position, lastPosition for "last"
	cNum           // a number word ("two", "שלוש"); n is its value

	// Classes of the tokens that are not words.
	cDigits // a number written in digits; n is its value
	cDash   // a range between two numbers, else nothing
	cSep    // a list separator
	cHash   // "#" before a number
	cOther  // a mark that makes the reply more than a selection
)

// lastPosition is the n of an ordinal meaning "the last one".
const lastPosition = -1

// classify returns the class of a lower-cased word and its number, trying a
// Hebrew word also without a leading ו ("and") and ה ("the"): "והשני" is
// "השני" is "שני".
func classify(w string) (class, int) {
	if c, n := classifyWord(w); c != cUnknown {
		return c, n
	}
	rest := w
	for _, p := range []string{"ו", "ה"} {
		if r, ok := strings.CutPrefix(rest, p); ok && len([]rune(r)) >= 2 {
			rest = r
			if c, n := classifyWord(rest); c != cUnknown {
				return c, n
			}
		}
	}
	return cUnknown, 0
}

func classifyWord(w string) (class, int) {
	if n, ok := ordinalWord(w); ok {
		return cOrd, n
	}
	if n, ok := numberWord(w); ok {
		return cNum, n
	}
	switch w {
	case "the", "a", "one", "ones", "please", "pls", "plz", "thanks", "thank", "thx", "ty", "you",
		"i", "id", "im", "want", "take", "mean", "meant", "is", "its", "it", "this", "that", "these",
		"those", "them", "of", "just", "only", "with", "for", "me", "as", "my", "like", "would",
		"lets", "let", "say", "then", "oh", "um", "uh", "hmm", "well", "pick", "choose", "choice",
		"go", "now", "ahead",
		"את", "ה", "בבקשה", "בקשה", "תודה", "רבה", "אני", "רוצה", "מתכוון", "מתכוונת",
		"התכוונתי", "זה", "זאת", "זו", "של", "אותו", "אותה", "אותם", "אותן", "רק", "גם",
		"בחר", "בחרי", "תבחר", "תבחרי", "בחרתי", "לי", "עם", "נו", "אז", "טוב", "עכשיו":
		return cFiller, 0
	case "and", "or", "ו", "או":
		return cAnd, 0
	case "to", "through", "thru", "till", "until", "עד":
		return cTo, 0
	case "number", "num", "option", "מספר", "אפשרות", "מס":
		return cIntro, 0
	case "task", "tasks", "item", "items", "reminder", "reminders", "entry", "entries", "options",
		"משימה", "המשימה", "משימות", "המשימות", "פריט", "הפריט", "פריטים", "הפריטים",
		"תזכורת", "התזכורת", "תזכורות", "התזכורות", "האפשרות", "אפשרויות", "האפשרויות":
		return cNoun, 0
	case "delete", "remove", "erase", "drop", "complete", "completed", "finish", "finished",
		"done", "did", "mark", "check", "tick", "show", "open", "edit", "update", "change",
		"move", "postpone", "snooze", "do",
		"מחק", "תמחק", "מחקי", "תמחקי", "למחוק", "הסר", "תסיר", "תסירי", "סיימתי", "סיים",
		"סיימי", "תסיים", "תסיימי", "עשיתי", "בוצע", "סמן", "תסמן", "סמני", "תסמני", "הצג",
		"תציג", "תראה", "הראה", "תראי", "ערוך", "תערוך", "שנה", "תשנה", "עדכן", "תעדכן",
		"דחה", "תדחה", "להזיז", "תזיז":
		return cVerb, 0
	case "all", "both", "everything", "every", "each", "כולם", "כולן", "שניהם", "שתיהן", "שתיהם",
		"הכל", "הכול", "כל", "שתי":
		return cAll, 0
	case "cancel", "none", "neither", "nothing", "stop", "abort", "nevermind", "quit",
		"ביטול", "בטל", "בטלי", "תבטל", "תבטלי", "עזוב", "עזבי", "תעזוב", "תעזבי", "אף", "שום",
		"כלום", "די":
		return cCancel, 0
	case "no", "n", "nope", "nah", "dont", "לא", "ל", "אל":
		return cNo, 0
	case "yes", "y", "yeah", "yea", "yep", "yup", "sure", "ok", "okay", "k", "confirm", "confirmed",
		"correct", "right", "send", "כן", "כ", "בטח", "בטוח", "אישור", "מאשר", "מאשרת", "מאושר",
		"יאללה", "סבבה", "שלח", "שלחי", "תשלח", "תשלחי", "אוקיי", "אוקי", "אוק", "נכון", "בדיוק",
		"קדימה", "סגור", "כמובן":
		return cYes, 0
	}
	return cUnknown, 0
}

// phrase returns the class of a two-word phrase whose words alone mean
// something else ("never mind", "לא משנה", "go ahead"), and cUnknown for any
// other pair.
func phrase(a, b string) class {
	switch a + " " + b {
	case "never mind", "forget it", "no one", "not any", "אף אחד", "אף אחת", "שום דבר",
		"לא משנה", "אין צורך", "תשכח מזה", "תשכחי מזה", "no need", "dont bother", "לא צריך", "לא חשוב":
		return cCancel
	case "go ahead", "do it", "why not", "למה לא", "of course", "no problem", "no worries",
		"אין בעיה":
		return cYes
	case "do not", "not now", "no way", "hold on", "לא עכשיו", "אל תמחק", "אל תמחקי", "אל תשלח",
		"אל תשלחי":
		return cNo
	}
	return cUnknown
}

// ordinalWord returns the position an ordinal word names.
func ordinalWord(w string) (int, bool) {
	switch w {
	case "first", "former", "ראשון", "ראשונה":
		return 1, true
	case "second", "שני", "שנייה", "שניה":
		return 2, true
	case "third", "שלישי", "שלישית":
		return 3, true
	case "fourth", "רביעי", "רביעית":
		return 4, true
	case "fifth", "חמישי", "חמישית":
		return 5, true
	case "sixth", "שישי", "שישית":
		return 6, true
	case "seventh", "שביעי", "שביעית":
		return 7, true
	case "eighth", "שמיני", "שמינית":
		return 8, true
	case "ninth", "תשיעי", "תשיעית":
		return 9, true
	case "tenth", "עשירי", "עשירית":
		return 10, true
	case "last", "latter", "אחרון", "אחרונה":
		return lastPosition, true
	}
	return 0, false
}

// numberWord returns the value of a number word. English "one" is left out:
// it is far more often "the second one" than the number.
func numberWord(w string) (int, bool) {
	switch w {
	case "אחד", "אחת":
		return 1, true
	case "two", "שתיים", "שתים", "שניים", "שנים":
		return 2, true
	case "three", "שלוש", "שלושה":
		return 3, true
	case "four", "ארבע", "ארבעה":
		return 4, true
	case "five", "חמש", "חמישה":
		return 5, true
	case "six", "שש", "שישה":
		return 6, true
	case "seven", "שבע", "שבעה":
		return 7, true
	case "eight", "שמונה":
		return 8, true
	case "nine", "תשע", "תשעה":
		return 9, true
	case "ten", "עשר", "עשרה":
		return 10, true
	}
	return 0, false
}
