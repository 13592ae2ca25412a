package offline_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestChangeSaidWithMore: a change of the reminder or event in focus said
// with more than its new time — the verb of reminding and a word that
// prefers, who asked for it, what for, a particle, the hour it replaces,
// the start named — moves it; the same words around what is no time, or
// with nothing in focus, move and make nothing.
func TestChangeSaidWithMore(t *testing.T) {
	task := func(h int) *memo.FocusItem {
		return &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "ללכת להרצאה", When: at(21, h, 0)}
	}
	event := func(h int) *memo.FocusItem {
		return &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "footy training", When: at(21, h, 0)}
	}
	tests := []struct {
		text  string
		focus *memo.FocusItem
		to    *time.Time // nil: nothing moved or made
	}{
		// A remind verb, a time and a word that prefers: the same day.
		{"תזכיר ב7:30 עדיף", task(8), at(21, 7, 30)},
		{"תזכיר לי ב7:30 יותר טוב", task(8), at(21, 7, 30)},
		{"remind me at 7:30 better", task(8), at(21, 7, 30)},
		{"remind me at 7:30 instead", task(8), at(21, 7, 30)},
		{"7:30 instead", task(8), at(21, 7, 30)},
		{"ב7:30 במקום", task(8), at(21, 7, 30)},
		// Who asked, and what for, said after the time.
		{"make it 5 coach said", event(16), at(21, 17, 0)},
		{"make it 5 he asked", event(16), at(21, 17, 0)},
		{"תעשה את זה 5 הוא ביקש", event(16), at(21, 17, 0)},
		{"תעשה 4:45 ליתר ביטחון", task(5), at(21, 4, 45)},
		{"make it 4:45 to be safe", task(5), at(21, 4, 45)},
		{"make it 4:45 just in case", task(5), at(21, 4, 45)},
		// A move someone asked for, told.
		{"הוא ביקש להקדים ל9:30", event(10), at(21, 9, 30)},
		{"היא רוצה לדחות את זה ל11", event(10), at(21, 11, 0)},
		{"she wants it earlier, 9:30", event(10), at(21, 9, 30)},
		{"coach asked me to move it to 11", event(10), at(21, 11, 0)},
		// A particle after the day; the hour denied first.
		{"oops Sunday pala", task(14), at(25, 14, 0)},
		{"רגע לא ב7, ב8", event(19), at(21, 20, 0)},
		{"wait not 7, 8", event(19), at(21, 20, 0)},
		// The start of the event named.
		{"actually make it start 7.30", event(8), at(21, 7, 30)},
		// Near misses: no time, a direction the time does not go, nothing
		// in focus.
		{"make it 5 people", event(16), nil},
		{"make it 4:45 to be safe or 5", task(5), nil},
		{"she wants it blue", event(10), nil},
		{"הוא ביקש להקדים ל11", event(10), nil},
		{"עדיף לא", task(8), nil},
		{"not at 7, at home", event(19), nil},
		{"wait not 6, 8", event(19), nil},
		{"תזכיר ב7:30 עדיף", nil, nil},
		{"make it 5 coach said", nil, nil},
		{"she wants it earlier, 9:30", nil, nil},
	}
	for _, tt := range tests {
		s := withFocus(tt.text, tt.focus)
		var got *time.Time
		switch {
		case s.Operation == memo.OpTaskUpdate && s.Tasks != nil:
			got = s.Tasks.NewDue
		case s.Operation == memo.OpEventUpdate && s.Calendar != nil && s.Calendar.Fields != nil:
			got = s.Calendar.Fields.Start
		case s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate:
			t.Errorf("%q: %s; want nothing made", tt.text, s.Operation)
			continue
		}
		switch {
		case tt.to == nil && got != nil:
			t.Errorf("%q: moved to %v; want nothing moved", tt.text, got.In(jerusalem))
		case tt.to != nil && got == nil:
			t.Errorf("%q: %s; want it moved to %v", tt.text, s.Operation, tt.to.In(jerusalem))
		case tt.to != nil && !got.Equal(*tt.to):
			t.Errorf("%q: moved to %v; want %v", tt.text, got.In(jerusalem), tt.to.In(jerusalem))
		}
	}
}

// TestDoneSaidWithMore: the task in focus said done after what was done,
// or said done twice, is done; a done said beside another request is not.
func TestDoneSaidWithMore(t *testing.T) {
	f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לבדוק תוקף של אקמול", When: at(21, 9, 0)}
	for _, text := range []string{"בדקתי, תסמן שסיימתי", "בדקתי, תסמן שבוצע", "done with that, tick it off", "done, tick it off"} {
		s := withFocus(text, f)
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s %+v; want the task in focus done", text, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{"done with that, call mom", "בדקתי, תזכיר לי מחר"} {
		if s := withFocus(text, f); s.Operation == memo.OpTaskComplete {
			t.Errorf("%q: done; want it not read as done alone", text)
		}
	}
}

// TestStopAfterAsksTheDate: a repeating reminder told to stop after what
// has no date asks which date; after a count, or of what does not
// repeat, it is declined; nothing is stopped now. After a date it ends
// there (TestSeriesEnd).
func TestStopAfterAsksTheDate(t *testing.T) {
	series := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "ללמוד לסטטיסטיקה", Recurring: true}
	once := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "call mom", When: at(21, 9, 0)}
	plan := func(text string, f *memo.FocusItem) (memo.Plan, error) {
		lang, _ := memo.DetectLanguage(text)
		return offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: f})
	}
	for _, text := range []string{"תעצור את זה אחרי המבחן", "stop it after the exam", "stop after the exam", "תפסיקי אותה אחרי החופש"} {
		_, err := plan(text, series)
		var e *memo.Error
		if !errors.As(err, &e) || e.Why != memo.WhyUntilWhichDate {
			t.Errorf("%q: %v; want which date asked", text, err)
		}
	}
	for _, c := range []struct {
		text string
		f    *memo.FocusItem
	}{{"stop it after 3 times", series}, {"תעצור את זה אחרי שלוש פעמים", series}, {"stop it after the exam", once}, {"stop it after the exam", nil}} {
		p, err := plan(c.text, c.f)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpUnknown {
			t.Errorf("%q: %v %v; want it declined", c.text, err, p.Steps)
		}
	}
}
