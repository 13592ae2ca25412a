package graph_test

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/model"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// traces keeps the turn traces the runner stores.
type traces struct {
	mu  sync.Mutex
	all []memo.TurnTrace
}

func (tr *traces) SaveTrace(_ context.Context, t memo.TurnTrace) error {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	tr.all = append(tr.all, t)
	return nil
}

func (tr *traces) last() memo.TurnTrace {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	return tr.all[len(tr.all)-1]
}

type memFixture struct {
	t      *testing.T
	db     *sqldb.DB
	runner *graph.Runner
	traces *traces
	chat   string
}

// memoryRunner runs the offline grammar with the second brain on a real
// database; with srv, the brain embeds and phrases through it.
func memoryRunner(t *testing.T, srv *openaitest.Server) *memFixture {
	t.Helper()
	c := newClock("2026-03-10T08:30:00+02:00")
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	cfg := brain.Config{Store: db}
	if srv != nil {
		client, err := openai.New(openai.Config{APIKey: "k", BaseURL: srv.URL, MaxRetries: -1})
		if err != nil {
			t.Fatal(err)
		}
		phraser, _ := model.NewPhraser(client)
		cfg.Embedder, cfg.Model, cfg.Phraser = client, client.EmbeddingModel(), phraser
	}
	b, err := brain.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	f := &memFixture{t: t, db: db, traces: &traces{}, chat: "chat"}
	f.runner, err = graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db,
		State: db.State(sqldb.StateOptions{}), Clock: c, Zone: jerusalem, Calendars: calendars{db}, Memory: b, Traces: f.traces})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *memFixture) say(text string) memo.Reply {
	f.t.Helper()
	return f.send(memo.Inbound{ChatID: f.chat, Text: text})
}

func (f *memFixture) send(in memo.Inbound) memo.Reply {
	f.t.Helper()
	out, err := f.runner.Handle(f.t.Context(), in)
	if err != nil {
		f.t.Fatalf("%q: %v", in.Text, err)
	}
	return out
}

// memories returns the memories of a reply.
func memories(r memo.Reply) []memo.Memory {
	if r.Result == nil {
		return nil
	}
	return r.Result.Memories()
}

func (f *memFixture) stored(user string) []memo.Memory {
	f.t.Helper()
	ms, _, err := f.db.FindMemories(f.t.Context(), user, memo.MemoryFilter{})
	if err != nil {
		f.t.Fatal(err)
	}
	return ms
}

func TestMemoryStoreAndAnswer(t *testing.T) {
	f := memoryRunner(t, nil)
	turns := []struct{ say, shows string }{
		{"remember that the wifi password at my parents' place is Sunflower77", "Sunflower77"},
		{"what's the wifi password at my parents?", "Sunflower77"},
		{"תזכור שהקוד של השער אצל סבתא זה 4512", "4512"},
		{"מה הקוד של השער אצל סבתא?", "4512"},
		{"Avi's phone is 054-1234567", "054-1234567"},
		{"call Avi", "054-1234567"},
		{"what do you know about Avi?", "054-1234567"},
		// The name in the other script.
		{"תתקשר לאבי", "054-1234567"},
		{"מה המספר של אבי", "054-1234567"},
	}
	for _, tt := range turns {
		out := f.say(tt.say)
		ms := memories(out)
		if !out.Success || out.Result == nil || out.Result.Capability != memo.CapMemory || len(ms) == 0 {
			t.Fatalf("%q: %+v", tt.say, out)
		}
		if !strings.Contains(ms[0].Text+ms[0].Phone, tt.shows) || !strings.Contains(out.Text, tt.shows) {
			t.Errorf("%q: items %+v, reply %q; want both to show %q", tt.say, ms, out.Text, tt.shows)
		}
	}
	out := f.say("what's the alarm code?")
	if out.Success || len(memories(out)) != 0 || !strings.Contains(out.Text, "don't have") {
		t.Errorf("a question nothing answers: %+v", out)
	}
	if tr := f.traces.last(); tr.Tool != "memory.searchMemory" || tr.Usage.Calls != 0 {
		t.Errorf("trace %+v: want a search with no model call", tr)
	}
}

func TestMemoryConflict(t *testing.T) {
	for _, tt := range []struct {
		answer string
		want   []string // values stored after the answer
	}{
		{"1", []string{"on March 5"}},
		{"2", []string{"on March 5", "on March 3"}},
		{"both", []string{"on March 5", "on March 3"}},
		{"שניהם", []string{"on March 5", "on March 3"}},
		{"cancel", []string{"on March 3"}},
	} {
		t.Run(tt.answer, func(t *testing.T) {
			f := memoryRunner(t, nil)
			f.say("remember that Dana's birthday is on March 3")
			q := f.say("remember that Dana's birthday is on March 5")
			if q.Pending == nil || q.Pending.Kind != memo.PendingChoose || q.Pending.Reason != memo.ReasonMemoryConflict || len(q.Pending.Options) != 2 {
				t.Fatalf("want the conflict question, got %+v", q)
			}
			if !strings.Contains(q.Text, "March 3") || !strings.Contains(q.Text, "Keep both") {
				t.Errorf("question %q", q.Text)
			}
			f.say(tt.answer)
			var got []string
			for _, m := range f.stored("chat") {
				got = append(got, m.Value)
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("after %q: %q, want %q", tt.answer, got, tt.want)
			}
		})
	}
}

// TestMemoryNoNeedlessQuestion: saying a fact again, or adding a detail a
// contact lacked, asks nothing.
func TestMemoryNoNeedlessQuestion(t *testing.T) {
	f := memoryRunner(t, nil)
	f.say("remember that the gate code is 4512")
	if out := f.say("remember the gate code is 4512"); out.Pending != nil || len(f.stored("chat")) != 1 {
		t.Errorf("the same fact again: %+v, %d memories", out.Pending, len(f.stored("chat")))
	}
	f.say("Avi's phone is 054-1234567")
	out := f.say("Avi's email is avi@example.com")
	if out.Pending != nil {
		t.Fatalf("a new detail asked %+v", out.Pending)
	}
	var avi []memo.Memory
	for _, m := range f.stored("chat") {
		if m.Kind == memo.MemoryContact {
			avi = append(avi, m)
		}
	}
	if len(avi) != 1 || avi[0].Phone != "054-1234567" || avi[0].Email != "avi@example.com" {
		t.Errorf("contacts %+v, want one Avi with both details", avi)
	}
	if q := f.say("Avi's phone is 050-7654321"); q.Pending == nil || q.Pending.Reason != memo.ReasonMemoryConflict {
		t.Errorf("a different phone did not ask: %+v", q)
	}
	f.say("1")
	for _, m := range f.stored("chat") {
		if m.Kind == memo.MemoryContact && (m.Phone != "050-7654321" || m.Email != "avi@example.com") {
			t.Errorf("after replacing the phone: %+v (the email must stay)", m)
		}
	}
}

func TestMemoryForget(t *testing.T) {
	f := memoryRunner(t, nil)
	f.say("remember that the wifi password at the office is Tulip12")
	f.say("remember that the wifi password at home is Rose99")
	f.say("remember that the alarm code is 9911")
	q := f.say("forget the wifi password")
	if q.Pending == nil || q.Pending.Reason != memo.ReasonWhichMemory || len(q.Pending.Options) != 2 || !q.Pending.AllowMultiple {
		t.Fatalf("want which one, got %+v", q)
	}
	out := f.say("2")
	if out.Result == nil || out.Result.Meta.Deleted != 1 || len(f.stored("chat")) != 2 {
		t.Fatalf("answer 2: %+v", out.Result)
	}
	if out := f.say("forget the alarm code"); out.Result == nil || out.Result.Meta.Deleted != 1 || !strings.Contains(out.Text, "9911") {
		t.Errorf("a single match is forgotten at once: %+v", out)
	}
	list := f.say("show my memories")
	if list.Result == nil || len(list.Result.Items) != 1 {
		t.Fatalf("listing: %+v", list.Result)
	}
	left := f.stored("chat")[0].Value
	if out := f.say("show memory 1"); out.Result == nil || out.Result.Operation != memo.OpMemoryGet || !strings.Contains(out.Text, left) {
		t.Errorf("get by position: %+v", out)
	}
	if out := f.say("delete the 1st"); out.Result == nil || out.Result.Meta.Deleted != 1 || len(f.stored("chat")) != 0 {
		t.Errorf("delete by position: %+v", out.Result)
	}
	if out := f.say("forget the boat"); out.Success {
		t.Errorf("forgetting nothing succeeded: %q", out.Text)
	}
}

// TestMemoryWhenFallsBackToCalendar: "when is X?" is answered from memory
// when a memory answers it, and from the calendar otherwise.
func TestMemoryWhenFallsBackToCalendar(t *testing.T) {
	f := memoryRunner(t, nil)
	f.say("schedule the dentist tomorrow at 10")
	out := f.say("when is the dentist?")
	if out.Result == nil || out.Result.Capability != memo.CapCalendar || len(out.Result.Items) != 1 {
		t.Errorf("when is the dentist: %+v", out)
	}
	f.say("remember that Dana's birthday is on March 3")
	out = f.say("when is Dana's birthday?")
	if out.Result == nil || out.Result.Capability != memo.CapMemory || !strings.Contains(out.Text, "March 3") {
		t.Errorf("when is Dana's birthday: %+v", out)
	}
}

func TestMemoryFromContext(t *testing.T) {
	f := memoryRunner(t, nil)
	if out := f.say("remember this"); out.Success || !strings.Contains(out.Text, "not sure what to remember") {
		t.Errorf("nothing to remember: %+v", out)
	}
	f.say("The plumber Yossi, 052-9998877, comes Tuesdays")
	out := f.say("remember this")
	if ms := memories(out); !out.Success || len(ms) != 1 || !strings.Contains(ms[0].Text, "052-9998877") {
		t.Errorf("the forwarded message: %+v", out)
	}
	f.say("add a task to call the bank")
	if out := f.say("save this"); out.Success {
		t.Errorf("a command before \"save this\" was stored: %+v", memories(out))
	}
	out = f.send(memo.Inbound{ChatID: f.chat, Text: "תשמור את זה", QuotedText: "הקוד לכספת הוא 7070"})
	if ms := memories(out); !out.Success || len(ms) != 1 || ms[0].Value != "7070" || out.Lang != memo.Hebrew {
		t.Errorf("the quoted message: %+v", out)
	}
}

func TestMemoryIsolation(t *testing.T) {
	f := memoryRunner(t, nil)
	f.say("remember that the alarm code is 9911")
	f.chat = "someone-else"
	for _, q := range []string{"what's the alarm code?", "show my memories", "forget the alarm code", "what do you know about alarm"} {
		out := f.say(q)
		if strings.Contains(out.Text, "9911") || len(memories(out)) != 0 {
			t.Errorf("%q by another user: %q", q, out.Text)
		}
	}
	if len(f.stored("chat")) != 1 {
		t.Errorf("another user's forget removed the memory")
	}
}

// TestMemoryWithModel: with a model configured, a question costs the
// embedding call, and an answer from a note is worded by the model; both
// are counted in the trace.
func TestMemoryWithModel(t *testing.T) {
	srv := openaitest.New(t)
	srv.SetEmbedding(openaitest.WordVectors(64, nil))
	f := memoryRunner(t, srv)
	f.say("fyi i parked on level -2, spot B14")
	if tr := f.traces.last(); tr.Usage.Calls != 1 {
		t.Errorf("store: %d model calls, want 1 (the embedding)", tr.Usage.Calls)
	}
	srv.Push(openaitest.Text("You parked on level -2, spot B14."))
	out := f.say("where did I park?")
	if !out.Success || !strings.Contains(out.Text, "You parked on level -2, spot B14.") || len(memories(out)) != 1 {
		t.Errorf("phrased answer: %+v", out)
	}
	if tr := f.traces.last(); tr.Usage.Calls != 2 {
		t.Errorf("search: %d model calls, want 2 (the embedding and the phrasing)", tr.Usage.Calls)
	}
	srv.Push(openaitest.Text("NONE"))
	out = f.say("where did I park?")
	if !strings.Contains(out.Text, "spot B14") {
		t.Errorf("a phrasing that found nothing must show the note: %q", out.Text)
	}
	f.say("remember that the gate code is 4512")
	out = f.say("what's the gate code?")
	if !strings.Contains(out.Text, "4512") || f.traces.last().Usage.Calls != 1 {
		t.Errorf("a fact is answered from its template with only the embedding call: %q, %+v", out.Text, f.traces.last().Usage)
	}
}

func TestMemoryBadInput(t *testing.T) {
	f := memoryRunner(t, nil)
	for _, text := range []string{
		`remember that "quoted" * NEAR(x y) - OR AND`,
		"what's \"*\" NEAR -?",
		"what is ?!?",
		"forget \" * NEAR",
	} {
		out := f.say(text)
		if strings.Contains(strings.ToLower(out.Text), "fts") || strings.Contains(out.Text, "syntax") || strings.Contains(out.Text, "went wrong") {
			t.Errorf("%q: %q", text, out.Text)
		}
	}
	big := "remember that " + strings.Repeat("x", 3900)
	if out := f.say(big); !out.Success {
		t.Errorf("a 3,900-character note: %q", out.Text)
	}
	// A quoted 100 KB message is refused whole, with a reason.
	out := f.send(memo.Inbound{ChatID: f.chat, Text: "remember this", QuotedText: strings.Repeat("long note ", 10<<10)})
	if out.Success || !strings.Contains(out.Text, "too long") {
		t.Errorf("a 100 KB note: %q", out.Text)
	}
	// A runner with no second brain refuses memory steps politely.
	r, _ := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
	if out := say(t, r, "remember that the gate code is 4512"); out.Success || !strings.Contains(out.Text, "Sorry") {
		t.Errorf("no brain: %+v", out)
	}
}
