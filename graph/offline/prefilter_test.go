package offline

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/adrg/strutil/metrics"
	"github.com/memo-assistant/memo"
)

// prefilterTexts are the user messages of the natural corpora, with case
// and punctuation variations, and some texts that stress folding.
func prefilterTexts(t testing.TB) []string {
	t.Helper()
	files, _ := filepath.Glob("../../testdata/natural/*.json")
	texts := []string{
		"", "K", "\u212a", "ſ", "\xff", "\uFFFD", "REMIND ME AT 5", "Remind Me Tomorrow", "תזכיר לי מחר",
		"SHOPPING LIST: MILK, EGGS", "İstanbul trip", "ǅ", "ﬀ", "ΣΑΣ",
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var scs []struct {
			Turns []struct {
				Text *string `json:"text"`
			} `json:"turns"`
		}
		if err := json.Unmarshal(b, &scs); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, sc := range scs {
			for _, tu := range sc.Turns {
				if tu.Text != nil {
					s := *tu.Text
					texts = append(texts, s, strings.ToLower(s), strings.ToUpper(s), Clean(s).Text)
				}
			}
		}
	}
	return texts
}

// checkPrefilter fails when a pattern's cheap test rules out a text the
// pattern matches.
func checkPrefilter(t *testing.T, texts []string) (ruledOut int) {
	t.Helper()
	for _, p := range allPatterns() {
		for _, s := range texts {
			p.get()
			if p.back != nil && p.back.MatchString(reverseText(s)) != p.re.MatchString(s) {
				t.Errorf("pattern %q on %q: read backwards it matches %v", p.expr, s, !p.re.MatchString(s))
			}
			if p.may(s) {
				continue
			}
			ruledOut++
			if p.re.MatchString(s) {
				t.Errorf("pattern %q matches %q, but its test ruled it out", p.expr, s)
			}
		}
	}
	return ruledOut
}

func TestPatternsCompile(t *testing.T) {
	ps := allPatterns()
	if len(ps) < 100 {
		t.Fatalf("%d patterns: compile is not used", len(ps))
	}
	for _, p := range ps {
		if p.get() == nil {
			t.Errorf("%q did not compile", p.expr)
		}
	}
}

func TestPrefilterNeverRulesOutAMatch(t *testing.T) {
	texts := prefilterTexts(t)
	if raceEnabled || testing.Short() {
		var some []string
		for i := 0; i < len(texts); i += 16 {
			some = append(some, texts[i])
		}
		texts = some
	}
	if n := checkPrefilter(t, texts); n == 0 {
		t.Error("no text was ruled out by any pattern: the test does nothing")
	}
}

func TestNeeds(t *testing.T) {
	tests := []struct {
		expr string
		want [][]string
	}{
		{`(?i)^remind\s+me`, [][]string{{"remind"}, {"me"}}},
		{`(?i)\b(?:Dinner|party)\b`, [][]string{{"dinner", "party"}}},
		{`(?:ו)?(?:תזכיר|תזכירי)\s+לי`, [][]string{{"תזכיר"}, {"לי"}}},
		{`(?i)(?:a|b)c?`, nil},
		{`(?i)x*remind`, [][]string{{"remind"}}},
		{`(?i)(?:remind|.*)`, nil},
		{`(?i)(?:ab)+cd`, [][]string{{"ab"}, {"abcd"}}},
		{`(?i)^no+\s*[,.]`, [][]string{{"no"}, {",", "."}}},
		// A mark alone is worth a search; a letter alone is not.
		{`\p{L}\s*\?+\s+\p{L}`, [][]string{{"?"}, {"?"}}},
		{`(?i)x\s*y`, nil},
		{`[ab]{0,3}x`, nil},
	}
	for _, tt := range tests {
		got := needs(tt.expr)
		if !equalSets(got, tt.want) {
			t.Errorf("needs(%q) = %q, want %q", tt.expr, got, tt.want)
		}
	}
}

func equalSets(a, b [][]string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if strings.Join(a[i], "|") != strings.Join(b[i], "|") {
			return false
		}
	}
	return true
}

func TestFoldKeepsCaseOrbits(t *testing.T) {
	for _, c := range []struct{ expr, text string }{
		{`(?i)k`, "\u212a"}, {`(?i)ok`, "O\u212a"}, {`(?i)sms`, "ſMS"}, {`\x{FFFD}ab`, "\xffab"}, {`(?i)σας`, "ΣΑΣ"},
	} {
		p := &pattern{expr: c.expr}
		if !p.get().MatchString(c.text) || !p.may(c.text) {
			t.Errorf("%q on %q: match=%v may=%v", c.expr, c.text, p.re.MatchString(c.text), p.may(c.text))
		}
	}
}

func FuzzPrefilter(f *testing.F) {
	for _, s := range []string{"remind me at 5", "תזכיר לי מחר", "SHOW MY TASKS", "O\u212a", "\xff"} {
		f.Add(s)
	}
	ps := allPatterns()
	for _, p := range ps {
		p.get()
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range ps {
			if p.back != nil && p.back.MatchString(reverseText(s)) != p.re.MatchString(s) {
				t.Fatalf("pattern %q on %q: read backwards it matches %v", p.expr, s, !p.re.MatchString(s))
			}
			if !p.may(s) && p.re.MatchString(s) {
				t.Fatalf("pattern %q matches %q, but its test ruled it out", p.expr, s)
			}
		}
	})
}

// TestNeedIndexReadsEverySet: for every text, the index says a need set
// is held exactly when one of its strings is in the folded text, for
// every set of every pattern.
func TestNeedIndexReadsEverySet(t *testing.T) {
	x := index()
	if len(x.sets) < 100 {
		t.Fatalf("%d need sets: the index is not built from the patterns", len(x.sets))
	}
	texts := append(prefilterTexts(t), "xa", "לי", "ok7", "remindme", "תזכירלי", "\xffremind", "ab\u212a")
	held := 0
	for _, text := range texts {
		f := x.factsOf(text)
		if f.folded != fold(text) {
			t.Fatalf("%q: folded %q, want %q", text, f.folded, fold(text))
		}
		for id, set := range x.sets {
			want := false
			for _, s := range set {
				want = want || strings.Contains(f.folded, s)
			}
			if got := f.has(uint32(id)); got != want {
				t.Fatalf("%q: holds set %d %q: %v, want %v", text, id, set, got, want)
			}
			if want {
				held++
			}
		}
	}
	if held == 0 {
		t.Fatal("no text holds any set: the test does nothing")
	}
}

// TestNoPatternMadeAfterTheIndex: every pattern exists before the first
// message is planned, so every pattern has its need test.
func TestNoPatternMadeAfterTheIndex(t *testing.T) {
	p := New()
	for _, text := range prefilterTexts(t)[:200] {
		_, _ = p.Plan(context.Background(), memo.PlanRequest{Text: text, Now: time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC), Loc: time.UTC})
	}
	if n, made := index().indexed, len(allPatterns()); n != made {
		t.Fatalf("the index has the sets of %d patterns; %d were made", n, made)
	}
}

func FuzzSqueeze(f *testing.F) {
	spaces, marks := regexp.MustCompile(`\s+`), regexp.MustCompile(`([!?.,])[!?.,]+`)
	for _, s := range []string{"", " ", "a  b", "\t\n a\r\f", "wait!!!", "what?!,. ok.", "a ,b", "\xff!!"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := squeezeSpaces(s), spaces.ReplaceAllString(s, " "); got != want {
			t.Errorf("squeezeSpaces(%q) = %q, want %q", s, got, want)
		}
		if got, want := squeezeMarks(s), marks.ReplaceAllString(s, "$1"); got != want {
			t.Errorf("squeezeMarks(%q) = %q, want %q", s, got, want)
		}
	})
}

func TestBackwards(t *testing.T) {
	n := 0
	for _, p := range allPatterns() {
		if p.get(); p.back != nil {
			n++
		}
	}
	if n == 0 {
		t.Error("no pattern is read backwards")
	}
	for _, c := range []struct {
		expr string
		yes  []string
		no   []string
	}{
		{`(?i)(?:^|[\s,]+)(?:thanks|ty)[\s!.]*$`, []string{"buy milk, THANKS!!", "ty", "ok ty ."}, []string{"thanks a lot", "fifty", "ty x"}},
		{`\bab\b$|^x`, []string{"c ab", "ab"}, []string{"cab", "abc"}},
		{`(?:תודה|ty)\s*$`, []string{"לקנות חלב תודה "}, []string{"תודה רבה"}},
	} {
		back := backwards(c.expr)
		if back == nil {
			if c.expr != `\bab\b$|^x` {
				t.Errorf("%q is not read backwards", c.expr)
			}
			continue
		}
		for _, s := range c.yes {
			if !back.MatchString(reverseText(s)) {
				t.Errorf("%q backwards does not match %q", c.expr, s)
			}
		}
		for _, s := range c.no {
			if back.MatchString(reverseText(s)) {
				t.Errorf("%q backwards matches %q", c.expr, s)
			}
		}
	}
	if got := reverseText("ab\xffג"); got != "ג\uFFFDba" {
		t.Errorf("reverseText = %q", got)
	}
}

// TestBothEnds: a pattern anchored at both ends is ruled out by how a
// text ends as well as by how it opens, with no pattern read backwards.
func TestBothEnds(t *testing.T) {
	p := &pattern{expr: `(?i)^(?:(?:ok|thanks|טוב|תודה|תודה\s+רבה|תזכי\s+למצוות)[\s,.!]*)+$`}
	if p.get(); p.back != nil || p.backLead == nil {
		t.Fatalf("back %v, backLead %v", p.back, p.backLead)
	}
	for _, s := range []string{"ok", "OK thanks!!", "טוב, ok", "ok טוב", "תזכי למצוות", "תודה רבה", "ok תודה"} {
		if !p.may(s) {
			t.Errorf("%q ruled out", s)
		}
	}
	for _, s := range []string{"ok then", "thanks for the milk", "תזכיר לי מחר לקנות חלב", "ok לקנות חלב"} {
		if p.may(s) {
			t.Errorf("%q not ruled out", s)
		}
	}
}

func TestToLowerLeavesHebrew(t *testing.T) {
	for r := rune(0x0580); r <= 0x05FF; r++ {
		if unicode.ToLower(r) != r {
			t.Errorf("%U lower-cases to %U", r, unicode.ToLower(r))
		}
	}
}

func FuzzToLower(f *testing.F) {
	for _, s := range []string{"", "Remind ME", "תזכיר לי", "\xd7", "\xd7a", "İ", "ΣΑΣ", "\u212a", "\uFFFD", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := toLower(s), strings.ToLower(s); got != want {
			t.Errorf("toLower(%q) = %q, want %q", s, got, want)
		}
	})
}

func FuzzBagDistance(f *testing.F) {
	for _, s := range []string{"wensday", "tomorow", "שלישי", "mondya", "", "\xff\xfe", "decembre"} {
		f.Add(s)
	}
	lev := metrics.NewLevenshtein()
	f.Fuzz(func(t *testing.T, w string) {
		for _, name := range timeNames {
			if b, d := bagDistance(w, name), lev.Distance(w, name); b > d {
				t.Errorf("bagDistance(%q, %q) = %d, more than the edit distance %d", w, name, b, d)
			}
		}
	})
}

func TestLeads(t *testing.T) {
	n := 0
	for _, p := range allPatterns() {
		if p.get(); p.lead != nil {
			n++
		}
	}
	if n == 0 {
		t.Error("no pattern is ruled out by how a text opens")
	}
	for _, c := range []struct {
		expr string
		yes  []string
		no   []string
	}{
		{`(?i)^(?:hey|k|ok\s+so|שלום)(?:[\s,]+|$)`, []string{"HEY you", "k", "kk", "Ok  so", "שלום לך"}, []string{"", "they", "o", "ok", "לשלום"}},
		{`^(?:ו)?(?:תזכיר|תזכירי)\s+לי`, []string{"ותזכיר לי", "תזכירי לי"}, []string{"זכיר", "ותז"}},
		{`(?i)^a+b`, []string{"aab", "Ab"}, []string{"b", "ba"}},
		// An optional or repeated part is read with it and without it.
		{`(?i)^(?:(?:a|such\s+a)\s+)?hero\b`, []string{"a hero", "Hero", "such  a hero"}, []string{"the hero", "such", "hi hero"}},
		{`^\s*(?:hey|hi)\b`, []string{"  hey", "hi", "\thi"}, []string{"oh hi", "ho"}},
		// How a match ends, read backwards (see pattern.backLead).
		{backwards(`(?:^|\s)(?:thanks|תודה)[\s!.]*$`).String(), []string{"sknaht", " !sknaht", "הדות"}, []string{"mom llac", "sknah"}},
		// A letter drawn out is read past: "תודהההה" read backwards opens
		// with "הה" or "הדות", not with any "ה".
		{backwards(`(?:^|\s)(?:thanks+|תודה+|ח{2,})[\s!.]*$`).String(), []string{"ssknaht", "sknaht", "ההדות", "הדות", "חח", "!חחח"},
			[]string{"s", "sksat ym wohs", "ה", "הדימע", "ח", "בלח"}},
		{`^(?:ha){2,}$`, []string{"haha", "hahaha"}, []string{"ha", "hat"}},
		{`(?i)^(?:a|b*)c`, []string{"ac", "Bbc", "c"}, []string{"a", "ab", "dc"}},
		// A branch that matches nothing is read as an optional part: the
		// parser writes "thanks|thanks\s+a\s+lot" as "thanks(?:|\s+a\s+lot)",
		// which read backwards opens with "(?:|tol\s+a\s+)".
		{backwards(`(?:^|\s)(?:תודה|תודה\s+רבה|thanks|thanks\s+a\s+lot)[\s!.]*$`).String(), []string{"הדות", "הבר הדות", "sknaht", "tol a sknaht"},
			[]string{"בלח", "הבר", "tolx", "tol"}},
	} {
		lead := leads(c.expr)
		if lead == nil {
			t.Errorf("%q: no lead", c.expr)
			continue
		}
		for _, s := range c.yes {
			if !lead.opens(fold(s)) {
				t.Errorf("%q: %q does not open as it must", c.expr, s)
			}
		}
		for _, s := range c.no {
			if lead.opens(fold(s)) {
				t.Errorf("%q: %q opens as it must", c.expr, s)
			}
		}
	}
	for _, expr := range []string{`(?i)^(?:a|b*|.)c`, `(?i)^.x`, `x^`, `(?i)\bhey`} {
		if leads(expr) != nil {
			t.Errorf("%q has a lead", expr)
		}
	}
}

func FuzzFold(f *testing.F) {
	for _, s := range []string{"", "Remind ME at 5", "תזכיר לי", "\xd7", "\xd6\x85", "İ", "ΣΑΣ", "\u212a", "\uFFFD", "\xff", "abcdefghIJKLMNOP"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b strings.Builder
		for _, r := range s {
			b.WriteRune(foldRune(r))
		}
		if got, want := fold(s), b.String(); got != want {
			t.Errorf("fold(%q) = %q, want %q", s, got, want)
		}
	})
}
