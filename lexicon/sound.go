package lexicon

import (
	"strings"
	"unicode"
)

// SoundKeys are how a name sounds, written so that a name in Hebrew
// letters finds it in Latin ones and back: "Avi" and "אבי" share "bi",
// "Dana" and "דנה" "dna", "Ronit" and "רונית" "ronit" ... A key is the
// word's consonants, letters that sound alike folded together (b/v/w and
// ב, k/q/ch and כ ח ק, s/sh and ס ש, z/tz and ז צ, p/f and פ), with the
// vowels Hebrew writes: "o" for a ו read as o or u, "i" for a י read as i
// or e, and the last sound ("a" for a final a/e/ah or ה/א/ע, "i" for a
// final i/y or י, "o" for a final o/u or ו).
//
// Hebrew leaves most vowels unwritten and Latin writes them all, so a
// Latin word has a key for each choice of which of its inner vowels a
// Hebrew spelling would write ("Michal": "mikl", "mkl"; "מיכל" is
// "mikl"), and a Hebrew word one for each reading of an ambiguous letter
// (a ו inside a word is a vowel or a v: "דוד" is David). "Tamar" and
// "תומר" (Tomer) share no key: the ו asks for an o the Latin word lacks.
// A word that is not all of one script, or has no consonant, has none.
func SoundKeys(word string) []string {
	word = strings.ToLower(strings.TrimSpace(word))
	switch {
	case word == "":
		return nil
	case isScript(word, unicode.Hebrew):
		return hebrewKeys(word)
	case isScript(word, unicode.Latin):
		return latinKeys(word)
	}
	return nil
}

// SoundAlike reports whether a and b are the same name written in the two
// scripts (or the same word, letter case aside): a Hebrew key of one is a
// Latin key of the other.
func SoundAlike(a, b string) bool {
	if strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b)) {
		return true
	}
	ha, hb := isScript(a, unicode.Hebrew), isScript(b, unicode.Hebrew)
	if ha == hb {
		return false
	}
	for _, x := range SoundKeys(a) {
		for _, y := range SoundKeys(b) {
			if x == y {
				return true
			}
		}
	}
	return false
}

// isScript reports whether every letter of w is of script (apostrophes,
// gereshes and hyphens aside) and it has one.
func isScript(w string, script *unicode.RangeTable) bool {
	letters := 0
	for _, r := range w {
		switch {
		case r == '\'' || r == '׳' || r == '-' || r == '’':
		case unicode.Is(script, r) && unicode.IsLetter(r):
			letters++
		default:
			return false
		}
	}
	return letters > 0
}

// latinDigraphs are the pairs of Latin letters that are one sound.
var latinDigraphs = map[string]byte{"sh": 's', "ch": 'k', "kh": 'k', "tz": 'z', "ts": 'z', "th": 't', "ph": 'p', "ck": 'k', "zh": 'z'}

// latinSounds are the consonants of the Latin letters; vowels are absent.
var latinSounds = map[byte]byte{'b': 'b', 'v': 'b', 'w': 'b', 'c': 'k', 'k': 'k', 'q': 'k', 'g': 'g', 'j': 'g', 'd': 'd', 'f': 'p',
	'p': 'p', 'h': 'h', 'l': 'l', 'm': 'm', 'n': 'n', 'r': 'r', 's': 's', 't': 't', 'z': 'z', 'x': 'k'}

// maxKeys bounds the keys of one word.
const maxKeys = 16

// latinKeys are a Latin word's keys: its consonants with each choice of
// the inner vowels kept, and its last sound.
func latinKeys(w string) []string {
	var letters []byte
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= 'a' && c <= 'z' {
			letters = append(letters, c)
		}
	}
	s := string(letters)
	end := ""
	switch {
	case strings.HasSuffix(s, "ah") || strings.HasSuffix(s, "eh"):
		end, s = "a", s[:len(s)-2]
	case strings.HasSuffix(s, "a") || strings.HasSuffix(s, "e"):
		end, s = "a", s[:len(s)-1]
	case strings.HasSuffix(s, "i") || strings.HasSuffix(s, "y"):
		end, s = "i", strings.TrimRight(s, "aeiouy")
	case strings.HasSuffix(s, "o") || strings.HasSuffix(s, "u"):
		end, s = "o", strings.TrimRight(s, "aeiou")
	}
	// The sounds: consonants, and the vowels a Hebrew spelling may write
	// (upper case: optional).
	var sounds []byte
	put := func(c byte) {
		if n := len(sounds); n > 0 && (sounds[n-1] == c || c >= 'A' && c <= 'Z' && sounds[n-1] >= 'A' && sounds[n-1] <= 'Z') {
			return // one consonant, or one vowel sound, at a time
		}
		sounds = append(sounds, c)
	}
	vowel := func(c byte) bool { return strings.IndexByte("aeiouy", c) >= 0 }
	for i := 0; i < len(s); i++ {
		if i+1 < len(s) {
			if c, ok := latinDigraphs[s[i:i+2]]; ok {
				put(c)
				i++
				continue
			}
		}
		c := s[i]
		switch {
		case c == 'y' && i == 0 && len(s) > 1 && vowel(s[1]):
			put('y') // "Yael", "Yossi"
		case c == 'o' || c == 'u':
			put('O')
		case c == 'i' || c == 'e' || c == 'y':
			put('I')
		case c == 'a':
			put('A')
		case c == 'h' && i > 0 && vowel(s[i-1]) && (i+1 == len(s) || !vowel(s[i+1])):
			// a silent h after a vowel ("Noah", "Avraham"'s is not)
		default:
			if x, ok := latinSounds[c]; ok {
				put(x)
			}
		}
	}
	keys := []string{""}
	for _, c := range sounds {
		var next []string
		for _, k := range keys {
			switch c {
			case 'A':
				next = append(next, k)
			case 'O', 'I':
				next = append(next, k, k+strings.ToLower(string(c)))
			default:
				next = append(next, k+string(c))
			}
		}
		if len(next) > maxKeys {
			next = next[:maxKeys]
		}
		keys = next
	}
	var out []string
	for _, k := range keys {
		if strings.Trim(k, "oi") != "" && !containsKey(out, k+end) {
			out = append(out, k+end)
		}
	}
	return out
}

func containsKey(keys []string, k string) bool {
	for _, x := range keys {
		if x == k {
			return true
		}
	}
	return false
}

// hebrewSounds are the consonants of the Hebrew letters; א and ע, which
// carry vowels, and י and ו, which are read by place, are absent.
var hebrewSounds = map[rune]byte{'ב': 'b', 'ג': 'g', 'ד': 'd', 'ה': 'h', 'ז': 'z', 'ח': 'k', 'ט': 't', 'כ': 'k', 'ך': 'k',
	'ל': 'l', 'מ': 'm', 'ם': 'm', 'נ': 'n', 'ן': 'n', 'ס': 's', 'פ': 'p', 'ף': 'p', 'צ': 'z', 'ץ': 'z', 'ק': 'k', 'ר': 'r',
	'ש': 's', 'ת': 't'}

// hebrewKeys are a Hebrew word's keys: one for each reading of its ו and
// of a final ה.
func hebrewKeys(w string) []string {
	var rs []rune
	for _, r := range w {
		if r != '\'' && r != '׳' && r != '-' && r != '’' {
			rs = append(rs, r)
		}
	}
	ends := []string{""}
	if n := len(rs); n > 1 {
		switch rs[n-1] {
		case 'ה':
			ends, rs = []string{"a", "o"}, rs[:n-1] // "דנה", and "שלמה" (Shlomo)
		case 'א', 'ע':
			ends, rs = []string{"a"}, rs[:n-1]
		case 'י':
			ends, rs = []string{"i"}, rs[:n-1]
		case 'ו':
			ends, rs = []string{"o", "b"}, rs[:n-1] // "עידו", and "זיו" (Ziv)
		}
	}
	keys := []string{""}
	add := func(alts ...string) {
		var next []string
		for _, k := range keys {
			for _, c := range alts {
				if c != "" && strings.HasSuffix(k, c) {
					c = "" // one consonant, or one vowel sound, at a time
				}
				next = append(next, k+c)
			}
		}
		if len(next) > maxKeys {
			next = next[:maxKeys]
		}
		keys = next
	}
	for i, r := range rs {
		switch {
		case r == 'י' && i == 0 && len(rs) > 1:
			add("y")
		case r == 'ו' && i == 0:
			add("b") // "ורד", Vered
		case r == 'ו' && i+1 < len(rs) && rs[i+1] == 'ו':
			// "וו" is one v, read with the next
		case r == 'ו' && i > 0 && rs[i-1] == 'ו':
			add("b")
		case r == 'ו':
			add("o", "b") // "רונית" (o), "דוד" (v)
		case r == 'י':
			add("i")
		case r == 'א' || r == 'ע':
			add("-") // a vowel parts two of the same consonant
		default:
			if c, ok := hebrewSounds[r]; ok {
				add(string(c))
			}
		}
	}
	var out []string
	for _, k := range keys {
		k = strings.ReplaceAll(k, "-", "")
		for _, e := range ends {
			if strings.Trim(k, "oi") != "" && !containsKey(out, k+e) {
				out = append(out, k+e)
			}
		}
	}
	return out
}
