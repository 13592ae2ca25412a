package offline

import (
	"hash/maphash"
	"regexp/syntax"
	"strings"
	"sync"
	"sync/atomic"
)

// A message is tried against hundreds of patterns, and each has sets of
// strings of which a match must hold one (see pattern.need). Searching
// every set in every text cost more than the patterns themselves, so the
// strings of all the sets are found at once: one Aho-Corasick automaton
// reads a text, and the sets it holds a string of become bits. After
// that a pattern's test is a few bit tests. A message is a few texts
// (the message, its clauses, their cleaned forms), so what a text holds
// is kept for the last texts read.

// needIndex holds the need sets of every pattern of the grammar.
type needIndex struct {
	ac *automaton
	// setsOf are the sets each string of the automaton belongs to.
	setsOf [][]uint32
	// sets are the sets, by their bit.
	sets [][]string
	// words is the length of a text's bit set, in 64-bit words.
	words int
	// indexed is how many patterns (in the order of patterns) the index
	// has the sets of: a pattern made later has none, and no need test.
	indexed int
}

var (
	needsOnce sync.Once
	theNeeds  *needIndex
)

// index returns the index of every pattern made so far, built on first
// use: the patterns are package variables, all made before the first
// message.
func index() *needIndex {
	needsOnce.Do(func() { theNeeds = buildIndex(allPatterns()) })
	return theNeeds
}

// allPatterns is every pattern made so far (the tests read them all too).
func allPatterns() []*pattern {
	patternsMu.Lock()
	defer patternsMu.Unlock()
	return append([]*pattern(nil), patterns...)
}

// buildIndex reads the need sets of ps and sets each pattern's needIDs.
// Equal sets share one bit.
func buildIndex(ps []*pattern) *needIndex {
	x := &needIndex{indexed: len(ps)}
	tab := newSetTable()
	for _, p := range ps {
		parsed, err := syntax.Parse(p.expr, syntax.Perl)
		if err != nil {
			continue // not reached: the tests compile every pattern
		}
		for _, set := range needsOf(parsed) {
			p.needIDs = append(p.needIDs, tab.id(set))
		}
	}
	x.sets, x.setsOf = tab.sets, tab.setsOf
	x.words, x.ac = tab.automaton()
	return x
}

// setTable gives each distinct need set a bit and gathers the strings of
// the sets for one automaton: the need index's, or a branch test's.
type setTable struct {
	setID  map[string]uint32 // a set, its strings joined, to its bit
	strID  map[string]int    // a string to its place in the automaton
	strs   []string
	setsOf [][]uint32 // the sets each string belongs to
	sets   [][]string // the sets, by their bit
}

func newSetTable() *setTable {
	return &setTable{setID: map[string]uint32{}, strID: map[string]int{}}
}

// id returns the bit of set, given one when it is new.
func (t *setTable) id(set []string) uint32 {
	key := strings.Join(set, "\x00")
	id, ok := t.setID[key]
	if ok {
		return id
	}
	id = uint32(len(t.setID))
	t.setID[key] = id
	t.sets = append(t.sets, set)
	for _, s := range set {
		i, seen := t.strID[s]
		if !seen {
			i = len(t.strs)
			t.strID[s] = i
			t.strs = append(t.strs, s)
			t.setsOf = append(t.setsOf, nil)
		}
		t.setsOf[i] = append(t.setsOf[i], id)
	}
	return id
}

// automaton builds the automaton of the table's strings, with the length
// of a text's bit set in 64-bit words.
func (t *setTable) automaton() (int, *automaton) {
	words := (len(t.setID) + 63) / 64
	return words, buildAutomaton(t.strs, t.setsOf, words)
}

// textFacts is what a text holds, for the need tests of every pattern.
type textFacts struct {
	text   string
	folded string   // text, folded (see fold)
	holds  []uint64 // a bit for each need set the text holds a string of
}

// isFolded reports whether the text folds to itself (fold returns it
// then, not a copy).
func (f *textFacts) isFolded() bool { return f.folded == f.text }

// has reports whether the text holds a string of set id.
func (f *textFacts) has(id uint32) bool { return f.holds[id>>6]&(1<<(id&63)) != 0 }

// read finds the need sets text holds a string of.
func (x *needIndex) read(text string) *textFacts {
	f := &textFacts{text: text, folded: fold(text), holds: make([]uint64, x.words)}
	x.ac.read(f.folded, f.holds)
	return f
}

// recent keeps the facts of the texts read last, by a hash of the text:
// entries are never changed, only replaced, so goroutines share them.
var (
	recent     [64]atomic.Pointer[textFacts]
	recentSeed = maphash.MakeSeed()
)

// factsOf returns the facts of text, read now or kept from before.
func (x *needIndex) factsOf(text string) *textFacts {
	slot := &recent[maphash.String(recentSeed, text)%uint64(len(recent))]
	if f := slot.Load(); f != nil && f.text == text {
		return f
	}
	f := x.read(text)
	slot.Store(f)
	return f
}
