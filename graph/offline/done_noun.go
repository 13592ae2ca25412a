package offline

import "strings"

// A thing done is also told by a noun of its verb ("בוצעה השליחה להורים",
// "הושלם התשלום לגנן") or with the thing first ("the invoice went out to
// Dana", "the rent got paid"). The noun, or the past said of the thing,
// stands for the verb: a task it does not fit is asked about, never
// completed.

var (
	// reDoneNounHE is "בוצע(ה) ה<noun> <rest>": group 1 the noun, group 2
	// what names the task.
	reDoneNounHE = compile(`^(?:בוצע|בוצעה|הושלם|הושלמה)\s+(ה\p{Hebrew}{3,})\s+(\S.*)$`)
	// reDonePassiveEN is "the invoice went out to Dana", "the rent got
	// paid": group 1 the thing, 2 the past (empty for "went out"), 3 the
	// rest.
	reDonePassiveEN = compile(`(?i)^(?:the|my|our)\s+(.+?)\s+(?:went\s+out|(?:was|got|has\s+been|is|'s)\s+(sent|paid|bought|booked|submitted|mailed|emailed|ordered|fixed|returned|signed|filed|delivered|renewed))(?:\s+((?:to|for)\s+.+))?$`)
)

// doneByNoun reads a done-report told by a noun of its verb or with the
// thing first: the verb (a Hebrew noun, or an English past) and the name of
// the task.
func doneByNoun(text string) (verb, obj string, ok bool) {
	if g := reDoneNounHE.FindStringSubmatch(text); g != nil && heVerbalNoun(g[1]) {
		obj, ok = doneObject(g[2])
		return g[1], obj, ok
	}
	if g := reDonePassiveEN.FindStringSubmatch(text); g != nil {
		verb = toLower(g[2])
		if verb == "" {
			verb = "sent" // "went out"
		}
		name := g[1]
		if g[3] != "" {
			name += " " + g[3]
		}
		obj, ok = doneObject(name)
		return verb, obj, ok
	}
	return "", "", false
}

// taskNounsHE name a task as such, no deed of it: "בוצע המשימה הושלמה, נא
// לסמן…" is the task in focus done, and its words after are no name.
var taskNounsHE = map[string]bool{"המשימה": true, "המטלה": true, "התזכורת": true, "הדבר": true, "העניין": true}

// heVerbalNoun reports whether w looks like a Hebrew noun of a verb, said
// with its article: "השליחה", "הקנייה", "ההגשה", "התשלום".
func heVerbalNoun(w string) bool {
	stem := strings.TrimPrefix(w, "ה")
	return len(consonants(stem)) >= 3 && !notDoneVerbs[w] && !taskNounsHE[w]
}

// nounFits reports whether a Hebrew noun of a verb ("השליחה") fits a title
// that opens with an infinitive ("לשלוח את הטפסים"): they share the root's
// letters, the article and a final ה aside.
func nounFits(noun, title string) bool {
	tw := strings.Fields(toLower(title))
	if !hebrewText(noun) || strings.HasSuffix(noun, "תי") || len(tw) == 0 {
		return false
	}
	inf := strings.TrimPrefix(tw[0], "ל")
	if inf == tw[0] {
		return false
	}
	root := consonants(strings.TrimSuffix(inf, "ות"))
	stem := strings.TrimSuffix(strings.TrimPrefix(noun, "ה"), "ה")
	for _, s := range []string{stem, strings.TrimPrefix(stem, "ה"), strings.TrimPrefix(stem, "ת")} {
		if n := sharedLetters(consonants(s), root); n >= 3 || n == len(root) && n >= 2 {
			return true
		}
	}
	return false
}
