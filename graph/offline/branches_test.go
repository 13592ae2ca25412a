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
		in       []string // texts they keep (the pattern matches or may)
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
		p := &pattern{expr: tt.expr}
		parsed, err := syntax.Parse(tt.expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(branchesOf(parsed)); n < tt.branches {
			t.Errorf("%q: %d branches, want %d or more", tt.expr, n, tt.branches)
		}
		x := buildIndex([]*pattern{p})
		p.get()
		re := regexp.MustCompile(tt.expr)
		for _, s := range tt.out {
			f := x.read(s)
			if f.hasBranch(p.branchIDs) {
				t.Errorf("%q: %q not ruled out", tt.expr, s)
			}
			if re.MatchString(s) {
				t.Errorf("%q matches %q: a bad row", tt.expr, s)
			}
		}
		for _, s := range tt.in {
			if !x.read(s).hasBranch(p.branchIDs) {
				t.Errorf("%q: %q ruled out", tt.expr, s)
			}
			if !re.MatchString(s) {
				t.Errorf("%q does not match %q: a bad row", tt.expr, s)
			}
		}
	}
}

// TestBranchesLimits: a short alternation, one too wide and one with a
// branch that needs nothing have no branches.
func TestBranchesLimits(t *testing.T) {
	for _, expr := range []string{
		`(?i)\b(?:dinner|party)\b`,                    // too few to be worth it
		`(?:a|b|c|d|e|f|g|h|\d+)x?`,                   // single letters need nothing
		`(?:` + strings.Repeat("ab|", 2000) + `cd)\d`, // kept as one set
	} {
		parsed, err := syntax.Parse(expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		p := &pattern{expr: expr}
		buildIndex([]*pattern{p})
		if len(p.branchIDs) != 0 {
			t.Errorf("%.60q: %d branches, want none", expr, len(p.branchIDs))
		}
		_ = parsed
	}
}
