package offline

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// The grammar's intents are rules in one registry, the way the time
// reader's matchers are (see timeparse): each rule names its matcher, the
// priority it is tried at, the words one of which a clause must hold for
// it to match at all (its triggers), and rows of its own (a text it
// claims, a text like it that it must not). planClause tries the rules
// in priority order, and a rule whose triggers the clause does not hold
// is skipped without running its patterns. The registry's test checks
// every rule's rows and that every trigger set is necessary.
//
// Six readers are no rules of it: help, what Memo is, a deed only a
// person can do, a greeting or farewell, Google's connection and mail
// (matchHelp, matchAboutMemo, matchDeedAsked, matchGreeting, matchGoogle,
// matchMail), which plan tries before the message is cleaned. A rule is given one clause, cleaned, and claims it
// only when its steps account for all of it; these are given the message
// as typed and claim it whole. Cleaning is what they must not see: it
// takes a greeting, a thanks or a "how are you" away as filler (the
// clause left is empty, or the request after it), and the split would
// give "what can you do" inside a longer message to help. matchMail also
// reads a mail told by its number or "it" when mail was shown last
// ("mark it as read"), with no word of mailWords, so no trigger set is
// necessary for it. Moved in, each would read other messages than it
// does now.

// rule is one intent of the grammar.
type rule struct {
	// name names the rule in tests and in a row that another rule
	// claims first (example.by).
	name string
	// priority orders the rules: the lower is tried first, and the first
	// whose steps account for the clause plans it. Priorities keep gaps
	// so a rule can be slotted in between two others.
	priority int
	// match is the rule's matcher.
	match matcher
	// triggers are the words one of which a clause must hold for match to
	// claim it or fail on it: lower-case words, Hebrew ones without the
	// prefix letters a word may carry (see clauseWords). Empty: the rule
	// always runs. A trigger set must be a necessary condition of match,
	// read off its patterns and word tables; the test checks it on every
	// row it can reach.
	triggers []string
	// list marks a reader of a list command said alone, which
	// listCommandAlone tries on a command with its reason taken off.
	list bool
	// examples are the rule's own rows.
	examples []example
}

// example is a row of a rule: a text it claims, or a near miss, a text
// like it that it must not claim.
type example struct {
	text string
	// near marks a near miss.
	near bool
	// by names a rule of higher priority that claims a positive row
	// first (the row still shows what this rule reads).
	by string
}

// maxRules is the most rules a ruleSet holds.
const maxRules = 192

// ruleSet is a set of rules by their place in the registry.
type ruleSet [maxRules / 64]uint64

func (s *ruleSet) add(i int)      { s[i>>6] |= 1 << (i & 63) }
func (s *ruleSet) has(i int) bool { return s[i>>6]&(1<<(i&63)) != 0 }

func (s *ruleSet) union(o *ruleSet) {
	for k := range s {
		s[k] |= o[k]
	}
}

// registry is the rules in priority order, with the index of their
// triggers.
type registry struct {
	rules []rule
	// always is the rules with no triggers.
	always ruleSet
	// byWord is the rules each trigger word may let run.
	byWord map[string]ruleSet
	// keys has the bit of wordKey set for each word of byWord: a word
	// whose bit is clear is no trigger, found without a map lookup.
	keys [16]uint64
}

// wordKey is a bit of registry.keys for w, from its length and its first
// and last bytes.
func wordKey(w string) uint32 {
	return ((uint32(len(w))*31+uint32(w[0]))*31 + uint32(w[len(w)-1])) * 0x9E3779B1 >> 22
}

// newRegistry orders rules by priority and indexes their triggers. It
// panics on two rules of one name or one priority, or on a trigger that
// is no word (the registry is built at start-up, from the table).
func newRegistry(rules []rule) *registry {
	if len(rules) > maxRules {
		panic(fmt.Sprintf("offline: %d rules, more than %d", len(rules), maxRules))
	}
	rules = slices.Clone(rules)
	slices.SortStableFunc(rules, func(a, b rule) int { return a.priority - b.priority })
	r := &registry{rules: rules, byWord: map[string]ruleSet{}}
	names := map[string]bool{}
	for i, ru := range rules {
		if names[ru.name] || i > 0 && rules[i-1].priority == ru.priority {
			panic("offline: rule " + ru.name + " repeats a name or a priority")
		}
		names[ru.name] = true
		if len(ru.triggers) == 0 {
			r.always.add(i)
			continue
		}
		for _, w := range ru.triggers {
			for _, form := range triggerForms(w) {
				set := r.byWord[form]
				set.add(i)
				r.byWord[form] = set
				k := wordKey(form)
				r.keys[k>>6] |= 1 << (k & 63)
			}
		}
	}
	return r
}

// triggerForms are the words that stand for the trigger w in a clause's
// words: w, and w behind up to three prefix letters when that whole is a
// word of the lexicon, which clauseWords does not peel ("הבוקר" is a
// word; a trigger "בוקר" must fire on it too).
func triggerForms(w string) []string {
	if w == "" || w != toLower(w) || strings.ContainsFunc(w, func(r rune) bool { return !isWordRune(r) }) {
		panic("offline: trigger " + fmt.Sprintf("%q", w) + " is no lower-case word")
	}
	forms := []string{w}
	if !hebrewLetter(firstRune(w)) {
		return forms
	}
	front := []string{""}
	for range 3 {
		var next []string
		for _, p := range front {
			for _, l := range lexicon.PrefixLetters {
				q := string(l) + p
				if lexicon.HebrewWord(q + w) {
					forms = append(forms, q+w)
				}
				next = append(next, q)
			}
		}
		front = next
	}
	return forms
}

// claim tries the rules on m in priority order, each only when the
// clause holds one of its triggers, and returns the steps of the first
// that claims m and accounts for all of it (see accounted), with its
// place in rules; at is -1 when none does. A rule that fails on m (err)
// ends the search: the clause was understood and cannot be done as said.
func (r *registry) claim(m *message) (steps []memo.Step, at int, err error) {
	fired := r.fired(m.low)
	for i := range r.rules {
		if !fired.has(i) {
			continue // none of its triggers: it cannot match
		}
		steps, ok, err := r.rules[i].match(m)
		if err != nil {
			return nil, i, err
		}
		if ok {
			if !accounted(steps) {
				// This reading leaves words unaccounted for; a later
				// rule may read the clause whole.
				m.tentative = false
				continue
			}
			return steps, i, nil
		}
	}
	return nil, -1, nil
}

// fired returns the rules that may claim text: those with no triggers
// and those one of whose triggers is a word of text.
func (r *registry) fired(text string) ruleSet {
	set := r.always
	clauseWords(text, func(w string) {
		if k := wordKey(w); r.keys[k>>6]&(1<<(k&63)) == 0 {
			return
		}
		if s, ok := r.byWord[w]; ok {
			set.union(&s)
		}
	})
	return set
}

// clauseWords calls f with each word of text, a lower-cased clause, and
// each form of a Hebrew word with its prefix letters peeled one by one
// (lexicon.PeelPrefix). A word is a run of ASCII letters and digits (the
// word characters of a pattern's \b) or a run of other letters; a change
// of script ends a word too ("ה-offsite", "בzoom").
func clauseWords(text string, f func(string)) {
	start, ascii := -1, false
	for i, c := range text {
		a := c < 0x80 && (c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c >= 'A' && c <= 'Z')
		word := a || c >= 0x80 && isWordRune(c)
		if start >= 0 && (!word || a != ascii) {
			emitWord(text[start:i], ascii, f)
			start = -1
		}
		if word && start < 0 {
			start, ascii = i, a
		}
	}
	if start >= 0 {
		emitWord(text[start:], ascii, f)
	}
}

// emitWord calls f with w and, for a Hebrew word, its peeled forms.
func emitWord(w string, ascii bool, f func(string)) {
	f(w)
	if ascii {
		return
	}
	for range 3 {
		_, rest, ok := lexicon.PeelPrefix(w, lexicon.PrefixLetters)
		if !ok {
			return
		}
		w = rest
		f(w)
	}
}

// isWordRune reports whether r is part of a word: a letter or a digit.
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// hebrewLetter reports whether r is a Hebrew letter.
func hebrewLetter(r rune) bool { return unicode.Is(unicode.Hebrew, r) }

// firstRune is the first rune of s.
func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// words splits a trigger list written as one string of words.
func words(s string) []string { return strings.Fields(s) }
