package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestEventLengthSaid: a new length of the event in focus moves its end
// and keeps its start; said of a task, of another item, or with a
// direction, it is no length.
func TestEventLengthSaid(t *testing.T) {
	start, end := *at(22, 17, 0), *at(22, 20, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "שיחה עם הלקוח call", When: &start, End: &end}
	for text, want := range map[string]*time.Time{
		"make it 2 hours":                at(22, 19, 0),
		"make it 2 hours long":           at(22, 19, 0),
		"it lasts 90 minutes":            at(22, 18, 30),
		"change the duration to an hour": at(22, 18, 0),
		"extend it to 3 hours":           at(22, 20, 0),
		"נא לעדכן את משך השיחה לשעה שלמה":   at(22, 18, 0),
		"תאריך את זה לשעתיים":               at(22, 19, 0),
		"תקצרי אותה לחצי שעה":               at(22, 17, 30),
		"זה נמשך שעה וחצי":                  at(22, 18, 30),
		"אפשר לעדכן את משך האירוע לשעתיים?": at(22, 19, 0),
	} {
		s := withFocus(text, event)
		f := s.Calendar
		if s.Operation != memo.OpEventUpdate || f == nil || f.Fields == nil || f.Fields.Start != nil || f.Fields.End == nil || !f.Fields.End.Equal(*want) {
			t.Errorf("%q: %s %+v; want the end at %v and the start kept", text, s.Operation, f, want)
		}
	}
	for _, text := range []string{"make it 2 hours later", "make it 2 hours before", "make it 2"} {
		s := withFocus(text, event)
		if s.Calendar != nil && s.Calendar.Fields != nil && s.Calendar.Fields.End != nil {
			t.Errorf("%q: the end moved; want no length read", text)
		}
	}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &start}
	for text, f := range map[string]*memo.FocusItem{
		"make it 2 hours": task, "תאריך את זה לשעתיים": task,
		"change the duration of the dentist to an hour": event, "תעדכן את משך הטיסה לשעתיים": event,
	} {
		if s := withFocus(text, f); s.Operation == memo.OpEventUpdate || s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: %s; want it not guessed", text, s.Operation)
		}
	}
}

// TestStartSaidKeepsEnd: a new start said alone keeps the event's end;
// a start at or past the end, on another day, or an hour without its half
// of the day moves the whole event.
func TestStartSaidKeepsEnd(t *testing.T) {
	start, end := *at(22, 17, 0), *at(22, 20, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "party", When: &start, End: &end}
	for text, keep := range map[string]bool{
		"בעצם זה מתחיל ב17:30":        true,
		"actually it starts at 17:30": true,
		"it begins at 16:00":          true,
		"actually it starts at 21:00": false,
		"זה מתחיל ב-20:00":            false,
		"make it 17:30":               false,
	} {
		s := withFocus(text, event)
		f := s.Calendar
		if s.Operation != memo.OpEventUpdate || f == nil || f.Fields == nil || f.Fields.Start == nil {
			t.Errorf("%q: %s %+v; want the start moved", text, s.Operation, f)
			continue
		}
		if got := f.Fields.End != nil && f.Fields.End.Equal(end); got != keep {
			t.Errorf("%q: end %v; want kept=%v", text, f.Fields.End, keep)
		}
	}
}
