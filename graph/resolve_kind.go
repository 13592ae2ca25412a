package graph

import (
	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// pickOfKind settles an event named by its kind alone in a window ("cancel
// the meeting tomorrow", "תבטלי את התור מחר"): among the window's events,
// those whose title says the kind or a word of its kind are meant, one
// taken, several asked about. When no title says it, the kind names none
// of them: the only event is shown and asked about before it is acted on,
// several are offered to pick from.
func (r *Runner) pickOfKind(step *memo.Step, events []memo.Event, kind []string) (*memo.Pending, error) {
	a := step.Calendar
	var of []memo.Event
	for _, e := range events {
		if resolution.TitleOfKind(e.Summary, kind) {
			of = append(of, e)
		}
	}
	switch {
	case len(of) > 0:
		return r.pickEvents(step, of)
	case len(events) == 0:
		a.NotFound = append(a.NotFound, a.Summary)
		return nil, memo.Errorf(memo.ENotFound, "%s", a.Summary)
	case len(events) == 1:
		step.Verify = true
		return r.pickEvents(step, events)
	}
	q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEvent, Subject: a.Summary,
		AllowMultiple: step.Operation == memo.OpEventDelete}
	for _, e := range events[:min(len(events), max(r.matcher.MaxOptions, 1))] {
		start := e.Start
		q.Options = append(q.Options, memo.Option{Label: e.Summary, IDs: []string{e.ID}, When: &start})
	}
	return q, nil
}
