package offline

import (
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A voice types the verb of a deed as a word that sounds the same:
// "remind me to by stamps", "I need to right a check", "remind me to meat
// Dan at 5". Right after the "to" that opens a deed the word can only be
// the verb, and is mended there; anywhere else it stays ("walk by the
// river", "turn right at the bank").

// toVerbSlips are the sound-alike words mended in a deed's verb slot,
// with the words that must follow one for it to be the verb ("" is any
// word). "right" is "write" only before what is written ("right a
// check", "right down the code"); "right now" stays.
var toVerbSlips = map[string]struct {
	verb string
	next map[string]bool
}{
	"by":    {"buy", nil},
	"bye":   {"buy", nil},
	"meat":  {"meet", nil},
	"where": {"wear", nil},
	"sea":   {"see", wordSet(`the my a an his her our their him them dr doctor mom mum dad grandma grandpa nana`)},
	"right": {"write", wordSet(`a an the my his her our their down back up out to some this that these those him them`)},
	"rite":  {"write", nil},
	"male":  {"mail", nil},
	"cell":  {"sell", nil},
	"pray":  {"pay", wordSet(`the my for rent bills`)},
}

// toSlipBefore are the words before a "to" that opens a deed.
var toSlipBefore = wordSet(`me need needs have has got want wants going gonna forget remember reminder remind trying try not`)

// toVerbSlip mends the sound-alike word in the verb slot after "to"; s
// is returned as it is when there is none.
func toVerbSlip(s string) string {
	low := lower(s)
	if len(low) != len(s) || !strings.Contains(low, " to ") || !slipAfterTo(low) {
		return s // the cheap check
	}
	f := strings.Fields(low)
	out := ""
	firstTo := strings.HasPrefix(low, "remind") // "remind me tomorrow at 9 to right a check": its first "to" opens the deed
	for i := 1; i+1 < len(f); i++ {
		if f[i] != "to" {
			continue
		}
		first := firstTo
		firstTo = false
		if !first && !toSlipBefore[strings.Trim(f[i-1], ",.")] {
			continue
		}
		slip, ok := toVerbSlips[f[i+1]]
		if !ok || i+2 >= len(f) || (slip.next != nil && !slip.next[f[i+2]]) || whenNext(f[i+2]) {
			continue
		}
		if out == "" {
			out = s
		}
		// The i+1th word of out, found by its place among the fields.
		at := fieldStart(out, i+1)
		out = out[:at] + slip.verb + out[at+len(f[i+1]):]
	}
	if out == "" {
		return s
	}
	return out
}

// slipAfterTo reports whether a word of toVerbSlips follows a "to" in low.
func slipAfterTo(low string) bool {
	for rest := low; ; {
		i := strings.Index(rest, " to ")
		if i < 0 {
			return false
		}
		rest = rest[i+4:]
		w, _, _ := strings.Cut(rest, " ")
		if _, ok := toVerbSlips[w]; ok {
			return true
		}
	}
}

// whenNext reports whether w says when, not what: "need it done to by 5",
// "have to by tomorrow", "tomorrow" however the grammar reads it written
// ("tmoz", "tommorow"), and a day of another tongue that is read as
// tomorrow is ("mindme mañana at 9 tae …", "love demain 8pm …").
func whenNext(w string) bool {
	return w[0] >= '0' && w[0] <= '9' || bareRemindNext[w] || weekdayName(w) || timeparse.TomorrowWord(w) || timeparse.ForeignDay(w)
}

// fieldStart is where the nth field (from 0) of s starts.
func fieldStart(s string, n int) int {
	in := false
	k := -1
	for i := 0; i < len(s); i++ {
		blank := s[i] == ' ' || s[i] == '\t' || s[i] == '\n'
		if !blank && !in {
			k++
			if k == n {
				return i
			}
		}
		in = !blank
	}
	return len(s)
}
