package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestChangeWithRemark: a change of the item in focus said with a remark
// around it — why after the time, a sigh or an apology, the change told
// as one's plan after "cancel that", the item named first as a topic, "2"
// typed for "to" — moves the item; it never makes a new one, deletes it
// or undoes the last change. A remark that asks for more, or a topic that
// names another item, is not taken as one.
func TestChangeWithRemark(t *testing.T) {
	start, end := *at(22, 16, 0), *at(22, 18, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "ישיבת צוות practice", When: &start, End: &end}
	for text, want := range map[string]*time.Time{
		"make it 3:30 practice runs late":                 at(22, 15, 30),
		"move it to 5 the bus is late":                    at(22, 17, 0),
		"cancel that, I'm pushing it to friday same time": at(23, 16, 0),
		"scratch that, we'll move it to friday":           at(23, 16, 0),
		"its actualy 4:30 sorry":                          at(22, 16, 30),
		"I am afraid I was mistaken; it is at six":        at(22, 18, 0),
		"actually its at 5 not 4 ugh":                     at(22, 17, 0),
		"push it 2 1pm":                                   at(22, 13, 0),
		"regarding the practice, push it to 5":            at(22, 17, 0),
		"לעניין הישיבה, יש לדחות אותה ליום שלישי באותה השעה": at(27, 16, 0),
		"בנוגע לישיבה, יש להקדים אותה ל-15:00":               at(22, 15, 0),
		"תעשי את זה ב-15:30 האימון נגמר מאוחר":               at(22, 15, 30),
		"תזיז את זה לחמש המנהל מתעכב":                        at(22, 17, 0),
		"סליחה טעיתי, זה ב-17:00 ולא ב-16:00 אוף":            at(22, 17, 0),
		"עזוב את זה, אני דוחה אותה ליום שישי":                nil,
	} {
		s := withFocus(text, event)
		if want == nil {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpEventDelete || s.Operation == memo.OpUndo {
				t.Errorf("%q: %s; want no new item, deletion or undo", text, s.Operation)
			}
			continue
		}
		if s.Operation != memo.OpEventUpdate || s.Calendar == nil || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*want) {
			t.Errorf("%q: %s %+v; want the event moved to %v", text, s.Operation, s.Calendar, want)
		}
	}
	for _, text := range []string{
		"make it 3:30 and call dana", "make it 3:30 the other one too", "regarding the dentist, push it to 5",
		"לגבי רופא השיניים, יש לדחות אותו למחר", "push it 2 tomorrow and delete the gym",
	} {
		s := withFocus(text, event)
		if s.Operation == memo.OpEventUpdate || s.Operation == memo.OpEventCreate {
			t.Errorf("%q: %s; want it not guessed", text, s.Operation)
		}
	}
	if s := withFocus("cancel that", event); s.Operation != memo.OpUndo {
		t.Errorf("cancel that alone: %s; want the last change undone", s.Operation)
	}
}
