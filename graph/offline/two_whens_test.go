package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestTwoWhens: one thing said with two whens, each a day and an hour,
// and a day that is no weekday among them, is one item at each, with the
// same title. A second when with no hour, or with words of its own, or
// two whens with no thing before them, are not split. The test's now is
// Tuesday 20 January 2026, 09:00.
func TestTwoWhens(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		op          memo.Op
		at          []*time.Time
	}{
		{"team meeting tomorrow at 9 and also thursday at 2", "team meeting", memo.OpEventCreate, []*time.Time{at(21, 9, 0), at(22, 14, 0)}},
		{"add a meeting with dan tomorrow at 9 and on friday at 2", "meeting with dan", memo.OpEventCreate, []*time.Time{at(21, 9, 0), at(23, 14, 0)}},
		{"remind me to take the pill tomorrow at 9 and on friday at 2", "take the pill", memo.OpTaskCreate, []*time.Time{at(21, 9, 0), at(23, 14, 0)}},
		{"ישיבת צוות מחלקה מחר ב9 וגם ביום חמישי ב2", "ישיבת צוות מחלקה", memo.OpEventCreate, []*time.Time{at(21, 9, 0), at(22, 14, 0)}},
		{"תזכיר לי לקחת כדור מחר ב9 ומחרתיים ב10", "לקחת כדור", memo.OpTaskCreate, []*time.Time{at(21, 9, 0), at(22, 10, 0)}},
	} {
		steps := plan(t, tt.text).Steps
		var got []string
		var when []time.Time
		for _, s := range steps {
			if s.Operation != tt.op {
				t.Errorf("%q: a step of %s; want %s", tt.text, s.Operation, tt.op)
				continue
			}
			if s.Calendar != nil {
				for _, d := range s.Calendar.Drafts {
					got, when = append(got, d.Summary), append(when, d.Start)
				}
			}
			if s.Tasks != nil {
				for _, d := range s.Tasks.Drafts {
					if d.DueDate != nil {
						got, when = append(got, d.Text), append(when, *d.DueDate)
					}
				}
			}
		}
		if len(got) != len(tt.at) {
			t.Errorf("%q: %d items %v at %v; want %d", tt.text, len(got), got, when, len(tt.at))
			continue
		}
		for i := range got {
			if got[i] != tt.title || !when[i].Equal(*tt.at[i]) {
				t.Errorf("%q: item %d %q at %v; want %q at %v", tt.text, i+1, got[i], when[i], tt.title, *tt.at[i])
			}
		}
	}
	for _, text := range []string{
		"meeting tomorrow at 5 and wednesday",             // the second day's hour not said
		"dinner with mom tomorrow at 8 and friday we fly", // words after the second day
		"tomorrow at 9 and friday at 2",                   // no thing
		"dentist tomorrow at 9 and the kids friday at 2",  // two things
	} {
		steps := plan(t, text).Steps
		for _, s := range steps {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate && len(steps) == 2 {
				t.Errorf("%q: %+v; want no item at each when", text, steps)
				break
			}
		}
	}
}
