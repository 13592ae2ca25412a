package offline_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// corpusDir holds the natural-language corpora (see cmd/memo/natural_test.go).
const corpusDir = "../../testdata/natural"

// corpusRequest is one user message of the corpora, as the planner gets it.
type corpusRequest = memo.PlanRequest

// corpusRequests reads every user message of the natural corpora with the
// clock, zone and language of its scenario.
func corpusRequests(tb testing.TB) []corpusRequest {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.json"))
	if err != nil || len(files) == 0 {
		tb.Skipf("no corpus files under %s", corpusDir)
	}
	var out []corpusRequest
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		var scs []struct {
			Lang  string `json:"lang"`
			Now   string `json:"now"`
			TZ    string `json:"tz"`
			Turns []struct {
				Text *string `json:"text"`
				Now  string  `json:"now"`
			} `json:"turns"`
		}
		if err := json.Unmarshal(b, &scs); err != nil {
			tb.Fatalf("%s: %v", f, err)
		}
		for _, sc := range scs {
			tz := sc.TZ
			if tz == "" {
				tz = "Asia/Jerusalem"
			}
			loc, err := time.LoadLocation(tz)
			if err != nil {
				tb.Fatalf("%s: %v", f, err)
			}
			for _, tu := range sc.Turns {
				if tu.Text == nil {
					continue
				}
				at := sc.Now
				if tu.Now != "" {
					at = tu.Now
				}
				now, err := time.Parse(time.RFC3339, at)
				if err != nil {
					tb.Fatalf("%s: %v", f, err)
				}
				lang := memo.English
				if sc.Lang == "he" {
					lang = memo.Hebrew
				}
				if l, ok := memo.DetectLanguage(*tu.Text); ok {
					lang = l
				}
				out = append(out, corpusRequest{TurnID: "turn", Text: *tu.Text, Lang: lang, Now: now.In(loc), Loc: loc})
			}
		}
	}
	return out
}

// BenchmarkPlannerCorpus plans every user message of the natural corpora in
// turn, so ns/op is the cost of one message of the real mix, once every
// pattern has been compiled.
func BenchmarkPlannerCorpus(b *testing.B) {
	reqs := corpusRequests(b)
	p := offline.New()
	ctx := context.Background()
	for _, r := range reqs {
		_, _ = p.Plan(ctx, r) // patterns compile on first use: not what is measured
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		_, _ = p.Plan(ctx, reqs[i%len(reqs)])
	}
}

// TestPlanConcurrently plans corpus messages from several goroutines at
// once (patterns compile on first use) and checks each plan is the one
// planned alone.
func TestPlanConcurrently(t *testing.T) {
	reqs := corpusRequests(t)
	if len(reqs) > 300 {
		reqs = reqs[:300]
	}
	p := offline.New()
	ctx := context.Background()
	plans := make([][]byte, len(reqs))
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range reqs {
				r := reqs[(i+g*len(reqs)/4)%len(reqs)]
				if _, err := p.Plan(ctx, r); err != nil && memo.ErrorCodeOf(err) != memo.EInvalid {
					t.Errorf("%q: %v", r.Text, err)
				}
			}
		}()
	}
	for i, r := range reqs {
		plan, err := p.Plan(ctx, r)
		plans[i], _ = json.Marshal(struct {
			Plan memo.Plan
			Err  string
		}{plan, fmt.Sprint(err)})
	}
	wg.Wait()
	for i, r := range reqs {
		plan, err := p.Plan(ctx, r)
		again, _ := json.Marshal(struct {
			Plan memo.Plan
			Err  string
		}{plan, fmt.Sprint(err)})
		if string(again) != string(plans[i]) {
			t.Errorf("%q: planned %s alone, %s among others", r.Text, again, plans[i])
		}
	}
}
