package offline_test

import (
	"slices"
	"testing"
	"time"

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

// TestTaskNamedByDay: a delete naming a reminder by its day alone ("delete
// the reminder tomorrow", "tomorrow's reminder", "my reminder for
// tomorrow", "התזכורת של מחר", "התזכורת למחר") is the one due that day,
// shown before it goes; with an hour too, the one due then that day. Near
// misses: a title said with the day, a part of the day ("tonight's
// reminder"), the reminders of a day in the plural, and a skip of a
// named reminder are not read so.
func TestTaskNamedByDay(t *testing.T) {
	tomorrow := func(d int) *time.Time { return at(20+d, 0, 0) }
	for text, c := range map[string]struct {
		day *time.Time
		due []string
	}{
		"delete the reminder tomorrow":       {tomorrow(1), nil},
		"delete tomorrow's reminder":         {tomorrow(1), nil},
		"delete tomorrows reminder":          {tomorrow(1), nil},
		"dear delete tmorrow's reminder pls": {tomorrow(1), nil},
		"cancel my reminder for tomorrow":    {tomorrow(1), nil},
		"delete the reminder on friday":      {tomorrow(3), nil},
		"cancel my 4pm reminder tomorrow":    {tomorrow(1), []string{"16:00"}},
		"תמחק את התזכורת של מחר":             {tomorrow(1), nil},
		"תבטל את התזכורת למחר":               {tomorrow(1), nil},
		"תמחקי את התזכורת של יום שישי":       {tomorrow(3), nil},
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskDelete || s.Tasks == nil || len(s.Tasks.Targets) > 0 || s.Tasks.From == nil || !s.Tasks.From.Equal(*c.day) ||
			s.Tasks.To == nil || !s.Tasks.To.Equal(c.day.AddDate(0, 0, 1)) || !slices.Equal(s.Tasks.DueAt, c.due) || s.Verify != (c.due == nil) {
			t.Errorf("%q: %s %+v (verify %v); want the reminder due %s %v", text, s.Operation, s.Tasks, s.Verify, c.day, c.due)
		}
	}
	for _, text := range []string{
		"delete the dentist reminder tomorrow", "delete tonight's reminder", "delete tomorrow's reminders",
		"skip my gym reminder for tomorrow", "תמחק את התזכורת של דני מחר",
	} {
		if s := plan(t, text).Steps[0]; s.Tasks != nil && s.Tasks.From != nil && s.Operation == memo.OpTaskDelete && len(s.Tasks.Targets) == 0 {
			t.Errorf("%q: %+v; a title or a part of the day is no day's reference", text, s.Tasks)
		}
	}
}
