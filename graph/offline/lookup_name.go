package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// A name the user looks a thing up by — an event ("what time's that
// auction again"), a list ("what's on the shopping list again?"), a
// reminder, a memory ("what's my locker code again? brain is fried lol") —
// holds words that are no part of it: a demonstrative pointing back at
// what was said before ("that", "this"; "ההוא", "הזאת" after the noun),
// "again", "already" ("שוב", "כבר"). peelLookup takes them off; every
// reader of a looked-up name calls it (eventName, listName, the task
// targets, the memory query), so a name is peeled the same way whatever
// kind of thing it names. A question's readers (the memory query, "when
// is …") also cut a remark after the question's mark (cutRemark); a
// change's do not, since what follows may take it back ("cancel my
// meeting with dana? no, keep it").
//
// A name said in quotes is kept as typed ("“Again & Again” café"); a
// capitalised demonstrative or "Again" is a title's own word ("That '70s
// party", "brunch at Again Again"), so only the lower-case word is peeled.

// lookupTrailing are the words said after a looked-up name that are no
// part of it.
var lookupTrailing = lexicon.WordSet(`again already שוב כבר בעצם`)

// lookupLeading are the demonstratives before an English name.
var lookupLeading = lexicon.WordSet(`that this those these`)

// lookupDemonstratives are the Hebrew demonstratives after a noun.
var lookupDemonstratives = lexicon.WordSet(`ההוא ההיא הזה הזאת הזו האלה האלו`)

// peelLookup returns s, a name something is looked up by, without the
// words that are no part of it (see above).
func peelLookup(s string) string {
	if strings.ContainsAny(s, "\"“”„") {
		return s // a name said in quotes is the name
	}
	fields := strings.Fields(s)
	for len(fields) > 1 {
		w := strings.TrimRight(fields[len(fields)-1], "?!.,")
		if !lookupTrailing[w] {
			break
		}
		fields = fields[:len(fields)-1]
	}
	if len(fields) > 1 && lookupLeading[fields[0]] {
		fields = fields[1:]
	}
	if len(fields) > 1 {
		kept := fields[:0:0]
		for _, w := range fields {
			if !lookupDemonstratives[strings.TrimRight(w, "?!.,")] {
				kept = append(kept, w)
			}
		}
		if len(kept) > 0 {
			fields = kept
		}
	}
	return strings.Join(fields, " ")
}

// cutRemark cuts what follows a question's mark inside s ("what's my
// locker code again? brain is fried lol"): a remark, not the name. A mark
// with no word before it cuts nothing.
func cutRemark(s string) string {
	i := strings.IndexAny(s, "?!")
	if i < 0 {
		return s
	}
	head, rest := s[:i], strings.TrimLeft(s[i:], "?! ")
	if rest == "" || !strings.ContainsFunc(head, unicode.IsLetter) {
		return s
	}
	if r, _ := utf8.DecodeRuneInString(rest); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return s
	}
	return strings.TrimSpace(head)
}
