package offline

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline/gen"
)

// ruleTestNow is when the registry's rows are read: Tuesday 2026-01-20
// 09:00 in Jerusalem.
var ruleTestNow = time.Date(2026, 1, 20, 9, 0, 0, 0, gen.Loc)

// ruleTestLists are the user's lists for the registry's rows.
var ruleTestLists = []string{"shopping", "packing", "groceries", "קניות", "סופר"}

// TestRegistryRows reads every rule's rows as a clause alone: a positive
// row is claimed by the rule (or by the rule of higher priority it names,
// and then read by the rule too when tried alone), a near miss is not
// claimed by the rule.
func TestRegistryRows(t *testing.T) {
	place := map[string]int{}
	for i, ru := range intents.rules {
		place[ru.name] = i
	}
	for i, ru := range intents.rules {
		for _, ex := range ru.examples {
			req := memo.PlanRequest{Text: ex.text, Now: ruleTestNow, Loc: gen.Loc, ListNames: ruleTestLists}
			if ex.near {
				if steps, ok, err := ru.match(newMessage(req)); (ok && accounted(steps)) || err != nil {
					t.Errorf("%s: near miss %q claimed", ru.name, ex.text)
				}
				continue
			}
			_, at, err := intents.claim(newMessage(req))
			want := i
			if ex.by != "" {
				by, ok := place[ex.by]
				if !ok || by >= i {
					t.Errorf("%s: row %q names %q, no rule of higher priority", ru.name, ex.text, ex.by)
					continue
				}
				want = by
				if steps, ok, err := ru.match(newMessage(req)); !ok || err != nil || !accounted(steps) {
					t.Errorf("%s: row %q, claimed first by %s, is not read by it alone", ru.name, ex.text, ex.by)
				}
			}
			switch {
			case at < 0:
				t.Errorf("%s: %q claimed by no rule (err %v)", ru.name, ex.text, err)
			case at != want:
				t.Errorf("%s: %q claimed by %s (err %v)", ru.name, ex.text, intents.rules[at].name, err)
			}
		}
	}
}

// TestRegistryOrder: the rules keep their priorities in order, every
// rule has a positive row, and the list rules are those of listRules.
func TestRegistryOrder(t *testing.T) {
	lists := map[string]bool{}
	for _, ru := range listRules() {
		lists[ru.name] = true
	}
	for i, ru := range intents.rules {
		if i > 0 && intents.rules[i-1].priority >= ru.priority {
			t.Errorf("%s: priority %d not after %d", ru.name, ru.priority, intents.rules[i-1].priority)
		}
		if ru.list != lists[ru.name] {
			t.Errorf("%s: list is %v", ru.name, ru.list)
		}
	}
}

// TestClauseWords: a clause's words are its runs of letters of one
// script, lower-case as given, with a Hebrew word's prefix letters peeled
// one by one.
func TestClauseWords(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"stop the summary, please", []string{"stop", "the", "summary", "please"}},
		{"don't", []string{"don", "t"}},
		{"ה-offsite בzoom", []string{"ה", "offsite", "ב", "zoom"}},
		{"ולרשימת הקניות", []string{"ולרשימת", "לרשימת", "רשימת", "הקניות", "קניות"}},
	} {
		var got []string
		clauseWords(c.text, func(w string) { got = append(got, w) })
		if !equalWords(got, c.want) {
			t.Errorf("%q: words %q, want %q", c.text, got, c.want)
		}
	}
}

func equalWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestRuleTriggersNecessary reads the registry's rows, the texts of the
// golden corpora and a sample of the generator's messages in every form a rule may be given
// (the message, cleaned, each clause, cleaned, with its reason taken
// off) and fails when a triggered rule's matcher claims one, fails on
// it, or marks it tentative, while none of its triggers is a word of it:
// a trigger set that is not a necessary condition of its matcher.
func TestRuleTriggersNecessary(t *testing.T) {
	n := 4000
	if testing.Short() {
		n = 500
	}
	reqs := corpusRequests(t)
	for _, c := range gen.New(7).Generate(n) {
		reqs = append(reqs, memo.PlanRequest{Text: c.Text, Lang: c.Lang, Now: c.Now, Loc: gen.Loc, ListNames: c.Lists, Focus: c.Focus})
	}
	for _, ru := range intents.rules {
		for _, ex := range ru.examples {
			reqs = append(reqs, memo.PlanRequest{Text: ex.text, Now: ruleTestNow, Loc: gen.Loc, ListNames: ruleTestLists})
		}
	}
	bad := map[string]int{}
	for _, req := range reqs {
		for _, text := range ruleForms(req) {
			r := req
			r.Text = text
			fired := intents.fired(newMessage(r).low)
			for i, ru := range intents.rules {
				if len(ru.triggers) == 0 || fired.has(i) {
					continue
				}
				m := newMessage(r)
				if _, ok, err := ru.match(m); ok || err != nil || m.tentative {
					if bad[ru.name]++; bad[ru.name] <= 3 {
						t.Errorf("%s: %q read with none of its triggers %q", ru.name, text, ru.triggers)
					}
				}
			}
		}
	}
}

// ruleForms are the texts of req a rule may be given.
func ruleForms(req memo.PlanRequest) []string {
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	add(req.Text)
	whole := Clean(req.Text).Text
	add(whole)
	for _, c := range splitClauses(whole, req.Now, req.Loc) {
		add(c.text)
		add(Clean(c.text).Text)
		head := dropWhy(newMessage(memo.PlanRequest{Text: c.text}).raw)
		add(head)
		add(Clean(head).Text)
	}
	return out
}

// corpusRequests are the turns of the golden corpora, each alone.
func corpusRequests(t *testing.T) []memo.PlanRequest {
	files, err := filepath.Glob("../../testdata/natural/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("corpora: %v, %d files", err, len(files))
	}
	var out []memo.PlanRequest
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var convs []struct {
			Now   time.Time `json:"now"`
			Turns []struct {
				Text string `json:"text"`
			} `json:"turns"`
		}
		if err := json.Unmarshal(data, &convs); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, c := range convs {
			for _, turn := range c.Turns {
				out = append(out, memo.PlanRequest{Text: turn.Text, Now: c.Now.In(gen.Loc), Loc: gen.Loc, ListNames: ruleTestLists})
			}
		}
	}
	return out
}
