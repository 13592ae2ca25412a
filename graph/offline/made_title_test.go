package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// titleOf is the title of the one thing a plan makes (an event's summary
// or a task's text), with whether it made one.
func titleOf(p memo.Plan) (string, memo.Op, bool) {
	if len(p.Steps) != 1 {
		return "", "", false
	}
	s := p.Steps[0]
	switch {
	case s.Operation == memo.OpEventCreate && s.Calendar != nil && len(s.Calendar.Drafts) == 1:
		return s.Calendar.Drafts[0].Summary, s.Operation, true
	case s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1:
		return s.Tasks.Drafts[0].Text, s.Operation, true
	}
	return "", s.Operation, false
}

// madeTitle is the title of the task p's first step makes, or "" when its
// first step makes no one task. Unlike titleOf it lets other steps follow.
func madeTitle(p memo.Plan) string {
	if len(p.Steps) == 0 || p.Steps[0].Operation != memo.OpTaskCreate || p.Steps[0].Tasks == nil || len(p.Steps[0].Tasks.Drafts) != 1 {
		return ""
	}
	return p.Steps[0].Tasks.Drafts[0].Text
}

// titleRow is a message with the operation of its one step and the title
// of the thing it makes ("" where it makes none).
type titleRow struct {
	text, title string
	op          memo.Op
}

// checkTitles plans each row's text and checks the operation of its step,
// then the title of what it makes.
func checkTitles(t *testing.T, rows []titleRow) {
	t.Helper()
	for _, c := range rows {
		got, op, _ := titleOf(plan(t, c.text))
		if op != c.op {
			t.Errorf("%q: %s; want %s", c.text, op, c.op)
			continue
		}
		if got != c.title {
			t.Errorf("%q: titled %q; want %q", c.text, got, c.title)
		}
	}
}

// checkMade plans each text and checks that it makes one thing of the
// title given, an event or a task as op says ("" for either).
func checkMade(t *testing.T, op memo.Op, titles map[string]string) {
	t.Helper()
	for text, title := range titles {
		got, gotOp, ok := titleOf(plan(t, text))
		if !ok || got != title || op != "" && gotOp != op {
			want := "a thing"
			switch op {
			case memo.OpEventCreate:
				want = "an event"
			case memo.OpTaskCreate:
				want = "a task"
			}
			t.Errorf("%q: %s %q; want %s %q", text, gotOp, got, want, title)
		}
	}
}

// checkMakesNone plans each text and checks that it makes no one thing
// of op (an event or a task).
func checkMakesNone(t *testing.T, op memo.Op, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if got, gotOp, ok := titleOf(plan(t, text)); ok && gotOp == op {
			t.Errorf("%q: %s %q; want none", text, gotOp, got)
		}
	}
}

// checkTaskTitles plans each text with nothing in focus and checks the
// title of the task its first step makes ("" for none).
func checkTaskTitles(t *testing.T, rows []struct{ text, title string }) {
	t.Helper()
	for _, c := range rows {
		p, _ := planWith(t, c.text, nil)
		if got := madeTitle(p); got != c.title {
			t.Errorf("%q: titled %q, want %q", c.text, got, c.title)
		}
	}
}
