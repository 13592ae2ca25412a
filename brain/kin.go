package brain

import (
	"slices"
	"strings"

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
	ts := whoseTokens(text)
	var out []kinMention
	for i, t := range ts {
		g, ok := kinGroup(t)
		if !ok {
			continue
		}
		k := kinMention{group: g, owner: kinOwnUser}
		if o, ok := whose(ts, i); ok {
			k.owner, k.forms = namedOwner(o.owner)
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
