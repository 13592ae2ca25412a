package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// planAtHour plans text on the test day at hour h:30.
func planAtHour(t *testing.T, text string, h int) (memo.Plan, error) {
	t.Helper()
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	return offline.New().Plan(context.Background(), memo.PlanRequest{
		TurnID: "turn", Text: text, Lang: lang, Now: time.Date(2026, 1, 20, h, 30, 0, 0, jerusalem), Loc: jerusalem,
	})
}

// TestTaskHeading: a heading that names things to do and their day, with
// the things after it, adds a task each, due that day, in both languages:
// at the day's usual hour, or the next full hour when that has passed
// today, as a task said with its day and no hour is. Near-misses: a
// question about the day's tasks is still one, things that are no deeds
// are not tasks, and a heading for a span of days names no day to be due.
func TestTaskHeading(t *testing.T) {
	for _, c := range []struct {
		text  string
		hour  int
		texts []string
		due   *time.Time
	}{
		{"משימות להיום: להתקשר לבנק, לשלם ארנונה", 10, []string{"להתקשר לבנק", "לשלם ארנונה"}, at(20, 11, 0)},
		{"todo today: call the bank, pay the bill", 10, []string{"call the bank", "pay the bill"}, at(20, 11, 0)},
		{"to do today: call the bank, pay the bill", 7, []string{"call the bank", "pay the bill"}, at(20, 9, 0)},
		{"tasks for today: call the bank, and pay rent", 10, []string{"call the bank", "pay rent"}, at(20, 11, 0)},
		{"today's tasks: call the bank, pay rent", 10, []string{"call the bank", "pay rent"}, at(20, 11, 0)},
		{"to do tomorrow: call mom, buy stamps", 10, []string{"call mom", "buy stamps"}, at(21, 9, 0)},
		{"todo tomorrow: call mom", 10, []string{"call mom"}, at(21, 9, 0)},
		{"משימות למחר: להתקשר לבנק, לשלם ארנונה", 10, []string{"להתקשר לבנק", "לשלם ארנונה"}, at(21, 9, 0)},
		{"מטלות להיום: להתקשר לבנק", 10, []string{"להתקשר לבנק"}, at(20, 11, 0)},
		{"דברים לעשות מחר: לתקן את הברז, להחליף נורה", 10, []string{"לתקן את הברז", "להחליף נורה"}, at(21, 9, 0)},
		{"add tasks for tomorrow: call mom, buy stamps", 10, []string{"call mom", "buy stamps"}, at(21, 9, 0)},
		{"תוסיף משימות למחר: להתקשר לבנק, לשלם ארנונה", 10, []string{"להתקשר לבנק", "לשלם ארנונה"}, at(21, 9, 0)},
		{"add a task for today: pay rent", 10, []string{"pay rent"}, at(20, 11, 0)},
		{"משימה להיום: לשלם ארנונה", 23, []string{"לשלם ארנונה"}, at(20, 23, 59)},
	} {
		p, err := planAtHour(t, c.text, c.hour)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		s := p.Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != len(c.texts) || s.Tasks.NeedTime {
			t.Errorf("%q: %s %+v; want tasks %q", c.text, s.Operation, s.Tasks, c.texts)
			continue
		}
		for i, d := range s.Tasks.Drafts {
			if d.Text != c.texts[i] || d.DueDate == nil || !d.DueDate.Equal(*c.due) {
				t.Errorf("%q: task %d %q due %v; want %q due %v", c.text, i, d.Text, d.DueDate, c.texts[i], c.due)
			}
		}
	}
	// Near-misses.
	for _, c := range []struct {
		text string
		op   memo.Op // "" for nothing claimed
	}{
		{"משימות להיום", memo.OpTaskGetAll},
		{"tasks for today", memo.OpTaskGetAll},
		{"מה המשימות שלי להיום", memo.OpTaskGetAll},
		{"משימות להיום: חלב", ""},
		{"remind me tomorrow at 9 to call mom, buy stamps", memo.OpTaskCreate},
		{"דברים לעשות השבוע: לתקן את הברז, להחליף נורה", ""},
		{"things to do this week: fix the tap, change the bulb", ""},
	} {
		p, err := planAtHour(t, c.text, 10)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		s := p.Steps[0]
		switch {
		case c.op == "" && s.Capability != memo.CapGeneral:
			t.Errorf("%q: %s; want nothing claimed", c.text, s.Operation)
		case c.op != "" && s.Operation != c.op:
			t.Errorf("%q: %s; want %s", c.text, s.Operation, c.op)
		case c.op == memo.OpTaskCreate && len(s.Tasks.Drafts) != 1:
			t.Errorf("%q: %d drafts; one reminder with its words", c.text, len(s.Tasks.Drafts))
		}
	}
}
