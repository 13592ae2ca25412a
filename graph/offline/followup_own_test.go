package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestAndOwnDeed: "and …" with a thing to do of its own right after a task
// ("and study for the quiz", "וגם להזמין קייטרינג", "ועוד אחד לעדכן את
// המצגת") is one more task, at the focus's time when it has one; a
// pronoun pointing back ("and call him") or a bare verb is not guessed.
func TestAndOwnDeed(t *testing.T) {
	fri9 := time.Date(2026, 1, 23, 9, 0, 0, 0, jerusalem)
	undated := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "fix the bike"}
	undatedHE := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "להזמין אולם"}
	dated := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "call the bank", When: &fri9}
	datedHE := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "להתקשר לבנק", When: &fri9}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
		title string
		due   *time.Time
	}{
		{"and study for orgo quiz", undated, "study for orgo quiz", nil},
		{"also renew the passport", undated, "renew the passport", nil},
		{"וגם להזמין קייטרינג", undatedHE, "להזמין קייטרינג", nil},
		{"ועוד אחד לעדכן את המצגת", undatedHE, "לעדכן את המצגת", nil},
		{"and to pay the electricity bill", dated, "pay the electricity bill", &fri9},
		{"ועוד אחת להוציא את הזבל", datedHE, "להוציא את הזבל", &fri9},
	} {
		s := focusStep(t, tt.text, tt.focus)
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one task", tt.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != tt.title || (tt.due == nil) != (d.DueDate == nil) || tt.due != nil && !d.DueDate.Equal(*tt.due) {
			t.Errorf("%q: %q at %v; want %q at %v", tt.text, d.Text, d.DueDate, tt.title, tt.due)
		}
	}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"and call him", undated},
		{"וגם להתקשר אליו", undatedHE},
		{"and study", undated},
		{"and fix it tomorrow", undated},
	} {
		s := focusStep(t, tt.text, tt.focus)
		if s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: a task %q; want it not guessed", tt.text, s.Tasks.Drafts[0].Text)
		}
	}
}
