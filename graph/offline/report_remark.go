package offline

import "strings"

// A report of the focus told after a remark with no pause between them:
// "החליפו לי זה הוזז לשש" (they swapped it on me, it moved to six), "they
// changed it it moved to 6". As with a comma after the remark, the report
// is read from its pronoun on, of the thing in focus. The remark must name
// no thing of its own: in English it tells who did it ("they changed it"),
// in Hebrew its words are no noun with its article, nor one after "את" but
// a pronoun ("הפגישה זה הוזז לשש" is left as said).

// pronounReport is the report in s from its pronoun on, when a remark
// that names no thing stands before it (see above).
func pronounReport(s string) (string, bool) {
	w := strings.Fields(s)
	for i := 1; i+1 < len(w) && i <= 4; i++ {
		p := toLower(w[i])
		if !hePronounThing[p] && p != "it" {
			continue
		}
		if !remarkNamesNothing(w[:i]) {
			continue // "שינו את זה זה …": the pronoun after "את" is the remark's
		}
		rest := strings.Join(w[i:], " ")
		if g := reportPassiveHE.FindStringSubmatch(rest); g != nil && g[1] == w[i] && verbOfReport(g[2]) != "" {
			return rest, true
		}
		if g := reportPassiveEN.FindStringSubmatchIndex(toLower(rest)); g != nil && toLower(rest[g[2]:g[3]]) == p {
			return rest, true
		}
	}
	return s, false
}

// remarkNamesNothing reports whether w, words said before a report of the
// focus, name no thing (see above).
func remarkNamesNothing(w []string) bool {
	if strings.ContainsAny(strings.Join(w, " "), "0123456789,.;:") {
		return false
	}
	if !hebrewText(w[0]) {
		return reDoerWord.MatchString(toLower(strings.Join(w, " ")))
	}
	for i, x := range w {
		switch {
		case reportNamers[x] && (i+1 >= len(w) || !hePronounThing[w[i+1]] && w[i+1] != "זאת"):
			return false // "שינו את הפגישה": a thing named
		case strings.HasPrefix(x, "ה") && !hePronounThing[x] && !strings.HasSuffix(x, "ו"):
			return false // "הפגישה": a noun with its article; "החליפו", "הזיזו" are verbs
		}
	}
	return true
}
