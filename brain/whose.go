package brain

import (
	"strings"
	"unicode"

	"github.com/memo-assistant/memo/lexicon"
)

// Whose a thing is, as a message says it: "ronnie's mom", "the wi-fi's
// password", "אמא של רוני", "a friend of mine", "my mom", "אמא שלי", "his
// phone". This is the one reader of possession: the questions about
// someone's thing (owners, ownedByAnother) and about relatives
// (kinMentions) all ask it.

// The words that say whose a thing is.
var (
	userWords  = lexicon.WordSet("my our mine שלי שלנו")                          // the user's
	thirdWords = lexicon.WordSet("his her their your שלו שלה שלהם שלהן שלך שלכם") // someone's not named
	ofWords    = lexicon.WordSet("של of")                                         // "X של Y", "X of Y"
	// contractions look like a possessive and are not one.
	contractions = lexicon.WordSet("what's whats where's who's when's how's it's that's there's here's let's he's she's")
)

// whoseTokens splits text into lower-case words, keeping an apostrophe
// inside a word ("ronnie's") and dropping other punctuation.
func whoseTokens(text string) []string {
	text = strings.ToLower(strings.ReplaceAll(text, "’", "'"))
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '"' && r != '״'
	}) {
		if w = strings.Trim(w, `'"״`); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// possessor returns a word said as a possessive ("ronnie's") without its
// mark.
func possessor(w string) (string, bool) {
	if contractions[w] {
		return "", false
	}
	if s, ok := strings.CutSuffix(w, "'s"); ok && s != "" {
		return s, true
	}
	return "", false
}

// pronounOwner reports whether w says whose by a pronoun ("my", "שלי",
// "his").
func pronounOwner(w string) bool { return userWords[w] || thirdWords[w] }

// owned is whose a word is: the owner as said (without its mark), and
// the word that said it: "'s", "של", "of", or the pronoun itself.
type owned struct {
	owner string
	by    string
}

// whose returns whose ts[i] is said to be: a pronoun before or after it
// ("my mom", "אמא שלי"), an owner after "של" or "of" ("אמא של רוני", "a
// friend of mine"), or a possessive before it ("ronnie's mom").
func whose(ts []string, i int) (owned, bool) {
	switch {
	case i > 0 && pronounOwner(ts[i-1]):
		return owned{ts[i-1], ts[i-1]}, true
	case i+1 < len(ts) && pronounOwner(ts[i+1]):
		return owned{ts[i+1], ts[i+1]}, true
	case i+2 < len(ts) && ofWords[ts[i+1]]:
		return owned{ts[i+2], ts[i+1]}, true
	case i > 0:
		if s, ok := possessor(ts[i-1]); ok {
			return owned{s, "'s"}, true
		}
	}
	return owned{}, false
}

// namedOwners returns each owner ts names with "'s" or after "של" (a
// number is no one: "משמרת של 12 שעות"), a
// loanword said in two words as one ("the wi-fi's password", "של הוויי
// פיי"), a chain of owners ("של אמא של רוני") each one.
func namedOwners(ts []string) []string {
	var out []string
	for i, t := range ts {
		if s, ok := possessor(t); ok && hasLetter(s) {
			a := ""
			if i > 0 && !strings.HasSuffix(ts[i-1], "'s") {
				a = ts[i-1]
			}
			out = append(out, ownerWord(a, s, s))
			continue
		}
		if t != "של" || i+1 >= len(ts) || ts[i+1] == "של" || !hasLetter(ts[i+1]) {
			continue
		}
		b := ""
		if i+2 < len(ts) && ts[i+2] != "של" {
			b = ts[i+2]
		}
		out = append(out, ownerWord(ts[i+1], b, ts[i+1]))
	}
	return out
}

// hasLetter reports whether w holds a letter.
func hasLetter(w string) bool { return strings.IndexFunc(w, unicode.IsLetter) >= 0 }
