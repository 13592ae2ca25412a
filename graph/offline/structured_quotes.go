package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A request written as a form quotes the name it gives: 'Add a task:
// "Renew passport"', 'Create a list named "Books to read"', 'תפתחי לי
// רשימה "קניות לגן"'. The quoted span is the title, the name or the item
// word for word. The Hebrew gershayim written between two letters (מת"ם,
// סמ"פ, דו"ח, מ"מים) and the geresh of a word (קלאץ', ג'ינס) or the
// English apostrophe (don't, the kids' toys) quote nothing: a quote opens
// after no letter or digit and closes before none.

// quotePairs are the quote marks that open a span, each with the marks
// that may close it.
var quotePairs = map[rune]string{
	'"':      `"`,
	'\u05F4': "\u05F4\"",       // ״ Hebrew gershayim used as a quote
	'\u201C': "\u201D\u201C",   // “ … ” (and “ … “ as phones type it)
	'\u201E': "\u201C\u201D\"", // „ … “ and „ … "
	'\'':     "'",
	'\u2018': "\u2019",
	'\u00AB': "\u00BB",
}

// quoted is one quoted span of a message: at and end are the byte offsets
// of its marks' outer edges, text what is between them.
type quoted struct {
	at, end int
	text    string
}

// quotedSpans returns the quoted spans of s, in order. A span holds at
// least one letter and does not start or end with a space.
func quotedSpans(s string) []quoted {
	var out []quoted
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		closers, ok := quotePairs[r]
		if !ok || !opensQuote(s, i, n) {
			i += n
			continue
		}
		j, found := closingQuote(s, i+n, closers)
		if !found {
			i += n
			continue
		}
		_, cn := utf8.DecodeRuneInString(s[j:])
		text := s[i+n : j]
		if strings.TrimSpace(text) != text || !strings.ContainsFunc(text, unicode.IsLetter) {
			i += n
			continue
		}
		out = append(out, quoted{at: i, end: j + cn, text: text})
		i = j + cn
	}
	return out
}

// opensQuote reports whether the mark of n bytes at i in s opens a quote:
// no letter or digit before it, and no space after it.
func opensQuote(s string, i, n int) bool {
	if i > 0 {
		if p, _ := utf8.DecodeLastRuneInString(s[:i]); unicode.IsLetter(p) || unicode.IsDigit(p) {
			return false
		}
	}
	next, _ := utf8.DecodeRuneInString(s[i+n:])
	return i+n < len(s) && !unicode.IsSpace(next)
}

// closingQuote finds, from i on, the first of closers that closes a
// quote: no space before it and no letter or digit after it.
func closingQuote(s string, i int, closers string) (int, bool) {
	for j := i; j < len(s); {
		r, n := utf8.DecodeRuneInString(s[j:])
		if strings.ContainsRune(closers, r) && j > i {
			p, _ := utf8.DecodeLastRuneInString(s[:j])
			next, _ := utf8.DecodeRuneInString(s[j+n:])
			if !unicode.IsSpace(p) && (j+n == len(s) || !unicode.IsLetter(next) && !unicode.IsDigit(next)) {
				return j, true
			}
		}
		j += n
	}
	return 0, false
}

// quoteComma stands for a comma inside a quoted span while the request is
// read, so that a quoted item ("Gödel, Escher, Bach") is not cut at it.
const quoteComma = "\uE000"

// openQuotes writes s with each quoted span's marks taken off and its
// commas kept apart, and returns the spans' texts, bare and with their
// marks.
func openQuotes(s string) (string, []string, []string) {
	spans := quotedSpans(s)
	if len(spans) == 0 {
		return s, nil, nil
	}
	var b strings.Builder
	texts := make([]string, 0, len(spans))
	marked := make([]string, 0, len(spans))
	last := 0
	for _, q := range spans {
		b.WriteString(s[last:q.at])
		b.WriteString(strings.ReplaceAll(q.text, ",", quoteComma))
		texts = append(texts, q.text)
		marked = append(marked, s[q.at:q.end])
		last = q.end
	}
	b.WriteString(s[last:])
	return b.String(), texts, marked
}
