package graph_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// limitsRunner is a runner on the offline grammar and a real SQLite file.
func limitsRunner(tb testing.TB) (*graph.Runner, *sqldb.DB) {
	tb.Helper()
	loc, err := time.LoadLocation("Asia/Jerusalem")
	if err != nil {
		tb.Fatal(err)
	}
	now := time.Date(2026, 1, 20, 9, 0, 0, 0, loc)
	c := storetest.NewClock(now)
	db, err := sqlite.Open(context.Background(), filepath.Join(tb.TempDir(), "memo.db"), c)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db,
		State: db.State(sqldb.StateOptions{}), Clock: c, Zone: loc})
	if err != nil {
		tb.Fatal(err)
	}
	return r, db
}

// words returns about n runes of words, deterministic for seed, without
// "and" (which the grammar reads as a separator between names).
func words(seed uint64, n int) string {
	vocab := []string{"call", "mom", "report", "yossi", "buy", "milk", "bank", "send", "invoice",
		"לקנות", "חלב", "להתקשר", "לאמא", "דוח", "garden", "dentist"}
	r := rand.New(rand.NewPCG(seed, 11))
	var out []rune
	for len(out) < n {
		if len(out) > 0 {
			out = append(out, ' ')
		}
		out = append(out, []rune(vocab[r.IntN(len(vocab))])...)
	}
	return strings.TrimSpace(string(out[:n]))
}

// seedLongTasks stores n tasks of about runes characters for user the way
// a database written before texts were capped holds them.
func seedLongTasks(tb testing.TB, db *sqldb.DB, user string, n, runes int) {
	tb.Helper()
	ctx := context.Background()
	if _, err := db.EnsureUser(ctx, user, "Asia/Jerusalem", ""); err != nil {
		tb.Fatal(err)
	}
	for i := range n {
		_, err := db.SQL().ExecContext(ctx, `INSERT INTO tasks (id, user_id, text, created_at) VALUES (?, ?, ?, ?)`,
			fmt.Sprintf("t_legacy%03d", i), user, words(uint64(i), runes), 1768892400)
		if err != nil {
			tb.Fatal(err)
		}
	}
}

func countTasks(tb testing.TB, db *sqldb.DB, user string) int {
	tb.Helper()
	ts, err := db.FindTasks(context.Background(), user, memo.TaskFilter{})
	if err != nil {
		tb.Fatal(err)
	}
	return len(ts)
}

// TestLimitsRefuseLongTask: a task of 3,900 characters is refused with a
// reply that says so, and nothing is stored.
func TestLimitsRefuseLongTask(t *testing.T) {
	r, db := limitsRunner(t)
	long := words(1, 3900)
	for _, msg := range []string{"add a task: " + long, "remind me tomorrow at 9 to " + long, "תזכיר לי מחר ב-9 " + long} {
		reply, err := r.Handle(t.Context(), memo.Inbound{ChatID: "+972500000001", Text: msg})
		if err != nil {
			t.Fatal(err)
		}
		if reply.Success || !strings.Contains(reply.Text, "300") {
			t.Errorf("%.30q…: %+v, want a refusal naming the limit", msg, reply)
		}
	}
	if n := countTasks(t, db, "+972500000001"); n != 0 {
		t.Errorf("%d tasks stored, want 0", n)
	}
}

// TestLimitsRefuseManyItems: a list of 818 items from one message is
// refused, and no list is created.
func TestLimitsRefuseManyItems(t *testing.T) {
	r, db := limitsRunner(t)
	items := make([]string, 818)
	for i := range items {
		items[i] = fmt.Sprintf("%c%d", 'a'+i%26, i/26)
	}
	msg := "new list packing: " + strings.Join(items, ",")
	if n := len([]rune(msg)); n > 4000 {
		t.Fatalf("the message is %d characters; the channels take at most 4,000", n)
	}
	reply, err := r.Handle(t.Context(), memo.Inbound{ChatID: "+972500000001", Text: msg})
	if err != nil {
		t.Fatal(err)
	}
	if reply.Success || !strings.Contains(reply.Text, "30") {
		t.Errorf("818 items: %+v, want a refusal naming the limit of 30", reply)
	}
	lists, err := db.FindLists(t.Context(), "+972500000001")
	if err != nil {
		t.Fatal(err)
	}
	if len(lists) != 0 {
		t.Errorf("lists stored: %+v, want none", lists)
	}
	// Thirty items still make a list.
	reply, err = r.Handle(t.Context(), memo.Inbound{ChatID: "+972500000001", Text: "new list trip: " + strings.Join(items[:30], ", ")})
	if err != nil {
		t.Fatal(err)
	}
	if !reply.Success || reply.Result == nil || reply.Result.Meta.Created != 1 {
		t.Errorf("30 items: %+v, want the list created", reply)
	}
}

// TestLongDeleteWithinDeadline: a 4,000-character "delete …" against 300
// tasks of 3,900 characters (stored before texts were capped) answers
// within the dispatcher's turn deadline and deletes nothing. It took about
// a minute of CPU before names were capped; BenchmarkLongDelete measures
// it now.
func TestLongDeleteWithinDeadline(t *testing.T) {
	r, db := limitsRunner(t)
	const user = "+972500000001"
	seedLongTasks(t, db, user, 300, 3900)
	ctx, cancel := context.WithTimeout(t.Context(), bot.DefaultTurnTimeout)
	defer cancel()
	reply, err := r.Handle(ctx, memo.Inbound{ChatID: user, Text: "delete " + words(999, 4000)})
	if err != nil {
		t.Fatal(err)
	}
	if ctx.Err() != nil {
		t.Fatalf("the turn outlived its deadline")
	}
	if reply.Success {
		t.Errorf("reply %+v, want a refusal", reply)
	}
	if n := countTasks(t, db, user); n != 300 {
		t.Errorf("%d tasks left, want 300", n)
	}
	// A name within the limit is still looked for among the long tasks.
	first := strings.Join(strings.Fields(words(7, 3900))[:5], " ")
	reply, err = r.Handle(ctx, memo.Inbound{ChatID: user, Text: "delete " + first})
	if err != nil {
		t.Fatal(err)
	}
	if reply.Result == nil && reply.Pending == nil {
		t.Errorf("delete %q: %+v, want a match or a question", first, reply)
	}
}

// BenchmarkLongDelete is one turn of a 4,000-character "delete …" against
// 300 tasks of 3,900 characters.
func BenchmarkLongDelete(b *testing.B) {
	r, db := limitsRunner(b)
	const user = "+972500000001"
	seedLongTasks(b, db, user, 300, 3900)
	msg := memo.Inbound{ChatID: user, Text: "delete " + words(999, 4000)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Handle(context.Background(), msg); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMaxNameDelete is the worst delete still resolved in full: a
// name of memo.MaxTextRunes against the same 300 long tasks.
func BenchmarkMaxNameDelete(b *testing.B) {
	r, db := limitsRunner(b)
	const user = "+972500000001"
	seedLongTasks(b, db, user, 300, 3900)
	msg := memo.Inbound{ChatID: user, Text: "delete " + words(999, memo.MaxTextRunes)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Handle(context.Background(), msg); err != nil {
			b.Fatal(err)
		}
	}
}
