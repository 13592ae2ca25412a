package memo_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestOpWire: an operation is written by its name beside its capability,
// as plans, results and changes always were, and read back as that
// capability's own: a list's "create" is never a task's.
func TestOpWire(t *testing.T) {
	if c, n := memo.OpListCreate.Capability(), memo.OpListCreate.Name(); c != memo.CapLists || n != "create" {
		t.Errorf("OpListCreate is %s.%s", c, n)
	}
	if memo.OpListCreate == memo.OpTaskCreate || memo.OpEventDelete == memo.OpTaskDelete {
		t.Error("operations of two capabilities are equal")
	}
	step := memo.Step{ID: "A", Capability: memo.CapLists, Operation: memo.OpListCreate, Lists: &memo.ListArgs{Name: "shopping"},
		Memory: &memo.MemoryArgs{Fallback: &memo.Step{ID: "A", Capability: memo.CapCalendar, Operation: memo.OpEventGet}}}
	b, err := json.Marshal(step)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"capability":"lists","operation":"create"`) || !strings.Contains(string(b), `"operation":"get"`) {
		t.Errorf("step written as %s", b)
	}
	var back memo.Step
	if err := json.Unmarshal(b, &back); err != nil || back.Operation != memo.OpListCreate || back.Memory.Fallback.Operation != memo.OpEventGet {
		t.Errorf("step read back as %+v (fallback %+v), %v", back, back.Memory.Fallback, err)
	}

	res := memo.NewResult(memo.CapCalendar, memo.OpEventGetEvents, nil)
	if b, err = json.Marshal(res); err != nil || !strings.Contains(string(b), `"operation":"getEvents"`) {
		t.Errorf("result written as %s, %v", b, err)
	}
	var r memo.Result
	if err := json.Unmarshal(b, &r); err != nil || r.Operation != memo.OpEventGetEvents {
		t.Errorf("result read back as %+v, %v", r, err)
	}

	var a memo.Action
	if err := json.Unmarshal([]byte(`{"turnId":"t","stepId":"A","capability":"tasks","operation":"delete"}`), &a); err != nil || a.Operation != memo.OpTaskDelete {
		t.Errorf("change read as %+v, %v", a, err)
	}
}
