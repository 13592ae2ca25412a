package model_test

import (
	"context"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/model"
	"github.com/memo-assistant/memo/graph/offline"
)

// plannerFunc is a planner made of a function.
type plannerFunc func(context.Context, memo.PlanRequest) (memo.Plan, error)

func (f plannerFunc) Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	return f(ctx, req)
}

func TestRouter(t *testing.T) {
	tests := []struct {
		text     string
		askModel bool
		source   string
	}{
		{"add a task: call mom", false, "offline"},
		{"מה המשימות שלי?", false, "offline"},
		{"help", false, "offline"},
		{"remind me on February 30 at 9 to pay", false, "offline"}, // offline EInvalid stays offline
		{"", false, "offline"},                                     // empty
		{"👍🏼🎉", false, "offline"},                                  // no text
		{strings.Repeat("x ", offline.MaxMessageRunes), false, "offline"},
		{"how are you today?", true, "model"},
		{"את עניין הדרכון לסגור ביום שני הבא", true, "model"},
	}
	for _, tt := range tests {
		asked := 0
		m := plannerFunc(func(_ context.Context, req memo.PlanRequest) (memo.Plan, error) {
			asked++
			return memo.Plan{TurnID: req.TurnID, Source: model.Source, Steps: []memo.Step{{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpAnswer,
				General: &memo.GeneralArgs{Text: "hi"}}}, Usage: memo.Usage{Calls: 1}}, nil
		})
		r := model.NewRouter(offline.New(), m)
		plan, err := r.Plan(t.Context(), request(tt.text, memo.English))
		if (asked == 1) != tt.askModel || plan.Source != tt.source {
			t.Errorf("%.40q: model asked %d times, plan from %q (err %v); want asked=%v from %q", tt.text, asked, plan.Source, err, tt.askModel, tt.source)
		}
	}
}

func TestConfident(t *testing.T) {
	general := func(op memo.Op, reason memo.UnknownReason) memo.Plan {
		return memo.Plan{Steps: []memo.Step{{Capability: memo.CapGeneral, Operation: op, General: &memo.GeneralArgs{Reason: reason}}}}
	}
	tests := []struct {
		name string
		plan memo.Plan
		want bool
	}{
		{"unknown", general(memo.OpUnknown, ""), false},
		{"unknown without args", memo.Plan{Steps: []memo.Step{{Capability: memo.CapGeneral, Operation: memo.OpUnknown}}}, false},
		{"empty", general(memo.OpUnknown, memo.ReasonEmpty), true},
		{"too long", general(memo.OpUnknown, memo.ReasonTooLong), true},
		{"help", general(memo.OpHelp, ""), true},
		{"a task", memo.Plan{Steps: []memo.Step{{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{}}}}, true},
		{"two steps", memo.Plan{Steps: append(general(memo.OpUnknown, "").Steps, general(memo.OpUnknown, "").Steps...)}, true},
	}
	for _, tt := range tests {
		if got := model.Confident(tt.plan); got != tt.want {
			t.Errorf("Confident(%s) = %v, want %v", tt.name, got, tt.want)
		}
	}
}
