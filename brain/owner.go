package brain

import (
	"regexp"
	"slices"
	"strings"

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
var rePossessive = regexp.MustCompile(`(\p{L}+)['’]s\b`)

// owners returns the forms, sound keys included, of each person a
// question asks about the thing of.
func owners(q string) [][]string {
	var out [][]string
	role := rolePersons(q)
	for _, n := range namedOwners(whoseTokens(q)) {
		ws := words(n)
		for _, fs := range ws {
			if role[fs[0]] {
				continue // "the carpool guy's number": the carpool's, not a guy named so
			}
			if thingOwner(fs) {
				fs = widen(fs) // "the wifi's password" is the router's
			}
			o := slices.Concat(fs, soundQuery(fs), loanQuery(fs), lemmaQuery(fs)) // "the shearer's number" is the shearing contractor's
			if len(ws) == 1 && isLatin(n) {
				// A memory that says the name with its "'s" holds it as one
				// word ("wanjirus"), which the stemmer does not always give
				// back as the name: "Wanjiru's thesis defence" is Wanjiru's.
				o = append(o, forms(resolution.Normalize(n+"'s"))...)
			}
			out = append(out, o)
		}
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

// ownedByAnother reports whether m is a contact named for someone of the
// person the query asks about ("Ronnie's mom", "אמא של רוני") while the
// query does not name who that is: asked for Ronnie's phone, his mother's
// number is not his.
func ownedByAnother(m memo.Memory, query string) bool {
	if m.Kind != memo.MemoryContact {
		return false
	}
	thing := namedFor(m.Name)
	if thing == "" {
		return false
	}
	head := words(thing)
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

// namedFor returns the one a contact's name is of a person's: "Ronnie's
// mom" is a mom, of Ronnie; "אמא של רוני" is an אמא. "" when the name
// is not of someone's.
func namedFor(name string) string {
	ts := whoseTokens(name)
	for i := range min(len(ts), 2) {
		o, ok := whose(ts, i)
		if ok && (i == 1 && o.by == "'s" || i == 0 && o.by == "של") {
			return ts[i]
		}
	}
	return ""
}
