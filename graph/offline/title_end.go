package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A title is sometimes left with words that were never the thing's:
// the close of a dictation ("… לקחת את יואב לרופא כן ככה", "… call mom,
// that's it"), or the copula that joined the thing to the date once the
// date is cut ("ה-deadline של העבודה זה ב-15/12" → "ה-deadline של
// העבודה", "the stats exam is on friday" → "the stats exam"). Both come
// off the end; a copula of a question inside the thing ("לבדוק מה זה",
// "ask dan where the key is") or an object ("לקנות את זה") stays.

// dictationClosers are the words a dictated message ends with that say it
// is done: "כן ככה", "זהו", "that's it".
var dictationClosers = []string{"כן ככה", "ככה כן", "כן, ככה", "זהו", "זהו זה", "זה הכל", "זה הכול", "זהו זהו", "נראה לי", "כן נראה לי",
	"that's it", "thats it", "that's all", "thats all", "yeah like that", "yes like that", "yep like that", "yeah that's it",
	"yeah thats it", "i think that's it", "i think thats it"}

// copulaEnds are the words that join a thing to what it is: said last in
// a title, the date they joined it to was cut.
var copulaEnds = []string{"זה", "זו", "זאת", "הוא", "היא", "is", "will be", "is going to be", "are"}

// copulaAsks are the words that, anywhere before a copula, make it a
// question's asked inside the thing: "לבדוק מה זה", "ask dan where the
// key is".
var copulaAsks = map[string]bool{
	"מה": true, "מי": true, "איפה": true, "מתי": true, "איך": true, "למה": true, "כמה": true, "איזה": true, "איזו": true,
	"אם": true, "ממה": true, "במה": true, "what": true, "where": true, "who": true, "how": true, "when": true, "which": true,
	"whether": true, "if": true, "why": true, "whose": true,
}

// copulaObjects are the words that, just before a copula, make it the
// object of the thing: "לקנות את זה", "לדבר על זה", "check that this is".
var copulaObjects = map[string]bool{
	"את": true, "ואת": true, "על": true, "ועל": true, "עם": true, "של": true, "כי": true, "אחרי": true, "לפני": true, "בשביל": true,
	"כמו": true, "גם": true, "אל": true, "מול": true, "ליד": true, "בלי": true, "that": true, "this": true, "it": true,
	"there": true, "here": true,
}

// trimTitleEnd takes dictationClosers and a cut copula (see copulaEnds)
// off the end of a title, and writes a Hebrew prefix letter set apart
// from a Latin word as one with a hyphen ("ה deadline" → "ה-deadline").
func trimTitleEnd(s string) string {
	s = joinLatinPrefix(s)
	for {
		t := strings.TrimRight(trimTrailingWords(s, dictationClosers...), " ,;:-–—")
		if t == s || t == "" {
			break
		}
		s = t
	}
	return trimCopula(s)
}

// trimCopula takes a copula off the end of s when nothing in s makes it a
// question's or an object's (see copulaAsks and copulaObjects).
func trimCopula(s string) string {
	low := toLower(s)
	for _, c := range copulaEnds {
		if !strings.HasSuffix(low, " "+c) {
			continue
		}
		head := strings.Fields(low[:len(low)-len(c)])
		if len(head) < 2 {
			return s // "זה הוא": too little left to be a thing
		}
		if copulaObjects[strings.Trim(head[len(head)-1], ",.:;!?")] {
			return s
		}
		for _, w := range head {
			if copulaAsks[strings.Trim(w, ",.:;!?")] {
				return s
			}
		}
		return strings.TrimRight(strings.TrimSpace(s[:len(s)-len(c)]), " ,;:-–—")
	}
	return s
}

// joinLatinPrefix writes a one-letter Hebrew prefix set apart from the
// Latin word it belongs to with a hyphen: "ה deadline" → "ה-deadline",
// "ל zoom" → "ל-zoom".
func joinLatinPrefix(s string) string {
	if !strings.Contains(s, " ") {
		return s
	}
	fs := strings.Split(s, " ")
	changed := false
	for i := 0; i+1 < len(fs); i++ {
		if !strings.Contains("הבלמוש", fs[i]) || fs[i] == "" || utf8.RuneCountInString(fs[i]) != 1 {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(fs[i+1]); r < utf8.RuneSelf && unicode.IsLetter(r) {
			fs[i+1] = fs[i] + "-" + fs[i+1]
			fs[i] = ""
			changed = true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(strings.Fields(strings.Join(fs, " ")), " ")
}
