package resolution

import (
	"strings"
	"unicode/utf8"

	"github.com/adrg/strutil/metrics"
)

// Weights of Score's three parts. Query coverage dominates because a user
// names a task by a few of its words ("send to Yossi" for "send report to
// Yossi"); title coverage separates "call mom" from "call mom and dad"; the
// whole-string Jaro-Winkler rewards matching word order and catches words run
// together ("callmom").
const (
	weightQuery = 0.65
	weightTitle = 0.25
	weightWhole = 0.10

	// maxInexact caps every score but an exact normalised match, so that
	// 1.0 always means "equal" and near-equal forms ("החלב" / "חלב") stay
	// just below it.
	maxInexact = 0.99

	// stopWeight is the weight of a function word in the coverage
	// averages: "to" and "the" should not make two titles look alike.
	stopWeight = 0.25
)

// Score returns how well query names title, in [0,1]. Both are Normalize'd;
// equal normalised texts score exactly 1 and anything else at most 0.99.
//
// The score is 0.60·Q + 0.25·T + 0.15·W where
//   - Q is the weighted mean, over the query's words, of the best word
//     similarity in the title (how much of what the user said is in the title);
//   - T is the same from the title's side (how much of the title was said);
//   - W is the Jaro-Winkler similarity of the whole strings.
//
// Word similarity is Jaro-Winkler rescaled so that 0.70 and below is 0 and 1
// stays 1, taken as the best over each word's forms with zero, one or two
// Hebrew prefix letters removed ("החלב" ~ "חלב", "לאמא" ~ "אמא"). Function
// words ("the", "to", "את", "של") weigh a quarter of other words.
func Score(query, title string) float64 {
	return scoreNormalised(Normalize(query), Normalize(title))
}

// parts are the three measures Score combines.
type parts struct {
	query, title, whole float64
}

func (p parts) total() float64 {
	s := weightQuery*p.query + weightTitle*p.title + weightWhole*p.whole
	return min(s, maxInexact)
}

// word is one word of a normalised text with its prefix-stripped forms.
type word struct {
	forms  []string
	weight float64
}

func words(normalised string) []word {
	fs := strings.Fields(normalised)
	out := make([]word, len(fs))
	for i, f := range fs {
		w := 1.0
		if isStopWord(f) {
			w = stopWeight
		}
		out[i] = word{forms: wordForms(f), weight: w}
	}
	return out
}

// scoreParts computes the parts of Score for two non-empty normalised texts.
func scoreParts(q, t string) parts {
	jw := metrics.JaroWinkler{CaseSensitive: true}
	qw, tw := words(q), words(t)
	sims := make([][]float64, len(qw))
	for i := range qw {
		sims[i] = make([]float64, len(tw))
		for j := range tw {
			sims[i][j] = wordSim(&jw, qw[i], tw[j])
		}
	}
	var qSum, qWeight, tSum, tWeight float64
	for i, w := range qw {
		best := 0.0
		for j := range tw {
			best = max(best, sims[i][j])
		}
		qSum += w.weight * best
		qWeight += w.weight
	}
	for j, w := range tw {
		best := 0.0
		for i := range qw {
			best = max(best, sims[i][j])
		}
		tSum += w.weight * best
		tWeight += w.weight
	}
	whole := jw.Compare(q, t)
	if sq, st := stripAll(qw), stripAll(tw); sq != q || st != t {
		whole = max(whole, jw.Compare(sq, st))
	}
	return parts{query: qSum / qWeight, title: tSum / tWeight, whole: whole}
}

// wordSim is the rescaled Jaro-Winkler similarity of the closest forms of a
// and b.
func wordSim(jw *metrics.JaroWinkler, a, b word) float64 {
	best := 0.0
	for _, fa := range a.forms {
		for _, fb := range b.forms {
			if fa == fb {
				return 1
			}
			best = max(best, jw.Compare(fa, fb))
		}
	}
	floor := wordFloor(a, b)
	if best <= floor {
		return 0
	}
	return (best - floor) / (1 - floor)
}

// wordFloor is the Jaro-Winkler similarity at and below which two words
// count as unrelated. It rises for short words because Jaro-Winkler is
// generous to them: one changed letter in a four-letter word still scores
// 0.87 ("לאמא"/"לאבא", "milk"/"mild"), three-letter words sharing two letters
// 0.8 ("buy"/"bus", "אמא"/"אבא"), and those are different words far more
// often than typos. Longer words keep a typo above the floor ("reprt"/
// "report" 0.96, "bred"/"bread" 0.95).
func wordFloor(a, b word) float64 {
	n := max(utf8.RuneCountInString(a.forms[0]), utf8.RuneCountInString(b.forms[0]))
	switch {
	case n <= 4:
		return 0.85
	case n == 5:
		return 0.80
	default:
		return 0.75
	}
}

// stripAll joins the words with every removable prefix removed.
func stripAll(ws []word) string {
	fs := make([]string, len(ws))
	for i, w := range ws {
		fs[i] = w.forms[len(w.forms)-1]
	}
	return strings.Join(fs, " ")
}

// StopWord reports whether w is a function word that says little about
// which item is meant ("the", "with", "עם"): a name of such words alone
// names nothing.
func StopWord(w string) bool { return isStopWord(w) }

// isStopWord reports whether w is a function word that says little about
// which item is meant.
func isStopWord(w string) bool {
	switch w {
	case "a", "an", "the", "to", "of", "for", "my", "on", "in", "at", "and", "with", "from", "by",
		"את", "של", "על", "עם", "אל", "לי", "שלי", "גם", "ו", "ה", "ל", "ב":
		return true
	}
	return false
}
