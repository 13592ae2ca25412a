package memo_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestMoveWire: a move is written as the flags plans were written with
// before it had a type, for a task and for an event, and read back from
// them; a task's near hour is an event's time of day.
func TestMoveWire(t *testing.T) {
	due := time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		move      memo.Move
		task      string
		event     string
		eventMove memo.Move
	}{
		{memo.MoveAll, "", "", memo.MoveAll},
		{memo.MoveDay, `"keepTime":true`, `"dateOnly":true`, memo.MoveDay},
		{memo.MoveTime, `"timeOnly":true`, `"timeOnly":true`, memo.MoveTime},
		{memo.MoveNearHour, `"timeOnly":true,"nearHour":true`, `"timeOnly":true,"nearHour":true`, memo.MoveNearHour},
	} {
		b, err := json.Marshal(memo.TaskArgs{NewDue: &due, Move: tt.move})
		if err != nil || (tt.task != "" && !strings.Contains(string(b), tt.task)) || (tt.task == "" && strings.Contains(string(b), "Only")) {
			t.Errorf("task move %q written as %s, %v; want %s", tt.move, b, err, tt.task)
		}
		var a memo.TaskArgs
		if err := json.Unmarshal(b, &a); err != nil || a.Move != tt.move || a.NewDue == nil || !a.NewDue.Equal(due) {
			t.Errorf("task move %q read back as %+v, %v", tt.move, a, err)
		}
		b, err = json.Marshal(memo.EventFields{Start: &due, Move: tt.move})
		if err != nil || (tt.event != "" && !strings.Contains(string(b), tt.event)) {
			t.Errorf("event move %q written as %s, %v; want %s", tt.move, b, err, tt.event)
		}
		var f memo.EventFields
		if err := json.Unmarshal(b, &f); err != nil || f.Move != tt.eventMove || f.Start == nil {
			t.Errorf("event move %q read back as %+v, %v", tt.move, f, err)
		}
	}
}

// TestMoveInAStep: a step's task arguments read their move as they do
// alone, and a step of another capability has none.
func TestMoveInAStep(t *testing.T) {
	var s memo.Step
	b := []byte(`{"id":"A","capability":"tasks","operation":"update","tasks":{"targets":["gym"],"timeOnly":true,"nearHour":true}}`)
	if err := json.Unmarshal(b, &s); err != nil || s.Tasks == nil || s.Tasks.Move != memo.MoveNearHour || s.Tasks.Targets[0] != "gym" ||
		s.Operation != memo.OpTaskUpdate {
		t.Fatalf("step read as %+v (tasks %+v), %v", s, s.Tasks, err)
	}
	if err := json.Unmarshal([]byte(`{"id":"B","capability":"lists","operation":"create","lists":{"name":"x"}}`), &s); err != nil ||
		s.Tasks != nil || s.Lists == nil || s.Operation != memo.OpListCreate {
		t.Fatalf("a list step read over a task step as %+v, %v", s, err)
	}
}
