package resolution

import (
	"context"
	"fmt"
	"slices"
	"unicode/utf8"
)

// Default thresholds of DefaultMatcher, tuned on the table in score_test.go.
const (
	// DefaultMinScore is the score of a query every word of which appears in
	// the title, before any credit for covering the title (0.65·1): a name
	// fully contained in a title always passes, while a query with one of
	// two words absent scores at most about 0.55 ("call yossi" vs "call mom"
	// 0.54, "להתקשר לאמא" vs "להתקשר לאבא" 0.60) and does not.
	DefaultMinScore = 0.65
	// DefaultGap is how far the best match must lead the next to be chosen
	// alone. Titles that contain the query equally well differ only by
	// length and word order, worth up to about 0.1 ("mom" vs "call mom"
	// 0.82 and "buy gift for mom" 0.73); a title that lacks a word the
	// user said, or has it misspelt, falls 0.2 or more behind ("send reprt
	// to yossi": report 0.95, invoice 0.71).
	DefaultGap = 0.15
	// DefaultMaxOptions is how many options a disambiguation question shows.
	DefaultMaxOptions = 5
)

// Candidate is one item a name may refer to.
type Candidate struct {
	ID    string
	Title string
}

// Match is a candidate with its Score against the query.
type Match struct {
	Candidate
	Score float64
}

// OutcomeKind is what Resolve concluded.
type OutcomeKind int

// Outcome kinds.
const (
	// NotFound: no candidate scored MinScore.
	NotFound OutcomeKind = iota
	// Resolved: Outcome.Matches are the items meant (several only when
	// their titles are the same, e.g. two tasks "buy milk").
	Resolved
	// Ambiguous: Outcome.Matches are the options to ask about, best first.
	Ambiguous
)

// String returns the kind's name.
func (k OutcomeKind) String() string {
	switch k {
	case NotFound:
		return "not_found"
	case Resolved:
		return "resolved"
	case Ambiguous:
		return "ambiguous"
	}
	return fmt.Sprintf("OutcomeKind(%d)", int(k))
}

// Outcome is the result of Resolve.
type Outcome struct {
	Kind    OutcomeKind
	Matches []Match
}

// Matcher resolves a name against candidates with fixed thresholds. The zero
// value accepts any candidate with a positive score and always picks the best
// (a gap of 0); use DefaultMatcher.
type Matcher struct {
	// MinScore is the lowest Score a candidate may have to count.
	MinScore float64
	// Gap is how far the best must lead the second to be picked alone.
	Gap float64
	// MaxOptions caps the options of an Ambiguous outcome; 0 means no cap.
	MaxOptions int
}

// DefaultMatcher returns a Matcher with DefaultMinScore, DefaultGap and
// DefaultMaxOptions.
func DefaultMatcher() Matcher {
	return Matcher{MinScore: DefaultMinScore, Gap: DefaultGap, MaxOptions: DefaultMaxOptions}
}

// Resolve finds what query names among cands. It checks ctx between
// candidates and returns ctx's error (wrapped) once ctx ended, so a turn's
// deadline bounds it; its cost per candidate is bounded by MaxQueryRunes and
// MaxTitleRunes (see Score). The rules, in order:
//  1. Candidates scoring below MinScore are dropped; none left is NotFound.
//  2. Candidates with the same normalised title count as one entry (the
//     user cannot tell duplicates apart by name); choosing an entry chooses
//     all of its candidates.
//  3. A single entry left is Resolved.
//  4. The best entry leading the next by at least Gap is Resolved.
//  5. Exactly one entry equal to the query once normalised is Resolved.
//  6. Otherwise Ambiguous, with up to MaxOptions candidates.
//
// Matches are ordered by score, highest first, then by their order in cands.
func (m Matcher) Resolve(ctx context.Context, query string, cands []Candidate) (Outcome, error) {
	nq := Normalize(query)
	type scored struct {
		Match
		title string // normalised
	}
	kept := make([]scored, 0, len(cands))
	for _, c := range cands {
		if err := ctx.Err(); err != nil {
			return Outcome{}, fmt.Errorf("resolve %q among %d: %w", cut(query, 40), len(cands), err)
		}
		nt := Normalize(c.Title)
		s := scoreNormalised(nq, nt)
		if s >= m.MinScore && s > 0 {
			kept = append(kept, scored{Match: Match{Candidate: c, Score: s}, title: nt})
		}
	}
	if len(kept) == 0 {
		return Outcome{Kind: NotFound}, nil
	}
	slices.SortStableFunc(kept, func(a, b scored) int {
		switch {
		case a.Score > b.Score:
			return -1
		case a.Score < b.Score:
			return 1
		}
		return 0
	})

	// Entries: the distinct normalised titles, in the order of their best
	// candidate. Equal titles score equally, so an entry's score is that of
	// any of its candidates.
	var titles []string
	for _, k := range kept {
		if !slices.Contains(titles, k.title) {
			titles = append(titles, k.title)
		}
	}
	entry := func(title string) []Match {
		var ms []Match
		for _, k := range kept {
			if k.title == title {
				ms = append(ms, k.Match)
			}
		}
		return ms
	}
	best := entry(titles[0])
	switch {
	case len(titles) == 1:
		return Outcome{Kind: Resolved, Matches: best}, nil
	case best[0].Score-entry(titles[1])[0].Score >= m.Gap:
		return Outcome{Kind: Resolved, Matches: best}, nil
	case titles[0] == nq: // entries are distinct, so only one can equal the query
		return Outcome{Kind: Resolved, Matches: best}, nil
	}
	n := len(kept)
	if m.MaxOptions > 0 {
		n = min(n, m.MaxOptions)
	}
	out := make([]Match, n)
	for i := range out {
		out[i] = kept[i].Match
	}
	return Outcome{Kind: Ambiguous, Matches: out}, nil
}

// DefaultNearScore is the lowest score a candidate needs to be offered as
// a near match ("I couldn't find X — did you mean …?") when nothing reached
// MinScore. It is low on purpose: a near match is only ever offered as a
// numbered question, never acted on.
const DefaultNearScore = 0.4

// Near returns the candidates scoring at least min against query, best
// first, at most m.MaxOptions of them (all when MaxOptions is 0). Resolve
// found none of them good enough; they are for a "did you mean" question.
// It stops with ctx's error when ctx ends.
func (m Matcher) Near(ctx context.Context, query string, cands []Candidate, min float64) ([]Match, error) {
	nq := Normalize(query)
	var out []Match
	for _, c := range cands {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("near %q among %d: %w", cut(query, 40), len(cands), err)
		}
		if s := scoreNormalised(nq, Normalize(c.Title)); s >= min && s > 0 {
			out = append(out, Match{Candidate: c, Score: s})
		}
	}
	slices.SortStableFunc(out, func(a, b Match) int {
		switch {
		case a.Score > b.Score:
			return -1
		case a.Score < b.Score:
			return 1
		}
		return 0
	})
	if m.MaxOptions > 0 && len(out) > m.MaxOptions {
		out = out[:m.MaxOptions]
	}
	return out, nil
}

// scoreNormalised is Score for texts already Normalize'd. Equal texts score
// 1 whatever their length (comparing them is linear); otherwise a query
// longer than MaxQueryRunes names nothing, and only the first MaxTitleRunes
// of the title are scored, so one score costs at most a bounded amount.
func scoreNormalised(q, t string) float64 {
	if q == "" || t == "" {
		return 0
	}
	if q == t {
		return 1
	}
	if utf8.RuneCountInString(q) > MaxQueryRunes {
		return 0
	}
	if sameUnspaced(q, t) {
		return maxInexact // "setlist" for "set list", "הסטליסט" for "סט ליסט"
	}
	return scoreParts(q, head(t, MaxTitleRunes)).total()
}
