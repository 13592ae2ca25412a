package offline

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// A head word may be one slip from two head verbs. When both are one verb
// ("תזכור", "תזכרי" said to a man and to a woman) either mends it; when
// one remembers and the other reminds ("תזכר" is one letter from "תזכור"
// and from "תזכיר"), a clause with ש after it and no לי is a thing to
// remember: "תזכר שהקוד הוא 1234". Anything else is not guessed.

// verbFamily names the Hebrew head verbs that are one verb in its persons.
var verbFamily = map[string]string{
	"תזכור": "remember", "תזכרי": "remember", "תזכרו": "remember",
	"תזכיר": "remind", "תזכירי": "remind", "תזכירו": "remind",
}

// oneVerb is the head verb near stands for, when its words are one verb
// or the word after tells which; the shortest of that verb's forms.
func oneVerb(near []string, after string) (string, bool) {
	pick := func(ws []string) string {
		found := ""
		for _, h := range ws {
			if found == "" || len(h) < len(found) {
				found = h
			}
		}
		return found
	}
	same := true
	for _, h := range near[1:] {
		if !genderForms(near[0], h) && (verbFamily[h] == "" || verbFamily[h] != verbFamily[near[0]]) {
			same = false
		}
	}
	if same {
		return pick(near), true
	}
	if !strings.HasPrefix(after, "ש") || !heClause(after) {
		return "", false // two verbs are as near: which was meant?
	}
	var remember []string
	for _, h := range near {
		switch verbFamily[h] {
		case "remember":
			remember = append(remember, h)
		case "remind":
		default:
			return "", false
		}
	}
	if len(remember) == 0 {
		return "", false
	}
	return pick(remember), true
}

// elided is the one long head verb w is with two neighbouring letters
// left out after its first two ("rember" for "remember"), and perhaps a
// letter doubled ("rembeer"): a long verb said fast loses a syllable; a
// short one so shortened is another word.
func elided(w string) (string, bool) {
	if h, ok := elidedOnly(w); ok {
		return h, true
	}
	rw := []rune(w)
	found := ""
	for i := 1; i < len(rw); i++ {
		if rw[i] == rw[i-1] {
			h, ok := elidedOnly(string(rw[:i]) + string(rw[i+1:]))
			if ok && found != "" && h != found {
				return "", false
			}
			if ok {
				found = h
			}
		}
	}
	return found, found != ""
}

// elidedOnly is elided without a doubled letter.
func elidedOnly(w string) (string, bool) {
	h := elisions[w]
	return h, h != "" && utf8.RuneCountInString(w) >= 6
}

// elisions map each head verb of eight letters or more, with two letters
// after its second left out, to that verb ("rember" → "remember"); to ""
// where two verbs are left the same. Built once, so a word is one look-up.
var elisions = func() map[string]string {
	m := map[string]string{}
	for _, h := range headFixes {
		rh := []rune(h)
		if len(rh) < 8 {
			continue
		}
		for i := 2; i+2 <= len(rh); i++ {
			e := string(rh[:i]) + string(rh[i+2:])
			if old, ok := m[e]; ok && old != h {
				m[e] = ""
			} else {
				m[e] = h
			}
		}
	}
	return m
}()

// plene are the Hebrew head verbs w is with a ו or a י written in that
// the verb is spelt without ("תזכורי" for "תזכרי"): the vowel letters
// people add as they say the word.
func plene(w string) []string {
	rw := []rune(w)
	var out []string
	for i := 1; i < len(rw); i++ {
		if rw[i] != 'ו' && rw[i] != 'י' {
			continue
		}
		h := string(rw[:i]) + string(rw[i+1:])
		if headVerbs[h] && utf8.RuneCountInString(h) >= 4 && !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}

// mendRemember mends a misspelt "remember" that opens s ("rember …",
// "תזכורי ש…"): said after an opening the head's mending stops at, it is
// still the command.
func mendRemember(s string) string {
	fields := strings.Fields(s)
	if len(fields) < 2 {
		return s
	}
	core := toLower(strings.TrimRight(fields[0], ",.:;!?"))
	if headWords[core] {
		return s
	}
	fix, ok := nearHead(core, next(fields, 0))
	if !ok || fix != "remember" && verbFamily[fix] != "remember" {
		return s
	}
	return fix + fields[0][len(core):] + s[len(fields[0]):]
}

// gluedElided splits a long head verb said short or misspelt and run into
// the word after it ("remberthat", "remeberthat" → "remember", "that").
func gluedElided(w string) (string, string, bool) {
	for _, p := range []string{"that", "me", "to"} {
		if rest, ok := strings.CutSuffix(w, p); ok {
			if h, ok := elided(rest); ok {
				return h, p, true
			}
			if h, ok := nearHead(rest, p); ok && utf8.RuneCountInString(rest) >= 6 {
				return h, p, true // "remeberthat": misspelt as well
			}
			if h, ok := skeletonOf(rest); ok {
				return h, p, true // "rmbrthat": by its consonants
			}
		}
	}
	return "", "", false
}

// skeletonOf is the one long English head verb w writes by its
// consonants alone, a letter said twice written once ("rmbr", "rmmbr"
// for "remember"): a word with no vowel of four letters or more is no
// word of its own.
func skeletonOf(w string) (string, bool) {
	if utf8.RuneCountInString(w) < 4 || strings.ContainsAny(w, "aeiouy") {
		return "", false
	}
	h := skeletons[w]
	return h, h != ""
}

// skeletons map the consonants of each long English head verb, with and
// without a letter said twice written once, to that verb; to "" where two
// verbs write the same. Built once, so a word is one look-up.
var skeletons = func() map[string]string {
	m := map[string]string{}
	for _, h := range headFixes {
		if len(h) < 6 || strings.ContainsAny(h, " '") || !isASCIIWord(h) {
			continue
		}
		full := strings.Map(func(r rune) rune {
			if strings.ContainsRune("aeiouy", r) {
				return -1
			}
			return r
		}, h)
		for _, k := range []string{full, squeezeRepeats(full)} {
			if old, ok := m[k]; ok && old != h {
				m[k] = ""
			} else {
				m[k] = h
			}
		}
	}
	return m
}()

// squeezeRepeats writes a letter said twice in a row once.
func squeezeRepeats(s string) string {
	var b strings.Builder
	var last rune
	for _, r := range s {
		if r != last {
			b.WriteRune(r)
		}
		last = r
	}
	return b.String()
}

// isASCIIWord reports whether s is written in small Latin letters only.
func isASCIIWord(s string) bool {
	for _, r := range s {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return s != ""
}

// heWeekdays are the Hebrew weekday names (lexicon's), Sunday first,
// mended after "יום" (ביום, ליום, מיום) however short: there, one slip
// from one is no other word.
var heWeekdays = lexicon.HeWeekdayNames()

// isDayWord reports whether w is "יום" with the prefixes it takes before a
// weekday ("ביום", "ליום", "מיום", "והיום" is no weekday's).
func isDayWord(w string) bool {
	switch strings.TrimPrefix(w, "ו") {
	case "יום", "ביום", "ליום", "מיום", "עד יום":
		return true
	}
	return false
}

// dayWordSlip is the word "יום" with its prefixes that w, said before a
// weekday, is mistyped from by one slip or one vowel letter written in
// ("ביםו", "ביוום", "בויום"): there it is no other word.
func dayWordSlip(w string) (string, bool) {
	if isDayWord(w) || lexicon.HebrewWord(w) || utf8.RuneCountInString(w) < 3 {
		return "", false
	}
	rw := []rune(w)
	for _, d := range []string{"יום", "ביום", "ליום", "מיום", "וביום"} {
		if slipOf(w, d) {
			return d, true
		}
		for i := 1; i < len(rw); i++ {
			if (rw[i] == 'ו' || rw[i] == 'י') && string(rw[:i])+string(rw[i+1:]) == d {
				return d, true
			}
		}
	}
	return "", false
}
