package offline

import (
	"maps"
	"slices"
	"strings"
)

// contractionSlip mends a letter doubled after the apostrophe of a
// contraction ("what'vve we got", "I'mm", "it'ss"): one letter, or two of
// "'ll", as it is spelt. The contraction is then read as it always is.
func contractionSlip(s string) string {
	s = mendSwappedPronouns(s)
	if !strings.ContainsAny(s, "'’") {
		return s
	}
	s = reDoubledApostrophe.ReplaceAllString(s, "$1'$2") // "what''ve": the apostrophe typed twice
	s = slipBeforeApostrophe(s)
	s = movedApostrophe(s)
	var b strings.Builder
	changed := false
	for i := 0; i < len(s); {
		r := s[i]
		b.WriteByte(r)
		i++
		apos := r == '\''
		if !apos && r == 0xE2 && i+1 < len(s) && s[i] == 0x80 && s[i+1] == 0x99 { // ’
			b.WriteString(s[i : i+2])
			i += 2
			apos = true
		}
		if !apos || i >= len(s) {
			continue
		}
		c := s[i] | 0x20 // lower case of an ASCII letter
		if c < 'a' || c > 'z' {
			continue
		}
		run := 1
		for i+run < len(s) && s[i+run]|0x20 == c {
			run++
		}
		keep := 1
		if c == 'l' {
			keep = 2
		}
		if run > keep && strings.ContainsRune("vsdmrtl", rune(c)) {
			b.WriteString(s[i : i+keep])
			i += run
			changed = true
		}
	}
	if !changed {
		return s
	}
	return b.String()
}

// reDoubledApostrophe is an apostrophe typed twice between two Latin
// letters (what, two apostrophes, ve); between Hebrew letters two stand
// for gershayim and stay.
var reDoubledApostrophe = compile(`([A-Za-z])''([A-Za-z])`)

// contractionBases are the words a contraction is made on whose letter a
// fast thumb doubles before the apostrophe ("itt's", "thatt's", "shee's").
var contractionBases = wordSet(`it that what there here who where how let he she you we they`)

// reBeforeApostrophe is a word before a contraction's apostrophe.
var reBeforeApostrophe = compile(`(?i)\b([a-z]{2,7})(['’](?:s|re|ll|ve|d|m)\b)`)

// slipBeforeApostrophe mends a letter doubled in the word a contraction is
// made on ("itt's been cancelled" is "it's been cancelled"); a name with
// its "'s" ("Jill's", "Otto's") is left as it is.
func slipBeforeApostrophe(s string) string {
	return reBeforeApostrophe.ReplaceAllStringFunc(s, func(m string) string {
		g := reBeforeApostrophe.FindStringSubmatch(m)
		w := g[1]
		if contractionBases[toLower(w)] {
			return m
		}
		var b strings.Builder
		for i := 0; i < len(w); i++ {
			if i == 0 || w[i]|0x20 != w[i-1]|0x20 {
				b.WriteByte(w[i])
			}
		}
		if short := b.String(); short != w && contractionBases[toLower(short)] {
			return short + g[2]
		}
		return m
	})
}

// swappedPronouns maps each spelling of a pronoun with two neighbouring
// letters swapped ("tehy", "thye", "htey") or one letter doubled ("thhey",
// "theyy") to the pronoun: no English word is spelt so, and "tehy swapped
// me" is "they swapped me".
var swappedPronouns = func() map[string]string {
	m := map[string]string{}
	for _, w := range []string{"they", "them", "their", "what", "that"} {
		for i := 0; i < len(w); i++ {
			m[w[:i+1]+w[i:]] = w // "thhey"
			if i+1 < len(w) {
				b := []byte(w)
				b[i], b[i+1] = b[i+1], b[i]
				if string(b) != w {
					m[string(b)] = w
				}
			}
		}
	}
	return m
}()

// swappedKeys are the spellings of swappedPronouns, the cheap test.
var swappedKeys = slices.Collect(maps.Keys(swappedPronouns))

// mendSwappedPronouns writes a pronoun typed with two neighbouring letters
// swapped as the pronoun (see swappedPronouns); capitals as typed are
// lost only on the mended word.
func mendSwappedPronouns(s string) string {
	if !containsAny(toLower(s), swappedKeys...) {
		return s
	}
	ws := strings.Fields(s)
	changed := false
	for i, w := range ws {
		core := strings.TrimRight(w, ",.!?;:")
		if p, ok := swappedPronouns[toLower(core)]; ok {
			ws[i] = p + w[len(core):]
			changed = true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(ws, " ")
}

// reApostropheWord is a word with an apostrophe inside.
var reApostropheWord = compile(`(?i)\b[a-z]+['’][a-z]+\b`)

// apostropheMoved are the contractions by their letters, as spelt with
// the apostrophe where it belongs.
var apostropheMoved = map[string]string{
	"its": "it's", "thats": "that's", "whats": "what's", "dont": "don't", "didnt": "didn't", "doesnt": "doesn't",
	"isnt": "isn't", "wasnt": "wasn't", "cant": "can't", "wont": "won't", "theres": "there's",
}

// movedApostrophe mends a contraction whose apostrophe slipped a letter
// ("i'ts getting pushed to 6", "do'nt", "tha'ts"): it is spelt where it
// belongs, and read as it always is.
func movedApostrophe(s string) string {
	return reApostropheWord.ReplaceAllStringFunc(s, func(m string) string {
		bare := strings.NewReplacer("'", "", "’", "").Replace(m)
		right, ok := apostropheMoved[toLower(bare)]
		if !ok || strings.EqualFold(strings.ReplaceAll(m, "’", "'"), right) {
			return m
		}
		if m[0] >= 'A' && m[0] <= 'Z' {
			return strings.ToUpper(right[:1]) + right[1:]
		}
		return right
	})
}
