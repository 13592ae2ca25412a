package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestRemindHourOnFocusDay: "remind me at 6" of an event on a later day is
// on the event's day, the half of the day before it when none is said;
// an hour whose halves both come after the event is asked, one passed is
// refused, and a day said keeps its own day.
func TestRemindHourOnFocusDay(t *testing.T) {
	party := *at(21, 20, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "party", When: &party}
	for _, row := range []struct {
		text     string
		day, h   int
		thing    string
		fromItem bool
	}{
		{"remind me at 6", 21, 18, "party", true}, {"remind me about it at 6:30", 21, 18, "party", true}, {"remind me at 10", 21, 10, "party", true},
		{"remind me at 7am", 21, 7, "party", true}, {"remind me at 9pm", 21, 21, "party", true}, {"remind me tomorrow at 6", 21, 18, "party", true},
		{"תזכירי לי בשש", 21, 18, "party", true}, {"תזכיר לי על זה בעשר", 21, 10, "party", true}, {"תזכיר לי ב-17:00", 21, 17, "party", true},
		{"remind me friday at 6", 23, 18, "party", true}, {"תזכיר לי ביום שישי בשש", 23, 18, "party", true},
	} {
		s := withFocus(row.text, event)
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].DueDate == nil ||
			!s.Tasks.Drafts[0].DueDate.Equal(*at(row.day, row.h, minuteOf(row.text))) || s.Tasks.Drafts[0].Text != row.thing {
			t.Errorf("%q: %+v; want a reminder of %q on the %dth at %d", row.text, s.Tasks, row.thing, row.day, row.h)
		}
	}
	early := *at(21, 8, 0)
	morning := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "flight", When: &early}
	tonight := *at(20, 20, 0)
	today := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e3", Title: "show", When: &tonight}
	for _, row := range []struct {
		text string
		f    *memo.FocusItem
	}{
		{"remind me at 9", morning}, {"תזכיר לי בתשע", morning}, {"remind me at 8:30am", today}, {"תזכירי לי ב-8:30 בבוקר", today},
	} {
		if s := withFocus(row.text, row.f); s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want it asked or refused", row.text, s.Tasks.Drafts[0].DueDate)
		}
	}
	// The only half still to come, after the event of today, is kept.
	if s := withFocus("remind me at 9", today); s.Operation != memo.OpTaskCreate || !s.Tasks.Drafts[0].DueDate.Equal(*at(20, 21, 0)) {
		t.Errorf("remind me at 9: %+v; want today at 21:00", s.Tasks)
	}
}

func minuteOf(text string) int {
	if len(text) > 3 && text[len(text)-3:] == ":30" {
		return 30
	}
	return 0
}

// TestRemindHourAfterEventTold: a reminder asked for with an hour alone
// after an event told in the same message is on the event's day; a day
// said with it keeps its own.
func TestRemindHourAfterEventTold(t *testing.T) {
	for _, row := range []struct {
		text        string
		day, h      int
		thing       string
		eventDay, e int
	}{
		{"מחר יש לי מסיבה ב-8 ותזכירי לי בשש", 21, 18, "מסיבה", 21, 20},
		{"מחר יש לי מסיבה ב-8 ותזכירי לי בעשר", 21, 10, "מסיבה", 21, 20},
		{"party tomorrow at 8pm and remind me at 6", 21, 18, "party", 21, 20},
		{"party tomorrow at 8pm and then remind me at 6 to buy a gift", 21, 18, "buy a gift", 21, 20},
		{"dinner with dana on friday at 8pm and remind me at 5", 23, 17, "dinner with dana", 23, 20},
		{"ארוחת ערב עם דנה ביום שישי ב-20:00 ותזכיר לי בחמש", 23, 17, "ארוחת ערב עם דנה", 23, 20},
		{"party tomorrow at 8pm and remind me today at 6", 20, 18, "", 21, 20},
		{"מחר יש לי מסיבה ב-8 ותזכירי לי היום בשש", 20, 18, "", 21, 20},
	} {
		lang, _ := memo.DetectLanguage(row.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: row.text, Lang: lang, Now: now, Loc: jerusalem})
		if err != nil || len(p.Steps) != 2 || p.Steps[0].Operation != memo.OpEventCreate || p.Steps[1].Operation != memo.OpTaskCreate {
			t.Errorf("%q: %v %+v; want an event and a reminder", row.text, err, p.Steps)
			continue
		}
		ev, d := p.Steps[0].Calendar.Drafts[0], p.Steps[1].Tasks.Drafts[0]
		if !ev.Start.Equal(*at(row.eventDay, row.e, 0)) || d.DueDate == nil || !d.DueDate.Equal(*at(row.day, row.h, 0)) || row.thing != "" && d.Text != row.thing {
			t.Errorf("%q: event %v, reminder %q at %v; want %q on the %dth at %d", row.text, ev.Start, d.Text, d.DueDate, row.thing, row.day, row.h)
		}
	}
	// An hour whose halves both come after the event is asked.
	for _, text := range []string{"flight tomorrow at 8am and remind me at 9", "טיסה מחר ב-8 בבוקר ותזכיר לי בתשע"} {
		lang, _ := memo.DetectLanguage(text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem})
		if err == nil && len(p.Steps) == 2 && p.Steps[1].Tasks != nil && p.Steps[1].Tasks.Drafts[0].DueDate != nil && civil(*p.Steps[1].Tasks.Drafts[0].DueDate) == 20 {
			t.Errorf("%q: %+v; want it asked, never today", text, p.Steps[1].Tasks.Drafts[0])
		}
	}
}

func civil(t time.Time) int { return t.In(jerusalem).Day() }
