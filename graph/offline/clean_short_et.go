package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// Spoken Hebrew says the object's marker with the article run into the
// noun, and texts write it so: "תוריד ת'מצבר" is "תוריד את המצבר", "תראה
// לי ת'רשימה" is "תראה לי את הרשימה", "לסגור ת'מוסך" is "לסגור את המוסך".
// It is written out once, before any reader, so every reader that knows
// "את" (a list's removal, a title's opening marker, a lookup by name)
// reads it. Only after a word of the request: a message that opens with
// "ת'" is a loan's "th" ("ת'אילנד").

// reShortEt is "ת'" (with a geresh, an apostrophe or a typographic one)
// at the start of a word after another, and the noun's first letter.
var reShortEt = compile(`(\s)ת['׳’](\p{Hebrew})`)

// unmarkedAfterEt are nouns "ת'" marks with no article: kin called by
// name.
var unmarkedAfterEt = wordSet(`אמא אבא סבא סבתא אימא אמאל'ה`)

// shortEt writes "ת'X" as "את הX" (see reShortEt): "את X" where X has its
// article already, is a name, kin, or says whose ("ת'אחותי").
func shortEt(s string) string {
	if !strings.Contains(s, "ת'") && !strings.Contains(s, "ת׳") && !strings.Contains(s, "ת’") {
		return s
	}
	locs := reShortEt.FindAllStringSubmatchIndex(s, -1)
	if locs == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, g := range locs {
		word := s[g[4]:]
		if i := strings.IndexAny(word, " ,.!?;:"); i >= 0 {
			word = word[:i]
		}
		b.WriteString(s[last:g[2]])
		b.WriteString(" את ")
		if !strings.HasPrefix(word, "ה") && !lexicon.HebrewName(word) && !unmarkedAfterEt[word] && !strings.HasSuffix(word, "תי") {
			b.WriteString("ה")
		}
		last = g[4]
	}
	b.WriteString(s[last:])
	return b.String()
}
