package offline_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// movedTo is the new time a step moving the item in focus gives it, or
// nil.
func movedTo(s memo.Step) *time.Time {
	switch {
	case s.Operation == memo.OpTaskUpdate && s.Tasks != nil:
		return s.Tasks.NewDue
	case s.Operation == memo.OpEventUpdate && s.Calendar != nil && s.Calendar.Fields != nil:
		return s.Calendar.Fields.Start
	}
	return nil
}

// actsOn reports whether steps change or make anything.
func actsOn(steps []memo.Step) bool {
	for _, s := range steps {
		switch s.Operation {
		case memo.OpTaskUpdate, memo.OpEventUpdate, memo.OpTaskCreate, memo.OpEventCreate:
			return true
		}
	}
	return false
}

// TestBareCorrectionOfFocus: a bare correction of the time of the item
// in focus, its word of correcting said after the time ("5:15 actually",
// "בחמש ורבע בעצם"), with "דווקא", after the Spanish sorry, or naming
// the item ("physio is now at 4 not 2", "הפיזיו עכשיו בארבע ולא
// בשתיים"), moves it; a "not" that names another time than the item's,
// a count, a remark and no focus are not read so.
func TestBareCorrectionOfFocus(t *testing.T) {
	tomorrow14 := time.Date(2026, 1, 21, 14, 0, 0, 0, jerusalem)
	tomorrow1430 := tomorrow14.Add(30 * time.Minute)
	end := tomorrow14.Add(time.Hour)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &tomorrow14}
	physio := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "physio", When: &tomorrow14, End: &end}
	fizio := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "פיזיו", When: &tomorrow14, End: &end}
	fizioHalf := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e3", Title: "פיזיו", When: &tomorrow1430, End: &end}
	for _, c := range []struct {
		text      string
		focus     *memo.FocusItem
		hour, min int
	}{
		{"5:15 actually", task, 17, 15},
		{"4pm actually", task, 16, 0},
		{"oh 4 actually", physio, 16, 0},
		{"thursday actually", task, 14, 0},
		{"בחמש ורבע בעצם", task, 17, 15},
		{"5:15 בעצם", physio, 17, 15},
		{"בשלוש דווקא", task, 15, 0},
		{"דווקא בשלוש", fizio, 15, 0},
		{"מתוקה, בשש דווקא", task, 18, 0},
		{"היי מותק אם אפשר דווקא בשש אם אפשר", fizio, 18, 0},
		{"perdón 4", task, 16, 0},
		{"perdon, make that 5:15", physio, 17, 15},
		{"physio is now at 4 not 2", physio, 16, 0},
		{"physio is now at 4", physio, 16, 0},
		{"physio is at 4 now", physio, 16, 0},
		{"physio moved to 4 not 2", physio, 16, 0},
		{"הפיזיו עכשיו בארבע ולא בשתיים", fizio, 16, 0},
		{"הפיזיו בארבע ולא בשתיים", fizio, 16, 0},
		{"פיזיו זה בארבע לא בשתיים", fizio, 16, 0},
		{"הפיזיו עכשיו בארבע", fizio, 16, 0},
		{"יאללה הפיזיו עכשיו בארבע ולא בשתיים", fizio, 16, 0},
		{"perdón זה בשלוש לא בשתיים וחצי", fizioHalf, 15, 0},
	} {
		s := focusStep(t, c.text, c.focus)
		got := movedTo(s)
		if got == nil || got.In(jerusalem).Hour() != c.hour || got.In(jerusalem).Minute() != c.min {
			t.Errorf("%q: %s.%s to %v; want the focus at %02d:%02d", c.text, s.Capability, s.Operation, got, c.hour, c.min)
		}
	}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"5:15 actually", nil},
		{"בשלוש דווקא", nil},
		{"5:15 actually works for me", task},
		{"5:15 actually works for me", nil},
		{"actually 3 of them", task},
		{"3 of them actually", task},
		{"physio is now at 4 not 3", physio},      // not its hour
		{"הפיזיו בארבע ולא בשלוש", fizio},         // not its hour
		{"perdón זה בשלוש לא בשתיים וחצי", fizio}, // it is at 14:00
		{"זה בשלוש לא בשתיים וחצי", fizio},
		{"שינו את זה בשש דווקא", task}, // told changed by others: not "דווקא" kept as a title
	} {
		p, err := planWith(t, c.text, c.focus)
		if err == nil && actsOn(p.Steps) {
			t.Errorf("%q: %s.%s; want it asked or declined", c.text, p.Steps[0].Capability, p.Steps[0].Operation)
		}
	}
	// Named with no item in focus: the task of that name due at the hour
	// the correction replaces.
	p, err := planWith(t, "physio is now at 4 not 2", nil)
	if err != nil || len(p.Steps) != 1 || p.Steps[0].Tasks == nil || strings.Join(p.Steps[0].Tasks.DueAt, ",") != "02:00,14:00" {
		t.Errorf("physio is now at 4 not 2, no focus: %+v %v; want the physio due at 2 moved", p.Steps, err)
	}
}

// TestAmountInUnitBefore: "בעוד ארבע", "in 4" said of a reminder set
// right before as an amount from now count in that amount's unit; with
// none said before, a number in words is not guessed.
func TestAmountInUnitBefore(t *testing.T) {
	for _, c := range []struct {
		before, text string
		in           time.Duration // the focus's time from the message before
		want         time.Duration // the new time from now; 0: not moved
	}{
		{"תזכיר לי בעוד שעתיים להוציא את העוגה", "תעשה את זה בעוד ארבע", 2 * time.Hour, 4 * time.Hour},
		{"remind me in 2 hours to take the cake out", "make it in 4", 2 * time.Hour, 4 * time.Hour},
		{"remind me in 2 hours to take the cake out", "make it in four", 2 * time.Hour, 4 * time.Hour},
		{"תזכיר לי בעוד 20 דקות להוציא את העוגה", "תעשה את זה בעוד ארבעים", 20 * time.Minute, 40 * time.Minute},
		{"remind me in 20 min to take the cake out", "in 40 actually", 20 * time.Minute, 40 * time.Minute},
		{"תזכיר לי מחר ב-14 להוציא את העוגה", "תעשה את זה בעוד ארבע", 29 * time.Hour, 0},
		{"", "תעשה את זה בעוד ארבע", 2 * time.Hour, 0},
	} {
		said := now.Add(-time.Minute)
		when := said.Add(c.in)
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "take the cake out", When: &when}
		req := memo.PlanRequest{TurnID: "turn", Text: c.text, Lang: memo.English, Now: now, Loc: jerusalem, Focus: focus}
		if lang, ok := memo.DetectLanguage(c.text); ok {
			req.Lang = lang
		}
		if c.before != "" {
			req.Recent = []memo.Turn{{At: said, Role: "user", Text: c.before}, {At: said, Role: "assistant", Text: "⏰ …", Tool: "tasks.create"}}
		}
		p, err := offline.New().Plan(context.Background(), req)
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		got := movedTo(p.Steps[0])
		switch {
		case c.want == 0 && got != nil:
			t.Errorf("%q after %q: moved to %v; want it asked or declined", c.text, c.before, got)
		case c.want != 0 && (got == nil || !got.Equal(now.Add(c.want))):
			t.Errorf("%q after %q: moved to %v; want %v", c.text, c.before, got, now.Add(c.want))
		}
	}
}

// TestCorrectionInsideKeepsThing: a correction inside the message that
// makes a thing replaces what it corrects, of its kind — a place, an hour
// with the rest of its when after it, a when given to a thing whose hour
// was to be asked — and the thing keeps its noun. A correction of what is
// neither, or of a place the thing never had, is not read so.
func TestCorrectionInsideKeepsThing(t *testing.T) {
	for _, c := range []struct {
		text, title string
		not         string // a word the title must not keep
		due         *time.Time
	}{
		{"gig at the blue bar, no wait, at the jazz club on friday 9pm", "gig at the jazz club", "blue", at(23, 21, 0)},
		{"יש לי הופעה בלבונטין... לא רגע בחיפה, בקפה פוסט ביום חמישי ב9", "הופעה בחיפה, בקפה פוסט", "לבונטין", at(22, 21, 0)},
		{"meeting in room 3, no wait, in room 4 tomorrow at 10", "meeting in room 4", "3", at(21, 10, 0)},
		{"פגישה במשרד, לא רגע, בקפה ביום שישי ב10", "פגישה בקפה", "משרד", at(23, 10, 0)},
		{"פגישה במשרד ביום שישי ב10, לא רגע, בקפה", "פגישה בקפה", "משרד", at(23, 10, 0)},
		{"remind me to buy milk at the store tomorrow at 9, sorry, at the market", "buy milk at the market", "store", at(21, 9, 0)},
		{"תזכיר לי לקנות חלב בסופר מחר ב9, סליחה, בשוק", "לקנות חלב בשוק", "סופר", at(21, 9, 0)},
		{"dinner with Dana at 7 sorry 8 tomorrow", "dinner with Dana", "sorry", at(21, 20, 0)},
		{"dinner with Dana at 7, no wait, 8 tomorrow", "dinner with Dana", "wait", at(21, 20, 0)},
		{"ארוחת ערב עם דנה ב7 סליחה 8 מחר", "ארוחת ערב עם דנה", "סליחה", at(21, 20, 0)},
		{"dinner with Dana tomorrow, no wait, thursday at 7", "dinner with Dana", "wait", at(22, 19, 0)},
		{"dinner with Dana at 7, no wait, thursday at 8", "dinner with Dana", "8", at(22, 20, 0)},
		{"remind me at 5 to buy milk, no wait, in an hour", "buy milk", "hour", at(20, 10, 0)},
		{"pediatrician for maya at the library sorry in room 4 weds at 6pm", "pediatrician for maya in room 4", "library", at(21, 18, 0)},
		{"hi sweetie if you could i need reminding later to pick up the kids from school. Excuse me, tomorrow at 6pm thxx", "pick up the kids from school", "thxx", at(21, 18, 0)},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		var title string
		var due *time.Time
		switch {
		case s.Operation == memo.OpEventCreate && s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			title, due = s.Calendar.Drafts[0].Summary, &s.Calendar.Drafts[0].Start
		case s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			title, due = s.Tasks.Drafts[0].Text, s.Tasks.Drafts[0].DueDate
		}
		if len(p.Steps) != 1 || title != c.title || strings.Contains(title, c.not) || due == nil || !due.Equal(*c.due) {
			t.Errorf("%q: %s.%s %q at %v; want %q at %v", c.text, s.Capability, s.Operation, title, due, c.title, c.due)
		}
	}
	for _, text := range []string{
		"remind me to call mom at 5, no wait, at home",
		"meeting with Dana at the office tomorrow at 10, no wait, with Noa",
		"meeting on friday at 10, no wait, at the cafe",
		"remind me to call the bank at 4, no wait, 5 i keep forgetting",
		"תזכיר לי לקנות חלב מחר ב9, סליחה, בבקשה",
		"lunch at the office sorry in the evening",
	} {
		p, err := planWith(t, text, nil)
		if err == nil && actsOn(p.Steps) {
			s := p.Steps[0]
			t.Errorf("%q: %s.%s %+v %+v; want it asked or declined", text, s.Capability, s.Operation, s.Tasks, s.Calendar)
		}
	}
}
