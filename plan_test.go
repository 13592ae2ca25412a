package memo_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestStepCloneOwnsItsArguments changes every argument a stage changes on
// a clone and finds the original as it was.
func TestStepCloneOwnsItsArguments(t *testing.T) {
	due := time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC)
	fallback := memo.Step{ID: "A", Capability: memo.CapCalendar, Operation: memo.OpEventGetEvents, Calendar: &memo.CalendarArgs{Summary: "dentist"}}
	orig := memo.Step{
		ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskDelete, DependsOn: []string{"B"},
		Tasks:    &memo.TaskArgs{Targets: []string{"call", "pay"}, IDs: make([]string, 1, 4), NotFound: []string{}, Drafts: []memo.TaskDraft{{Text: "x", DueDate: &due}}},
		Lists:    &memo.ListArgs{Items: []string{"milk"}, ItemIDs: make([]string, 0, 4)},
		Calendar: &memo.CalendarArgs{EventIDs: make([]string, 0, 4), Fields: &memo.EventFields{Summary: "gym"}},
		Memory:   &memo.MemoryArgs{IDs: make([]string, 0, 4), Draft: &memo.MemoryDraft{Text: "code 4512"}, Fallback: &fallback},
		Email:    &memo.EmailArgs{To: []string{"avi"}, Draft: &memo.EmailDraft{Subject: "hi"}},
	}
	c := orig.Clone()
	c.DependsOn[0] = "C"
	c.Tasks.Targets[0], c.Tasks.Drafts[0].Text = "x", "y"
	c.Tasks.IDs = append(c.Tasks.IDs, "t1")
	c.Tasks.IDs[0] = "t0"
	c.Lists.Items[0] = "bread"
	_ = append(c.Lists.ItemIDs, "i1")
	_ = append(c.Calendar.EventIDs, "e1")
	c.Calendar.Fields.Summary = "swim"
	_ = append(c.Memory.IDs, "m1")
	c.Memory.Draft.Text, c.Memory.Fallback.Calendar.Summary = "code 0000", "vet"
	c.Email.To[0], c.Email.Draft.Subject = "avi@example.com", "re: hi"

	switch {
	case orig.DependsOn[0] != "B", orig.Tasks.Targets[0] != "call", orig.Tasks.Drafts[0].Text != "x", orig.Tasks.IDs[0] != "":
		t.Errorf("the clone's task arguments reach the original: %+v", orig.Tasks)
	case orig.Tasks.IDs[:2][1] != "", orig.Lists.Items[0] != "milk", orig.Lists.ItemIDs[:1][0] != "":
		t.Errorf("appends to the clone's slices reach the original: %+v %+v", orig.Tasks, orig.Lists)
	case orig.Calendar.EventIDs[:1][0] != "", orig.Calendar.Fields.Summary != "gym":
		t.Errorf("the clone's calendar arguments reach the original: %+v", orig.Calendar)
	case orig.Memory.IDs[:1][0] != "", orig.Memory.Draft.Text != "code 4512", orig.Memory.Fallback.Calendar.Summary != "dentist":
		t.Errorf("the clone's memory arguments reach the original: %+v", orig.Memory)
	case orig.Email.To[0] != "avi", orig.Email.Draft.Subject != "hi":
		t.Errorf("the clone's mail arguments reach the original: %+v", orig.Email)
	}
}
