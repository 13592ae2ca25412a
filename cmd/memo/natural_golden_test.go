package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// updateNatural rewrites the corpora's golden files from this run.
var updateNatural = flag.Bool("update-natural", false, "rewrite testdata/natural/golden from this run")

// natRank orders outcomes from worst to best: a turn's outcome may only
// move up.
var natRank = map[string]int{"WRONG": 0, "BLOCKED": 1, "DECLINED": 2, "CORRECT": 3}

// natGolden compares a corpus file's outcomes, turn by turn, with its
// golden file (testdata/natural/golden/<file>.txt, a line "label OUTCOME"
// a turn), which only ratchets forward: a turn that does worse than its
// golden outcome fails the test, and so does one that does better until
// the golden file is rewritten with -update-natural, so that the better
// outcome is kept from then on. A corpus with no golden file yet gets one.
func natGolden(t *testing.T, file string, all []natOutcome) {
	t.Helper()
	path := filepath.Join(natDir, "golden", strings.TrimSuffix(file, ".json")+".txt")
	got := map[string]string{}
	for _, o := range all {
		got[o.label] = o.kind
	}
	want, err := natReadGolden(path)
	if os.IsNotExist(err) || *updateNatural {
		if err := natWriteGolden(path, got); err != nil {
			t.Fatal(err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	worse, better := natCompare(want, got)
	if len(worse) > 0 {
		t.Errorf("%s: %d turns do worse than their golden outcome:\n%s", file, len(worse), strings.Join(worse, "\n"))
	}
	if len(better) > 0 {
		t.Errorf("%s: %d turns differ from the golden file for the better; keep them with -update-natural:\n%s",
			file, len(better), strings.Join(better, "\n"))
	}
}

// natCompare lists the turns of got that do worse than in want, and those
// that do better or are new or gone.
func natCompare(want, got map[string]string) (worse, better []string) {
	for label, k := range got {
		w, ok := want[label]
		switch {
		case !ok:
			better = append(better, fmt.Sprintf("%s: new turn, %s", label, k))
		case natRank[k] < natRank[w]:
			worse = append(worse, fmt.Sprintf("%s: %s, was %s", label, k, w))
		case natRank[k] > natRank[w]:
			better = append(better, fmt.Sprintf("%s: %s, was %s", label, k, w))
		}
	}
	for label := range want {
		if _, ok := got[label]; !ok {
			better = append(better, fmt.Sprintf("%s: gone from the corpus", label))
		}
	}
	sort.Strings(worse)
	sort.Strings(better)
	return worse, better
}

func TestNatCompare(t *testing.T) {
	want := map[string]string{"a#1": "CORRECT", "a#2": "DECLINED", "b#1": "CORRECT", "c#1": "DECLINED"}
	got := map[string]string{"a#1": "DECLINED", "a#2": "CORRECT", "b#1": "CORRECT", "d#1": "CORRECT"}
	worse, better := natCompare(want, got)
	if strings.Join(worse, "|") != "a#1: DECLINED, was CORRECT" {
		t.Errorf("worse = %q", worse)
	}
	if strings.Join(better, "|") != "a#2: CORRECT, was DECLINED|c#1: gone from the corpus|d#1: new turn, CORRECT" {
		t.Errorf("better = %q", better)
	}
	if w, b := natCompare(want, want); len(w)+len(b) != 0 {
		t.Errorf("the same outcomes differ: %q %q", w, b)
	}
}

// natReadGolden reads a golden file.
func natReadGolden(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		if i < 0 || natRank[line[i+1:]] == 0 && line[i+1:] != "WRONG" {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		out[line[:i]] = line[i+1:]
	}
	return out, sc.Err()
}

// natWriteGolden writes outcomes as a golden file, sorted by label.
func natWriteGolden(path string, got map[string]string) error {
	labels := make([]string, 0, len(got))
	for l := range got {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	var b strings.Builder
	b.WriteString("# Each turn's outcome in this corpus, best kept: TestNatural fails when a turn does\n")
	b.WriteString("# worse, or better until this file is rewritten (go test ./cmd/memo -run TestNatural -update-natural).\n")
	for _, l := range labels {
		fmt.Fprintf(&b, "%s %s\n", l, got[l])
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
