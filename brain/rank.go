package brain

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// rrfK is the constant of reciprocal rank fusion: a memory's fused score is
// the sum over the rankings it appears in of 1/(rrfK + rank). 60 is the
// value of the paper that introduced it (Cormack et al., 2009), used as is
// by most hybrid search engines; it keeps one ranking's top item from
// drowning the other's.
const rrfK = 60

// relatedWeight is what a question word counts for when a memory holds
// only a word of its concept group, not one of its own forms: "car" in a
// memory about the car ranks above "parked" in one about parking.
const relatedWeight = 0.85

// coverage returns the share of the query's words that terms (a memory's
// space-separated terms) hold: a word counts fully when terms hold one of
// its own forms (asked), relatedWeight when they hold only a word of its
// concept group (groups, the widened forms), lemmaWeight when they hold
// only another form of its word (lemmaQuery).
func coverage(groups, asked [][]string, terms string) float64 {
	if len(groups) == 0 {
		return 0
	}
	set := make(map[string]struct{}, strings.Count(terms, " ")+1)
	for _, t := range strings.Fields(terms) {
		set[t] = struct{}{}
	}
	holds := func(fs []string, skip []string) bool {
		for _, f := range fs {
			if _, ok := set[f]; ok && !slices.Contains(skip, f) {
				return true
			}
		}
		return false
	}
	n := 0.0
	for i, g := range groups {
		var own, lemmas []string
		if i < len(asked) {
			own = asked[i]
			lemmas = lemmaQuery(own)
		}
		switch {
		case holds(own, nil):
			n++
		case holds(g, lemmas):
			n += relatedWeight
		case holds(lemmas, nil):
			n += lemmaWeight
		}
	}
	return n / float64(len(groups))
}

// need is how many of n query words a memory must hold to reach the
// coverage threshold.
func need(n int, threshold float64) int {
	return max(1, int(math.Ceil(threshold*float64(n)-1e-9)))
}

// ranked is one memory in one ranking.
type ranked struct {
	id    string
	score float64
	// own breaks ties first: a memory in the first person answers a
	// question in the first person ("where did I park?": "I parked on
	// level 2", not "the kids' park party").
	own bool
	// script breaks ties next: a memory written in the question's
	// alphabet (Hebrew or Latin) answers it before one in the other.
	script bool
	// at breaks ties last: the newer memory first.
	at int64
}

// sortRanked orders by score, then own, then script, then newest first,
// then id.
func sortRanked(rs []ranked) {
	first := func(x, y bool) int {
		switch {
		case x == y:
			return 0
		case x:
			return -1
		}
		return 1
	}
	slices.SortFunc(rs, func(a, b ranked) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		if c := first(a.own, b.own); c != 0 {
			return c
		}
		if c := first(a.script, b.script); c != 0 {
			return c
		}
		if c := cmp.Compare(b.at, a.at); c != 0 {
			return c
		}
		return strings.Compare(a.id, b.id)
	})
}

// hebrewScript reports whether text has more Hebrew letters than Latin.
func hebrewScript(text string) bool {
	he, la := 0, 0
	for _, r := range text {
		switch {
		case r >= 0x05D0 && r <= 0x05EA:
			he++
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			la++
		}
	}
	return he > la
}

// placedVerbs are the verbs of putting a thing somewhere in the past
// that a note opens with when its "I" is left out.
var placedVerbs = map[string]bool{"parked": true, "left": true, "put": true, "hid": true, "stashed": true,
	"stored": true, "kept": true, "locked": true, "moved": true, "lent": true, "gave": true}

// firstPerson reports whether text speaks in the first person: "I",
// "my", "me", "אני", "שלי", a Hebrew verb in the first person past
// ("חניתי", "שמתי", "השארתי"), or asks where something is ("where's the
// car?", "איפה האוטו?"): the user's own things.
func firstPerson(text string) bool {
	ws := strings.Fields(resolution.Normalize(text))
	if len(ws) > 0 && placedVerbs[ws[0]] {
		return true // "parked the motor on level 3": a note as written, its "I" left out
	}
	for _, w := range ws {
		switch w {
		case "i", "im", "ive", "my", "me", "mine", "myself", "אני", "שלי", "לי", "אותי", "where", "wheres", "איפה":
			return true
		}
		if rs := []rune(w); len(rs) >= 4 && isHebrew(w) && strings.HasSuffix(w, "תי") {
			return true
		}
	}
	return false
}

// fused is a memory after fusion: its fused rank score and its evidence.
type fused struct {
	id       string
	rrf      float64
	evidence float64
	at       int64
}

// fuse combines rankings with reciprocal rank fusion. A memory's evidence
// is its best score in any ranking (coverage or cosine, both 0..1).
func fuse(rankings ...[]ranked) []fused {
	at := map[string]int{}
	var out []fused
	for _, r := range rankings {
		for i, x := range r {
			j, ok := at[x.id]
			if !ok {
				j = len(out)
				at[x.id] = j
				out = append(out, fused{id: x.id, at: x.at})
			}
			out[j].rrf += 1 / float64(rrfK+i+1)
			out[j].evidence = max(out[j].evidence, x.score)
		}
	}
	slices.SortFunc(out, func(a, b fused) int {
		if c := cmp.Compare(b.rrf, a.rrf); c != 0 {
			return c
		}
		if c := cmp.Compare(b.evidence, a.evidence); c != 0 {
			return c
		}
		if c := cmp.Compare(b.at, a.at); c != 0 {
			return c
		}
		return strings.Compare(a.id, b.id)
	})
	return out
}

// indexOf returns the search terms and the subject key of a draft.
func indexOf(d memo.MemoryDraft) memo.MemoryIndex {
	ix := memo.MemoryIndex{}
	switch d.Kind {
	case memo.MemoryContact:
		ix.Key = key(d.Name)
		var labels []string
		if d.Phone != "" {
			labels = append(labels, phoneWords)
		}
		if d.Email != "" {
			labels = append(labels, emailWords)
		}
		ix.Terms = joinTerms(terms(append([]string{d.Name, d.Text, d.Notes, d.Phone, d.Email, contactWords}, labels...)...), soundTerms(d.Name))
	case memo.MemoryFact:
		ix.Key = key(d.Subject)
		if address, _, ok := d.Place(); ok {
			// A place is found by what it is, its address and the words of
			// its kind ("what's grandma's address?", "איפה חניתי?"); not by
			// the words of its map link.
			ix.Terms = joinTerms(terms(d.Subject, address, placeWords), soundTerms(d.Subject))
			break
		}
		ix.Terms = joinTerms(terms(d.Text, d.Subject, d.Value, shapeWords(d.Text, d.Value)), soundTerms(d.Subject))
	default:
		ix.Terms = terms(d.Text, shapeWords(d.Text))
	}
	return ix
}

// joinTerms joins two space-separated term lists.
func joinTerms(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + " " + b
}

// Words a contact is also found by, so "what's Avi's number?" and "מה
// המייל של דנה?" match the contact that holds one.
const (
	contactWords = "contact איש קשר"
	phoneWords   = "phone number mobile cell telephone tel טלפון מספר נייד פלאפון סלולרי"
	emailWords   = "email mail e-mail אימייל מייל דואל"
	// placeWords are the words of a place's kind: a place saved from a
	// pin answers "what's the address of …" and "מה המיקום של …".
	placeWords = "place location address map directions מקום מיקום כתובת מפה"
)
