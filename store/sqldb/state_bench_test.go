package sqldb_test

import (
	"fmt"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
)

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
