package offline_test

import (
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestReportThenTick: a report of the deed and a tick after it ("sent the
// retainer to Dayan, mark done", "done with the essay, tick it off", "mi
// renew di nmc registration today, tick it off", "סיימתי את החיבור, תעשה
// וי") completes the task in focus when the report names nothing but it,
// and else the task the report names; the tick alone ("mark done",
// "check it off", "תעשה וי") completes the task in focus.
func TestReportThenTick(t *testing.T) {
	at := time.Date(2026, 1, 21, 17, 0, 0, 0, jerusalem)
	end := at.Add(time.Hour)
	task := func(title string) *memo.FocusItem {
		return &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: title, When: &at}
	}
	for _, c := range []struct {
		text, focus string
	}{
		{"sent the retainer to Dayan, mark done", "send the retainer to Dayan"},
		{"done with the essay, tick it off", "finish the essay"},
		{"finished the essay, mark done", "finish the essay"},
		{"mi renew di nmc registration today, tick it off", "renew nmc registration"},
		{"i'm done with the slides, check it off", "finish the slides"},
		{"check it off", "finish the essay"},
		{"mark done", "finish the essay"},
		{"tick off", "finish the essay"},
		{"סיימתי את החיבור, תעשה וי", "לסיים את החיבור"},
		{"שלחתי את החבילה, תסמן כבוצע", "לשלוח את החבילה"},
		{"תעשה וי", "לסיים את החיבור"},
		{"שים על זה וי", "לסיים את החיבור"},
	} {
		s := focusStep(t, c.text, task(c.focus))
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || !slices.Equal(s.Tasks.IDs, []string{"t1"}) {
			t.Errorf("%q of %q: %s.%s %+v; want the task in focus completed", c.text, c.focus, s.Capability, s.Operation, s.Tasks)
		}
	}
	// The report names another task than the one in focus, or there is
	// none: the task it names is looked up.
	for _, c := range []struct {
		text   string
		focus  *memo.FocusItem
		target string
	}{
		{"sent the retainer to Dayan, mark done", task("call mom"), "retainer to Dayan"},
		{"done with the essay, tick it off", nil, "essay"},
		{"mi renew di nmc registration today, tick it off", nil, "nmc registration"},
		{"שלחתי את החבילה, תסמן כבוצע", nil, "החבילה"},
	} {
		s := focusStep(t, c.text, c.focus)
		if s.Operation != memo.OpTaskComplete || s.Tasks == nil || !slices.Equal(s.Tasks.Targets, []string{c.target}) {
			t.Errorf("%q: %s.%s %+v; want %q completed by name", c.text, s.Capability, s.Operation, s.Tasks, c.target)
		}
	}
	// Near misses: no deed told ("mi have …", "mi neva …"), a question, a
	// tick of an event, "not done".
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "essay workshop", When: &at, End: &end}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"mi have di nmc registration, tick it off", nil},
		{"mi neva renew di nmc registration, tick it off", nil},
		{"mi gwine renew di nmc registration, tick it off", task("renew nmc registration")},
		{"done with the essay?", task("finish the essay")},
		{"mark done", event},
		{"mark done", nil},
		{"not done with the essay, tick it off", task("finish the essay")},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation == memo.OpTaskComplete && s.Tasks != nil && (len(s.Tasks.IDs) > 0 || len(s.Tasks.Targets) > 0) {
				t.Errorf("%q: %s.%s %+v; want nothing completed", c.text, s.Capability, s.Operation, s.Tasks)
			}
		}
	}
}
