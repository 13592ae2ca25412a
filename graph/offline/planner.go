// Package offline is Memo's deterministic planner: a bilingual (Hebrew and
// English) grammar of the requests it can understand without a language
// model. It is the fast path in front of a model planner, and the whole
// planner when none is configured.
//
// Each intent is a small matcher over the cleaned message; the first that
// claims the message builds the plan. Times are read by package timeparse in
// the user's zone. A message no matcher claims becomes a general "unknown"
// step, so the writer can say what Memo understands.
package offline

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// MaxMessageRunes is the longest message the planner reads; longer ones get
// a polite "please send a shorter message".
const MaxMessageRunes = 4000

// Planner plans messages with the offline grammar. The zero value is ready.
type Planner struct{}

// New returns a Planner.
func New() *Planner { return &Planner{} }

// matcher claims a message and builds its steps, or returns ok=false.
// err is an EInvalid *memo.Error for a message it understood but that
// cannot be done as said ("remind me on February 30").
type matcher func(m *message) (steps []memo.Step, ok bool, err error)

// Plan turns one message into a plan. It never calls out and never fails
// on a message it does not understand: that becomes a general step.
func (p *Planner) Plan(_ context.Context, req memo.PlanRequest) (memo.Plan, error) {
	plan := memo.Plan{TurnID: req.TurnID, Text: req.Text, Lang: req.Lang, Source: "offline"}
	m := newMessage(req)
	switch {
	case strings.TrimSpace(req.Text) == "":
		plan.Steps = []memo.Step{general(memo.OpUnknown, "empty")}
		return plan, nil
	case utf8.RuneCountInString(req.Text) > MaxMessageRunes:
		plan.Steps = []memo.Step{general(memo.OpUnknown, "too_long")}
		return plan, nil
	case !m.hasWords():
		plan.Steps = []memo.Step{general(memo.OpUnknown, "no_text")}
		return plan, nil
	}
	for _, match := range []matcher{
		matchHelp, matchGreeting, matchDigestTime, matchStopReminding,
		matchMemoryStore, matchMemoryForget, matchMemoryList, matchMemoryGet,
		matchEventList,
		matchListCreate, matchListShowAll, matchListRemoveItems, matchListCheckItems,
		matchListAddItems, matchListDelete, matchListShow,
		matchEventEndSeries, matchEventOccurrences, matchEventCreate, matchMemoryWhen, matchEventWhen, matchEventFree, matchEventDelete, matchEventMove,
		matchTaskList, matchTaskDone, matchTaskDelete, matchTaskMove, matchTaskCreate,
		matchMemoryRecall, matchMemoryPlace, matchMemoryStatement,
		matchTimedFallback,
	} {
		steps, ok, err := match(m)
		if err != nil {
			return plan, err
		}
		if ok {
			for i := range steps {
				steps[i].ID = stepID(i)
			}
			plan.Steps = steps
			plan.Tentative = m.tentative
			return plan, nil
		}
	}
	plan.Steps = []memo.Step{general(memo.OpUnknown, "")}
	return plan, nil
}

func stepID(i int) string { return string(rune('A' + i%26)) }

func general(op, reason string) memo.Step {
	return memo.Step{ID: "A", Capability: memo.CapGeneral, Operation: op, General: &memo.GeneralArgs{Reason: reason}}
}
