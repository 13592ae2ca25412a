package model

import (
	"context"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
)

// Router plans with the offline grammar first and asks the model only for
// messages the grammar did not understand. Replies to a pending question
// never reach a planner (the runner reads them first), so together: a reply
// costs no model call, a command the grammar is sure of costs none, and
// anything else costs one.
type Router struct {
	offline, model graph.Planner
}

var _ graph.Planner = (*Router)(nil)

// NewRouter returns a Router in front of the offline and the model planner.
func NewRouter(offline, model graph.Planner) *Router {
	return &Router{offline: offline, model: model}
}

// Plan returns the offline plan when the grammar understood the message
// (including its EInvalid errors, "February 30", and its empty, emoji-only
// and too-long replies), and the model's plan otherwise.
func (r *Router) Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	plan, err := r.offline.Plan(ctx, req)
	if err != nil || Confident(plan) {
		return plan, err
	}
	return r.model.Plan(ctx, req)
}

// Confident reports whether an offline plan understood its message: every
// plan but a single general "unknown" step with no reason.
func Confident(p memo.Plan) bool {
	if p.Tentative {
		return false
	}
	if len(p.Steps) != 1 {
		return true
	}
	s := p.Steps[0]
	return s.Capability != memo.CapGeneral || s.Operation != memo.OpUnknown || (s.General != nil && s.General.Reason != "")
}
