package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestEndsUnsaidSubject: how long the event in focus goes, its subject
// left unsaid ("goes till 7", "runs until 7", "נגמר ב-7"), is its end
// (its half of the day settled where the event is read); said of a
// reminder, it is no title ("goes").
func TestEndsUnsaidSubject(t *testing.T) {
	at17 := *at(25, 17, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "shearing", When: &at17}
	eventHE := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "מטווח", When: &at17}
	for text, f := range map[string]*memo.FocusItem{"goes till 7": event, "runs until 7pm": event, "goes on till 7": event, "ends at 7": event, "נגמר ב-7": eventHE} {
		s := withFocus(text, f)
		if s.Operation != memo.OpEventUpdate || s.Calendar == nil || s.Calendar.Fields == nil || s.Calendar.Fields.End == nil ||
			s.Calendar.Fields.End.Hour()%12 != 7 || s.Calendar.Fields.Start != nil {
			t.Errorf("%q: %s %+v; want the event's end changed to 7", text, s.Operation, s.Calendar)
		}
	}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at17}
	for _, text := range []string{"goes till 7", "runs until 7"} {
		if s := withFocus(text, task); s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want no reminder titled by the verb", text, s.Tasks)
		}
	}
}
