package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestTaskNamedByDue: a delete naming a reminder by the time it is due
// ("cancel my 4pm reminder", "תבטלי את התזכורת של 4") deletes the one due
// then, both halves of the day when the hour said may be either. Near
// misses: a reminder named by its title and time, a position ("the 4th",
// "reminder 4", "תמחק את 4"), a name after "של", and an event named by its
// hour ("הפגישה של 10") are read as before.
func TestTaskNamedByDue(t *testing.T) {
	for text, due := range map[string][]string{
		"cancel my 4pm reminder":     {"16:00"},
		"delete my reminder at 4pm":  {"16:00"},
		"delete the 9am one":         {"09:00"},
		"תבטלי את התזכורת של 4":      {"16:00", "04:00"},
		"תמחק את התזכורת ב-4":        {"16:00", "04:00"},
		"תבטל את המשימה של 10 בבוקר": {"10:00"},
		"delete the 4th":             nil,
		"delete reminder 4":          nil,
		"תמחק את 4":                  nil,
		"תבטל את התזכורת של דני":     nil,
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskDelete || s.Tasks == nil || !slices.Equal(s.Tasks.DueAt, due) {
			t.Errorf("%q: %s %+v; want a delete of the reminder due at %v", text, s.Operation, s.Tasks, due)
		}
	}
	if s := plan(t, "delete the dentist reminder at 4").Steps[0]; s.Tasks != nil && len(s.Tasks.DueAt) > 0 {
		t.Errorf("delete the dentist reminder at 4: %+v; a title said is no time's reference", s.Tasks)
	}
	s := plan(t, "תמחק את הפגישה של 10").Steps[0]
	if s.Operation != memo.OpEventDelete || s.Calendar == nil || s.Calendar.AtTime != "10:00" {
		t.Errorf("תמחק את הפגישה של 10: %s %+v; want the event at 10", s.Operation, s.Calendar)
	}
}
