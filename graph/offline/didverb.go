package offline

import "strings"

// didVerb reports whether low opens with the past tense, first person, of
// the verb the task's title opens with: "יצאתי" for "לצאת לעבודה",
// "booked it" for "book the plumber". The Hebrew verbs share their root
// letters (the vowel letters י and ו aside); a few past forms say
// something else and never count ("ניסיתי", "חשבתי", "הבנתי").
func didVerb(low, title string) bool {
	words, tw := strings.Fields(low), strings.Fields(toLower(title))
	if len(words) == 0 || len(words) > 4 || len(tw) == 0 {
		return false
	}
	for len(words) > 1 && doneLead[strings.Trim(words[0], ",.!")] {
		words = words[1:] // "i", "finally", "just", "כבר", "סוף סוף"
	}
	w := strings.Trim(words[0], ",.!")
	verb := tw[0]
	if stem, ok := strings.CutSuffix(w, "תי"); ok && hebrewText(w) {
		if notDoneVerbs[w] || len([]rune(stem)) < 2 {
			return false
		}
		inf := strings.TrimPrefix(verb, "ל")
		if inf == verb {
			return false // the task does not open with an infinitive
		}
		return sharedLetters(consonants(stem), consonants(inf)) >= 2
	}
	if past, ok := enPast[verb]; ok && w == past {
		return true
	}
	return len(verb) >= 3 && (w == verb+"ed" || w == verb+"d" || strings.HasSuffix(verb, "y") && w == verb[:len(verb)-1]+"ied")
}

// doneLead are words said before the verb of a thing done.
var doneLead = map[string]bool{"i": true, "just": true, "finally": true, "already": true, "ok": true, "okay": true, "so": true,
	"also": true, "כבר": true, "סוף": true, "בדיוק": true, "גם": true, "אוקיי": true}

// notDoneVerbs are Hebrew past forms that tell no completion.
var notDoneVerbs = map[string]bool{
	"ניסיתי": true, "חשבתי": true, "רציתי": true, "התכוונתי": true, "הבנתי": true, "ראיתי": true, "שמעתי": true,
	"שכחתי": true, "התחלתי": true, "קיוויתי": true, "ידעתי": true, "זכרתי": true, "התעוררתי": true, "אמרתי": true,
	"ביקשתי": true, "שאלתי": true,
	// "למתי?" ("for when?") is a question, whatever verb it looks like.
	"למתי": true,
}

// enPast are English verbs whose past is not verb+ed.
var enPast = map[string]string{
	"take": "took", "go": "went", "leave": "left", "buy": "bought", "send": "sent", "pay": "paid", "get": "got",
	"make": "made", "write": "wrote", "give": "gave", "bring": "brought", "drive": "drove", "eat": "ate", "do": "did",
	"pick": "picked", "find": "found", "feed": "fed", "put": "put", "tell": "told", "sell": "sold", "pack": "packed",
}

// consonants drops the vowel letters י and ו, and a final form's
// difference, from a Hebrew word.
func consonants(s string) []rune {
	final := map[rune]rune{'ך': 'כ', 'ם': 'מ', 'ן': 'נ', 'ף': 'פ', 'ץ': 'צ'}
	var out []rune
	for _, r := range s {
		if r == 'י' || r == 'ו' {
			continue
		}
		if f, ok := final[r]; ok {
			r = f
		}
		out = append(out, r)
	}
	return out
}

// sharedLetters is the length of the longest common subsequence of a and b.
func sharedLetters(a, b []rune) int {
	prev := make([]int, len(b)+1)
	for i := range a {
		cur := make([]int, len(b)+1)
		for j := range b {
			switch {
			case a[i] == b[j]:
				cur[j+1] = prev[j] + 1
			default:
				cur[j+1] = max(prev[j+1], cur[j])
			}
		}
		prev = cur
	}
	return prev[len(b)]
}
