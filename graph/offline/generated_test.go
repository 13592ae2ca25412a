package offline_test

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/graph/offline/gen"
)

// maxGeneratedWrong is how many of the default run's plans may be wrong:
// none.
const maxGeneratedWrong = 0

// TestGenerated plans messages composed by package gen, whose meanings
// are known, and scores every plan: correct, declined or wrong. A fixed
// seed and 20,000 messages by default; MEMO_GEN_N and MEMO_GEN_SEED set
// others (a longer run); MEMO_GEN_OUT names a file to write every wrong
// plan to. It fails when more plans are wrong than maxGeneratedWrong,
// listing them.
func TestGenerated(t *testing.T) {
	n, seed := envInt(t, "MEMO_GEN_N", 20000), envInt(t, "MEMO_GEN_SEED", 1)
	if testing.Short() {
		n = 2000
	}
	p := offline.New()
	gen.RemarkAfterItem = offline.RemarkAfterItem // removals scored as the executor reads them
	type key struct {
		kind gen.Kind
		lang memo.Language
	}
	tally := map[key]*[3]int{}
	var wrong, declined []string
	for _, c := range gen.New(uint64(seed)).Generate(n) {
		plan, err := p.Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: c.Text, Lang: c.Lang, Now: c.Now, Loc: gen.Loc, ListNames: c.Lists, Focus: c.Focus,
		})
		if err != nil && memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Fatalf("%q: %v", c.Text, err)
		}
		out, why := gen.Score(c, plan)
		if err != nil {
			out, why = gen.ScoreRefusal(c, err)
		}
		k := key{c.Kind, c.Lang}
		if tally[k] == nil {
			tally[k] = new([3]int)
		}
		tally[k][out]++
		line := fmt.Sprintf("%s %s [%s%s] %q: %s", c.Lang, c.Kind, c.Now.Format("Mon 15:04"), noise(c), c.Text, why)
		switch out {
		case gen.Wrong:
			wrong = append(wrong, line)
		case gen.Declined:
			declined = append(declined, line)
		}
	}
	var keys []key
	for k := range tally {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].kind != keys[j].kind {
			return keys[i].kind < keys[j].kind
		}
		return keys[i].lang < keys[j].lang
	})
	var b strings.Builder
	fmt.Fprintf(&b, "%d messages, seed %d\n%-9s %-4s %8s %8s %6s\n", n, seed, "kind", "lang", "correct", "declined", "wrong")
	var sum [3]int
	for _, k := range keys {
		c := tally[k]
		all := c[0] + c[1] + c[2]
		fmt.Fprintf(&b, "%-9s %-4s %7.1f%% %7.1f%% %6d\n", k.kind, k.lang, pct(c[0], all), pct(c[1], all), c[2])
		for i := range sum {
			sum[i] += c[i]
		}
	}
	// The whole run, for comparing runs at a glance.
	fmt.Fprintf(&b, "%-14s %7d %8d %6d\n", "all", sum[0], sum[1], sum[2])
	t.Log("\n" + b.String())
	if out := os.Getenv("MEMO_GEN_DECLINED"); out != "" {
		// The declined, to find what the grammar could read next.
		sort.Strings(declined)
		if err := os.WriteFile(out, []byte(strings.Join(declined, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if out := os.Getenv("MEMO_GEN_OUT"); out != "" {
		sort.Strings(wrong)
		if err := os.WriteFile(out, []byte(strings.Join(wrong, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if len(wrong) > maxGeneratedWrong || (len(wrong) > 0 && os.Getenv("MEMO_GEN_N") != "") {
		sort.Strings(wrong)
		show := wrong
		if len(show) > 60 {
			show = show[:60]
		}
		t.Errorf("%d wrong:\n%s", len(wrong), strings.Join(show, "\n"))
	}
}

func noise(c gen.Case) string {
	if c.Noise == "" {
		return ""
	}
	return " " + c.Noise
}

func pct(x, all int) float64 {
	if all == 0 {
		return 0
	}
	return 100 * float64(x) / float64(all)
}

func envInt(t *testing.T, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%s=%q: %v", name, s, err)
	}
	return v
}
