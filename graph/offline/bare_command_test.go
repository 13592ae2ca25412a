package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestBareCommand: a command said alone opens its request with nothing in
// it, for the gate to ask what is missing: a reminder asks what and when,
// a task what, a list's addition which items. Near-misses keep their
// reading: the plural shows, a list of tasks is no list to add to, and a
// command with its thing is read whole.
func TestBareCommand(t *testing.T) {
	for _, tt := range []struct {
		text     string
		needTime bool
	}{
		{"reminder", true}, {"Reminder!", true}, {"new reminder", true}, {"set a reminder", true},
		{"i need a reminder", true}, {"reminder please", true}, {"remind", true},
		{"תזכורת", true}, {"תזכורת חדשה", true}, {"תקבעי תזכורת", true}, {"צריכה תזכורת", true}, {"תזכירי", true},
		{"task", false}, {"new task", false}, {"add a task", false},
		{"משימה", false}, {"משימה חדשה", false}, {"תוסיפי משימה", false},
	} {
		s := plan(t, tt.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != "" ||
			s.Tasks.Drafts[0].DueDate != nil || s.Tasks.NeedTime != tt.needTime {
			t.Errorf("%q: %+v %+v; want an empty create, needTime %v", tt.text, s, s.Tasks, tt.needTime)
		}
	}
	for _, tt := range []struct{ text, list string }{
		{"add to shopping list", "shopping"}, {"add to my grocery list", "grocery"}, {"put on the shopping list", "shopping"},
	} {
		s := plan(t, tt.text).Steps[0]
		if s.Operation != memo.OpListAdd || s.Lists.Name != tt.list || len(s.Lists.Items) != 0 {
			t.Errorf("%q: %+v; want an addition to %q with no items", tt.text, s, tt.list)
		}
	}
	// Near-misses: read as before, never an empty reminder.
	for _, text := range []string{"tasks", "reminders", "משימות", "תזכורות", "add to the to do list", "add to task list"} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpTaskCreate && s.Tasks.NeedTime && s.Tasks.Drafts[0].Text == "" {
			t.Errorf("%q: read as a bare reminder: %+v", text, s.Tasks)
		}
		if s.Operation == memo.OpListAdd && len(s.Lists.Items) == 0 {
			t.Errorf("%q: read as a bare list addition: %+v", text, s.Lists)
		}
	}
	// An event asked for by its noun alone: what it is and when are asked.
	for _, text := range []string{"new event", "New event!", "add an event", "create event", "new appointment", "I need to add an event",
		"אירוע חדש", "תוסיפי אירוע", "אירוע חדש ביומן", "תקבע לי אירוע"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != "" ||
			!s.Calendar.Drafts[0].Start.IsZero() {
			t.Errorf("%q: %+v; want an empty event to create", text, s)
		}
	}
	// Near-misses: the events shown, an event with its thing, "event" alone.
	for _, text := range []string{"events", "my events", "האירועים שלי", "אירוע", "new event: dentist tomorrow at 4", "אירוע חדש: רופא שיניים מחר ב-4"} {
		s := plan(t, text).Steps[0]
		if s.Calendar != nil && len(s.Calendar.Drafts) == 1 && s.Calendar.Drafts[0].Summary == "" {
			t.Errorf("%q: read as an event alone: %+v", text, s.Calendar)
		}
	}
	// A command with its thing is read whole.
	s := plan(t, "reminder: call mom tomorrow at 9").Steps[0]
	if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "call mom" {
		t.Errorf("reminder with its thing: %+v", s.Tasks)
	}
}

// TestBareCommandWhole: a command word inside or at the end of a request
// is no command said alone.
func TestBareCommandWhole(t *testing.T) {
	for _, text := range []string{"add a task to take out the trash", "new task: check the oven please",
		"להאכיל את החתול, כמשימה", "לבדוק את התנור, כמשימה בבקשה", "set a reminder for my pills at 8", "אני צריכה תזכורת להתקשר לבנק מחר ב-9"} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Text == "" {
			t.Errorf("%q: read as a command alone: %+v", text, s.Tasks)
		}
	}
}
