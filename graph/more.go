package graph

import (
	"context"
	"strings"
	"time"
	"unicode"

	"github.com/memo-assistant/memo"
)

// moreWords ask for the next page of the last listing.
var moreWords = map[string]bool{
	"more": true, "show more": true, "more please": true, "next": true, "next page": true, "continue": true,
	"עוד": true, "תראה עוד": true, "הראה עוד": true, "עוד בבקשה": true, "הבא": true, "המשך": true, "תמשיך": true,
}

// moreOf is the rest of the last listing when the message asks for it
// ("more", "עוד") and there is a rest; nil otherwise.
func moreOf(t *turn) *memo.ListingMore {
	n := t.state.Numbered
	if n == nil || n.More == nil {
		return nil
	}
	text := strings.ToLower(strings.TrimFunc(t.text, func(r rune) bool { return unicode.IsPunct(r) || unicode.IsSpace(r) }))
	if !moreWords[strings.Join(strings.Fields(text), " ")] {
		return nil
	}
	return n.More
}

// more runs the listing step again and shows the page after the entries
// the pages before showed, with no planner: the step says how many those
// were (TaskArgs.Skip).
func (r *Runner) more(ctx context.Context, t *turn, more memo.ListingMore) error {
	step := more.Step
	if step.Tasks != nil {
		a := *step.Tasks
		a.Skip = more.Shown
		step.Tasks = &a
	}
	plan := memo.Plan{TurnID: t.planID, Text: t.text, Steps: []memo.Step{step}}
	t.turnID, t.source = plan.TurnID, "reply"
	return r.run(ctx, t, plan, 0)
}

// listingQuery asks for the rows a task listing shows: those of the pages
// before (the numbered list keeps them all, a.Skip of them) and one page
// more, sectioned at now in the user's zone loc as the formatter sections
// them.
func listingQuery(a *memo.TaskArgs, now time.Time, loc *time.Location) memo.TaskPageQuery {
	local := now.In(loc)
	y, m, d := local.Date()
	return memo.TaskPageQuery{
		Limit:    min(a.Skip+memo.ListingPage, memo.MaxNumbered),
		Now:      now,
		Tomorrow: time.Date(y, m, d+1, 0, 0, 0, 0, loc),
		DayAfter: time.Date(y, m, d+2, 0, 0, 0, 0, loc),
	}
}
