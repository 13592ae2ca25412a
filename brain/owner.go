package brain

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// A question about someone's thing ("what's Ido's shoe size", "מה מידת
// הנעליים של גיל") is answered only by a memory that names them: the
// other words may all fit another person's ("Gal's shoe size is 38"), and
// that answer would be wrong. The one named is the word before "'s", or
// the word after "של" ("of").
//
// A loanword said in two words ("the wi-fi's password", "של הוויי פיי")
// is one owner.
var (
	rePossessive = regexp.MustCompile(`(\p{L}+)['’]s\b`)
	reOwnerEN    = regexp.MustCompile(`(?:(\p{L}+)[\s-]+)?(\p{L}+)['’]s\b`)
)

// owners returns the forms, sound keys included, of each person a
// question asks about the thing of.
func owners(q string) [][]string {
	var names []string
	for _, m := range reOwnerEN.FindAllStringSubmatch(q, -1) {
		names = append(names, ownerWord(m[1], m[2], m[2]))
	}
	names = append(names, ofOwners(q)...)
	var out [][]string
	for _, n := range names {
		for _, fs := range words(n) {
			if thingOwner(fs) {
				fs = widen(fs) // "the wifi's password" is the router's
			}
			out = append(out, slices.Concat(fs, soundQuery(fs), loanQuery(fs)))
		}
	}
	return out
}

// ofOwners returns the owner after each "של" of q: a chain of owners
// ("של אמא של רוני") is each one's.
func ofOwners(q string) []string {
	var ts []string
	for _, t := range strings.Fields(q) {
		if t = strings.TrimFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }); t != "" {
			ts = append(ts, t)
		}
	}
	var out []string
	for i := 0; i+1 < len(ts); i++ {
		if ts[i] != "של" || ts[i+1] == "של" {
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

// ownerWord returns the owner of a question said as the words a and b:
// both, when they are a loanword said in two words, else one.
func ownerWord(a, b, one string) string {
	if a == "" || b == "" {
		return one
	}
	if ws := strings.Fields(resolution.Normalize(a + " " + b)); len(ws) == 2 && len(joinLoanwords(ws)) == 1 {
		return a + b
	}
	return one
}

// thingOwner reports whether an owner word names a thing of a concept
// group, not a person: the wifi and the router own the same password, a
// wife and a husband do not own the same ID.
func thingOwner(forms []string) bool {
	for _, f := range forms {
		if cs := conceptOf[f]; len(cs) > 0 {
			return !personConcept[cs[0]]
		}
	}
	return false
}

// namesOwners reports whether m holds every one of owners (as their forms
// or, for a name, its sound in the other script).
func namesOwners(m memo.Memory, owners [][]string) bool {
	if len(owners) == 0 {
		return true
	}
	set := map[string]bool{}
	for _, t := range strings.Fields(indexOf(m.MemoryDraft).Terms) {
		set[t] = true
	}
	for _, o := range owners {
		held := false
		for _, f := range o {
			held = held || set[f]
		}
		if !held {
			return false
		}
	}
	return true
}

// possessiveFree writes "Dana's" as "Dana", for the sound of a name.
func possessiveFree(s string) string { return rePossessive.ReplaceAllString(s, "$1") }

// reNamedOfEN and reNamedOfHE find the one a contact's name is of:
// "Ronnie's mom" is a mom, of Ronnie; "אמא של רוני" is an אמא.
var (
	reNamedOfEN = regexp.MustCompile(`^\p{L}+['’]s\s+(\p{L}+)`)
	reNamedOfHE = regexp.MustCompile(`^(\p{L}+)\s+של\s`)
)

// ownedByAnother reports whether m is a contact named for someone of the
// person the query asks about ("Ronnie's mom", "אמא של רוני") while the
// query does not name who that is: asked for Ronnie's phone, his mother's
// number is not his.
func ownedByAnother(m memo.Memory, query string) bool {
	if m.Kind != memo.MemoryContact {
		return false
	}
	name := strings.ToLower(strings.TrimSpace(m.Name))
	g := reNamedOfEN.FindStringSubmatch(name)
	if g == nil {
		g = reNamedOfHE.FindStringSubmatch(name)
	}
	if g == nil {
		return false
	}
	head := words(g[1])
	if len(head) == 0 {
		return false
	}
	for _, q := range words(query) {
		for _, f := range q {
			if slices.Contains(head[0], f) {
				return false
			}
		}
	}
	return true
}
