package offline_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// Messages about the item in focus: corrected, moved, shifted, renamed,
// or followed by one more like it.

// TestCorrectionOfTheFocus: a correction that names the item the
// conversation is about moves it; one that names something else makes
// nothing new, since whether it corrects or adds cannot be told.
func TestCorrectionOfTheFocus(t *testing.T) {
	start := time.Date(2026, 1, 23, 17, 30, 0, 0, jerusalem)
	haircut := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "haircut", When: &start}
	tispo := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "תספורת", When: &start}
	tests := []struct {
		text  string
		focus *memo.FocusItem
		op    memo.Op // "" for nothing planned
		hour  int
	}{
		{"actually the haircut is at 18:30", haircut, memo.OpEventUpdate, 18},
		{"actually haircut at 19:00", haircut, memo.OpEventUpdate, 19},
		{"בעצם התספורת ב-18:30", tispo, memo.OpEventUpdate, 18},
		{"actually the dentist is at 5", haircut, "", 0},
		{"sorry, lunch with Dana at 2", haircut, "", 0},
		{"בעצם רופא שיניים ב-5", tispo, "", 0},
		{"actually, remind me tomorrow at 9 to call mom", haircut, memo.OpTaskCreate, 9},
	}
	for _, tt := range tests {
		lang, _ := memo.DetectLanguage(tt.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: tt.text, Lang: lang, Now: now, Loc: jerusalem, Focus: tt.focus,
		})
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		s := p.Steps[0]
		if tt.op == "" {
			if len(p.Steps) != 1 || s.Operation != memo.OpUnknown {
				t.Errorf("%q: %s.%s; want nothing planned", tt.text, s.Capability, s.Operation)
			}
			continue
		}
		if len(p.Steps) != 1 || s.Operation != tt.op {
			t.Errorf("%q: %d steps, %s.%s; want %s", tt.text, len(p.Steps), s.Capability, s.Operation, tt.op)
			continue
		}
		var at *time.Time
		switch {
		case s.Calendar != nil && s.Calendar.Fields != nil:
			if ids := s.Calendar.EventIDs; len(ids) != 1 || ids[0] != tt.focus.ID {
				t.Errorf("%q: events %v; want the focus %s", tt.text, ids, tt.focus.ID)
			}
			at = s.Calendar.Fields.Start
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			at = s.Tasks.Drafts[0].DueDate
		}
		if at == nil || at.In(jerusalem).Hour() != tt.hour {
			t.Errorf("%q: at %v; want %d o'clock", tt.text, at, tt.hour)
		}
	}
}

// TestShiftByAnAmount: "push it by 10 min", "תדחי בעוד 10 דקות" move the
// focus by that much from its own time, never to that much from now.
func TestShiftByAnAmount(t *testing.T) {
	due := now.Add(20 * time.Minute)
	focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "check the laundry", When: &due}
	for _, text := range []string{"תדחי בעוד 10 דקות", "push it by 10 min", "snooze that 10 min", "postpone it in 10 minutes"} {
		lang, _ := memo.DetectLanguage(text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: focus,
		})
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		s := p.Steps[0]
		if len(p.Steps) != 1 || s.Operation != memo.OpTaskUpdate || s.Tasks == nil || s.Tasks.NewDue == nil ||
			!s.Tasks.NewDue.Equal(due.Add(10*time.Minute)) {
			t.Errorf("%q: %+v; want the task moved to %s", text, p.Steps, due.Add(10*time.Minute).Format("15:04"))
		}
	}
}

// TestRenameTheFocus: "תשנה את השם ל…" opens as a move does, and renames.
func TestRenameTheFocus(t *testing.T) {
	due := now.Add(time.Hour)
	focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לאסוף את נועה", When: &due}
	for text, want := range map[string]string{
		`תשנה את השם ל"לאסוף את נועה ויואב"`: "לאסוף את נועה ויואב",
		"rename it to pick up Noa and Yoav":  "pick up Noa and Yoav",
	} {
		lang, _ := memo.DetectLanguage(text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: focus,
		})
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if s := p.Steps[0]; len(p.Steps) != 1 || s.Tasks == nil || s.Tasks.NewText != want {
			t.Errorf("%q: %+v; want the text %q", text, p.Steps, want)
		}
	}
}

// TestContinuationKeepsTheDay: "and a call with the bank at 3:30" after
// tomorrow's lunch is tomorrow; a message that names its day keeps it.
func TestContinuationKeepsTheDay(t *testing.T) {
	lunch := time.Date(2026, 1, 21, 13, 0, 0, 0, jerusalem)
	focus := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "lunch", When: &lunch}
	for _, tc := range []struct {
		text string
		want *time.Time
	}{
		{"and a call with the bank at 3:30", at(21, 15, 30)},
		{"וגם ארוחת ערב עם אבא ב-20:00", at(21, 20, 0)},
		{"and remind me at 5 to buy wine", at(21, 17, 0)},
		{"and a call with the bank on friday at 3:30", at(23, 15, 30)},
	} {
		lang, _ := memo.DetectLanguage(tc.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: tc.text, Lang: lang, Now: now, Loc: jerusalem, Focus: focus,
		})
		if err != nil {
			t.Fatalf("%q: %v", tc.text, err)
		}
		var got *time.Time
		switch s := p.Steps[0]; {
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			got = &s.Calendar.Drafts[0].Start
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			got = s.Tasks.Drafts[0].DueDate
		}
		if got == nil || !got.Equal(*tc.want) {
			t.Errorf("%q: %+v; want at %v", tc.text, p.Steps, tc.want)
		}
	}
}

// TestAlsoAnItemByPlace: "the first one too" refers to an item shown, so
// it makes no new task named "first one".
func TestAlsoAnItemByPlace(t *testing.T) {
	due := now.Add(time.Hour)
	focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "call the landlord", When: &due}
	for _, text := range []string{"the first one too", "and number 2 too", "גם את הראשונה", "וגם 3"} {
		lang, _ := memo.DetectLanguage(text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: focus,
		})
		if err != nil {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: created %+v; want no new task", text, s.Tasks.Drafts)
			}
		}
	}
}

// TestMoveToABareHour: "move it to 4" reads the hour as a new item's hour
// is read, 1–6 in the afternoon, unless the item itself is in the small
// hours; other hours are the half of the day nearer the item's time. Of
// an item in the morning, 1–7 are asked about (TestEitherHalfAsked).
func TestMoveToABareHour(t *testing.T) {
	at := func(h int) *time.Time {
		v := time.Date(2026, 1, 21, h, 0, 0, 0, jerusalem)
		return &v
	}
	task := func(h int) *memo.FocusItem {
		return &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call", When: at(h)}
	}
	event := func(h int) *memo.FocusItem {
		return &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting", When: at(h), End: at(h + 1)}
	}
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
		hour  int
	}{
		{"move it to 4", event(14), 16},
		{"move it to 5", task(13), 17},
		{"תזיז את זה לחמש", task(13), 17},
		{"תזיז אותה ל-4", event(15), 16},
		{"make it 6", task(12), 18},
		{"make it 8", task(10), 8},
		{"make it 8", event(16), 20},
		{"move it to 11", task(14), 11},
		{"make it 4", task(5), 4},
		// A change opened by chatter or by saying it was wrong.
		{"aiyo wrong lah, make it 7pm", event(20), 19},
		{"wrong, make it 7pm", event(20), 19},
		{"oops wrong time, make it 7pm", event(20), 19},
		{"sorry wrong, change it to 7", event(20), 19},
		{"alamak make it 7pm", task(20), 19},
		{"aiyo change to 7pm", event(20), 19},
		{"alamak move to 7pm", task(20), 19},
		{"that's wrong, move it to 7", task(20), 19},
		{"לא נכון, תשנה ל7", event(20), 19},
		{"זה לא נכון, תעשה את זה ב7", task(20), 19},
		{"טעיתי בשעה, תשנה לשבע", event(20), 19},
	} {
		lang, _ := memo.DetectLanguage(tc.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: tc.text, Lang: lang, Now: now, Loc: jerusalem, Focus: tc.focus,
		})
		if err != nil {
			t.Fatalf("%q: %v", tc.text, err)
		}
		var got *time.Time
		if s := p.Steps[0]; len(p.Steps) == 1 {
			switch {
			case s.Calendar != nil && s.Operation == memo.OpEventUpdate && s.Calendar.Fields != nil:
				got = s.Calendar.Fields.Start
			case s.Tasks != nil && s.Operation == memo.OpTaskUpdate:
				got = s.Tasks.NewDue
			}
		}
		if got == nil || got.In(jerusalem).Hour() != tc.hour {
			t.Errorf("%q about an item at %s: %v (%+v); want %d o'clock", tc.text, tc.focus.When.Format("15:04"), got, p.Steps, tc.hour)
		}
	}
}

// TestAddNamingTheListInFocus: "תוסיף לטיול מים" while the trip list is
// in view adds water to it; the list's name is no part of the item.
func TestAddNamingTheListInFocus(t *testing.T) {
	trip := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "טיול"}
	for _, text := range []string{"תוסיף לטיול מים", "תוסיף מים לטיול"} {
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: text, Lang: memo.Hebrew, Now: now, Loc: jerusalem, Focus: trip, ListNames: []string{"טיול", "קניות"},
		})
		if err != nil {
			t.Fatal(err)
		}
		s := p.Steps[0]
		if s.Operation != memo.OpListAdd || s.Lists == nil || !slices.Equal(s.Lists.Items, []string{"מים"}) {
			t.Errorf("%q: %s.%s %+v; want מים added to טיול", text, s.Capability, s.Operation, s.Lists)
		}
	}
}

// TestWrongIsAThingsWord: "wrong" opens a change only before a mark or a
// change; "wrong size jeans" is what is returned.
func TestWrongIsAThingsWord(t *testing.T) {
	for _, c := range []struct{ text, title string }{
		{"remind me at 5 to return the wrong size jeans", "return the wrong size jeans"},
		{"wrong size jeans return at 5 remind me", "wrong size jeans return"},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Text != c.title {
			t.Errorf("%q: titled %q; want %q or a decline", c.text, s.Tasks.Drafts[0].Text, c.title)
		}
	}
}
