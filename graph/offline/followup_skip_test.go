package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestSkipOneDay: one day left out of the repeating reminder in focus or
// named, in both languages and the forms people use; near misses delete
// the whole item as before, name a one-off event, or are not read as a
// skip at all.
func TestSkipOneDay(t *testing.T) {
	due := time.Date(2026, 1, 23, 18, 0, 0, 0, jerusalem)
	gym := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "gym", When: &due, Recurring: true}
	hug := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "חוג", When: &due, Recurring: true}
	once := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "call mom", When: &due}
	yoga := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1_20260126", Title: "yoga", When: &due, Recurring: true}
	day := func(d int) string { return time.Date(2026, 1, d, 0, 0, 0, 0, jerusalem).Format(time.DateOnly) }
	tests := []struct {
		text  string
		focus *memo.FocusItem
		op    memo.Op
		day   string // the day skipped, "" for not a skip
		days  int
		name  string // the reminder named, "" for the focus
	}{
		// Said of the focus.
		{"skip this friday", gym, memo.OpTaskUpdate, day(23), 1, ""},
		{"skip it this friday", gym, memo.OpTaskUpdate, day(23), 1, ""},
		{"cancel only today", gym, memo.OpTaskUpdate, day(20), 1, ""},
		{"cancel it just for friday", gym, memo.OpTaskUpdate, day(23), 1, ""},
		{"please skip the reminder tomorrow", gym, memo.OpTaskUpdate, day(21), 1, ""},
		{"no reminder on the 23rd", gym, memo.OpTaskUpdate, day(23), 1, ""},
		{"not this week", gym, memo.OpTaskUpdate, day(20), 5, ""},
		{"not next week", gym, memo.OpTaskUpdate, day(25), 7, ""},
		{"today no", gym, memo.OpTaskUpdate, day(20), 1, ""},
		{"תדלגי על שישי הזה", hug, memo.OpTaskUpdate, day(23), 1, ""},
		{"תדלג על חמישי", hug, memo.OpTaskUpdate, day(22), 1, ""},
		{"לדלג על מחר", hug, memo.OpTaskUpdate, day(21), 1, ""},
		{"רק היום לא", hug, memo.OpTaskUpdate, day(20), 1, ""},
		{"היום לא", hug, memo.OpTaskUpdate, day(20), 1, ""},
		{"בלי השבוע", hug, memo.OpTaskUpdate, day(20), 5, ""},
		{"לא בשבוע הבא", hug, memo.OpTaskUpdate, day(25), 7, ""},
		{"תבטלי אותה רק מחר", hug, memo.OpTaskUpdate, day(21), 1, ""},
		{"תבטל לי את התזכורת רק ביום שישי", hug, memo.OpTaskUpdate, day(23), 1, ""},
		{"בלי תזכורת מחר", hug, memo.OpTaskUpdate, day(21), 1, ""},
		// A greeting or thanks around it: the same skip.
		{"אהלן, בלי תזכורת מחר!", hug, memo.OpTaskUpdate, day(21), 1, ""},
		{"תודה, בלי תזכורת מחר", hug, memo.OpTaskUpdate, day(21), 1, ""},
		{"בלי תזכורת מחר, תודה!", hug, memo.OpTaskUpdate, day(21), 1, ""},
		{"היי ממו, רק מחר לא", hug, memo.OpTaskUpdate, day(21), 1, ""},
		{"hi, no reminder tomorrow!", gym, memo.OpTaskUpdate, day(21), 1, ""},
		{"thanks, skip it tomorrow", gym, memo.OpTaskUpdate, day(21), 1, ""},
		{"no reminder tomorrow, thanks!", gym, memo.OpTaskUpdate, day(21), 1, ""},
		{"thanks memo, no reminder tomorrow", gym, memo.OpTaskUpdate, day(21), 1, ""},
		{"thank you! skip this friday", gym, memo.OpTaskUpdate, day(23), 1, ""},
		{"תודה ממו, רק מחר לא", hug, memo.OpTaskUpdate, day(21), 1, ""},
		{"תודה רבה! ללא תזכורת ביום שישי", hug, memo.OpTaskUpdate, day(23), 1, ""},
		{"ללא תזכורת מחר", hug, memo.OpTaskUpdate, day(21), 1, ""},
		// Named.
		{"skip the gym reminder this friday", nil, memo.OpTaskUpdate, day(23), 1, "gym"},
		{"cancel my gym reminder just for tomorrow", nil, memo.OpTaskUpdate, day(21), 1, "gym"},
		{"תבטלי את התזכורת של החוג רק ביום חמישי הזה", nil, memo.OpTaskUpdate, day(22), 1, "החוג"},
		{"תדלג על התזכורת של הכדורים מחר", nil, memo.OpTaskUpdate, day(21), 1, "הכדורים"},
		// An event of a series: that day's occurrence.
		{"skip next monday", yoga, memo.OpEventDelete, day(26), 1, ""},
		{"תדלגי על יום שני הבא", yoga, memo.OpEventDelete, day(26), 1, ""},
		{"not this week", yoga, memo.OpEventDelete, day(20), 5, ""},
		{"skip it next week", yoga, memo.OpEventDelete, day(25), 7, ""},
		// Near misses.
		{"cancel it", gym, memo.OpTaskDelete, "", 0, ""},
		{"תבטלי אותה", hug, memo.OpTaskDelete, "", 0, ""},
		{"skip breakfast reminder", gym, memo.OpUnknown, "", 0, ""},
		{"skip it at 5pm", gym, "", "", 0, ""},
		{"לא היום, מחר", hug, "", "", 0, ""},
		{"skip yesterday", gym, "", "", 0, ""},
		{"not tomorrow", once, "", "", 0, ""},
		{"לא מחר", once, "", "", 0, ""},
		{"תבטלי אותה רק מחר", once, "", "", 0, ""},
		{"אהלן, בלי חלב מחר", hug, "", "", 0, ""},
		{"hi, no milk tomorrow", gym, "", "", 0, ""},
		{"thanks, no milk tomorrow", gym, "", "", 0, ""},
		{"thanks, not bad", gym, "", "", 0, ""},
		{"תודה, בלי חלב מחר", hug, "", "", 0, ""},
		{"תודה, לא רע", hug, "", "", 0, ""},
		{"אהלן, לא מחר", once, "", "", 0, ""},
		// "skip" of a reminder that does not repeat is read, and refused
		// when it runs.
		{"skip this friday", once, memo.OpTaskUpdate, day(23), 1, ""},
		{"תדלגי על שישי הזה", once, memo.OpTaskUpdate, day(23), 1, ""},
	}
	for _, tt := range tests {
		lang, _ := memo.DetectLanguage(tt.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: tt.text, Lang: lang, Now: now, Loc: jerusalem, Focus: tt.focus,
		})
		if err != nil {
			if tt.day == "" {
				continue
			}
			t.Fatalf("%q: %v", tt.text, err)
		}
		s := p.Steps[0]
		if tt.day == "" {
			skip := s.Tasks != nil && s.Tasks.SkipDay != nil || tt.focus == yoga && s.Calendar != nil
			if skip || tt.op != "" && s.Operation != tt.op {
				t.Errorf("%q: %s %+v; want %s, not a skip", tt.text, s.Operation, s.Tasks, tt.op)
			}
			continue
		}
		if len(p.Steps) != 1 || s.Operation != tt.op {
			t.Errorf("%q: %d steps, %s; want %s", tt.text, len(p.Steps), s.Operation, tt.op)
			continue
		}
		if s.Calendar != nil {
			c := s.Calendar
			if c.Scope != memo.ScopeInstance || c.From == nil || c.From.In(jerusalem).Format(time.DateOnly) != tt.day || c.Summary != tt.focus.Title {
				t.Errorf("%q: %+v; want the %s occurrence of %s", tt.text, c, tt.day, tt.focus.Title)
			}
			continue
		}
		a := s.Tasks
		if a.SkipDay == nil || a.SkipDay.In(jerusalem).Format(time.DateOnly) != tt.day || a.SkipDays != tt.days {
			t.Errorf("%q: skip %v for %d days; want %s for %d", tt.text, a.SkipDay, a.SkipDays, tt.day, tt.days)
		}
		switch {
		case tt.name != "" && (len(a.Targets) != 1 || a.Targets[0] != tt.name):
			t.Errorf("%q: targets %q; want %q", tt.text, a.Targets, tt.name)
		case tt.name == "" && (len(a.IDs) != 1 || a.IDs[0] != tt.focus.ID):
			t.Errorf("%q: ids %q; want the focus", tt.text, a.IDs)
		}
	}
}
