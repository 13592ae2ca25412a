package formatter_test

import (
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// fx builds the inputs of one case in one language. Now is pinned to
// Tuesday 2026-01-20 09:00 in Asia/Jerusalem.
type fx struct {
	lang memo.Language
	loc  *time.Location
	now  time.Time
}

// s picks the English or Hebrew text, for user content that would be
// written in the language of the chat.
func (f fx) s(en, he string) string {
	if f.lang == memo.Hebrew {
		return he
	}
	return en
}

// at is days after today at h:m in the user's zone.
func (f fx) at(days, h, m int) *time.Time {
	y, mo, d := f.now.Date()
	t := time.Date(y, mo, d+days, h, m, 0, 0, f.loc)
	return &t
}

func (f fx) input(steps ...formatter.StepOutcome) formatter.Input {
	return formatter.Input{Lang: f.lang, Loc: f.loc, Now: f.now, Steps: steps}
}

func task(id, text string, due *time.Time) memo.Task {
	return memo.Task{ID: id, Text: text, DueDate: due}
}

func taskOutcome(op memo.Op, args memo.TaskArgs, tasks []memo.Task, meta func(*memo.Meta)) formatter.StepOutcome {
	items := make([]memo.Item, len(tasks))
	for i, t := range tasks {
		items[i] = t
	}
	r := memo.NewResult(memo.CapTasks, op, items)
	if meta != nil {
		meta(&r.Meta)
	}
	return formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapTasks, Operation: op, Tasks: &args}, Result: &r}
}

func listOutcome(op memo.Op, args memo.ListArgs, lists []memo.List, meta func(*memo.Meta)) formatter.StepOutcome {
	items := make([]memo.Item, len(lists))
	for i, l := range lists {
		items[i] = l
	}
	r := memo.NewResult(memo.CapLists, op, items)
	if meta != nil {
		meta(&r.Meta)
	}
	return formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapLists, Operation: op, Lists: &args}, Result: &r}
}

func generalOutcome(op memo.Op, reason memo.UnknownReason) formatter.StepOutcome {
	return formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapGeneral, Operation: op, General: &memo.GeneralArgs{Reason: reason}}}
}

func errOutcome(step memo.Step, err error) formatter.StepOutcome {
	return formatter.StepOutcome{Step: step, Err: err}
}

func list(id, name string, checklist bool, items ...memo.ListItem) memo.List {
	return memo.List{ID: id, Name: name, IsChecklist: checklist, Items: items}
}

func item(id, text string, checked bool) memo.ListItem {
	return memo.ListItem{ID: id, Text: text, Checked: checked}
}

func summaries(xs ...string) func(*memo.Meta) {
	return func(m *memo.Meta) { m.Summaries = xs }
}

func notFound(xs ...string) func(*memo.Meta) {
	return func(m *memo.Meta) { m.NotFound = xs }
}

// pending returns a question asked by a one-step plan.
func pending(kind memo.PendingKind, reason memo.PendingReason, subject string, step memo.Step, opts ...memo.Option) *memo.Pending {
	step.ID = "A"
	return &memo.Pending{
		Version: 1, Kind: kind, Reason: reason, Subject: subject, Options: opts,
		Plan: memo.Plan{TurnID: "t1", Steps: []memo.Step{step}}, StepID: "A",
	}
}

func opt(label string, when *time.Time, ids ...string) memo.Option {
	return memo.Option{Label: label, When: when, IDs: ids}
}
