package offline_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestEndFocusSaid: the end of the event in focus told with a verb of
// ending, the subject "it" or unsaid, opened by a "no" or a change and
// closed by "instead" or a please, in both languages, is its new end and
// never its title nor a new reminder; an end before the start rolls past
// midnight only when midnight or the small hours are said. Said of a
// reminder or of nothing, it is asked; a length, a thing run out and a
// sentence with "ends" in it keep their readings.
func TestEndFocusSaid(t *testing.T) {
	at10 := *at(23, 10, 0)
	at20 := *at(22, 20, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "staff meeting", When: &at10}
	wedding := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "חתונה של מוישי", When: &at20}
	for _, c := range []struct {
		text string
		f    *memo.FocusItem
		hour int // the end's hour, of 12 when its half was not said
		min  int
	}{
		{"change it to end at 11:30", event, 11, 30},
		{"make it finish at 3 instead", event, 3, 0},
		{"no, finish at 13 please", event, 13, 0},
		{"finish at 13", event, 13, 0},
		{"extend it to 1pm", event, 13, 0},
		{"till 12", event, 12, 0},
		{"it ends at 12:30", event, 12, 30},
		{"can you make it end at 2pm", event, 14, 0},
		{"תשנה שזה נגמר בחצות", wedding, 0, 0},
		{"שזה נגמר ב-23:00", wedding, 23, 0},
		{"שזה ייגמר ב2 בלילה", wedding, 2, 0},
		{"שיסתיים ב-13", event, 13, 0},
		{"שזה יסתיים ב12", event, 12, 0},
		{"עד 12", event, 12, 0},
		{"סליחה, שהפגישה תסתיים ב-14:00", event, 14, 0},
	} {
		s := withFocus(c.text, c.f)
		if s.Operation != memo.OpEventUpdate || s.Calendar == nil || s.Calendar.Fields == nil || s.Calendar.Fields.End == nil ||
			s.Calendar.Fields.Summary != "" || s.Calendar.Fields.Start != nil {
			t.Errorf("%q: %s %+v; want the event's end changed", c.text, s.Operation, s.Calendar)
			continue
		}
		end := s.Calendar.Fields.End.In(jerusalem)
		h := end.Hour()
		if s.Calendar.Fields.EndEitherHalf {
			h, c.hour = h%12, c.hour%12
		}
		if h != c.hour || end.Minute() != c.min {
			t.Errorf("%q: ends %s; want %02d:%02d", c.text, end.Format(time.Kitchen), c.hour, c.min)
		}
	}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at10}
	for _, c := range []struct {
		text string
		f    *memo.FocusItem
	}{
		{"ends at 8am", event},                  // before its start, no small hours said
		{"finish at 6", task},                   // a reminder has no end
		{"שזה נגמר ב-5", task},                  // nor in Hebrew
		{"ends at 5", nil},                      // of what?
		{"תשנה שזה נגמר מאוחר", wedding},        // an end, no title
		{"the meeting ends the project", event}, // no time
	} {
		s := withFocus(c.text, c.f)
		if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpTaskUpdate ||
			s.Operation == memo.OpEventUpdate && (s.Calendar == nil || s.Calendar.Fields == nil || s.Calendar.Fields.Summary != "" || s.Calendar.Fields.End != nil) {
			t.Errorf("%q: %s %+v %+v; want it asked or declined", c.text, s.Operation, s.Calendar, s.Tasks)
		}
	}
	// A length stays a length: "extend it to 2 hours".
	if s := withFocus("extend it to 2 hours", event); s.Operation != memo.OpEventUpdate {
		t.Errorf("extend it to 2 hours: %s; want the event made longer", s.Operation)
	}
}

// TestAtTheHour: a learner's "at the 8", "at the 20:30" (the article of
// "alle 8", "a las 8") is the hour, with the Italian day words "domani",
// "oggi", and "remember me … to" is "remind me"; "at the 15th" and "at
// the 15 of may" stay dates.
func TestAtTheHour(t *testing.T) {
	mon := time.Date(2026, 12, 2, 10, 0, 0, 0, jerusalem)
	for _, c := range []struct {
		text string
		op   memo.Op
		hour int
	}{
		{"Tomorrow morning at the 8 I must to call the commercialista, remind me please", memo.OpTaskCreate, 8},
		{"Domani I have the dentist at the 15, put in calendar", memo.OpEventCreate, 15},
		{"Friday I have dinner with Giulia at the 20:30", memo.OpEventCreate, 20},
		{"Remember me every Monday at the 9 to pay the rent of the office", memo.OpTaskCreate, 9},
		{"remind me to call the bank at the 17", memo.OpTaskCreate, 17},
	} {
		p := planAt(t, c.text, mon)
		s := p.Steps[0]
		hour := -1
		switch {
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil:
			hour = s.Tasks.Drafts[0].DueDate.In(jerusalem).Hour()
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Recurrence != nil:
			fmt.Sscanf(s.Tasks.Drafts[0].Recurrence.Time, "%d:", &hour)
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			hour = s.Calendar.Drafts[0].Start.In(jerusalem).Hour()
		}
		if s.Operation != c.op || hour != c.hour {
			t.Errorf("%q: %s %+v %+v; want %s at %d", c.text, s.Operation, s.Tasks, s.Calendar, c.op, c.hour)
		}
	}
	for _, text := range []string{"remind me to pay rent at the 15th", "remind me to pay rent at the 15 of may"} {
		p := planAt(t, text, mon)
		if s := p.Steps[0]; s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil && s.Tasks.Drafts[0].DueDate.In(jerusalem).Hour() == 15 {
			t.Errorf("%q: due %s; want the 15th a day, not an hour", text, s.Tasks.Drafts[0].DueDate)
		}
	}
}
