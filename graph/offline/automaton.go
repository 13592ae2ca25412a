package offline

// automaton is an Aho-Corasick automaton over bytes that reads a text
// once and sets, in a bit set, the bits of every string found in it,
// overlapping ones included. Each state keeps the bits of the strings
// that end there and at the states its failure links lead to, so a read
// is one transition and at most one bit-set union a byte, and allocates
// nothing.
type automaton struct {
	root [256]int32 // the root's transitions, dense (0: stay at the root)
	// The other states' transitions, sparse: those of state s are
	// edgeByte[edgeAt[s]:edgeAt[s+1]], to edgeTo.
	edgeAt   []int32
	edgeByte []byte
	edgeTo   []int32
	fail     []int32
	// out is, for each state, the index in bits of what reaching it
	// finds, or -1.
	out   []int32
	bits  [][]uint64
	words int
}

// buildAutomaton builds the automaton of strs, where finding strs[i]
// sets the bits marks[i] of a set of words 64-bit words.
func buildAutomaton(strs []string, marks [][]uint32, words int) *automaton {
	// The trie, with maps while it grows.
	next := []map[byte]int32{{}}
	own := [][]uint32{nil}
	for i, s := range strs {
		st := int32(0)
		for j := 0; j < len(s); j++ {
			to, ok := next[st][s[j]]
			if !ok {
				to = int32(len(next))
				next = append(next, map[byte]int32{})
				own = append(own, nil)
				next[st][s[j]] = to
			}
			st = to
		}
		own[st] = append(own[st], marks[i]...)
	}
	n := len(next)
	a := &automaton{edgeAt: make([]int32, n+1), fail: make([]int32, n), out: make([]int32, n), words: words}
	goTo := func(st int32, b byte) (int32, bool) {
		to, ok := next[st][b]
		return to, ok
	}
	// Failure links and what each state finds, breadth first: a state's
	// failure link is shallower, so its output is known.
	a.out[0] = -1
	queue := make([]int32, 0, n)
	for _, to := range next[0] {
		queue = append(queue, to)
	}
	for _, to := range queue {
		a.fail[to] = 0
	}
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		if u != 0 {
			a.out[u] = a.merge(own[u], a.out[a.fail[u]])
		}
		for b, v := range next[u] {
			queue = append(queue, v)
			f := a.fail[u]
			for {
				if to, ok := goTo(f, b); ok {
					a.fail[v] = to
					break
				}
				if f == 0 {
					a.fail[v] = 0
					break
				}
				f = a.fail[f]
			}
		}
	}
	// The transitions, flattened.
	for b, to := range next[0] {
		a.root[b] = to
	}
	for st := range n {
		a.edgeAt[st] = int32(len(a.edgeByte))
		if st == 0 {
			continue
		}
		for b, to := range next[st] {
			a.edgeByte = append(a.edgeByte, b)
			a.edgeTo = append(a.edgeTo, to)
		}
	}
	a.edgeAt[n] = int32(len(a.edgeByte))
	return a
}

// merge returns the index of the bits of marks with those of bits[inherit]
// (inherit -1: none), adding a bit set only when marks adds to it.
func (a *automaton) merge(marks []uint32, inherit int32) int32 {
	if len(marks) == 0 {
		return inherit
	}
	set := make([]uint64, a.words)
	if inherit >= 0 {
		copy(set, a.bits[inherit])
	}
	for _, m := range marks {
		set[m>>6] |= 1 << (m & 63)
	}
	a.bits = append(a.bits, set)
	return int32(len(a.bits) - 1)
}

// step is the state after reading b in state st.
func (a *automaton) step(st int32, b byte) int32 {
	for st != 0 {
		for i := a.edgeAt[st]; i < a.edgeAt[st+1]; i++ {
			if a.edgeByte[i] == b {
				return a.edgeTo[i]
			}
		}
		st = a.fail[st]
	}
	return a.root[b]
}

// read sets in holds the bits of every string found in text.
func (a *automaton) read(text string, holds []uint64) {
	st := int32(0)
	for i := 0; i < len(text); i++ {
		st = a.step(st, text[i])
		if o := a.out[st]; o >= 0 {
			for w, v := range a.bits[o] {
				holds[w] |= v
			}
		}
	}
}
