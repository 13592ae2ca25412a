package offline

import (
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
	"github.com/memo-assistant/memo/resolution"
)

// reListShowKnownHE is "תראה לי את <name>" with no word for a list: the
// user's list of that name ("תראה לי את הסטליסט"), when one is close.
var reListShowKnownHE = re(`^(?:תראה|תראי|הראה|הראי|תציג|תציגי|הצג|פתח|תפתח|תפתחי)\s+(?:לי\s+)?(?:את\s+)?(.+)$`)

// minSpelledRunes is the fewest letters a name said in the other script
// must have: shorter names sound alike too often ("set", "סט").
const minSpelledRunes = 5

// spelledList returns the user's one list whose name is name written in
// the other script ("סטליסט" for "setlist", "setlist" for "סט ליסט"), the
// spaces and a Hebrew prefix letter before it aside. Several such lists,
// or none, is no list.
func (m *message) spelledList(name string) (string, bool) {
	q := strings.ReplaceAll(resolution.Normalize(name), " ", "")
	if utf8.RuneCountInString(q) < minSpelledRunes {
		return "", false
	}
	found := ""
	for _, n := range m.req.ListNames {
		t := strings.ReplaceAll(resolution.Normalize(n), " ", "")
		for _, f := range resolution.WordForms(q) {
			if utf8.RuneCountInString(f) >= minSpelledRunes && lexicon.SoundAlike(f, t) && f != t {
				if found != "" && found != n {
					return "", false
				}
				found = n
				break
			}
		}
	}
	return found, found != ""
}

// unspacedList is the user's one list that a request to show a list
// names with its spaces said otherwise, "list" among its words: "show me
// the set list" of the list "setlist", which the reading of "set" before
// "list" as the name would miss.
func (m *message) unspacedList() (string, bool) {
	if g, ok := m.find(reListShowKnownEN); ok {
		return m.unspacedName(g[1])
	}
	if g, ok := m.find(reListShowKnownHE); ok {
		return m.unspacedName(g[1])
	}
	return "", false
}

// unspacedName is the user's one list whose name is phrase said with its
// spaces otherwise ("set list" for "setlist"), "the", "my" and "את" before
// it aside; a list named as said is none of these.
func (m *message) unspacedName(phrase string) (string, bool) {
	phrase = strings.TrimSpace(trimWords(phrase, "the", "my", "את"))
	found := ""
	for _, n := range m.req.ListNames {
		if !strings.EqualFold(phrase, n) && resolution.SameUnspaced(phrase, n) {
			if found != "" {
				return "", false
			}
			found = n
		}
	}
	return found, found != ""
}
