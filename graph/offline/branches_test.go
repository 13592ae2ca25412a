package offline

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
)

// TestBranchesRuleOut: a long alternation whose union of needs a text
// holds is still ruled out when no branch has all it needs, and never
// when the pattern matches.
func TestBranchesRuleOut(t *testing.T) {
	tests := []struct {
		expr     string
		branches int      // at least
		out      []string // texts the branches rule out
		in       []string // texts they keep (the pattern matches)
	}{
		{
			// The union need holds "every" and "day" in "call every
			// client"; no branch has all it needs.
			expr:     `(?i)\b(?:every\s+(?:day|week|month|year|morning|evening|night|other\s+day)|each\s+(?:day|week)|daily|weekly|monthly|yearly)\b`,
			branches: 12,
			out:      []string{"call every client", "a day at the park", "the weekend"},
			in:       []string{"every day at 5", "Every Other Day", "weekly sync"},
		},
		{
			// Repeated words, drawn out to a common opening by the
			// parser ("th(?:anks|x)|ty"), and spread again.
			expr:     `(?i)^(?:(?:thanks|thx|ty|tysm|cool|great|nice|ok|okay|perfect|awesome|תודה|סבבה|מעולה)[\s,.!]*)+$`,
			branches: 12,
			out:      []string{"תזכיר לי מחר", "remind me", "the cat"},
			in:       []string{"thanks!", "ok ok", "תודה, סבבה"},
		},
		{
			// x(a|b)y spreads into xay and xby: "at" and "pm" each
			// alone are not enough.
			expr:     `(?i)\bat\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*pm\b`,
			branches: 12,
			out:      []string{"pm me at noon", "at ten"},
			in:       []string{"at five pm", "AT ELEVEN PM"},
		},
	}
	for _, tt := range tests {
		parsed, err := syntax.Parse(tt.expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		bt := splitTest(parsed)
		if bt == nil || len(bt.branches) < tt.branches {
			t.Errorf("%q: %v, want %d branches or more", tt.expr, bt, tt.branches)
			continue
		}
		re := regexp.MustCompile(tt.expr)
		for _, s := range tt.out {
			if !bt.rulesOut(fold(s)) {
				t.Errorf("%q: %q not ruled out", tt.expr, s)
			}
			if re.MatchString(s) {
				t.Errorf("%q matches %q: a bad row", tt.expr, s)
			}
		}
		for _, s := range tt.in {
			if bt.rulesOut(fold(s)) {
				t.Errorf("%q: %q ruled out", tt.expr, s)
			}
			if !re.MatchString(s) {
				t.Errorf("%q does not match %q: a bad row", tt.expr, s)
			}
		}
	}
}

// TestBranchesOfTimeWords: the precision check's time words, a slow
// program, rule out a plain title in either language and keep one with a
// time word.
func TestBranchesOfTimeWords(t *testing.T) {
	reTimeWord.get()
	if reTimeWord.branches == nil {
		t.Fatal("the time words have no branch test")
	}
	for _, s := range []string{"call mom", "לקנות חלב", "send to yossi"} {
		if reTimeWord.may(s) {
			t.Errorf("%q not ruled out", s)
		}
	}
	for _, s := range []string{"call mom tomorrow", "לקנות חלב מחר", "send it at 5pm"} {
		if !reTimeWord.may(s) || !reTimeWord.MatchString(s) {
			t.Errorf("%q: may %v, matches %v; want both", s, reTimeWord.may(s), reTimeWord.MatchString(s))
		}
	}
}

// TestBranchesLimits: a short alternation, a quick program, and one with
// a branch that needs nothing have no branch test.
func TestBranchesLimits(t *testing.T) {
	for _, tt := range []struct {
		expr  string
		split bool // whether splitTest alone (however quick) has one
	}{
		{`(?i)\b(?:dinner|party)\b`, false},                    // too few to be worth it
		{`(?:a|b|c|d|e|f|g|h|\d+)x?`, false},                   // single letters need nothing
		{`(?:` + strings.Repeat("ab|", 2000) + `cd)\d`, false}, // too many
		{`(?i)\b(?:daily|weekly|monthly|yearly|hourly|nightly|every\s+day|each\s+day)\b`, true},
	} {
		parsed, err := syntax.Parse(tt.expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if got := splitTest(parsed) != nil; got != tt.split {
			t.Errorf("%.60q: split %v, want %v", tt.expr, got, tt.split)
		}
		if newBranchTest(parsed) != nil && !slowProgram(parsed) {
			t.Errorf("%.60q: a quick program has a branch test", tt.expr)
		}
	}
}
