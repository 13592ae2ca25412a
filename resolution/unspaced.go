package resolution

import "strings"

// SameUnspaced reports whether a and b name the same thing said with or
// without the spaces between its words: "setlist" and "set list", "to do"
// and "todo", "הסטליסט" and "סט ליסט" (a Hebrew prefix letter or two
// before the whole is no letter of the name). Both are normalised first;
// texts equal as they are count too.
func SameUnspaced(a, b string) bool {
	return sameUnspaced(Normalize(a), Normalize(b))
}

// sameUnspaced is SameUnspaced for texts already Normalize'd.
func sameUnspaced(q, t string) bool {
	uq, ut := strings.ReplaceAll(q, " ", ""), strings.ReplaceAll(t, " ", "")
	if uq == "" || ut == "" {
		return false
	}
	for _, fq := range wordForms(uq) {
		for _, ft := range wordForms(ut) {
			if fq == ft {
				return true
			}
		}
	}
	return false
}
