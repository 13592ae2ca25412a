package model

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/graph/offline"
)

// Bounds on what one answer may ask for. Past a limit on what it would
// create the user is told (see tooMany), never cut silently.
const (
	maxCalls     = 8   // distinct tool calls in one answer
	maxDrafts    = 10  // tasks, or events, one answer creates
	maxItems     = 30  // list items one answer adds or names
	maxPosition  = 100 // a number in a list shown
	maxTextRunes = 300 // a task text, list name or item
	maxAnswer    = 2000
	// maxRawCalls is the most calls read at all; more is refused unread.
	maxRawCalls = 4 * maxCalls
)

// problemKind tells how a problem is worded to the user when the repair
// call did not fix it.
type problemKind int

const (
	badInput problemKind = iota // anything: the details were not clear
	badTime                     // a date or time that does not exist
	pastTime                    // a time already past
	tooFar                      // a time more than timeparse.MaxYears away: the user is told, no repair
	claim                       // a text answer claims an action no tool call took
	tooMany                     // more than one message may create: the user is told, no repair
	unkept                      // a repetition Memo cannot keep: the user is told, no repair
)

// problem is one thing wrong with the model's answer, worded for the
// model (the repair call quotes it).
type problem struct {
	call int // index of the tool call; -1 for the answer as a whole
	kind problemKind
	// ask is the detail to ask the user for when the repair did not fix
	// the problem.
	ask askFor
	msg string
	// user is the reply to the user of a tooMany problem.
	user string
}

// converter turns one answer of the model into plan steps.
type converter struct {
	req memo.PlanRequest
	now time.Time
	// verbs are the classes of the action words of the user's message.
	verbs verbClass
}

// newConverter returns the converter of answers to req.
func newConverter(req memo.PlanRequest) converter {
	return converter{req: req, now: req.Now.In(req.Loc), verbs: readVerbs(req.Text)}
}

// steps converts resp into steps, or returns what is wrong with it. A
// text answer with no tool call is one OpAnswer step, unless it claims an
// action. Identical calls, and drafts or items an answer repeats, are
// merged; the limits on what one answer creates are then checked; every
// destructive step is checked against the verbs of the message and marked
// Verify unless the message named it by number.
func (c converter) steps(resp openai.ChatResponse) ([]memo.Step, []problem) {
	if len(resp.ToolCalls) == 0 {
		text := strings.TrimSpace(resp.Text)
		if text == "" {
			return nil, []problem{{call: -1, msg: "the answer was empty: call a tool, or answer in text"}}
		}
		if claimsAction(text) || (acknowledges(text) && !offline.SmallTalk(c.req.Text)) {
			// "Sure, noted." to "make sure I don't forget the slides" tells
			// the user it was saved: nothing was.
			return nil, []problem{{call: -1, kind: claim,
				msg: "your text says it was done, but you called no tool, so nothing was done: make the tool calls, or ask in text"}}
		}
		return []memo.Step{{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpAnswer,
			General: &memo.GeneralArgs{Text: cut(text, maxAnswer)}}}, nil
	}
	if n := len(resp.ToolCalls); n > maxRawCalls {
		return nil, []problem{c.tooMany(limitCalls, n)}
	}
	var calls [][]memo.Step
	var problems []problem
	for i, call := range resp.ToolCalls {
		got, ps := c.call(call)
		for _, s := range got {
			if p := c.fits(s); p != nil {
				ps = append(ps, *p)
			}
		}
		for _, p := range ps {
			p.call = i
			problems = append(problems, p)
		}
		calls = append(calls, got)
	}
	if len(problems) > 0 {
		return nil, problems
	}
	calls = distinct(calls)
	if len(calls) > maxCalls {
		return nil, []problem{c.tooMany(limitCalls, len(calls))}
	}
	steps := merge(calls)
	if p := c.limits(steps); p != nil {
		return nil, []problem{*p}
	}
	if p := c.tooFar(steps); p != nil {
		return nil, []problem{*p}
	}
	for i := range steps {
		steps[i].ID = stepID(i)
		steps[i].Verify = c.verify(steps[i])
		// Steps on the same capability run in order: a list is created
		// before items are added to it, a task listed before it is done.
		for j := range i {
			if steps[j].Capability == steps[i].Capability && steps[i].Capability != memo.CapGeneral {
				steps[i].DependsOn = append(steps[i].DependsOn, stepID(j))
			}
		}
	}
	return steps, nil
}

// call converts one tool call.
func (c converter) call(tc openai.ToolCall) ([]memo.Step, []problem) {
	switch tc.Name {
	case toolTasks:
		var a taskCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "tasks: " + err.Error()}}
		}
		return c.tasks(a)
	case toolLists:
		var a listCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "lists: " + err.Error()}}
		}
		s, ps := c.lists(a)
		return []memo.Step{s}, ps
	case toolCalendar:
		var a calendarCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "calendar: " + err.Error()}}
		}
		s, ps := c.calendar(a)
		return []memo.Step{s}, ps
	case toolMail:
		var a mailCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "mail: " + err.Error()}}
		}
		s, ps := c.mail(a)
		if len(ps) > 0 {
			return nil, ps
		}
		return []memo.Step{s}, nil
	case toolMemory:
		var a memoryCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "memory: " + err.Error()}}
		}
		s, ps := c.memory(a)
		return []memo.Step{s}, ps
	case toolHelp:
		var a helpCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "help: " + err.Error()}}
		}
		return []memo.Step{{Capability: memo.CapGeneral, Operation: memo.OpHelp, General: &memo.GeneralArgs{}}}, nil
	}
	return nil, []problem{{msg: fmt.Sprintf("unknown tool %s: use %s, %s, %s or %s", quote(tc.Name), toolTasks, toolLists, toolCalendar, toolHelp)}}
}

// decode reads the arguments JSON: a field of the wrong type, or text
// after the object, is a problem; a field the schema does not have is
// dropped. Servers that do not enforce the schema (Ollama, vLLM) add
// harmless ones, and nothing is ever taken from them: ids come only from
// entity resolution, and a step still needs the fields it runs on.
func decode(args string, v any) error {
	if strings.TrimSpace(args) == "" {
		args = "{}"
	}
	dec := json.NewDecoder(strings.NewReader(args))
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("not valid JSON for the schema: %w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("not valid JSON: text after the object")
	}
	return nil
}

// texts trims names and items; an empty or overlong one is a problem.
func texts(field string, in []string) ([]string, []problem) {
	var out []string
	var ps []problem
	for i, s := range in {
		s = strings.TrimSpace(s)
		switch n := len([]rune(s)); {
		case n == 0:
			ps = append(ps, problem{msg: fmt.Sprintf("%s[%d] is empty", field, i)})
		case n > maxTextRunes:
			ps = append(ps, problem{msg: fmt.Sprintf("%s[%d] is %d characters; at most %d", field, i, n, maxTextRunes)})
		default:
			out = append(out, s)
		}
	}
	return out, ps
}

// positions checks 1-based numbers.
func positions(field string, ns []int) *problem {
	for _, n := range ns {
		if n < 1 || n > maxPosition {
			return &problem{msg: fmt.Sprintf("%s: %d is not a number shown (they start at 1)", field, n)}
		}
	}
	return nil
}

func stepID(i int) string { return string(rune('A' + i%26)) }

// quote quotes a value the model wrote, cut short: the repair note quotes
// it, and a long value would only cost tokens.
func quote(s string) string { return strconv.Quote(cut(s, 20)) }
