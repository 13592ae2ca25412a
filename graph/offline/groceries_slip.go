package offline

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// A run of groceries said with no comma is cut only where every word is
// known (splitGroceries). A grocery mistyped ("milk bred eggs cheeze") is
// still known where the slip is plain: the word is a grocery with a letter
// doubled, dropped or two swapped (slipOf), or, in a Latin word of five
// letters or more, one letter changed ("cheeze"). The item keeps the
// user's spelling. A run that holds two groceries side by side and a word
// known neither way ("eggs milk blah") cannot be cut and is asked about.

// minSlipRunes is the fewest letters a mistyped grocery may have: shorter
// words are one slip from too many others ("rice", "ice").
const minSlipRunes = 4

// minChangedRunes is the fewest letters a Latin grocery with one letter
// changed may have ("cheeze"; "pens" is not "peas").
const minChangedRunes = 5

// grocerySlip reports whether w, lower case, is a grocery word mistyped
// by one plain slip. Only the groceries one rune away from w are weighed
// (slipNeighbours), not the whole table.
func grocerySlip(w string) bool {
	n := utf8.RuneCountInString(w)
	if n < minSlipRunes || groceryWords[w] || isNumber(w) {
		return false
	}
	latin := w[0] < 0x80
	found := false
	slipNeighbours(w, func(g string) bool {
		if g[0] < 0x80 != latin || utf8.RuneCountInString(g) < minSlipRunes {
			return false
		}
		if g == w+"s" || g == w+"es" || w == g+"s" {
			return false // "chip" of "chocolate chip cookies" is no slip of "chips"
		}
		found = slipOf(w, g) || latin && n >= minChangedRunes && oneChanged(w, g)
		return found
	})
	return found
}

// groceryDeletes maps each grocery word with one rune left out to the
// groceries it comes from: the index of a symmetric-delete spelling
// search. Every grocery one slip from a word (a letter doubled, dropped,
// changed, or two swapped) shares the word itself, or the word with one
// rune left out, with this index or the table.
var groceryDeletes = sync.OnceValue(func() map[string][]string {
	del := map[string][]string{}
	for g := range groceryWords {
		for d := range runeDeletes(g) {
			del[d] = append(del[d], g)
		}
	}
	return del
})

// runeDeletes yields w with each of its runes left out in turn.
func runeDeletes(w string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for i, r := range w {
			if !yield(w[:i] + w[i+utf8.RuneLen(r):]) {
				return
			}
		}
	}
}

// slipNeighbours calls try on each grocery word at most one rune from w
// (inserted, left out, changed or swapped), until try says yes. A word
// may be tried more than once.
func slipNeighbours(w string, try func(string) bool) {
	del := groceryDeletes()
	for _, g := range del[w] { // a rune dropped from g
		if try(g) {
			return
		}
	}
	for d := range runeDeletes(w) {
		if groceryWords[d] && try(d) { // a rune doubled into g
			return
		}
		for _, g := range del[d] { // a rune changed, or two swapped
			if try(g) {
				return
			}
		}
	}
}

// oneChanged reports whether a and b, of one length, differ in one letter.
func oneChanged(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	diff := 0
	for i := range len(a) {
		if a[i] != b[i] {
			diff++
		}
	}
	return diff == 1
}

// oneGrocery reports whether item is one grocery as splitGroceries reads
// one: a known word (or a plain slip of one) or a grocery of several
// words, with what says how much or which kind of it.
func oneGrocery(item string) bool {
	out, ok := cutGroceries(item)
	return ok && len(out) == 1
}

// groceryRunOn reports whether item, a run splitGroceries left whole, is
// groceries said without commas with a word among them known neither as
// a grocery nor as a slip of one ("eggs milk blah"): two groceries side by
// side, three words or more, and no two neighbours that may name one thing
// ("garlic bread rolls", "milk chocolate chips" keep their words).
func groceryRunOn(item string) bool {
	words := groceryUnits(strings.Fields(item))
	if len(words) < 3 {
		return false
	}
	side := false
	for i := 1; i < len(words); i++ {
		a, b := unitKey(words[i-1]), unitKey(words[i])
		if groceryPairs[a+" "+b] {
			return false
		}
		side = side || groceryWords[a] && groceryWords[b]
	}
	return side
}

// knownRun reports whether items said with no comma ("20 bags range
// cubes mineral blocks fly spray") are groceries every one, two or more:
// ok. Where they are not, known says whether two groceries stand side by
// side among them, so the run is groceries that only commas could part
// ("eggs milk blah"), and commas are asked for.
func knownRun(items string) (known, ok bool) {
	out, ok := cutGroceries(items)
	if ok && len(out) >= 2 {
		return true, true
	}
	return groceryRunOn(items), false
}

// itemsRunOnIf is the reply to items said without commas when known,
// and no reply otherwise.
func itemsRunOnIf(known bool, m *message) error {
	if known {
		return itemsRunOn(m)
	}
	return nil
}
