package model_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/model"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// brainFixture is the model fixture with the second brain on the same
// database.
func brainFixture(t *testing.T) *fixture {
	t.Helper()
	clock := storetest.NewClock(monday)
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), clock)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	b, err := brain.New(brain.Config{Store: db})
	if err != nil {
		t.Fatal(err)
	}
	srv := openaitest.New(t)
	r, err := graph.New(graph.Config{
		Planner: model.NewRouter(offline.New(), newPlanner(t, srv)),
		Users:   db, Tasks: db, Lists: db, State: db.State(sqldb.StateOptions{}),
		Clock: clock, Zone: jerusalem, Calendars: localCalendars{db}, Memory: b,
	})
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{tb: t, srv: srv, db: db, runner: r, chat: "972500000001"}
}

// TestModelMemoryChangesConfirmed: a delete or an edit of the second brain
// planned by the model is shown and waits for yes, even when the model
// named the note; "no" keeps it. So does disconnecting Google.
func TestModelMemoryChangesConfirmed(t *testing.T) {
	f := brainFixture(t)
	f.send("remember that the gate code is 4512")
	notes := func() []string {
		ms, _, err := f.db.FindMemories(t.Context(), f.chat, memo.MemoryFilter{})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, m := range ms {
			out = append(out, m.Text)
		}
		return out
	}
	if got := notes(); len(got) != 1 {
		t.Fatalf("notes %q; want the gate code", got)
	}
	ask := func(text, call, want string) memo.Reply {
		t.Helper()
		f.srv.Push(openaitest.Tools(openaitest.ToolCall(call[:strings.IndexByte(call, ' ')], call[strings.IndexByte(call, ' ')+1:])))
		r := f.send(text)
		if r.Pending == nil || r.Pending.Kind != memo.PendingConfirm || r.Pending.Reason != memo.ReasonConfirmPlanned {
			t.Fatalf("%q: want a confirm question, got %+v: %q", text, r.Pending, r.Text)
		}
		if r.Text != want {
			t.Errorf("%q asked\n%q\nwant\n%q", text, r.Text, want)
		}
		return r
	}
	ask("please ditch the stuff about the gate code 🙏", `memory {"operation":"deleteMemory","query":"gate code"}`,
		"I'm about to forget: *the gate code is 4512* — OK? (yes / no)")
	f.send("no")
	if got := notes(); len(got) != 1 {
		t.Fatalf("after no: notes %q; want the gate code kept", got)
	}
	ask("fix the gate code thing, it's 7777 now 🙏", `memory {"operation":"updateMemory","kind":"note","text":"the gate code is 7777","query":"gate code"}`,
		"I'm about to change the note: *the gate code is 4512* — new text: “the gate code is 7777” — OK? (yes / no)")
	f.send("no")
	if got := notes(); fmt.Sprint(got) != "[the gate code is 4512]" {
		t.Fatalf("after no: notes %q; want the gate code unchanged", got)
	}
	ask("please ditch the stuff about the gate code 🙏", `memory {"operation":"deleteMemory","query":"gate code"}`,
		"I'm about to forget: *the gate code is 4512* — OK? (yes / no)")
	if r := f.send("yes"); r.Result == nil || r.Result.Meta.Deleted != 1 || len(notes()) != 0 {
		t.Fatalf("yes: %q; notes %q", r.Text, notes())
	}
	ask("cut memo off from my google stuff 🙏", `mail {"operation":"disconnectGoogle"}`,
		"I'm about to disconnect your Google account and revoke my access to it. OK? (yes / no)")
	if r := f.send("no"); r.Pending != nil || !strings.Contains(strings.ToLower(r.Text), "cancel") {
		t.Errorf("no: %q", r.Text)
	}
}
