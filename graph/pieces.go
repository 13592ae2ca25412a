package graph

import (
	"context"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// pieceWhole reads the answer to "what should I remind you about?", asked
// of a request that has nothing yet ("reminder", "משימה"), when the answer
// says the thing and its time together ("call dana tomorrow at 9",
// "להתקשר לדנה מחר ב-9"): it is read as the command would have been with
// it, by the grammar alone, and the asking step takes its draft. false
// leaves the answer to be filled in as it is.
func (r *Runner) pieceWhole(ctx context.Context, t *turn, p memo.Pending, asked memo.Step, reply resolution.Reply) (memo.Step, bool) {
	if p.Reason != memo.ReasonMissingTaskText || reply.Kind != resolution.ReplyText || asked.Tasks == nil ||
		len(asked.Tasks.Drafts) != 1 || asked.Tasks.Drafts[0].DueDate != nil || asked.Tasks.Drafts[0].Recurrence != nil {
		return memo.Step{}, false
	}
	lead := "remind me "
	if t.lang == memo.Hebrew || (!t.lang.Valid() && p.Lang == memo.Hebrew) {
		lead = "תזכיר לי "
	}
	if !asked.Tasks.NeedTime {
		// A task asked for by its noun: a day said makes it due then.
		lead = map[bool]string{true: "משימה: ", false: "task: "}[lead == "תזכיר לי "]
	}
	plan, err := r.cfg.Grammar.Plan(ctx, memo.PlanRequest{Text: lead + reply.Text, Lang: t.lang, Now: t.now, Loc: t.loc})
	if err != nil || plan.Tentative || len(plan.Steps) != 1 {
		return memo.Step{}, false
	}
	s := plan.Steps[0]
	if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text == "" ||
		(s.Tasks.Drafts[0].DueDate == nil && s.Tasks.Drafts[0].Recurrence == nil) {
		return memo.Step{}, false // no time in it: the answer is the text, filled as it is
	}
	s.ID = asked.ID
	return s, true
}

// pieceEvent reads the answer to "what is the event?", asked of "new
// event" / "אירוע חדש" said alone, as the calendar command would have
// been read with it ("dentist tomorrow at 4", "רופא שיניים מחר ב-4"), by
// the grammar alone; the asking step takes its place. false leaves the
// answer to be read as a new request.
func (r *Runner) pieceEvent(ctx context.Context, t *turn, p memo.Pending, asked memo.Step, reply resolution.Reply) (memo.Step, bool) {
	if p.Reason != memo.ReasonMissingEvent || reply.Kind != resolution.ReplyText || asked.Calendar == nil {
		return memo.Step{}, false
	}
	lead := "add to my calendar: "
	if t.lang == memo.Hebrew || (!t.lang.Valid() && p.Lang == memo.Hebrew) {
		lead = "תוסיף ליומן: "
	}
	plan, err := r.cfg.Grammar.Plan(ctx, memo.PlanRequest{Text: lead + reply.Text, Lang: t.lang, Now: t.now, Loc: t.loc})
	if err != nil || plan.Tentative || len(plan.Steps) != 1 {
		return memo.Step{}, false
	}
	s := plan.Steps[0]
	if s.Calendar == nil || len(s.Calendar.Drafts) == 0 || s.Calendar.Drafts[0].Summary == "" ||
		(s.Operation != memo.OpEventCreate && s.Operation != memo.OpEventCreateRecurring) {
		return memo.Step{}, false
	}
	s.ID = asked.ID
	return s, true
}
