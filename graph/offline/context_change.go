package offline

import (
	"context"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A change said after a few words that only tell why: "החליפו לי, תעביר
// את המשמרת ליום שני", "they swapped me, move the shift to monday". The
// words before the comma ask for nothing; the change after it is read
// alone when it names what it changes ("it" would leave the why to say
// which).

// reChangeLead opens a change of an event or a task by name.
var reChangeLead = compile(`(?i)^(?:(?:please|pls|so|then)\s+)?(?:move|reschedule|postpone|push|cancel|delete|remove|` +
	`תעביר|תעבירי|העבר|תזיז|תזיזי|תדחה|תדחי|תבטל|תבטלי|בטל|תמחק|תמחקי|מחק|אז\s+תעביר|אז\s+תבטל)\s+(?:לי\s+)?(.+)$`)

// rePointsBack is an object that points back rather than names: "it",
// "that", "זה", "אותו".
var rePointsBack = compile(`(?i)^(?:את\s+)?(?:it|that|this|them|זה|אותו|אותה|אותם|הכל)(?:\s|$)`)

// reNoWhy opens a head that is no reason but a correction or a name.
var reNoWhy = compile(`(?i)^(?:not|no|nope|לא|אין)(?:\s|$|,)`)

// contextThenChange plans the change after a comma when what comes before
// it is a short reason with no time in it and the change names its object,
// and the whole message (planned as was, with err) was not understood.
func (p *Planner) contextThenChange(ctx context.Context, req memo.PlanRequest, was memo.Plan, err error) (memo.Plan, bool) {
	if err != nil || len(was.Steps) != 1 || was.Steps[0].Operation != memo.OpUnknown {
		return memo.Plan{}, false
	}
	head, tail, ok := strings.Cut(req.Text, ",")
	if !ok {
		return memo.Plan{}, false
	}
	head, tail = strings.TrimSpace(head), strings.TrimSpace(tail)
	n := len(strings.Fields(head))
	if n == 0 || n > 4 || strings.ContainsAny(head, "0123456789") || reNoWhy.MatchString(head) {
		return memo.Plan{}, false
	}
	if _, found, _ := timeparse.Parse(head, req.Now, req.Loc); found {
		return memo.Plan{}, false
	}
	g := reChangeLead.FindStringSubmatch(tail)
	if g == nil || rePointsBack.MatchString(g[1]) {
		return memo.Plan{}, false
	}
	sub := req
	sub.Text = tail
	plan, err := p.plan(ctx, sub)
	if err != nil || len(plan.Steps) != 1 {
		return memo.Plan{}, false
	}
	switch plan.Steps[0].Operation {
	case memo.OpEventUpdate, memo.OpEventDelete, memo.OpEventDeleteBySummary, memo.OpTaskUpdate, memo.OpTaskDelete:
		return plan, true
	}
	return memo.Plan{}, false
}
