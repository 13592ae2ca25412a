package graph_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// redoStores are the stores "bring it back" is tried on: the change the
// last undo made is kept in the chat's recall, in each kind of state.
var redoStores = []struct {
	name  string
	open  func(t *testing.T, c memo.Clock) (*sqldb.DB, error)
	state func(t *testing.T, db *sqldb.DB, c memo.Clock) memo.ConversationState
}{
	{"sqlite", func(t *testing.T, c memo.Clock) (*sqldb.DB, error) {
		return sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	}, func(_ *testing.T, db *sqldb.DB, _ memo.Clock) memo.ConversationState {
		return db.State(sqldb.StateOptions{})
	}},
	{"postgres", func(t *testing.T, c memo.Clock) (*sqldb.DB, error) {
		return postgres.Open(t.Context(), pgtest.URL(t), c)
	}, func(_ *testing.T, db *sqldb.DB, _ memo.Clock) memo.ConversationState {
		return db.State(sqldb.StateOptions{})
	}},
	{"redis", func(t *testing.T, c memo.Clock) (*sqldb.DB, error) {
		return sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	}, func(t *testing.T, _ *sqldb.DB, c memo.Clock) memo.ConversationState { return redisStateOf(t)(c) }},
}

// redoChat is a chat on a fresh store, with its local calendar.
type redoChat struct {
	t  *testing.T
	r  *graph.Runner
	db *sqldb.DB
	c  interface{ Now() time.Time }
}

func (h redoChat) say(text string) memo.Reply {
	h.t.Helper()
	out, err := h.r.Handle(context.Background(), memo.Inbound{ChatID: "chat", Text: text, At: h.c.Now()})
	if err != nil {
		h.t.Fatalf("%q: %v", text, err)
	}
	return out
}

// events are the chat's events in December 2026, as "summary hh:mm".
func (h redoChat) events() []string {
	h.t.Helper()
	from := time.Date(2026, 12, 1, 0, 0, 0, 0, jerusalem)
	es, err := h.db.Calendar("chat", jerusalem).FindEvents(h.t.Context(), from, from.AddDate(0, 1, 0))
	if err != nil {
		h.t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Summary+" "+e.Start.In(jerusalem).Format("02/01 15:04"))
	}
	return out
}

// tasks are the chat's open tasks, as "text hh:mm".
func (h redoChat) tasks() []string {
	h.t.Helper()
	ts, err := h.db.FindTasks(h.t.Context(), "chat", memo.TaskFilter{})
	if err != nil {
		h.t.Fatal(err)
	}
	var out []string
	for _, t := range ts {
		s := t.Text
		if t.DueDate != nil {
			s += " " + t.DueDate.In(jerusalem).Format("15:04")
		}
		out = append(out, s)
	}
	return out
}

func newRedoChat(t *testing.T, i int) redoChat {
	t.Helper()
	s := redoStores[i]
	c := newClock("2026-12-02T10:00:00+02:00")
	db, err := s.open(t, c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db,
		State: s.state(t, db, c), Clock: c, Zone: jerusalem, Calendars: calendars{db}})
	if err != nil {
		t.Fatal(err)
	}
	return redoChat{t: t, r: r, db: db, c: c}
}

// TestBringBackWhatWasUndone: right after an undo, "bring it back", "בטל
// את הביטול", "oops no, I want it" reverse the change the undo made: a
// deleted event or task is created again with its fields, a move undone
// is made again. What comes back is a change of its own, which "undo"
// takes back again; said twice, or with nothing undone just before,
// nothing more comes back and the reply says so. "bring it back" after a
// delete with no undo is the undo of the delete, as before.
func TestBringBackWhatWasUndone(t *testing.T) {
	for i, s := range redoStores {
		t.Run(s.name, func(t *testing.T) {
			t.Run("he event", func(t *testing.T) {
				h := newRedoChat(t, i)
				h.say("פגישה עם רואה החשבון ב-15/12 ב-11")
				want := "פגישה עם רואה החשבון 15/12 11:00"
				if got := strings.Join(h.events(), ","); got != want {
					t.Fatalf("created: %q; want %q", got, want)
				}
				h.say("בעצם תבטלי את זה")
				if got := h.events(); len(got) != 0 {
					t.Fatalf("after the undo: %q; want none", got)
				}
				r := h.say("אופס, תחזירי")
				if got := strings.Join(h.events(), ","); got != want || !strings.Contains(r.Text, "החזרתי") {
					t.Fatalf("after אופס, תחזירי: %q, reply %q; want %q back", got, r.Text, want)
				}
				h.say("ביטול")
				if got := h.events(); len(got) != 0 {
					t.Fatalf("undo after bringing back: %q; want none", got)
				}
				h.say("בטל את הביטול")
				if got := strings.Join(h.events(), ","); got != want {
					t.Fatalf("after בטל את הביטול: %q; want %q", got, want)
				}
				r = h.say("בטל את הביטול")
				if got := strings.Join(h.events(), ","); got != want || !strings.Contains(r.Text, "אין מה להחזיר") {
					t.Errorf("said again: %q, reply %q; want one event and nothing to bring back", got, r.Text)
				}
			})
			t.Run("en move", func(t *testing.T) {
				h := newRedoChat(t, i)
				h.say("dentist on december 15 at 11")
				h.say("move it to 12")
				h.say("undo")
				if got := strings.Join(h.events(), ","); got != "dentist 15/12 11:00" {
					t.Fatalf("after undo: %q", got)
				}
				r := h.say("undo the undo")
				if got := strings.Join(h.events(), ","); got != "dentist 15/12 12:00" || !strings.Contains(r.Text, "Brought back") {
					t.Fatalf("after undo the undo: %q, reply %q; want it at 12 again", got, r.Text)
				}
				h.say("undo")
				if got := strings.Join(h.events(), ","); got != "dentist 15/12 11:00" {
					t.Errorf("undo after bringing back: %q; want 11 again", got)
				}
			})
			t.Run("en task", func(t *testing.T) {
				h := newRedoChat(t, i)
				if r := h.say("undo the undo"); !strings.Contains(r.Text, "nothing to bring back") {
					t.Errorf("undo the undo, nothing undone: %q", r.Text)
				}
				h.say("remind me to call the bank tomorrow at 9")
				if r := h.say("oops no, I want it"); !strings.Contains(r.Text, "nothing to bring back") || len(h.tasks()) != 1 {
					t.Errorf("I want it with no undo before: %q, tasks %q", r.Text, h.tasks())
				}
				h.say("undo")
				if got := h.tasks(); len(got) != 0 {
					t.Fatalf("after undo: %q", got)
				}
				h.say("oops no, I want it")
				if got := strings.Join(h.tasks(), ","); got != "call the bank 09:00" {
					t.Fatalf("after I want it: %q; want the task back at 9", got)
				}
				if r := h.say("bring it back"); !strings.Contains(r.Text, "nothing") || len(h.tasks()) != 1 {
					t.Errorf("bring it back said again: %q, tasks %q; want one task", r.Text, h.tasks())
				}
			})
			t.Run("en two undos", func(t *testing.T) {
				h := newRedoChat(t, i)
				h.say("remind me to call the bank tomorrow at 9")
				h.say("remind me to water the plants tomorrow at 18")
				h.say("undo")
				h.say("undo")
				if got := h.tasks(); len(got) != 0 {
					t.Fatalf("a second undo undoes the change before: %q", got)
				}
				if r := h.say("undo"); !strings.Contains(r.Text, "nothing for me to undo") {
					t.Errorf("a third undo: %q", r.Text)
				}
				h.say("bring it back")
				if got := strings.Join(h.tasks(), ","); got != "call the bank 09:00" {
					t.Errorf("bring it back after two undos: %q; want what the last undo took", got)
				}
			})
			t.Run("delete then bring back", func(t *testing.T) {
				h := newRedoChat(t, i)
				h.say("add milk and eggs to the shopping list")
				h.say("remove milk from the shopping list")
				h.say("bring it back")
				if got := strings.Join(listItemsOf(t, h.db, "shopping"), ","); got != "eggs,milk" && got != "milk,eggs" {
					t.Errorf("bring it back after a removal: %q; want milk back", got)
				}
				h.say("add bread to the shopping list")
				if r := h.say("bring it back"); !strings.Contains(r.Text, "nothing") || len(listItemsOf(t, h.db, "shopping")) != 3 {
					t.Errorf("bring it back after an item added: %q, items %q; want all three kept", r.Text, listItemsOf(t, h.db, "shopping"))
				}
				h.say("remove bread from the shopping list")
				h.say("undo")
				h.say("תחזיר את זה")
				if got := listItemsOf(t, h.db, "shopping"); len(got) != 2 {
					t.Errorf("תחזיר את זה after an undo: %q; want bread gone again", got)
				}
			})
		})
	}
}

func listItemsOf(t *testing.T, db *sqldb.DB, name string) []string {
	t.Helper()
	lists, err := db.FindLists(t.Context(), "chat")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range lists {
		if l.Name == name {
			for _, it := range l.Items {
				out = append(out, it.Text)
			}
		}
	}
	return out
}
