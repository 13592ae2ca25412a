package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestADayTheThingIsFor: a day that names what the thing is for ("prep
// tomorrows lunch", "lunch for tomorrow", "האוכל של מחר"), said apart
// from the reminder's own time, stays in the title; a second day said as
// a when is still two times, and not guessed.
func TestADayTheThingIsFor(t *testing.T) {
	tonight9, tonight18 := *at(20, 21, 0), *at(20, 18, 0)
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"remind me tonight at 9 to prep tomorrows lunch", "prep tomorrows lunch", tonight9},
		{"remind me tonight at 9 to prep tomorrow's lunch", "prep tomorrow's lunch", tonight9},
		{"remind me tonight at 9 to prep lunch for tomorrow", "prep lunch for tomorrow", tonight9},
		{"תזכיר לי הערב להכין את האוכל של מחר", "להכין את האוכל של מחר", tonight18},
		{"תזכירי לי הערב להכין אוכל למחר", "להכין אוכל למחר", tonight18},
		{"תזכיר לי שביום שני יש לי רופא", "יש לי רופא", time.Time{}},
		{"תזכיר לי להכין את האוכל של מחר ב-15/3 ב-10 בבוקר", "להכין את האוכל של מחר", time.Date(2026, 3, 15, 10, 0, 0, 0, jerusalem)},
		{"תזכירי לי לראות את הסרט של הערב מחר ב-9", "לראות את הסרט של הערב", *at(21, 9, 0)},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, tt.due)
	}
	// "שביום שני": the day is Monday, the hour asked.
	if d := plan(t, "תזכיר לי שביום שני יש לי רופא").Steps[0].Tasks; d.Drafts[0].DueDate == nil || d.Drafts[0].DueDate.Weekday() != time.Monday || !d.NeedTime {
		t.Errorf("שביום שני: %+v; want Monday, the hour asked", d)
	}
	for _, text := range []string{"remind me tonight to call mom tomorrow", "תזכיר לי הערב להתקשר לאמא מחר"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want two times not guessed", text, s.Tasks)
		}
	}
}

// TestTimeThatIsTheSubject: a day that is what the sentence is about
// ("Thursday is the deadline") is not when to remind, and its words never
// become a title.
func TestTimeThatIsTheSubject(t *testing.T) {
	for _, text := range []string{
		"Slides for the board, Thursday is the deadline, make sure I don't forget",
		"remind me tomorrow is moms birthday", "friday was payday remind me",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %+v; want it declined", text, s.Tasks)
			}
		}
	}
}

// TestShowMeMyDay: "my day" with nothing after it is today, in a listing
// as in a question.
func TestShowMeMyDay(t *testing.T) {
	for _, text := range []string{"show me my day", "my day?", "whats my day look like"} {
		p := plan(t, text)
		var ev *memo.Step
		for i, s := range p.Steps {
			if s.Operation == memo.OpEventGetEvents {
				ev = &p.Steps[i]
			}
		}
		if ev == nil || ev.Calendar.From == nil || !ev.Calendar.From.Equal(*at(20, 0, 0)) || !ev.Calendar.To.Equal(*at(21, 0, 0)) {
			t.Errorf("%q: %+v; want today's events", text, p.Steps)
		}
	}
}

// TestMonthlyDayAndHour: "every month at 18:00" is an hour, not the 18th
// (and which day is asked, see TestMonthlyDayAsked); a day of the month
// said as a word ("the first of every month") is that day.
func TestMonthlyDayAndHour(t *testing.T) {
	for _, tt := range []struct {
		text, title, clock string
		dom                int
	}{
		{"תזכיר לי לשלם חשבון כל חודש ב-18", "לשלם חשבון", "09:00", 18},
		{"remind me to pay rent on the first of every month at 9am", "pay rent", "09:00", 1},
		{"remind me the second of every month at 18:00 to pay the nanny", "pay the nanny", "18:00", 2},
		{"תזכיר לי בכל ראשון לחודש לשלם ארנונה", "לשלם ארנונה", "09:00", 1},
		{"בכל אחד לחודש ב-8 תזכירי לי לשלם שכירות", "לשלם שכירות", "08:00", 1},
	} {
		s := plan(t, tt.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want a monthly reminder", tt.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		r := d.Recurrence
		if d.Text != tt.title || r == nil || r.Type != memo.RecurMonthly || r.Time != tt.clock || r.DayOfMonth != tt.dom {
			t.Errorf("%q: %q %+v; want %q monthly on the %d at %s", tt.text, d.Text, r, tt.title, tt.dom, tt.clock)
		}
	}
	// "כל ראשון" alone is every Sunday; "ראשון בחודש" may be the month's first Sunday
	for _, text := range []string{"תזכיר לי כל ראשון ב-9 ללכת לבריכה", "כל ראשון בחודש ב-8 תזכיר לי לשלם ועד בית"} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Recurrence != nil && s.Tasks.Drafts[0].Recurrence.DayOfMonth == 1 {
			t.Errorf("%q read as the 1st of the month: %+v", text, s.Tasks.Drafts[0].Recurrence)
		}
	}
	if s := plan(t, "remind me every month on the second tuesday to call the bank").Steps[0]; s.Operation == memo.OpTaskCreate &&
		s.Tasks.Drafts[0].Recurrence != nil && s.Tasks.Drafts[0].Recurrence.DayOfMonth == 2 {
		t.Errorf("the second tuesday read as the 2nd: %+v", s.Tasks.Drafts[0].Recurrence)
	}
}

// TestAtTheSameTime: "at the same time" is the time of the item in focus,
// "same time tomorrow" its hour tomorrow; with nothing in focus, or with
// an hour said too, it is not guessed.
func TestAtTheSameTime(t *testing.T) {
	sunday10 := *at(25, 10, 0)
	focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call grandpa", When: &sunday10}
	ask := withFocus
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"and also remind me to call aunt rachel at the same time", "call aunt rachel", sunday10},
		{"remind me same time tomorrow to call rachel", "call rachel", *at(21, 10, 0)},
		{"ותזכיר לי באותה שעה להתקשר לדודה רחל", "להתקשר לדודה רחל", sunday10},
		{"תזכירי לי מחר באותה שעה לשלם לגנן", "לשלם לגנן", *at(21, 10, 0)},
		// A bare "also …" ending in the same words: one more like the focus.
		{"also call aunt rachel same time", "call aunt rachel", sunday10},
		{"and call aunt rachel at the same time too", "call aunt rachel", sunday10},
		{"וגם להתקשר לדודה רחל באותה שעה", "להתקשר לדודה רחל", sunday10},
	} {
		wantReminder(t, tt.text, ask(tt.text, focus), tt.title, tt.due)
	}
	for text, f := range map[string]*memo.FocusItem{
		"remind me to call rachel at the same time":       nil,
		"remind me at the same time at 11 to call rachel": focus,
		"תזכיר לי באותה שעה להתקשר לרחל":                  nil,
	} {
		if s := ask(text, f); s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want it asked or declined", text, s.Tasks)
		}
	}
}

// withFocus plans text with f in focus and returns its first step (none
// when the plan is refused).
func withFocus(text string, f *memo.FocusItem) memo.Step {
	lang, _ := memo.DetectLanguage(text)
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: f})
	if err != nil {
		return memo.Step{}
	}
	return p.Steps[0]
}

// TestRestatedTime: a correction that says the item's time again ("its
// at 11:30 not 11", "זה ב-11:30 ולא ב-11") moves it; one whose "not"
// names another time than the item's is not guessed.
func TestRestatedTime(t *testing.T) {
	at11 := *at(25, 11, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "doctors appointment", When: &at11}
	for _, text := range []string{
		"actually its at 11:30 not 11", "sorry it's at 11:30", "wait no its 11:30", "oops it is 11:30, not 11am",
		"בעצם זה ב-11:30 ולא ב-11", "סליחה, זה בעצם ב-11:30",
	} {
		s := withFocus(text, event)
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(25, 11, 30)) {
			t.Errorf("%q: %+v; want the event moved to 11:30", text, s)
		}
	}
	for _, text := range []string{"actually its at 11:30 not 10", "בעצם זה ב-11:30 ולא ב-9"} {
		if s := withFocus(text, event); s.Operation == memo.OpEventUpdate {
			t.Errorf("%q: %+v; want it not guessed", text, s.Calendar)
		}
	}
}

// TestWeekdaysWithoutCommas: the days of a weekly repetition said one
// after the other, with no comma or "and" between some, are all kept.
func TestWeekdaysWithoutCommas(t *testing.T) {
	for _, text := range []string{
		"remind me every monday wednesday and friday at 7am to go to the gym", "schedule gym every mon wed fri at 7am",
	} {
		s := plan(t, text).Steps[0]
		var days []int
		switch {
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Recurrence != nil:
			days = s.Tasks.Drafts[0].Recurrence.Days
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1 && s.Calendar.Drafts[0].Recurrence != nil:
			days = s.Calendar.Drafts[0].Recurrence.Days
		}
		if len(days) != 3 || days[0] != 1 || days[1] != 3 || days[2] != 5 {
			t.Errorf("%q: %s.%s days %v; want Monday, Wednesday and Friday", text, s.Capability, s.Operation, days)
		}
	}
}

// wantReminder checks that s, planned for text, makes one reminder titled
// title at due (at any time, or none, when due is zero).
func wantReminder(t *testing.T, text string, s memo.Step, title string, due time.Time) {
	t.Helper()
	if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
		t.Errorf("%q: %s.%s %+v; want one reminder", text, s.Capability, s.Operation, s.Tasks)
		return
	}
	d := s.Tasks.Drafts[0]
	if d.Text != title || !due.IsZero() && (d.DueDate == nil || !d.DueDate.Equal(due)) {
		t.Errorf("%q: %q at %v; want %q at %v", text, d.Text, d.DueDate, title, due)
	}
}
