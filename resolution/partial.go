package resolution

import (
	"strings"

	"github.com/adrg/strutil/metrics"
)

// partialMinTitle is the fewest content words a title must have for a
// name to be only a part of it: "call mom", "buy gift for mom" and
// "dentist appointment Dr. Cohen" are named by any of their words.
const partialMinTitle = 4

// partialSame is the word similarity (see wordSim) from which a word of
// the query is taken to be a word of the title.
const partialSame = 0.5

// Partial reports whether query names only a part of title rather than
// the item: a title of several things ("לקנות לטיול שנתי שקית שינה פנס
// חטיפים ביסלי", "buy: milk, eggs, bread, butter") matched by a word or
// two of its middle or its end ("ביסלי", "eggs"). Such a match may be
// the item meant, but an action that cannot be undone (a delete) on it
// must be asked first: the user may mean the thing, not the item.
//
// A title of fewer than four content words is always named by its words
// ("delete call" is "call mom"), and so is a title the query names by its
// head, its first content word ("dentist" for "dentist appointment at the
// clinic on Herzl"), or half its content words or more.
func Partial(query, title string) bool {
	q, t := Normalize(query), Normalize(title)
	if q == "" || t == "" || q == t {
		return false
	}
	qw, tw := contentWords(q), contentWords(t)
	if len(qw) == 0 || len(tw) < partialMinTitle {
		return false
	}
	jw := metrics.JaroWinkler{CaseSensitive: true}
	named := 0
	for j, tword := range tw {
		for _, qword := range qw {
			if wordSim(&jw, qword, tword) >= partialSame {
				if j == 0 {
					return false // named by its head
				}
				named++
				break
			}
		}
	}
	return named > 0 && 2*named < len(tw)
}

// contentWords are the words of a normalised text that are no function
// words (see isStopWord), each with its forms.
func contentWords(normalised string) []word {
	var out []word
	for _, f := range strings.Fields(normalised) {
		if !isStopWord(f) {
			out = append(out, word{forms: wordForms(f), weight: 1})
		}
	}
	return out
}
