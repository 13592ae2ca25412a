package brain

import (
	"slices"
	"strings"

	"github.com/kljensen/snowball/english"

	"github.com/memo-assistant/memo/lexicon"
)

// A word is asked back in another form than it was saved in: "מה תומי
// אוהבת?" of "תומי אוהב עוגיות", "איפה דנה גרים?" of "דנה גרה ברמת גן",
// "the shearer's number" of "the shearing contractor's number", "my
// runners" of "my running shoes". A question word holds the other forms of
// its word (lemmaQuery), and a memory that holds one of those and not the
// word's own forms counts it for lemmaWeight, less than a word of its own
// form or its concept group: of "דנה אוהבת שוקולד" and "דני אוהב וניל",
// "מה דני אוהבת?" is Danny's, whose name is said as is.
//
//   - Hebrew: a word of the lexicon's inflected words in any of its forms
//     (lexicon.HebrewLemma: masculine and feminine, one and many) holds
//     all of them. An ending is taken off only where what is left is a
//     word of that list, so a name that ends like a feminine ("דנה") is
//     never read as another ("דן").
//   - English: an agent noun of the lexicon's (lexicon.EnglishAgents)
//     holds its verb ("shearer": "shear", which "shearing" and "sheared"
//     are), and a verb its agent noun ("running": "runner"); a word in -er
//     that is no doer ("number") or as often a surname ("Parker") is not
//     one of them and is left as it is.

// lemmaWeight is what a question word counts for when a memory holds it
// only in another form of its word.
const lemmaWeight = 0.7

// lemmaQuery returns the forms of the words that the forms fs of one
// question word are other forms of, as the index holds them, without fs.
func lemmaQuery(fs []string) []string {
	var out []string
	add := func(t string) {
		if t != "" && !slices.Contains(fs, t) && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	for _, f := range fs {
		switch {
		case isHebrew(f):
			l, ok := lexicon.HebrewLemma(unfoldFinal(f))
			if !ok {
				continue
			}
			for _, g := range lexicon.HebrewInflections(l) {
				add(foldFinals(g))
			}
		case isLatin(f):
			for _, t := range agentForms(f) {
				add(t)
			}
		}
	}
	return out
}

// agentForms returns, for the Snowball stem of an English word, the stems
// of its agent noun or its verb, for the agent nouns of the lexicon
// (lexicon.EnglishAgents): "shearer" gives "shear", "runner" "run";
// "shear" gives "shearer", "run" "runner". Any other word gives none.
func agentForms(stem string) []string {
	if vs, ok := agentVerbs[stem]; ok {
		return vs
	}
	return verbAgents[stem]
}

// agentVerbs maps the stem of each agent noun of the lexicon to the stems
// of its verb, and verbAgents back, built once.
var agentVerbs, verbAgents = buildAgents()

func buildAgents() (map[string][]string, map[string][]string) {
	verbs, agents := map[string][]string{}, map[string][]string{}
	for _, a := range lexicon.EnglishAgents() {
		base, ok := strings.CutSuffix(a, "er")
		if !ok || len(base) < 2 {
			continue
		}
		if n := len(base); n >= 3 && base[n-1] == base[n-2] && !strings.ContainsRune("aeiou", rune(base[n-1])) {
			base = base[:n-1] // "runner": run
		}
		as := english.Stem(a, true)
		for _, v := range []string{english.Stem(base, true), english.Stem(base+"e", true)} { // "dancer": dance
			if v != as && !slices.Contains(verbs[as], v) {
				verbs[as] = append(verbs[as], v)
				agents[v] = append(agents[v], as)
			}
		}
	}
	return verbs, agents
}
