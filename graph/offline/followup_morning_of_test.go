package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMorningOf: a reminder asked on the morning of the event in focus
// ("remind me the morning of", "and that morning too", "תזכירי לי בבוקר
// של אותו יום") comes on its day at 9:00, as "the night before" comes the
// day before at 20:00; one that would come after the thing, or with an
// hour whose half of the day is unsaid, is not guessed.
func TestMorningOf(t *testing.T) {
	meeting := event("meeting with Dana", at(21, 17, 0), at(21, 18, 0))
	meetingHE := event("פגישה עם דנה", at(21, 17, 0), at(21, 18, 0))
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
		due   int // day of January
		hour  int
		title string
	}{
		{"remind me the night before", meeting, 20, 20, "meeting with Dana"},
		{"REMIND ME THE NIGHT BEFORE", meeting, 20, 20, "meeting with Dana"},
		{"remind me the morning of", meeting, 21, 9, "meeting with Dana"},
		{"REMIND ME THE MORNING OF", meeting, 21, 9, "meeting with Dana"},
		{"and the morning of", meeting, 21, 9, "meeting with Dana"},
		{"remind me that morning too", meeting, 21, 9, "meeting with Dana"},
		{"and the morning of to bring the files", meeting, 21, 9, "bring the files"},
		{"תזכיר לי ערב לפני", meetingHE, 20, 20, "פגישה עם דנה"},
		{"תזכירי לי בבוקר של היום", meetingHE, 21, 9, "פגישה עם דנה"},
		{"תזכירי לי בבוקר של אותו יום", meetingHE, 21, 9, "פגישה עם דנה"},
		{"תזכיר לי גם באותו יום בבוקר", meetingHE, 21, 9, "פגישה עם דנה"},
		{"תזכירי לי בבוקר של היום להביא את הקבצים", meetingHE, 21, 9, "להביא את הקבצים"},
	} {
		s := withFocus(tc.text, tc.focus)
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s %+v; want a reminder", tc.text, s.Operation, s.Tasks)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.DueDate == nil || !d.DueDate.Equal(*at(tc.due, tc.hour, 0)) || d.Text != tc.title {
			t.Errorf("%q: %q at %v; want %q on the %d at %d:00", tc.text, d.Text, d.DueDate, tc.title, tc.due, tc.hour)
		}
	}
	early := event("early shift", at(21, 7, 0), at(21, 15, 0))
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"remind me the morning of", early},
		{"תזכירי לי בבוקר של אותו יום", early},
		{"remind me the morning of at 7", meeting},
	} {
		if s := withFocus(tc.text, tc.focus); s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want it not guessed", tc.text, s.Tasks)
		}
	}
	// With nothing in focus, "בבוקר של היום" is this morning's: not
	// declined as a lead counted from nothing.
	if s := withFocus("תזכירי לי בבוקר של היום לקנות חלב", nil); s.Operation != memo.OpTaskCreate {
		t.Errorf("without a focus: %s; want a reminder", s.Operation)
	}
}
