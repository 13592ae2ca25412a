package main

// The natural-language corpus scorer: every file under testdata/natural is a
// JSON array of scenarios (the format of the shared scenario runner, see the
// scenarios README), run turn by turn through `memo chat --jsonl` in process
// with a fresh database per scenario. Each checked turn is classified
//
//	CORRECT   every check passed
//	DECLINED  the bot honestly did not do it: success=false or a question,
//	          and the response shows nothing created, updated or deleted
//	WRONG     anything else
//	BLOCKED   a turn after an earlier miss in its scenario (unless the turn is
//	          "independent"); run, but counted in no tally
//
// with the same rules as the shared Python scorer, so the two agree on the
// counts. Per file it prints "natural <file> C/N correct, D declined, W wrong"
// and fails on any wrong turn, and when a turn's outcome differs from the
// per-turn golden file of its corpus (testdata/natural/golden), which only
// ratchets forward (see natGolden). MEMO_NATURAL_MAX_WRONG and
// MEMO_NATURAL_MIN_CORRECT bound the fractions for corpora run from
// elsewhere.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// natDir is the corpus folder, relative to this package.
const natDir = "../../testdata/natural"

// natScenario is one conversation of a corpus file.
type natScenario struct {
	Name  string            `json:"name"`
	Lang  string            `json:"lang"`
	Now   string            `json:"now"`
	TZ    string            `json:"tz"`
	Env   map[string]string `json:"env"`
	Turns []natTurn         `json:"turns"`
}

// natTurn is a user message, a clock line or a restart, with what must hold after it.
type natTurn struct {
	Text        *string    `json:"text"`
	Clock       string     `json:"clock"`
	Restart     bool       `json:"restart"`
	Now         string     `json:"now"`
	User        *string    `json:"user"`
	MessageID   *string    `json:"message_id"`
	Quoted      *string    `json:"quoted_message_id"`
	Independent bool       `json:"independent"`
	IfPending   bool       `json:"if_pending"`
	Expect      *natExpect `json:"expect"`
}

// natLoad reads a corpus file strictly: an unknown key is a mistake in the
// corpus, not something to ignore. raw holds each turn's expect as written.
func natLoad(path string) ([]natScenario, [][]json.RawMessage, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var scs []natScenario
	if err := dec.Decode(&scs); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	var loose []struct {
		Turns []struct {
			Expect json.RawMessage `json:"expect"`
		} `json:"turns"`
	}
	if err := json.Unmarshal(b, &loose); err != nil {
		return nil, nil, err
	}
	raws := make([][]json.RawMessage, len(scs))
	names := map[string]bool{}
	for i, sc := range scs {
		if sc.Name == "" || names[sc.Name] {
			return nil, nil, fmt.Errorf("%s: scenario %d: missing or repeated name %q", path, i, sc.Name)
		}
		names[sc.Name] = true
		if _, err := time.Parse(time.RFC3339, sc.Now); err != nil {
			return nil, nil, fmt.Errorf("%s: %s: now: %w", path, sc.Name, err)
		}
		for j, tu := range sc.Turns {
			if !tu.Restart && tu.Clock == "" && tu.Text == nil {
				return nil, nil, fmt.Errorf("%s: %s: turn %d has no text, clock or restart", path, sc.Name, j+1)
			}
			if err := natValidTimes(tu.Expect); err != nil {
				return nil, nil, fmt.Errorf("%s: %s: turn %d: %w", path, sc.Name, j+1, err)
			}
		}
		for _, tu := range loose[i].Turns {
			raws[i] = append(raws[i], tu.Expect)
		}
	}
	return scs, raws, nil
}

// natValidTimes rejects an expectation whose times are not RFC 3339 instants
// (such a check could never pass).
func natValidTimes(e *natExpect) error {
	if e == nil {
		return nil
	}
	var ts []string
	add := func(ps ...*string) {
		for _, p := range ps {
			if p != nil {
				ts = append(ts, *p)
			}
		}
	}
	add(e.DueDate, e.Start, e.End)
	ts = append(ts, e.DueBetween...)
	ts = append(ts, e.StartBetween...)
	for _, m := range e.Match {
		add(m.DueDate, m.Start, m.End)
		ts = append(ts, m.DueBetween...)
		ts = append(ts, m.StartBetween...)
		if (m.DueBetween != nil && len(m.DueBetween) != 2) || (m.StartBetween != nil && len(m.StartBetween) != 2) {
			return fmt.Errorf("a range needs two times")
		}
	}
	if (e.DueBetween != nil && len(e.DueBetween) != 2) || (e.StartBetween != nil && len(e.StartBetween) != 2) {
		return fmt.Errorf("a range needs two times")
	}
	for _, s := range ts {
		if _, err := time.Parse(time.RFC3339, s); err != nil {
			return fmt.Errorf("time %q: %w", s, err)
		}
	}
	for i := range e.AnyOf {
		if err := natValidTimes(&e.AnyOf[i]); err != nil {
			return err
		}
	}
	return nil
}

// natFraction reads a fraction from the environment.
func natFraction(t *testing.T, key string, def float64) float64 {
	v := os.Getenv(key)
	if v == "" {
		return def
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f < 0 || f > 1 {
		t.Fatalf("%s=%q: want a fraction between 0 and 1", key, v)
	}
	return f
}

// TestNatural scores every corpus file under testdata/natural.
func TestNatural(t *testing.T) {
	if testing.Short() {
		t.Skip("the natural-language corpus runs hundreds of conversations; skipped with -short")
	}
	maxWrong := natFraction(t, "MEMO_NATURAL_MAX_WRONG", 0.02)
	minCorrect := natFraction(t, "MEMO_NATURAL_MIN_CORRECT", 0)
	files, err := filepath.Glob(filepath.Join(natDir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no corpus files under %s", natDir)
	}
	var summary []string
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(strings.TrimSuffix(name, ".json"), func(t *testing.T) {
			scs, raws, err := natLoad(path)
			if err != nil {
				t.Fatal(err)
			}
			var (
				mu      sync.Mutex
				results = make([][]natOutcome, len(scs))
			)
			t.Run("scenarios", func(t *testing.T) {
				for i, sc := range scs {
					t.Run(sc.Name, func(t *testing.T) {
						t.Parallel()
						res := natRun(t, sc, raws[i])
						mu.Lock()
						results[i] = res
						mu.Unlock()
					})
				}
			})
			var all []natOutcome
			for _, r := range results {
				all = append(all, r...)
			}
			var c, d, w, b int
			for _, kind := range []string{"WRONG", "DECLINED", "BLOCKED"} {
				for _, o := range all {
					if o.kind != kind {
						continue
					}
					t.Logf("%s(%s) %s %q\n    expected: %s\n    failed:   %s\n    got:      %s",
						o.kind, o.sub, o.label, o.text, o.expect, strings.Join(o.fails, "; "), o.got)
				}
			}
			for _, o := range all {
				switch o.kind {
				case "CORRECT":
					c++
				case "DECLINED":
					d++
				case "WRONG":
					w++
				case "BLOCKED":
					b++
				}
			}
			n := c + d + w
			line := fmt.Sprintf("natural %s %d/%d correct, %d declined, %d wrong", name, c, n, d, w)
			t.Logf("%s; %d blocked behind an earlier miss", line, b)
			summary = append(summary, line)
			if n == 0 {
				t.Fatalf("%s: no checked turns", name)
			}
			if float64(w)/float64(n) > maxWrong {
				t.Errorf("%s: %d wrong of %d (%.1f%%), over MEMO_NATURAL_MAX_WRONG=%g", name, w, n, 100*float64(w)/float64(n), maxWrong)
			}
			if float64(c)/float64(n) < minCorrect {
				t.Errorf("%s: %d correct of %d (%.1f%%), under MEMO_NATURAL_MIN_CORRECT=%g", name, c, n, 100*float64(c)/float64(n), minCorrect)
			}
			if w > 0 {
				t.Errorf("%s: %d wrong: a wrong turn is never kept", name, w)
			}
			natGolden(t, name, all)
		})
	}
	for _, l := range summary {
		fmt.Println(l)
	}
}
