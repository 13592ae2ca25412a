package resolution

import (
	"slices"
	"strings"
)

// Index keys narrow name resolution over many items to the few a name can
// match, so that the scorer reads those rather than every item. A store
// keeps the IndexKeys of each title and looks a name up by its QueryKeys;
// a title that shares none of them is left out.
//
// The keys are meant to leave out only titles that score below
// DefaultMinScore, so that what Resolve decides over the narrowed
// candidates is what it decides over all of them. For each form of each
// word (the Hebrew prefix letters taken off as the scorer takes them off)
// a word has
//   - its trigrams, padded with '$' at both ends ("$ca", "cal", "all",
//     "ll$"), which two forms share when one is the other with a letter
//     changed, added or dropped anywhere in a word of three letters or more;
//   - for forms of 3 to 8 letters, its letters sorted, whole and with one
//     of them left out ("~acll", "~acl", "~all", "~cll" for "call"), which
//     two forms share when one is the other with letters transposed
//     ("ckae" / "cake"), and with one letter changed, added or dropped
//     besides (the short words trigrams do not catch).
//
// Function words ("the", "את") are keyed only as whole words ("=the") and
// looked up only for a name made of nothing else: they weigh a quarter in
// the score and are in most titles. (A function word in a title close to a
// word of a name, "the" to "then", is at most about 0.6 similar and weighs
// a quarter: it does not lift a title to DefaultMinScore.)
//
// Measured over every pair of the 2,300 distinct words of the natural
// corpora (English and Hebrew) and their one- and two-letter typos
// (TestKeysCoverTypos): every typo scoring above a third shares a key, and
// two different words that share none score at most 0.6 against each
// other, so a title sharing no key with a name scores at most
// 0.65·0.6 + 0.25·0.6 + 0.10 = 0.64, below DefaultMinScore.

// maxSortedKey is the longest form keyed by its sorted letters.
const maxSortedKey = 8

// IndexKeys returns the keys a title is found by, sorted and distinct:
// the WordKeys of its TitleWords.
func IndexKeys(title string) []string {
	return keysOf(Normalize(title), true)
}

// TitleWords returns the distinct words of the normalised title, sorted. A
// store may keep a title's words and each word's WordKeys once, rather
// than the keys of every title: a title is found by a key of its words.
func TitleWords(title string) []string {
	ws := strings.Fields(Normalize(title))
	slices.Sort(ws)
	return slices.Compact(ws)
}

// WordKeys returns the keys of one word of TitleWords, sorted and distinct.
func WordKeys(word string) []string {
	return keysOf(word, true)
}

// QueryKeys returns the keys to look a name up by, sorted and distinct:
// those of its words other than function words; for a name of function
// words only, their whole-word keys and the keys of their forms (a title
// word "וגם" has the form "גם"). Nil for a name with no words.
func QueryKeys(name string) []string {
	n := Normalize(name)
	if ks := keysOf(n, false); len(ks) > 0 {
		return ks
	}
	var keys []string
	for _, w := range strings.Fields(n) {
		keys = append(keys, "="+w)
		for _, f := range wordForms(w) {
			keys = appendFormKeys(keys, f)
		}
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

// keysOf returns the keys of the words of normalised: function words as
// whole words when stop is true and not at all otherwise.
func keysOf(normalised string, stop bool) []string {
	var keys []string
	for _, w := range strings.Fields(normalised) {
		if isStopWord(w) {
			if stop {
				keys = append(keys, "="+w)
			}
			continue
		}
		for _, f := range wordForms(w) {
			keys = appendFormKeys(keys, f)
		}
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

// appendFormKeys appends the padded trigrams of form f and, when it has 3
// to maxSortedKey letters, its sorted letters, whole and less one.
func appendFormKeys(keys []string, f string) []string {
	rs := []rune("$" + f + "$")
	if len(rs) <= 3 {
		return append(keys, string(rs))
	}
	for i := 0; i+3 <= len(rs); i++ {
		keys = append(keys, string(rs[i:i+3]))
	}
	letters := rs[1 : len(rs)-1]
	if len(letters) < 3 || len(letters) > maxSortedKey {
		return keys
	}
	sorted := slices.Clone(letters)
	slices.Sort(sorted)
	keys = append(keys, "~"+string(sorted))
	for i := range sorted {
		if i > 0 && sorted[i] == sorted[i-1] {
			continue // leaving out either of two equal letters gives one key
		}
		k := make([]rune, 0, len(sorted))
		k = append(k, '~')
		k = append(k, sorted[:i]...)
		k = append(k, sorted[i+1:]...)
		keys = append(keys, string(k))
	}
	return keys
}
