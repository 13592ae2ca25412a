package graph

import (
	"context"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// run executes plan from step index from: resolve, gate, execute, for each
// step in order. It stops at the first step that has to ask the user.
func (r *Runner) run(ctx context.Context, t *turn, plan memo.Plan, from int) error {
	if err := r.readSteps(ctx, t, plan, from); err != nil {
		return err
	}
	sc := t.scene(plan.Text)
	for i := from; i < len(plan.Steps); i++ {
		step := plan.Steps[i]
		key := step.IdempotencyKey(plan.TurnID)
		// A read is not logged: it runs again, changing nothing.
		logged := !readOnly(step)
		if logged {
			if res, ok := t.state.Steps[key]; ok {
				res = res.InZone(t.loc)
				t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: step, Result: &res})
				continue
			}
		}
		if step.Capability == memo.CapGeneral {
			if step.Operation == memo.OpClarify && step.General != nil {
				t.ask(plan, step.ID, memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonClarify, Subject: step.General.Text}, r.cfg.PendingTTL)
				return nil
			}
			o, u := r.general(ctx, sc, plan.TurnID, step)
			if u.key != "" {
				t.undone, t.undid = u.key, u.change
			}
			if u.redone != nil && !u.redone.Empty() {
				t.changes = append(t.changes, *u.redone)
			}
			t.outcomes = append(t.outcomes, o)
			continue
		}
		rs, err := r.resolve(ctx, sc, step)
		t.usage = t.usage.Add(rs.usage)
		step, plan.Steps[i] = rs.step, rs.step
		q := rs.ask
		if err == nil && q == nil {
			q, err = r.gate(ctx, sc, step)
		}
		if err != nil {
			if memo.ErrorCodeOf(err) == memo.EInternal {
				r.log.ErrorContext(ctx, "resolve step", "chat", t.chat, "step", step.ID, "op", step.Operation, "err", err)
			}
			t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: step, Err: err})
			continue
		}
		if q != nil {
			t.ask(plan, step.ID, *q, r.cfg.PendingTTL)
			return nil
		}
		ex, err := r.execute(ctx, sc, plan.TurnID, step)
		t.usage = t.usage.Add(ex.usage)
		if a := ex.change; !a.Empty() {
			t.changes = append(t.changes, a)
		}
		if err != nil {
			if memo.ErrorCodeOf(err) == memo.EInternal {
				r.log.ErrorContext(ctx, "execute step", "chat", t.chat, "step", step.ID, "op", step.Operation, "err", err)
			}
			t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: step, Err: err})
			continue
		}
		res := ex.result
		if logged {
			t.logStep(key, capItems(res))
		}
		t.ran = append(t.ran, string(res.Operation))
		res = res.InZone(t.loc)
		t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: step, Result: &res})
	}
	return nil
}

// general runs a step of turn turnID of the general capability: an
// undo, a redo, "what did you do?", or a reply the formatter words from
// the step alone. u is what an undo or a redo changed.
func (r *Runner) general(ctx context.Context, sc scene, turnID string, step memo.Step) (o formatter.StepOutcome, u undid) {
	switch step.Operation {
	case memo.OpUndo:
		return r.undo(ctx, sc, turnID, step)
	case memo.OpRedo:
		return r.redo(ctx, sc, turnID, step)
	case memo.OpRecent:
		return recentOutcome(sc, step), undid{}
	}
	return formatter.StepOutcome{Step: step}, undid{}
}

// ask suspends the plan at stepID with question q, open for ttl: stored
// with the rest of the turn's writes, which set its version.
func (t *turn) ask(plan memo.Plan, stepID string, q memo.Pending, ttl time.Duration) {
	q.Plan = plan
	q.StepID = stepID
	q.Lang = t.lang
	q.CreatedAt = t.now
	q.ExpiresAt = t.now.Add(ttl)
	t.pending = &q
	t.write.Pending = t.pending
}

// logStep keeps res in the step log under key, with the turn's other
// writes. A step that ran and whose entry was lost to a crash is still
// not run twice: the stores make every change under the step's
// idempotency key, and the entry only spares the replay its work and
// gives it the first reply.
func (t *turn) logStep(key string, res memo.Result) {
	if t.write.Steps == nil {
		t.write.Steps = make(map[string]memo.Result)
	}
	t.write.Steps[key] = res
}

// readOnly reports whether step only reads. A read is not kept in the step
// log: running it again changes nothing, so a resumed plan reads afresh,
// and its entry would hold a whole listing — the largest value the state
// would keep, and a round trip on every listing.
func readOnly(s memo.Step) bool {
	switch s.Capability {
	case memo.CapTasks:
		return s.Operation == memo.OpTaskGetAll
	case memo.CapLists:
		return s.Operation == memo.OpListGet || s.Operation == memo.OpListGetAll
	case memo.CapCalendar:
		switch s.Operation {
		case memo.OpEventGet, memo.OpEventGetEvents, memo.OpEventCheckConflicts, memo.OpEventGetRecurringInstances:
			return true
		}
	case memo.CapMemory:
		switch s.Operation {
		case memo.OpMemorySearch, memo.OpMemoryGetAll, memo.OpMemoryGet:
			return true
		}
	}
	return false
}
