package memo_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

func action(i int) memo.Action {
	due := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Hour)
	task := memo.Task{ID: fmt.Sprintf("t%d", i), Text: fmt.Sprintf("task %d", i), DueDate: &due, CreatedAt: due}
	return memo.Action{TurnID: fmt.Sprintf("turn-%d", i), StepID: "A", At: due, Capability: memo.CapTasks,
		Operation: memo.OpTaskCreate, Tasks: []memo.TaskChange{{After: &task}}}
}

func turnIDs(t *testing.T, l *memo.ActionLog) string {
	t.Helper()
	list, err := l.List()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, a := range list {
		ids = append(ids, a.TurnID)
	}
	return strings.Join(ids, " ")
}

// A recall read and written again without its changes being read keeps
// their bytes as they were: what a change holds that this version does not
// know survives, and nothing was decoded or encoded again. A recall kept
// whole as JSON (as stores kept it before) reads the same.
func TestRecallKeepsWhatItDidNotRead(t *testing.T) {
	old := `{"actions":[{"turnId":"turn-1","stepId":"A","at":"2026-11-23T09:00:00Z","capability":"tasks","operation":"create","future":{"x":1}}],"focus":{"capability":"tasks","kind":"task","id":"t1","title":"x"}}`
	rc, err := memo.DecodeRecall([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if got := turnIDs(t, &rc.Actions); got != "turn-1" || rc.Focus == nil || rc.Focus.ID != "t1" {
		t.Fatalf("the old form read as %q, focus %+v", got, rc.Focus)
	}
	stored := `{"focus":{"capability":"tasks","kind":"task","id":"t1","title":"x"}}` + "\n" +
		`{"turnId":"turn-1","stepId":"A","at":"2026-11-23T09:00:00Z","capability":"tasks","operation":"create","future":{"x":1}}`
	if rc, err = memo.DecodeRecall([]byte(stored)); err != nil {
		t.Fatal(err)
	}
	again, err := memo.EncodeRecall(rc)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != stored {
		t.Errorf("written again as %s; want it as read", again)
	}
	if err := rc.Actions.Add(action(2)); err != nil {
		t.Fatal(err)
	}
	added, err := memo.EncodeRecall(rc)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(added), stored+"\n") || !strings.Contains(string(added), `"turnId":"turn-2"`) {
		t.Errorf("after an add: %s", added)
	}
	back, err := memo.DecodeRecall(added)
	if err != nil {
		t.Fatal(err)
	}
	if got := turnIDs(t, &back.Actions); got != "turn-1 turn-2" {
		t.Errorf("read back %q; want turn-1 turn-2", got)
	}
	if back.Focus == nil || back.Focus.ID != "t1" {
		t.Errorf("focus read back as %+v", back.Focus)
	}
	// As JSON the log is an array of its changes, read or not.
	whole, err := json.Marshal(back)
	if err != nil {
		t.Fatal(err)
	}
	var fromJSON memo.Recall
	if err := json.Unmarshal(whole, &fromJSON); err != nil {
		t.Fatalf("%s: %v", whole, err)
	}
	if got := turnIDs(t, &fromJSON.Actions); got != "turn-1 turn-2" {
		t.Errorf("through JSON %q; want turn-1 turn-2", got)
	}
}

// Whether the log was decoded or not, it keeps the last MaxActions
// changes in order.
func TestActionLogKeepsTheLast(t *testing.T) {
	var all []string
	for i := 1; i <= memo.MaxActions+3; i++ {
		all = append(all, fmt.Sprintf("turn-%d", i))
	}
	want := strings.Join(all[3:], " ")
	for _, decodeFirst := range []bool{false, true} {
		var rc memo.Recall
		rc.Actions = memo.NewActionLog(action(1), action(2))
		b, err := memo.EncodeRecall(rc)
		if err != nil {
			t.Fatal(err)
		}
		read, err := memo.DecodeRecall(b)
		if err != nil {
			t.Fatal(err)
		}
		if decodeFirst {
			if got := turnIDs(t, &read.Actions); got != "turn-1 turn-2" {
				t.Fatalf("read %q", got)
			}
		}
		for i := 3; i <= memo.MaxActions+3; i++ {
			if err := read.Actions.Add(action(i)); err != nil {
				t.Fatal(err)
			}
		}
		if n := read.Actions.Len(); n != memo.MaxActions {
			t.Errorf("decoded first %v: Len = %d; want %d", decodeFirst, n, memo.MaxActions)
		}
		b, err = memo.EncodeRecall(read)
		if err != nil {
			t.Fatal(err)
		}
		back, err := memo.DecodeRecall(b)
		if err != nil {
			t.Fatal(err)
		}
		if got := turnIDs(t, &back.Actions); got != want {
			t.Errorf("decoded first %v: %q; want %q", decodeFirst, got, want)
		}
	}
}

// Marking a change undone changes the log it is marked in, not a copy of
// the recall taken before.
func TestActionLogMarkUndone(t *testing.T) {
	rc := memo.Recall{Actions: memo.NewActionLog(action(1), action(2))}
	before := rc
	if ok, err := rc.Actions.MarkUndone("turn-2", "A"); err != nil || !ok {
		t.Fatalf("MarkUndone = %v, %v", ok, err)
	}
	if ok, err := rc.Actions.MarkUndone("turn-9", "A"); err != nil || ok {
		t.Errorf("MarkUndone of a change not in the log = %v, %v", ok, err)
	}
	now, _ := rc.Actions.List()
	was, _ := before.Actions.List()
	if !now[1].Undone || now[0].Undone || was[1].Undone {
		t.Errorf("now %+v, the copy %+v", now, was)
	}
}

// An empty log is left out of the recall's JSON; a broken change is an
// error when the changes are read, not when the recall around them is.
func TestActionLogEmptyAndBroken(t *testing.T) {
	b, err := json.Marshal(memo.Recall{})
	if err != nil || string(b) != "{}" {
		t.Errorf("empty recall = %s, %v", b, err)
	}
	if b, err = memo.EncodeRecall(memo.Recall{}); err != nil || string(b) != "{}" {
		t.Errorf("empty recall encoded = %s, %v", b, err)
	}
	rc, err := memo.DecodeRecall([]byte(`{"actions":[]}`))
	if err != nil || !rc.Actions.IsZero() {
		t.Errorf("empty array: zero %v, %v", rc.Actions.IsZero(), err)
	}
	if _, err := memo.DecodeRecall([]byte(`{"actions":{"turnId":"x"}}`)); err == nil {
		t.Error("an object for the actions was read")
	}
	if _, err := memo.DecodeRecall([]byte("{\"focus\":\n{}")); err == nil {
		t.Error("a broken head was read")
	}
	rc, err = memo.DecodeRecall([]byte("{}\n{\"turnId\":5}"))
	if err != nil {
		t.Fatalf("the recall around a broken change: %v", err)
	}
	if _, err := rc.Actions.List(); err == nil {
		t.Error("a change with a number for its turn was read")
	}
}

// A turn reads the chat's recall (ten changes), adds a change, and writes
// it: with every change decoded and encoded again, and as ActionLog does.
func BenchmarkRecallTurn(b *testing.B) {
	var full struct {
		Actions []memo.Action `json:"actions"`
	}
	for i := range memo.MaxActions {
		full.Actions = append(full.Actions, action(i))
	}
	stored, err := json.Marshal(full)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("decoded", func(b *testing.B) {
		for b.Loop() {
			var rc struct {
				Actions []memo.Action `json:"actions"`
			}
			if err := json.Unmarshal(stored, &rc); err != nil {
				b.Fatal(err)
			}
			rc.Actions = append(rc.Actions[1:], action(99))
			if _, err := json.Marshal(rc); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("actionlog", func(b *testing.B) {
		rc := memo.Recall{Actions: memo.NewActionLog(full.Actions...)}
		stored, err := memo.EncodeRecall(rc)
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			rc, err := memo.DecodeRecall(stored)
			if err != nil {
				b.Fatal(err)
			}
			if err := rc.Actions.Add(action(99)); err != nil {
				b.Fatal(err)
			}
			if _, err := memo.EncodeRecall(rc); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// Whatever a store hands back, DecodeRecall returns a recall or an error,
// and a recall it returns encodes and decodes again to the same changes.
func FuzzDecodeRecall(f *testing.F) {
	good, err := memo.EncodeRecall(memo.Recall{Actions: memo.NewActionLog(action(1), action(2)),
		Focus: &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "x"}})
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []string{string(good), "{}", `{"actions":[{"turnId":"a"}]}`, "{}\n{}\n", "\n\n", "{\"focus\":null}\nnot json", ""} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		rc, err := memo.DecodeRecall(b)
		if err != nil {
			return
		}
		list, err := rc.Actions.List()
		if err != nil {
			return // a change that does not decode is told when read
		}
		again, err := memo.EncodeRecall(rc)
		if err != nil {
			t.Fatalf("encode %q: %v", b, err)
		}
		back, err := memo.DecodeRecall(again)
		if err != nil {
			t.Fatalf("decode %q (from %q): %v", again, b, err)
		}
		got, err := back.Actions.List()
		if err != nil || len(got) != len(list) {
			t.Fatalf("%q: %d changes, then %d (%v)", b, len(list), len(got), err)
		}
	})
}
