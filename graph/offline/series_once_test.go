package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestOnlyOccurrence: a removal restricted by "only", "just", "רק" to one
// occurrence of a repeating event is that occurrence's, its words no part
// of the name; a day of the series told off ("אין חוג השבוע") is that
// day's. Near misses: "only" with nothing to tell which, another event
// named, a thing that is no event.
func TestOnlyOccurrence(t *testing.T) {
	start := *at(22, 19, 0)
	end := start.Add(time.Hour)
	yoga := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1_20260122", Title: "yoga", When: &start, End: &end, Recurring: true}
	hug := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e3_20260122", Title: "חוג ציור", When: &start, End: &end, Recurring: true}
	day := func(d int) string { return time.Date(2026, 1, d, 0, 0, 0, 0, jerusalem).Format(time.DateOnly) }
	tests := []struct {
		text    string
		focus   *memo.FocusItem
		summary string // the event looked up
		day     string
	}{
		{"cancel only this monday's session", nil, "session", day(26)},
		{"תבטל רק את הסשן של שני הקרוב", nil, "הסשן", day(26)},
		{"cancel just the dentist tomorrow", nil, "dentist", day(21)},
		{"skip yoga next week", nil, "yoga", day(25)},
		{"cancel only this monday's session", yoga, "yoga", day(26)},
		{"cancel just the one on monday", yoga, "yoga", day(26)},
		{"cancel only this one", yoga, "yoga", day(22)},
		{"cancel this one only", yoga, "yoga", day(22)},
		{"no yoga next week", yoga, "yoga", day(25)},
		{"תבטל רק את זה", hug, "חוג ציור", day(22)},
		{"תבטלי רק את החוג של יום שני", hug, "חוג ציור", day(26)},
		{"אין חוג השבוע", hug, "חוג ציור", day(20)},
		{"השבוע אין חוג", hug, "חוג ציור", day(20)},
		{"תבטל רק את החוג ציור של מחר", hug, "חוג ציור", day(21)},
	}
	for _, tt := range tests {
		s := withFocus(tt.text, tt.focus)
		c := s.Calendar
		if s.Operation != memo.OpEventDelete || c == nil || c.Scope != memo.ScopeInstance {
			t.Errorf("%q: %s %+v; want one occurrence removed", tt.text, s.Operation, c)
			continue
		}
		if c.Summary != tt.summary || c.From == nil || c.From.In(jerusalem).Format(time.DateOnly) != tt.day {
			t.Errorf("%q: %q from %v; want %q from %s", tt.text, c.Summary, c.From, tt.summary, tt.day)
		}
	}
	for text, f := range map[string]*memo.FocusItem{
		"cancel only yoga": nil, "אין חלב מחר": hug, "no milk tomorrow": yoga, "אין חוג": hug,
		"cancel only the dentist on monday": yoga, "תבטל רק את הרופא ביום שני": hug,
	} {
		s := withFocus(text, f)
		if s.Calendar != nil && s.Calendar.Scope == memo.ScopeInstance && (s.Calendar.Summary == "" || f != nil && s.Calendar.Summary == f.Title) {
			t.Errorf("%q: %+v; want no occurrence of the focus removed", text, s.Calendar)
		}
	}
}

// TestEndSaidAhead: the end of the event in focus said as what will be
// ("it'll run till 6", "זה יימשך עד 9") moves its end; of a task, or said
// of no time, it is not read so.
func TestEndSaidAhead(t *testing.T) {
	start := *at(22, 15, 0)
	end := start.Add(time.Hour)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: &start, End: &end}
	for text, h := range map[string]int{
		"it'll run till 6": 18, "it will run until 7pm": 19, "it should be over by 5": 17, "make it till 6": 18,
		"זה יימשך עד 6": 18, "תאריך את זה עד 6": 18, "שיהיה עד 5": 17, "זה יהיה עד 7": 19,
	} {
		s := withFocus(text, event)
		c := s.Calendar
		if s.Operation != memo.OpEventUpdate || c == nil || c.Fields == nil || c.Fields.End == nil || c.Fields.Start != nil || c.Fields.End.In(jerusalem).Hour() != h {
			t.Errorf("%q: %s %+v; want the end at %d", text, s.Operation, c, h)
		}
	}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &start}
	for text, f := range map[string]*memo.FocusItem{"it'll run till 6": task, "it'll run till tomorrow": event, "זה יימשך עד מחר": event, "make it till the end": event} {
		if s := withFocus(text, f); s.Calendar != nil && s.Calendar.Fields != nil && s.Calendar.Fields.End != nil {
			t.Errorf("%q: end moved to %v; want it not read", text, s.Calendar.Fields.End)
		}
	}
}

// TestReportedMove: a move told as the call that asked for it ("the
// optician has telephoned to move it to friday at 10", "המרפאה התקשרה
// להזיז את זה ליום חמישי ב10") moves the event in focus; with none in focus
// nothing is guessed, and a call told with no change moves nothing.
func TestReportedMove(t *testing.T) {
	start := *at(22, 9, 0)
	end := start.Add(time.Hour)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "תור במרפאה", When: &start, End: &end}
	for text, want := range map[string]*time.Time{
		"the optician has telephoned to move it to friday at 10": at(23, 10, 0),
		"the school called to push it to friday at 4":            at(23, 16, 0),
		"המרפאה התקשרה להזיז את זה ליום שישי ב10":                at(23, 10, 0),
		"הרופא התקשר ואמר לדחות את זה ליום ראשון ב9":             at(25, 9, 0),
		"המזכירה של הרופא התקשרה להעביר אותו ליום שישי ב11":      at(23, 11, 0),
	} {
		s := withFocus(text, event)
		c := s.Calendar
		if s.Operation != memo.OpEventUpdate || c == nil || c.Fields == nil || c.Fields.Start == nil || !c.Fields.Start.Equal(*want) {
			t.Errorf("%q: %s %+v; want the event moved to %v", text, s.Operation, c, want)
		}
	}
	for text, f := range map[string]*memo.FocusItem{
		"the optician has telephoned to move it to friday at 10": nil, "המרפאה התקשרה להזיז את זה ליום שישי ב10": nil,
		"המרפאה התקשרה, הכל בסדר": event, "the optician called about my glasses": event,
	} {
		if s := withFocus(text, f); s.Operation == memo.OpEventUpdate || s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
			t.Errorf("%q: %s; want nothing moved or made", text, s.Operation)
		}
	}
}
