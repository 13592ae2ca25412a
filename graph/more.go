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
	if t.numbered == nil || t.numbered.More == nil {
		return nil
	}
	text := strings.ToLower(strings.TrimFunc(t.text, func(r rune) bool { return unicode.IsPunct(r) || unicode.IsSpace(r) }))
	if !moreWords[strings.Join(strings.Fields(text), " ")] {
		return nil
	}
	return t.numbered.More
}

// more runs the listing step again and shows the page after the entries
// the pages before showed, with no planner.
func (r *Runner) more(ctx context.Context, t *turn, more memo.ListingMore) error {
	plan := memo.Plan{TurnID: t.planID, Text: t.text, Steps: []memo.Step{more.Step}}
	t.turnID, t.source = plan.TurnID, "reply"
	t.listingSkip = more.Shown
	n := len(t.outcomes)
	if err := r.run(ctx, t, plan, 0); err != nil {
		return err
	}
	for i := n; i < len(t.outcomes); i++ {
		t.outcomes[i].Skip = more.Shown
	}
	return nil
}

// listingQuery asks for the rows a listing shows on this turn: those of
// the pages before (the numbered list keeps them all) and one page more,
// sectioned at the turn's time in the user's zone as the formatter
// sections them.
func listingQuery(t *turn) memo.TaskPageQuery {
	now := t.now.In(t.loc)
	y, m, d := now.Date()
	return memo.TaskPageQuery{
		Limit:    min(t.listingSkip+memo.ListingPage, memo.MaxNumbered),
		Now:      t.now,
		Tomorrow: time.Date(y, m, d+1, 0, 0, 0, 0, t.loc),
		DayAfter: time.Date(y, m, d+2, 0, 0, 0, 0, t.loc),
	}
}
