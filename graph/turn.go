package graph

import (
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// A turn runs each step of its plan through three stages, each a
// function of explicit values: resolve (a step in; the step with ids in
// place of names, or a question, out), gate (a resolved step in; a
// question, or nothing, out) and execute (an approved step in; its result
// and the change it made out). They read what the turn knows as a scene
// and change none of it; the runner alone keeps the turn's state. What a
// plan needs to resume after a question lives in its steps.

// scene is what the stages of a turn read: who asks, in which chat,
// when, in which language, what the chat was last shown and remembers,
// and the words of the request being run.
type scene struct {
	chat string
	user memo.User
	// in is the message; text its words, cleaned.
	in   memo.Inbound
	text string
	// request is the text of the plan being run: the message, or on a
	// resumed turn the request the question was about.
	request  string
	lang     memo.Language
	now      time.Time
	loc      *time.Location
	numbered *memo.NumberedList
	recall   memo.Recall
	// recent are the chat's latest turns as the turn began, oldest
	// first.
	recent []memo.Turn
}

// recentTurns returns up to n of the chat's latest turns, oldest first.
func (sc scene) recentTurns(n int) []memo.Turn {
	turns := sc.recent
	if len(turns) > n {
		turns = turns[len(turns)-n:]
	}
	return turns
}

// resolved is what entity resolution made of a step: the step as it
// left it (ids in place of the names it resolved, names that matched
// nothing in NotFound), the question to ask before the step can go on,
// and the model calls it cost.
type resolved struct {
	step  memo.Step
	ask   *memo.Pending
	usage memo.Usage
}

// executed is what running a step did: its result, the change it made
// (the items before and after, for undo and "what did you do?"), and the
// model calls it cost.
type executed struct {
	result memo.Result
	change memo.Action
	usage  memo.Usage
}

// changeLog collects the items a step changes into its action.
type changeLog struct{ a memo.Action }

// newChangeLog starts the action of step, run at now in turn turnID.
func newChangeLog(turnID string, step memo.Step, now time.Time) changeLog {
	return changeLog{a: memo.Action{TurnID: turnID, StepID: step.ID, At: now, Capability: step.Capability, Operation: step.Operation}}
}

// task records a task the step created (before nil), changed, or
// deleted (after nil).
func (c *changeLog) task(before, after *memo.Task) {
	if len(c.a.Tasks) >= memo.MaxActionItems {
		return
	}
	ch := memo.TaskChange{Before: clonePtr(before), After: clonePtr(after)}
	if before != nil {
		ch.Lead = before.Lead
	}
	c.a.Tasks = append(c.a.Tasks, ch)
}

// event records an event the step created, changed or deleted.
func (c *changeLog) event(before, after *memo.Event) {
	if len(c.a.Events) < memo.MaxActionItems {
		c.a.Events = append(c.a.Events, memo.EventChange{Before: clonePtr(before), After: clonePtr(after)})
	}
}

// list records a list the step created, changed or deleted.
func (c *changeLog) list(before, after *memo.List) {
	if len(c.a.Lists) < memo.MaxActionItems {
		c.a.Lists = append(c.a.Lists, memo.ListChange{Before: clonePtr(before), After: clonePtr(after)})
	}
}

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// turn is one turn's own state, kept by the runner as the turn moves
// through its stages: the message and who sent it, the chat's state as
// it read it, what the stages produced, and what it writes at its end.
type turn struct {
	in   memo.Inbound
	chat string
	user memo.User
	text string
	lang memo.Language
	now  time.Time
	loc  *time.Location
	// planID is the id a plan made by this turn carries (turnIDFor).
	planID string

	// state is the chat's state read at the start in one call; read are
	// the step-log keys the turn knows the entries of (state.Steps holds
	// those found); write is what the turn writes back at its end.
	state memo.ChatState
	read  []string
	write memo.ChatWrite
	// lock is the turn's hold on its chat's lock, when the state is
	// shared by several processes; nil otherwise.
	lock *chatLock

	// What the turn's stages produced, for the reply: the outcomes of its
	// steps, the question it stopped on, a notice. dropped is the question
	// the message did not answer (the planner is told), setAside the one a
	// new request replaced (the reply says so).
	outcomes []formatter.StepOutcome
	pending  *memo.Pending
	notice   formatter.Notice
	dropped  *memo.Pending
	setAside *memo.Pending
	// changes are what its steps changed; undone is the action
	// ("turn:step") it undid, and undid the change that undo made.
	changes []memo.Action
	undone  string
	undid   *memo.Action

	// For the trace: the turn id, who planned, what the model cost, when
	// it started and the operations its steps ran ("tasks.create").
	turnID  string
	source  string
	usage   memo.Usage
	started time.Time
	ran     []string
}

// scene is what the stages read of the turn while they run the plan
// whose words are request.
func (t *turn) scene(request string) scene {
	return scene{
		chat: t.chat, user: t.user, in: t.in, text: t.text, request: request, lang: t.lang, now: t.now, loc: t.loc,
		numbered: t.state.Numbered, recall: t.state.Recall, recent: t.state.Recent,
	}
}
