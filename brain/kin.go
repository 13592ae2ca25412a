package brain

import (
	"slices"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
)

// A relative is someone's: "my mom", "אמא שלי" or just "mom", "אמא" are the
// user's own; "Ronnie's mom", "the mother of Ronnie", "אמא של רוני" are
// Ronnie's. A question about a relative is answered only by a memory that
// names that relative (in any of the words of the relative's concept
// group) as the same person's: asked "what's mom's number?", "Ronnie's mom
// is Dana 050-…" is not an answer, and asked for Ronnie's mom, "my mom's
// number" is not either.

// Whose a relative is when no name says it.
const (
	kinOwnUser  = ""   // "my mom", "mom", "אמא שלי", "אמא"
	kinOwnThird = "?3" // "his mom", "אמא שלה": someone not named
)

// kinMention is one relative a text names, and whose: kinOwnUser,
// kinOwnThird, or the first form of the word that names the one they are
// a relative of.
type kinMention struct {
	group string // the first word of the relative's concept group
	owner string
	forms []string // the owner's forms, for a named owner
}

// userWords say the relative is the user's; thirdWords someone else's
// not named.
var (
	userWords  = map[string]bool{"my": true, "our": true, "mine": true, "שלי": true, "שלנו": true}
	thirdWords = map[string]bool{"his": true, "her": true, "their": true, "your": true, "שלו": true, "שלה": true, "שלהם": true,
		"שלהן": true, "שלך": true, "שלכם": true}
	// contractions look like a possessive and are not one.
	contractions = setOfWords("what's whats where's who's when's how's it's that's there's here's let's he's she's")
)

func setOfWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[w] = true
	}
	return out
}

// kinTokens splits text into lower-case words, keeping an apostrophe
// inside a word ("ronnie's") and dropping other punctuation.
func kinTokens(text string) []string {
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

// possessor returns a word said as a possessive ("ronnie's", "parents'")
// without its mark.
func possessor(w string) (string, bool) {
	if contractions[w] {
		return "", false
	}
	if s, ok := strings.CutSuffix(w, "'s"); ok && s != "" {
		return s, true
	}
	return "", false
}

// kinGroup returns the concept group of relatives a word names, if any.
func kinGroup(w string) (string, bool) {
	if s, ok := possessor(w); ok {
		w = s
	}
	for _, fs := range words(w) {
		for _, f := range fs {
			if cs := conceptOf[f]; len(cs) > 0 {
				if g := groupHead(cs); kinConcept[g] {
					return g, true
				}
			}
		}
	}
	return "", false
}

// groupHead returns the first word of the concept group whose forms are cs.
func groupHead(cs []string) string {
	for _, group := range concepts {
		for _, f := range words(group[0]) {
			if len(f) > 0 && slices.Contains(cs, f[0]) {
				return group[0]
			}
		}
	}
	return ""
}

// kinMentions returns the relatives text names, each with whose.
func kinMentions(text string) []kinMention {
	ts := kinTokens(text)
	var out []kinMention
	for i, t := range ts {
		g, ok := kinGroup(t)
		if !ok {
			continue
		}
		k := kinMention{group: g, owner: kinOwnUser}
		switch {
		case i > 0 && userWords[ts[i-1]]:
		case i > 0 && thirdWords[ts[i-1]]:
			k.owner = kinOwnThird
		case i+1 < len(ts) && (userWords[ts[i+1]] || thirdWords[ts[i+1]]):
			// "אמא שלי", "אמא שלו"; "a friend of mine".
			if thirdWords[ts[i+1]] {
				k.owner = kinOwnThird
			}
		case i+2 < len(ts) && (ts[i+1] == "של" || ts[i+1] == "of"):
			k.owner, k.forms = namedOwner(ts[i+2])
		case i > 0:
			if s, ok := possessor(ts[i-1]); ok {
				k.owner, k.forms = namedOwner(s)
			}
		}
		out = append(out, k)
	}
	return out
}

// namedOwner returns whose a relative is when a word says it: the user's
// for "my"/"שלי", someone not named for "his", else the word's forms.
func namedOwner(w string) (string, []string) {
	switch {
	case userWords[w]:
		return kinOwnUser, nil
	case thirdWords[w]:
		return kinOwnThird, nil
	}
	ws := words(w)
	if len(ws) == 0 {
		return kinOwnThird, nil
	}
	fs := slices.Concat(ws[0], soundQuery(ws[0]))
	return ws[0][0], fs
}

// sameKin reports whether m may answer query as far as relatives go:
// every relative the question names is named by the memory as the same
// person's. A named owner matches by the forms or sound of the name, or,
// when the memory leaves whose unsaid, by the memory naming the owner
// elsewhere ("Ronnie: mom is Dana").
func sameKin(m memo.Memory, query string) bool {
	asked := kinMentions(query)
	if len(asked) == 0 {
		return true
	}
	text := strings.Join(nonEmpty(m.Name, m.Subject, m.Text), " . ")
	held := kinMentions(text)
	terms := map[string]bool{}
	for _, t := range strings.Fields(indexOf(m.MemoryDraft).Terms) {
		terms[t] = true
	}
	for _, a := range asked {
		if !slices.ContainsFunc(held, func(h kinMention) bool { return h.group == a.group && sameOwner(a, h, terms) }) {
			return false
		}
	}
	return true
}

// sameOwner reports whether the relative asked about, a, is the one the
// memory names, h.
func sameOwner(a, h kinMention, terms map[string]bool) bool {
	switch {
	case a.forms == nil && h.forms == nil:
		return a.owner == h.owner
	case a.forms == nil || h.forms == nil && h.owner != kinOwnUser:
		return false
	case h.forms == nil:
		// The memory leaves whose unsaid; it answers when it names the
		// owner elsewhere.
		return slices.ContainsFunc(a.forms, func(f string) bool { return terms[f] })
	}
	return slices.ContainsFunc(a.forms, func(f string) bool { return slices.Contains(h.forms, f) })
}
