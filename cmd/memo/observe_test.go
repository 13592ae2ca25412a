package main

import (
	"context"
	"errors"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/metrics"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// unlinkedCalendars is a calendar source whose account link was revoked.
type unlinkedCalendars struct{}

func (unlinkedCalendars) Calendar(context.Context, string) (memo.Calendar, error) {
	return nil, memo.Errorf(memo.EUnlinked, "invalid_grant")
}

// The edges of a turn, without the runner: what a turn does to the
// stores it is given is seen, noted and counted.
func TestInstruments(t *testing.T) {
	ctx := context.Background()
	clock := storetest.NewClock(time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC))
	db, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "memo.db"), clock)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m := metrics.New()
	inst := newInstruments(m, db, clock, slog.New(slog.DiscardHandler))
	state := inst.state(db.State(sqldb.StateOptions{}))
	traces := inst.traceStore()
	cals := inst.calendars(unlinkedCalendars{})

	// A fake runner: it saves a step, asks a question, tries the
	// calendar and traces a model call, as graph.Runner does.
	runner := bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		switch in.Text {
		case "ask":
			q := memo.Pending{Kind: memo.PendingChoose, ExpiresAt: clock.Now().Add(time.Minute)}
			if err := state.SaveChat(ctx, in.ChatID, memo.ChatWrite{Pending: &q}); err != nil {
				return memo.Reply{}, err
			}
			if err := traces.SaveTrace(ctx, memo.TurnTrace{ChatID: in.ChatID, At: clock.Now(), Source: "model", Tool: "tasks.delete", Success: true,
				Usage: memo.Usage{Calls: 1, PromptTokens: 900, CompletionTokens: 40}}); err != nil {
				return memo.Reply{}, err
			}
			return memo.Reply{Tool: "tasks.delete", Success: true, Pending: &memo.Pending{}}, nil
		case "calendar":
			if _, err := cals.Calendar(ctx, in.User()); err == nil {
				t.Error("the calendar source's error was lost")
			}
			steps := map[string]memo.Result{"turn:A": memo.NewResult(memo.CapTasks, memo.OpTaskCreate, nil)}
			if err := state.SaveChat(ctx, in.ChatID, memo.ChatWrite{Steps: steps}); err != nil {
				return memo.Reply{}, err
			}
			if err := traces.SaveTrace(ctx, memo.TurnTrace{ChatID: in.ChatID, At: clock.Now(), Source: "offline", Tool: "calendar.create"}); err != nil {
				return memo.Reply{}, err
			}
			return memo.Reply{Tool: "calendar.create", Success: false}, nil
		}
		return memo.Reply{}, errors.New("store down")
	})
	var notes []*bot.Notes
	h := inst.handler(bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		notes = append(notes, bot.NotesFrom(ctx))
		return runner.Handle(ctx, in)
	}), "whatsapp")

	for _, text := range []string{"ask", "calendar", "boom"} {
		h.Handle(ctx, memo.Inbound{ChatID: "+1", Text: text})
	}
	if !notes[1].Unlinked() || notes[0].Unlinked() {
		t.Error("the revoked link was not noted on the calendar turn alone")
	}
	if got := strings.Join(notes[1].Steps(), ","); got != "tasks.create" {
		t.Errorf("steps noted: %q", got)
	}

	// The question expires unanswered.
	clock.Advance(2 * time.Minute)
	inst.sweepPending()

	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	body := rec.Body.String()
	for _, want := range []string{
		`memo_turns_total{channel="whatsapp",outcome="asked",source="model"} 1`,
		`memo_turns_total{channel="whatsapp",outcome="failed",source="offline"} 1`,
		`memo_turns_total{channel="whatsapp",outcome="error",source="none"} 1`,
		`memo_model_calls_total{purpose="plan"} 1`,
		`memo_model_tokens_total{kind="prompt"} 900`,
		`memo_model_tokens_total{kind="completion"} 40`,
		`memo_pending_questions_total{event="opened"} 1`,
		`memo_pending_questions_total{event="expired"} 1`,
		`memo_adapter_errors_total{adapter="calendar",kind="unlinked"} 1`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}

	// Every turn that ran or failed is traced with what the edge knows.
	got, err := db.FindTraces(ctx, sqldb.TraceFilter{})
	if err != nil || len(got) != 3 {
		t.Fatalf("traces: %d, %v", len(got), err)
	}
	byText := map[string]memo.TurnTrace{}
	for _, tr := range got {
		byText[tr.Text] = tr
	}
	if tr := byText["ask"]; tr.Channel != "whatsapp" || tr.Outcome != "asked" || tr.Usage.PromptTokens != 900 || tr.Duration <= 0 {
		t.Errorf("trace of the question: %+v", tr)
	}
	if tr := byText["calendar"]; tr.Outcome != "failed" || strings.Join(tr.Steps, ",") != "tasks.create" {
		t.Errorf("trace of the calendar turn: %+v", tr)
	}
	if tr := byText["boom"]; tr.Outcome != "error" || tr.Source != "none" {
		t.Errorf("trace of the failed turn: %+v", tr)
	}

	// With MEMO_TRACE_TEXT=off, no text is kept.
	inst.noText = true
	h.Handle(ctx, memo.Inbound{ChatID: "+1", Text: "ask"})
	got, _ = db.FindTraces(ctx, sqldb.TraceFilter{Last: 1})
	if got[0].Text != "" {
		t.Errorf("text kept with MEMO_TRACE_TEXT=off: %q", got[0].Text)
	}
}

// TestTraceText: traces keep no message text unless MEMO_TRACE_TEXT=on;
// with it on, a turn on the second brain or the mailbox keeps none, and
// forgetting a note empties the text of the chat's earlier traces, queued
// or stored.
func TestTraceText(t *testing.T) {
	cfg, err := readConfig("chat", &flagValues{}, func(string) string { return "" })
	if err != nil || cfg.TraceText {
		t.Fatalf("default MEMO_TRACE_TEXT: on=%v, %v; want off", cfg.TraceText, err)
	}
	ctx := context.Background()
	clock := storetest.NewClock(time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC))
	db, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "memo.db"), clock)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	batch := newTraceBatcher(db, slog.New(slog.DiscardHandler), time.Hour)
	defer batch.Close()
	inst := newInstruments(metrics.New(), batch, clock, slog.New(slog.DiscardHandler))
	traces := inst.traceStore()
	h := inst.handler(bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		step := "tasks.create"
		switch {
		case strings.HasPrefix(in.Text, "remember"):
			step = string(memo.OpMemoryStore)
		case strings.HasPrefix(in.Text, "forget"):
			step = string(memo.OpMemoryDelete)
		}
		tr := memo.TurnTrace{ChatID: in.ChatID, At: clock.Now(), Source: "offline", Tool: step, Success: true, Steps: []string{step}}
		if err := traces.SaveTrace(ctx, tr); err != nil {
			return memo.Reply{}, err
		}
		return memo.Reply{Tool: step, Success: true}, nil
	}), "whatsapp")
	texts := func() []string {
		t.Helper()
		got, err := db.FindTraces(ctx, sqldb.TraceFilter{})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, tr := range got {
			out = append(out, tr.ChatID+":"+tr.Text)
		}
		slices.Sort(out)
		return out
	}
	// On, as an operator may set it.
	h.Handle(ctx, memo.Inbound{ChatID: "+1", Text: "add a task: the safe code is 2468"})
	h.Handle(ctx, memo.Inbound{ChatID: "+2", Text: "add a task: call mom"})
	batch.flush()
	h.Handle(ctx, memo.Inbound{ChatID: "+1", Text: "add a task: the alarm is 1357"}) // still queued
	h.Handle(ctx, memo.Inbound{ChatID: "+1", Text: "remember the safe code is 2468"})
	if got := texts(); !slices.Contains(got, "+1:add a task: the safe code is 2468") || slices.Contains(got, "+1:remember the safe code is 2468") {
		t.Errorf("before forgetting: %q; want the task's text and none of the memory's", got)
	}
	h.Handle(ctx, memo.Inbound{ChatID: "+1", Text: "forget the safe code"})
	batch.flush()
	want := []string{"+1:", "+1:", "+1:", "+1:", "+2:add a task: call mom"}
	if got := texts(); !slices.Equal(got, want) {
		t.Errorf("after forgetting: %q; want %q", got, want)
	}
}
