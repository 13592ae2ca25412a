package graph_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
	"github.com/memo-assistant/memo/resolution"
	"github.com/memo-assistant/memo/store/sqldb"
)

// namedTasks are the tasks the names of the scale tests are about.
var namedTasks = []string{
	"call mom", "call the bank", "buy milk", "send report to Yossi", "send invoice to Yossi",
	"pay the gardener", "להתקשר לאמא", "לקנות חלב", "לשלם חשמל", "לקבוע תור לרופא",
}

// fill gives the fixture's user n tasks of the loadtest's kind, none of
// them anything the scale tests name.
func fill(t testing.TB, db *sqldb.DB, user string, n int) {
	t.Helper()
	for i := range n {
		text := fmt.Sprintf("errand %d pick up parcel %d", i, i*7919%10007)
		if _, err := db.CreateTask(context.Background(), user, "", memo.TaskDraft{Text: text}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestNamesResolveAlikeAtScale says the same messages to a user with the
// 10 named tasks and to one with them and 9,990 tasks more: every reply is
// the same (a name, a typo of it, a Hebrew prefix, a name that needs a
// question, one that matches nothing and one only close to a task).
func TestNamesResolveAlikeAtScale(t *testing.T) {
	small, large := newFixture(t), newFixture(t)
	for _, f := range []*fixture{small, large} {
		for _, text := range namedTasks {
			f.say("add a task: " + text)
		}
	}
	if _, err := large.db.EnsureUser(t.Context(), "chat", "Asia/Jerusalem", ""); err != nil {
		t.Fatal(err)
	}
	fill(t, large.db, "chat", 10000-len(namedTasks))
	if all, err := large.db.FindTasks(t.Context(), "chat", memo.TaskFilter{}); err != nil || len(all) != 10000 {
		t.Fatalf("the large user has %d tasks, %v", len(all), err)
	}
	for _, text := range []string{
		"done mlik",                  // letters transposed
		"delete send reprt to yossi", // a typo in one of two alike
		"delete call",                // a question: three tasks
		"1",
		"מחק אמא",        // a Hebrew prefix
		"delete gardner", // a typo
		"delete dentist", // nothing
		"delete reprot",  // only close to a task: a question
		"2",
		"מחק את החשמל",
		"בוצע תור לרופא",
	} {
		a, b := small.say(text), large.say(text)
		if a.Text != b.Text {
			t.Errorf("%q\nwith 10 tasks:\n%s\nwith 10,000:\n%s", text, a.Text, b.Text)
		}
	}
}

// TestNarrowedNamesResolveAsAll resolves names (the natural corpora's words,
// typos of them and the names of the tasks) among the tasks the index
// finds and among all open tasks, 2,000 made of corpus words: Resolve
// decides the same for every name, and a name that matches nothing well
// has the same near matches unless more than memo.MaxNameCandidates tasks
// share its keys.
func TestNarrowedNamesResolveAsAll(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	if _, err := f.db.EnsureUser(ctx, "u", "Asia/Jerusalem", ""); err != nil {
		t.Fatal(err)
	}
	words := corpusWords(t)
	rng := rand.New(rand.NewPCG(1, 2))
	for _, text := range namedTasks {
		if _, err := f.db.CreateTask(ctx, "u", "", memo.TaskDraft{Text: text}); err != nil {
			t.Fatal(err)
		}
	}
	for range 2000 {
		n := 1 + rng.IntN(4)
		var ws []string
		for range n {
			ws = append(ws, words[rng.IntN(len(words))])
		}
		if _, err := f.db.CreateTask(ctx, "u", "", memo.TaskDraft{Text: strings.Join(ws, " ")}); err != nil {
			t.Fatal(err)
		}
	}
	all, err := f.db.FindTasks(ctx, "u", memo.TaskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	cands := func(ts []memo.Task) []resolution.Candidate {
		out := make([]resolution.Candidate, len(ts))
		for i, task := range ts {
			out[i] = resolution.Candidate{ID: task.ID, Title: task.Text}
		}
		return out
	}
	full := cands(all)
	names := slices.Clone(namedTasks)
	for range 300 {
		w := []rune(words[rng.IntN(len(words))])
		if len(w) > 3 && rng.IntN(2) == 0 { // a typo: two letters swapped
			i := rng.IntN(len(w) - 1)
			w[i], w[i+1] = w[i+1], w[i]
		}
		names = append(names, string(w))
	}
	m := resolution.DefaultMatcher()
	resolved, capped := 0, 0
	for _, name := range names {
		narrowed, err := f.db.FindTasksNamed(ctx, "u", []string{name})
		if err != nil {
			t.Fatal(err)
		}
		want, err := m.Resolve(ctx, name, full)
		if err != nil {
			t.Fatal(err)
		}
		got, err := m.Resolve(ctx, name, cands(narrowed))
		if err != nil {
			t.Fatal(err)
		}
		if got.Kind != want.Kind || !slices.Equal(ids(got.Matches), ids(want.Matches)) {
			t.Errorf("%q: among %d found %v %v, among all %v %v", name, len(narrowed), got.Kind, ids(got.Matches), want.Kind, ids(want.Matches))
		}
		if want.Kind != resolution.NotFound {
			resolved++
			continue
		}
		if len(narrowed) == memo.MaxNameCandidates {
			capped++
			continue // the near matches beyond those sharing most keys may be left out
		}
		// Nothing good enough: the near matches a question offers.
		wantNear, err := m.Near(ctx, name, full, resolution.DefaultNearScore)
		if err != nil {
			t.Fatal(err)
		}
		gotNear, err := m.Near(ctx, name, cands(narrowed), resolution.DefaultNearScore)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(ids(gotNear), ids(wantNear)) {
			t.Errorf("%q: near among %d found %v, among all %v", name, len(narrowed), ids(gotNear), ids(wantNear))
		}
	}
	t.Logf("%d names, %d matching, %d with candidates capped", len(names), resolved, capped)
	if resolved < len(names)/3 {
		t.Fatalf("only %d of %d names match anything: the test shows little", resolved, len(names))
	}
}

func ids(ms []resolution.Match) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.ID
	}
	return out
}

// corpusWords returns the distinct words of the natural corpora's messages.
func corpusWords(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../testdata/natural/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpora: %v", err)
	}
	re := regexp.MustCompile(`"text": "([^"]*)"`)
	var ws []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllSubmatch(b, -1) {
			ws = append(ws, strings.Fields(resolution.Normalize(string(m[1])))...)
		}
	}
	slices.Sort(ws)
	return slices.Compact(ws)
}

// TestListingPagesFromTheStore shows a listing of 45 tasks page by page
// ("more") and checks each page against the formatter given every task,
// as the listing was rendered before it read one page from the store; then
// "done 25" completes the 25th row.
func TestListingPagesFromTheStore(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	if _, err := f.db.EnsureUser(ctx, "chat", "Asia/Jerusalem", ""); err != nil {
		t.Fatal(err)
	}
	now := f.clock.Now()
	daily := &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}
	for i := range 45 {
		d := memo.TaskDraft{Text: fmt.Sprintf("task %02d", i)}
		switch i % 5 {
		case 0:
			due := now.Add(time.Duration(i-20) * time.Hour) // overdue, today and later
			d.DueDate = &due
		case 1:
			due := now.Add(time.Duration(i) * 24 * time.Hour)
			d.DueDate = &due
		case 2:
			d.Recurrence = daily
		}
		if _, err := f.db.CreateTask(ctx, "chat", "", d); err != nil {
			t.Fatal(err)
		}
	}
	all, err := f.db.FindTasks(ctx, "chat", memo.TaskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	items := make([]memo.Item, len(all))
	for i, task := range all {
		items[i] = task.InZone(jerusalem)
	}
	whole := memo.NewResult(memo.CapTasks, memo.OpTaskGetAll, items)
	var shown []string
	for i, text := range []string{"show my tasks", "more", "more"} {
		reply := f.say(text)
		step := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskGetAll, Tasks: &memo.TaskArgs{Window: memo.WindowAll, Skip: 20 * i}}
		want := formatter.Write(formatter.Input{Lang: memo.English, Loc: jerusalem, Now: f.clock.Now(),
			Steps: []formatter.StepOutcome{{Step: step, Result: &whole}}})
		if reply.Text != want.Text {
			t.Errorf("page %d:\n%s\nwant (every task given):\n%s", i+1, reply.Text, want.Text)
		}
		shown = append(shown, reply.Text)
	}
	if !strings.Contains(shown[0], "…and 25 more") || !strings.Contains(shown[2], "45. ") {
		t.Fatalf("the pages do not show 45 rows:\n%s", strings.Join(shown, "\n---\n"))
	}
	row25 := regexp.MustCompile(`(?m)^25\. \*([^*]+)\*`).FindStringSubmatch(shown[1])
	if row25 == nil {
		t.Fatalf("no row 25 on page 2:\n%s", shown[1])
	}
	if reply := f.say("done 25"); !strings.Contains(reply.Text, row25[1]) {
		t.Errorf("done 25 (%q): %q", row25[1], reply.Text)
	}
}
