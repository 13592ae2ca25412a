package timeparse

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

type tokKind uint8

const (
	tWord tokKind = iota + 1
	tNum
	tSym
)

// token is one word, run of ASCII digits or other symbol of the text.
type token struct {
	kind       tokKind
	start, end int // byte range in the text
	// text is, for words, the word in lower case with niqqud dropped and
	// quote marks folded (geresh to ', gershayim to "); for numbers, the
	// digits; for symbols, the symbol, with every dash and the maqaf as "-".
	text   string
	val    int // numbers: the value, capped at maxNum
	digits int // numbers: how many digits
	hebrew bool
	upper  bool // the word begins with a capital letter
	// foreign: a word of another tongue read as text (foreign.go); alien:
	// one of time that is not read.
	foreign, alien bool
}

// maxNum caps number values so arithmetic on them cannot overflow.
const maxNum = 1_000_000

func isHebrewLetter(r rune) bool { return r >= 0x05D0 && r <= 0x05EA }

func isGeresh(r rune) bool {
	return r == '\'' || r == '’' || r == '‘' || r == '׳' || r == '`'
}

func isGershayim(r rune) bool { return r == '"' || r == '״' || r == '”' || r == '“' }

func isDash(r rune) bool {
	return r == '-' || r == '־' || r == '–' || r == '—' || r == '‐' || r == '‑'
}

// tokenize splits s into tokens, appending them to toks. Spaces separate
// tokens and are dropped; letters and digits never share a token, so
// "5pm" is 5 and pm, and "ב-9" is ב, - and 9.
func tokenize(s string, toks []token) []token {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			i += n
		case r >= '0' && r <= '9':
			j, v := i, 0
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				if v < maxNum {
					v = v*10 + int(s[j]-'0')
				}
				j++
			}
			toks = append(toks, token{kind: tNum, start: i, end: j, text: s[i:j], val: min(v, maxNum), digits: j - i})
			i = j
		case unicode.IsLetter(r):
			j := wordEnd(s, i)
			toks = append(toks, wordToken(s, i, j))
			i = j
		default:
			text := s[i : i+n]
			if isDash(r) {
				text = "-"
			}
			toks = append(toks, token{kind: tSym, start: i, end: i + n, text: text})
			i += n
		}
	}
	return readForeign(toks)
}

// wordEnd returns where the word starting at i ends. A quote mark between
// two letters belongs to the word (o'clock, אחה"צ); a geresh after a short
// Hebrew word does too (א', ד').
func wordEnd(s string, i int) int {
	var prev rune
	letters := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.Is(unicode.Mn, r):
		case (isGeresh(r) || isGershayim(r)) && unicode.IsLetter(prev):
			next, _ := utf8.DecodeRuneInString(s[i+n:])
			if unicode.IsLetter(next) {
				break
			}
			if isGeresh(r) && isHebrewLetter(prev) && letters <= 2 {
				return i + n
			}
			return i
		default:
			return i
		}
		prev = r
		i += n
	}
	return i
}

func wordToken(s string, i, j int) token {
	raw := s[i:j]
	first, _ := utf8.DecodeRuneInString(raw)
	t := token{kind: tWord, start: i, end: j, upper: unicode.IsUpper(first), hebrew: isHebrewLetter(first)}
	if plainWord(raw) {
		t.text = unstretched(raw) // "מחררר"
		t.text = unshort(t.text)
		return t
	}
	var b strings.Builder
	b.Grow(len(raw))
	for _, r := range raw {
		switch {
		case unicode.Is(unicode.Mn, r):
		case isGeresh(r):
			b.WriteByte('\'')
		case isGershayim(r):
			b.WriteByte('"')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	t.text = unstretched(b.String()) // "FRIDAYYY"
	t.text = unshort(t.text)         // "Mornin"
	return t
}

// unstretched is w with a letter held three times or more ("מחררר",
// "tomorrrow", "fridayyy") read as said once or twice, when that makes a
// day word; w otherwise.
func unstretched(w string) string {
	held := false
	var last rune
	run := 0
	for _, r := range w {
		if r == last {
			if run++; run >= 3 {
				held = true
				break
			}
		} else {
			last, run = r, 1
		}
	}
	if !held {
		return w
	}
	for _, n := range []int{1, 2} {
		c := lexicon.Squeeze(w, n)
		c = unshort(c)
		if _, ok := lexicon.Weekday(c); ok || dayWords[c] {
			return c
		}
	}
	return w
}

// dayWords are the words of a day a stretched letter may be read back to.
var dayWords = map[string]bool{"מחר": true, "היום": true, "מחרתיים": true, "הערב": true, "הלילה": true, "tomorrow": true, "today": true,
	"tonight": true, "tmrw": true, "tmr": true}

// shorthand are texting spellings and common slips of the grammar's
// words, read as the words ("nxt mon" is next Monday, "מחרתים" the day
// after tomorrow).
var shorthand = map[string]string{"nxt": "next", "wk": "week", "wks": "weeks", "mnth": "month", "mnths": "months", "noonish": "noon",
	"mornin": "morning", "evenin": "evening", // the g dropped, as spoken
	// a letter left out, swapped or doubled: "mornign", "evning", "aftrnoon"
	"mornign": "morning", "morining": "morning", "mroning": "morning", "morninng": "morning", "evning": "evening",
	"evenning": "evening", "eveing": "evening", "afternon": "afternoon", "aftrnoon": "afternoon", "afteroon": "afternoon",
}

// unshort is w read as the word its shorthand or its Hebrew slip of sound
// stands for ("nxt", "בשאה", "שעתים"; see lexicon.TimeWordSlip), or w.
func unshort(w string) string {
	if full, ok := shorthand[w]; ok {
		return full
	}
	if full, ok := lexicon.TimeWordSlip(w); ok {
		return full
	}
	return w
}

// plainWord reports whether w needs no folding.
func plainWord(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || isHebrewLetter(r)) {
			return false
		}
	}
	return true
}
