package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCorrectionOpenings: a bare "no"/"לא" before another opening of a
// correction ("לא סליחה", "nope oops"), in any run of them, followed by a
// day or a time, moves the item in focus there; the openings alone, or a
// "no" before thanks, move nothing.
func TestCorrectionOpenings(t *testing.T) {
	four := *at(20, 16, 0)
	he := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לאסוף את דניאל מכדורגל", When: &four}
	en := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "pick up Daniel from soccer", When: &four}
	for text, want := range map[string]time.Time{
		"לא סליחה מחר":                *at(21, 16, 0),
		"לא לא סליחה מחר":             *at(21, 16, 0),
		"לא טעות, מחר":                *at(21, 16, 0),
		"לא סליחה התכוונתי מחר בחמש":  *at(21, 17, 0),
		"טעות התכוונתי ב5":            *at(20, 17, 0),
		"no oops tomorrow":            *at(21, 16, 0),
		"nope sorry i meant tomorrow": *at(21, 16, 0),
		"no no sorry, tomorrow at 5":  *at(21, 17, 0),
		"nah oops i meant at 5":       *at(20, 17, 0),
	} {
		f := en
		if l, _ := memo.DetectLanguage(text); l == memo.Hebrew {
			f = he
		}
		s := focusStep(t, text, f)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(want) {
			t.Errorf("%q: %s.%s %+v; want it moved to %v", text, s.Capability, s.Operation, s.Tasks, want)
		}
	}
	for _, text := range []string{"לא סליחה", "לא תודה", "no sorry", "no thanks"} {
		f := en
		if l, _ := memo.DetectLanguage(text); l == memo.Hebrew {
			f = he
		}
		if s := focusStep(t, text, f); s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: moved the item %+v", text, s.Tasks)
		}
	}
}
