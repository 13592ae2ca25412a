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
		{memo.MoveNearHour, `"timeOnly":true,"nearHour":true`, `"timeOnly":true`, memo.MoveTime},
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
