package sqldb_test

import (
	"fmt"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/storetest"
)

// TestPendingSurvivesRestart answers a question after the database was
// closed and opened again, and checks the version counter kept growing.
func TestPendingSurvivesRestart(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		clock := storetest.NewClock(start())
		path := on.place(t)
		db := on.openAt(t, path, clock)
		p := memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmDelete, Lang: memo.Hebrew}
		first := p
		must(t, db.State(sqldb.StateOptions{}).SaveChat(ctx, "c1", memo.ChatWrite{Pending: &first}))
		db.Close()

		db = on.openAt(t, path, clock)
		st := db.State(sqldb.StateOptions{})
		got, err := st.LoadChat(ctx, "c1", memo.ChatRead{})
		if err != nil || got.Pending == nil || got.Pending.Version != first.Version {
			t.Fatalf("LoadChat after reopen = %+v, %v; want v%d", got.Pending, err, first.Version)
		}
		next := p
		must(t, st.SaveChat(ctx, "c1", memo.ChatWrite{Answered: first.Version, Pending: &next}))
		if next.Version <= first.Version {
			t.Errorf("version after reopen and answer = %d; want > %d", next.Version, first.Version)
		}
	})
}

// TestLoadChatUndecodable: a part of a chat's state that no longer
// decodes is an error, not an empty state.
func TestLoadChatUndecodable(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		db, _ := on.pinned(t)
		st := db.State(sqldb.StateOptions{})
		must(t, st.SaveChat(t.Context(), "c1", memo.ChatWrite{Numbered: &memo.NumberedList{Kind: memo.NumberedTasks}}))
		_, err := raw(db).ExecContext(t.Context(), `UPDATE state_numbered SET body = '{'`)
		must(t, err)
		if got, err := st.LoadChat(t.Context(), "c1", memo.ChatRead{}); err == nil {
			t.Errorf("LoadChat of an undecodable numbered list = %+v; want an error", got)
		}
	})
}

// TestStateExpiresByClock moves the clock past each lifetime and checks the
// entry is gone, and that expired rows are purged by later writes.
func TestStateExpiresByClock(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.pinned(t)
		st := db.State(sqldb.StateOptions{TurnTTL: time.Hour, NumberedTTL: 2 * time.Hour, LanguageTTL: 3 * time.Hour, StepTTL: 4 * time.Hour})
		write := func(chat, step string) {
			t.Helper()
			must(t, st.SaveChat(ctx, chat, memo.ChatWrite{
				Turns:    []memo.Turn{{Role: "user", Text: "hi"}},
				Numbered: &memo.NumberedList{Kind: memo.NumberedTasks},
				Language: memo.Hebrew,
				Steps:    map[string]memo.Result{step: memo.NewResult(memo.CapTasks, memo.OpTaskGetAll, nil)},
			}))
		}
		write("c1", "turn:s1")

		check := func(turns int, numbered bool, lang memo.Language, step bool) {
			t.Helper()
			got, err := st.LoadChat(ctx, "c1", memo.ChatRead{Recent: 10, Steps: []string{"turn:s1"}})
			must(t, err)
			_, gotStep := got.Steps["turn:s1"]
			if len(got.Recent) != turns || (got.Numbered != nil) != numbered || got.Language != lang || gotStep != step {
				t.Errorf("at %v: turns %d numbered %v lang %q step %v; want %d %v %q %v",
					clock.Now().Sub(start()), len(got.Recent), got.Numbered != nil, got.Language, gotStep, turns, numbered, lang, step)
			}
		}
		check(1, true, memo.Hebrew, true)
		clock.Advance(time.Hour)
		check(0, true, memo.Hebrew, true)
		clock.Advance(time.Hour)
		check(0, false, memo.Hebrew, true)
		clock.Advance(time.Hour)
		check(0, false, "", true)
		clock.Advance(time.Hour)
		check(0, false, "", false)

		// The next write to each table purges what expired.
		write("c2", "turn:s2")
		for _, table := range []string{"state_turns", "state_numbered", "state_languages", "state_steps"} {
			if n := count(t, db, "SELECT count(*) FROM "+table); n != 1 {
				t.Errorf("%s holds %d rows, want only the new one", table, n)
			}
		}
	})
}

// TestStatePurgesAtMostEveryMinute checks a write deletes expired rows no
// more often than once a minute, that reads ignore the rows it left, and
// that an expired claim not yet purged is taken anew.
func TestStatePurgesAtMostEveryMinute(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.pinned(t)
		st := db.State(sqldb.StateOptions{TurnTTL: 30 * time.Second})
		rows := func() int { return count(t, db, "SELECT count(*) FROM state_turns") }
		turn := func(chat, text string) {
			t.Helper()
			must(t, st.SaveChat(ctx, chat, memo.ChatWrite{Turns: []memo.Turn{{Role: "user", Text: text}}}))
		}
		turn("c1", "one")
		clock.Advance(40 * time.Second)
		turn("c2", "two")
		if n := rows(); n != 2 {
			t.Errorf("40s after the last purge: %d turn rows, want 2 (the expired one kept)", n)
		}
		if got, err := st.LoadChat(ctx, "c1", memo.ChatRead{Recent: 10}); err != nil || len(got.Recent) != 0 {
			t.Errorf("recent turns of the expired chat = %v, %v; want none", got.Recent, err)
		}
		clock.Advance(30 * time.Second)
		turn("c3", "three")
		if n := rows(); n != 1 {
			t.Errorf("70s after the last purge: %d turn rows, want only the new one", n)
		}

		claim := func(want bool) {
			t.Helper()
			got, err := st.Claim(ctx, "m1", 10*time.Second)
			if err != nil || got != want {
				t.Errorf("Claim at %v = %v, %v; want %v", clock.Now().Sub(start()), got, err, want)
			}
		}
		claim(true)
		claim(false)
		clock.Advance(20 * time.Second) // expired, not purged yet
		claim(true)
		claim(false)
	})
}

// BenchmarkChatTurn is the embedded conversation state's part of a turn:
// read a chat's state (its language, numbered list, recall of ten
// changes, six recent turns and four step-log keys, as the runner asks)
// and write what a turn writes (two lines, a change added to the recall).
// The chats are 200, each turn another's, as under load.
func BenchmarkChatTurn(b *testing.B) {
	eachB(b, func(b *testing.B, on backend) {
		ctx := b.Context()
		db := on.open(b, memo.SystemClock{})
		st := db.State(sqldb.StateOptions{})
		const chats = 200
		due := start().Add(time.Hour)
		change := func(i int) memo.Action {
			task := memo.Task{ID: fmt.Sprintf("t%d", i), Text: fmt.Sprintf("call the plumber %d", i), DueDate: &due, CreatedAt: start()}
			return memo.Action{TurnID: fmt.Sprintf("turn-%d", i), StepID: "A", At: start(), Capability: memo.CapTasks,
				Operation: memo.OpTaskCreate, Tasks: []memo.TaskChange{{After: &task}}}
		}
		lines := func(i int) []memo.Turn {
			return []memo.Turn{
				{Role: "user", Text: fmt.Sprintf("remind me to call the plumber %d tomorrow at 9", i), At: start()},
				{Role: "assistant", Text: fmt.Sprintf("OK, I'll remind you tomorrow at 9:00: call the plumber %d", i), At: start()},
			}
		}
		for c := range chats {
			chat := fmt.Sprintf("chat-%d", c)
			var acts []memo.Action
			for i := range memo.MaxActions {
				acts = append(acts, change(i))
			}
			rc := memo.Recall{Actions: memo.NewActionLog(acts...), Focus: &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t9", Title: "call the plumber 9", When: &due}}
			numbered := memo.NumberedList{Capability: memo.CapTasks, IDs: []string{"t1", "t2", "t3"}, Titles: []string{"a", "b", "c"}}
			w := memo.ChatWrite{Language: memo.English, Numbered: &numbered, Recall: &rc}
			for i := range 4 {
				w.Turns = append(w.Turns, lines(i)...)
			}
			must(b, st.SaveChat(ctx, chat, w))
		}
		read := func(n int) memo.ChatState {
			r := memo.ChatRead{Recent: 6}
			for s := range 4 {
				r.Steps = append(r.Steps, fmt.Sprintf("turn-%d:%c", n, 'A'+s))
			}
			got, err := st.LoadChat(ctx, fmt.Sprintf("chat-%d", n%chats), r)
			if err != nil || len(got.Recent) != 6 || got.Recall.Actions.Len() != memo.MaxActions {
				b.Fatalf("LoadChat = %d turns, %d changes, %v", len(got.Recent), got.Recall.Actions.Len(), err)
			}
			return got
		}
		b.Run("read", func(b *testing.B) {
			n := 0
			for b.Loop() {
				read(n)
				n++
			}
		})
		b.Run("read+write", func(b *testing.B) {
			n := 0
			for b.Loop() {
				got := read(n)
				rc := got.Recall
				must(b, rc.Actions.Add(change(n)))
				must(b, st.SaveChat(ctx, fmt.Sprintf("chat-%d", n%chats), memo.ChatWrite{Recall: &rc, Turns: lines(n)}))
				n++
			}
		})
	})
}
