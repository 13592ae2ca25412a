package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestSaidAroundTheRequest: requests wrapped in words that only ask to
// keep them, name them or list them are read without those words; a
// remark run into a request is not guessed at.
func TestSaidAroundTheRequest(t *testing.T) {
	type want struct {
		op    memo.Op
		title string
		n     int
	}
	title := func(s memo.Step) (string, int) {
		switch {
		case s.Calendar != nil && len(s.Calendar.Drafts) > 0:
			return s.Calendar.Drafts[0].Summary, len(s.Calendar.Drafts)
		case s.Tasks != nil && len(s.Tasks.Drafts) > 0:
			return s.Tasks.Drafts[0].Text, len(s.Tasks.Drafts)
		case s.Lists != nil:
			return s.Lists.Name, len(s.Lists.Items)
		case s.Memory != nil && s.Memory.Draft != nil:
			return s.Memory.Draft.Text, 1
		}
		return "", 0
	}
	for text, w := range map[string]want{
		"dinner at my daughter Michal's on Saturday at 7pm, please write it down": {memo.OpEventCreate, "dinner at my daughter Michal's", 1},
		"my locker code is 4412, write it down":                                   {memo.OpMemoryStore, "my locker code is 4412", 1},
		"add tasks: update pitch deck, hire backend dev, renew AWS credits":       {memo.OpTaskCreate, "update pitch deck", 3},
		"make a list called guest list: Dana, Avi, grandma Ruth":                  {memo.OpListCreate, "guest", 3},
		"תרשום לי רשימת ציוד למילואים: גרביים, פנס ראש, מטען נייד":                {memo.OpListCreate, "ציוד למילואים", 3},
		"סבבה אז תרשום לי בפתקים שהחשבון בנק שלי הוא 12-345-678900":               {memo.OpMemoryStore, "החשבון בנק שלי הוא 12-345-678900", 1},
	} {
		s := plan(t, text).Steps[0]
		got, n := title(s)
		if s.Operation != w.op || got != w.title || n != w.n {
			t.Errorf("%q: %s %q ×%d; want %s %q ×%d", text, s.Operation, got, n, w.op, w.title, w.n)
		}
	}
	for _, text := range []string{
		"oh i don't have one? ok add a call with the lawyer today at 4pm",
		"put parent teacher conferences on dec 15 from 5 to 8pm",
	} {
		for _, s := range plan(t, text).Steps {
			if got, _ := title(s); s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %s %q; want it declined rather than a title with the request in it", text, s.Operation, got)
			}
		}
	}
}

// TestFocusNamedByItsKind: "delete that reminder", "תמחק את התזכורת",
// "סמן את זה כבוצע" act on the item in focus when it is of that kind;
// "the reminder" is no name of an event in focus.
func TestFocusNamedByItsKind(t *testing.T) {
	when := time.Date(2026, 1, 21, 9, 0, 0, 0, jerusalem)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "send the deck", When: &when}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with Dana", When: &when}
	for text, op := range map[string]memo.Op{
		"delete that reminder":  memo.OpTaskDelete,
		"תמחק את התזכורת":       memo.OpTaskDelete,
		"סמן את זה כבוצע":       memo.OpTaskComplete,
		"תסמני שעשיתי":          memo.OpTaskComplete,
		"mark the task as done": memo.OpTaskComplete,
	} {
		p, err := planWith(t, text, task)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != op {
			t.Errorf("%q: %+v %v; want %s of the focus", text, p.Steps, err, op)
		}
	}
	for _, text := range []string{"delete the reminder", "תמחק את התזכורת"} {
		p, _ := planWith(t, text, event)
		for _, s := range p.Steps {
			if s.Operation == memo.OpEventDelete {
				t.Errorf("%q with an event in focus: deletes the event; want it not read so", text)
			}
		}
	}
}

// TestTimeProposedForTheFocus: a new time said as a statement or a
// proposal ("it's actually 7:30", "can we do it at 7 instead", "זה בעצם
// בשבע") moves the item in focus; words that are no time do not.
func TestTimeProposedForTheFocus(t *testing.T) {
	when := time.Date(2026, 1, 28, 18, 0, 0, 0, jerusalem)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with the rabbi", When: &when}
	for text, hour := range map[string]int{
		"sorry its actually 7:30":       19,
		"actually can we do it at 7":    19,
		"can we do it at 8pm instead":   20,
		"זה בעצם בשבע":                  19,
		"אפשר להזיז את זה לשמונה בערב?": 20,
	} {
		s := focusStep(t, text, event)
		if s.Operation != memo.OpEventUpdate || s.Calendar == nil {
			t.Errorf("%q: %s; want the event moved", text, s.Operation)
			continue
		}
		if d := s.Calendar.Fields; d == nil || d.Start == nil || d.Start.In(jerusalem).Hour() != hour {
			t.Errorf("%q: %+v; want it at %d", text, s.Calendar.Fields, hour)
		}
	}
	for _, text := range []string{"it's raining", "זה חשוב", "can we do it together"} {
		if s := focusStep(t, text, event); s.Operation == memo.OpEventUpdate {
			t.Errorf("%q: moves the event; want no change of time", text)
		}
	}
}

// TestAnotherTask: one more task said after one ("ועוד משימה להתקשר
// לאמא", "and another task: renew the passport") is a task of its own.
func TestAnotherTask(t *testing.T) {
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank"}
	for text, title := range map[string]string{
		"ועוד משימה להתקשר לאמא של נועה":       "להתקשר לאמא של נועה",
		"and another task: renew the passport": "renew the passport",
	} {
		s := focusStep(t, text, task)
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s %+v; want a task %q", text, s.Operation, s.Tasks, title)
		}
	}
}
