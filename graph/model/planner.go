package model

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Source is the Plan.Source of plans the model made.
const Source = "model"

// DefaultMaxTokens bounds the completion of a planning call.
const DefaultMaxTokens = 500

// Finish reasons of an answer that must not run: it was cut at the token
// limit, or stopped by the server's content filter.
const (
	finishLength        = "length"
	finishContentFilter = "content_filter"
)

// Chatter is the one model call the planner makes. *openai.Client
// implements it. Errors are *memo.Error: EUnavailable when the service is
// down after retries, EInvalid when it refused the request.
type Chatter interface {
	Chat(ctx context.Context, req openai.ChatRequest) (openai.ChatResponse, error)
}

var _ Chatter = (*openai.Client)(nil)

// Config configures a Planner.
type Config struct {
	// Chat is the model. Required.
	Chat Chatter
	// MaxTokens bounds each completion; default DefaultMaxTokens.
	MaxTokens int
	// RetryMaxTokens bounds the one retry of an answer cut at MaxTokens;
	// default twice MaxTokens.
	RetryMaxTokens int
	// MaxMessageRunes is the longest message sent to the model; a longer
	// one gets the "please send a shorter message" reply with no call.
	// Default DefaultMaxMessageRunes; it is never less than MaxTextRunes.
	MaxMessageRunes int
	// Logger; nil discards.
	Logger *slog.Logger
}

// Planner plans a message with one model call: the model picks tools and
// fills their typed arguments, and Go code checks them, converts local
// times in the user's zone and builds the steps. An answer that fails the
// checks gets one repair call quoting what was wrong; if that fails too,
// the plan is refused with an EInvalid error worded for the user, and
// nothing runs.
type Planner struct {
	chat           Chatter
	tools          []openai.Tool
	toolTokens     []int // an estimate of each tool's cost, never below it
	maxTokens      int
	retryMaxTokens int
	maxRunes       int
	log            *slog.Logger
}

var _ graph.Planner = (*Planner)(nil)

// New returns a Planner, or an error when cfg has no model or a tool
// schema cannot be generated.
func New(cfg Config) (*Planner, error) {
	if cfg.Chat == nil {
		return nil, errors.New("model planner: no chat model")
	}
	tools, err := buildTools()
	if err != nil {
		return nil, fmt.Errorf("model planner: %w", err)
	}
	if cfg.MaxTokens <= 0 {
		cfg.MaxTokens = DefaultMaxTokens
	}
	if cfg.RetryMaxTokens <= cfg.MaxTokens {
		cfg.RetryMaxTokens = 2 * cfg.MaxTokens
	}
	if cfg.MaxMessageRunes <= 0 {
		cfg.MaxMessageRunes = DefaultMaxMessageRunes
	}
	cfg.MaxMessageRunes = max(cfg.MaxMessageRunes, MaxTextRunes)
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	costs := make([]int, len(tools))
	for i, t := range tools {
		costs[i] = estimateTokens(t)
	}
	return &Planner{chat: cfg.Chat, tools: tools, toolTokens: costs, maxTokens: cfg.MaxTokens, retryMaxTokens: cfg.RetryMaxTokens, maxRunes: cfg.MaxMessageRunes, log: log}, nil
}

// Plan asks the model to plan req. Plan.Usage counts every call made, also
// when an error is returned. At most two calls are made: the first, and
// either one repair of an invalid answer or one retry, with a larger token
// budget, of an answer cut at the limit. Nothing of a cut, filtered or
// invalid answer runs: when the second call does not mend it, the plan is
// one OpClarify step that says so in req.Lang and asks for what is needed.
// Errors: an EInvalid *memo.Error whose message is written for the user
// (in req.Lang) when the API refused the request; the client's
// EUnavailable or EUnlinked error when the model could not be reached.
func (p *Planner) Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	plan := memo.Plan{TurnID: req.TurnID, Text: req.Text, Lang: req.Lang, Source: Source}
	if utf8.RuneCountInString(req.Text) > p.maxRunes {
		plan.Steps = []memo.Step{{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpUnknown, General: &memo.GeneralArgs{Reason: memo.ReasonTooLong}}}
		return plan, nil
	}
	conv := newConverter(req)
	tools, cost := p.toolsFor(selectTools(req))
	msgs := messages(req, contextRoom(cost))
	p.log.DebugContext(ctx, "model planning call", "turn", req.TurnID, "tools", len(tools), "tool_tokens", cost)
	call := func(msgs []openai.Message, maxTokens int) (openai.ChatResponse, error) {
		return p.ask(ctx, &plan, openai.ChatRequest{Messages: msgs, Tools: tools, MaxTokens: maxTokens})
	}
	resp, err := call(msgs, p.maxTokens)
	if err != nil {
		return plan, p.failure(ctx, req, err)
	}
	switch resp.FinishReason {
	case finishContentFilter:
		p.log.WarnContext(ctx, "model answer filtered", "turn", req.TurnID)
		plan.Steps = clarify(honest(req.Lang, filtered))
		return plan, nil
	case finishLength:
		// Half an answer may be half the user's request: none of it runs.
		// One retry with room to finish is the second call.
		p.log.InfoContext(ctx, "model answer cut at the token limit; retrying", "turn", req.TurnID, "max_tokens", p.maxTokens)
		if resp, err = call(msgs, p.retryMaxTokens); err != nil {
			return plan, p.failure(ctx, req, err)
		}
		plan.Steps = p.last(ctx, req, conv, resp)
		return plan, nil
	}
	steps, problems := conv.steps(resp)
	if len(problems) == 0 {
		plan.Steps = steps
		return plan, nil
	}
	if slices.ContainsFunc(problems, func(pr problem) bool { return pr.kind == tooFar }) {
		return plan, memo.Refuse(memo.EInvalid, memo.WhyTooFar, memo.Detail{N: timeparse.MaxYears})
	}
	if slices.ContainsFunc(problems, func(pr problem) bool { return pr.kind == unkept }) {
		plan.Steps = []memo.Step{{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpUnknown, General: &memo.GeneralArgs{Reason: memo.ReasonUnkeptRepeat}}}
		return plan, nil
	}
	if refused(problems) {
		p.log.InfoContext(ctx, "model plan past a limit", "turn", req.TurnID, "problems", describe(problems))
		plan.Steps = clarify(userMessage(req.Lang, problems))
		return plan, nil
	}
	p.log.InfoContext(ctx, "model plan invalid; asking for a repair", "turn", req.TurnID, "problems", describe(problems))
	resp, err = call(append(msgs, repair(resp, problems)), p.maxTokens)
	if err != nil {
		return plan, p.failure(ctx, req, err)
	}
	plan.Steps = p.last(ctx, req, conv, resp)
	return plan, nil
}

// last reads the second and last answer: its steps when it is whole and
// valid, else the clarifying step that says what was wrong.
func (p *Planner) last(ctx context.Context, req memo.PlanRequest, conv converter, resp openai.ChatResponse) []memo.Step {
	switch resp.FinishReason {
	case finishLength:
		p.log.WarnContext(ctx, "model answer cut at the token limit again", "turn", req.TurnID)
		return clarify(honest(req.Lang, cutShort))
	case finishContentFilter:
		p.log.WarnContext(ctx, "model answer filtered", "turn", req.TurnID)
		return clarify(honest(req.Lang, filtered))
	}
	steps, problems := conv.steps(resp)
	if len(problems) == 0 {
		return steps
	}
	p.log.WarnContext(ctx, "model plan still invalid after its second call", "turn", req.TurnID, "problems", describe(problems))
	// Nothing runs on a bad answer: the turn asks the user for what was
	// missing, and the answer is planned again together with this request.
	return clarify(userMessage(req.Lang, problems))
}

// clarify is the one step of a plan that asks the user text.
func clarify(text string) []memo.Step {
	return []memo.Step{{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpClarify, General: &memo.GeneralArgs{Text: text}}}
}

// refused reports whether problems include a limit: the user is told, the
// model is not asked again.
func refused(problems []problem) bool {
	return slices.ContainsFunc(problems, func(pr problem) bool { return pr.kind == tooMany })
}

// toolsFor returns the tools in set, in the order of toolSpecs, and what
// they cost together (estimated, never below).
func (p *Planner) toolsFor(set toolSet) ([]openai.Tool, int) {
	var out []openai.Tool
	cost := 0
	for i, t := range p.tools {
		if set[t.Name] {
			out = append(out, t)
			cost += p.toolTokens[i]
		}
	}
	return out, cost
}

// ask makes one call and adds its usage to plan.
func (p *Planner) ask(ctx context.Context, plan *memo.Plan, req openai.ChatRequest) (openai.ChatResponse, error) {
	resp, err := p.chat.Chat(ctx, req)
	plan.Usage = plan.Usage.Add(resp.Usage)
	return resp, err
}

// failure classifies an error of the call. A request the API refused
// (400) is our fault or too long: the user is told so (memo.WhyModelRefused)
// and the details go to the log. Anything else (unavailable, unlinked) is
// returned as it is, for an apology.
func (p *Planner) failure(ctx context.Context, req memo.PlanRequest, err error) error {
	if memo.ErrorCodeOf(err) == memo.EInvalid {
		p.log.ErrorContext(ctx, "model refused the planning request", "turn", req.TurnID, "err", err)
		e := memo.Refuse(memo.EInvalid, memo.WhyModelRefused, memo.Detail{})
		e.Err = err
		return e
	}
	return fmt.Errorf("model plan: %w", err)
}

// Bounds on the repair note: the problems quoted, each cut.
const (
	maxProblems     = 2
	maxProblemRunes = 80
)

// repair is the note the repair call adds after the user's message: what
// was wrong with the answer. The invalid answer itself is not sent back
// (its arguments can be long, and the budget is per request); the
// problems quote the values that matter.
func repair(resp openai.ChatResponse, problems []problem) openai.Message {
	var b strings.Builder
	b.WriteString("Your answer was not used; nothing was run:")
	for _, pr := range problems[:min(len(problems), maxProblems)] {
		b.WriteString("\n- ")
		if pr.call >= 0 {
			fmt.Fprintf(&b, "call %d: ", pr.call+1)
		}
		b.WriteString(cut(pr.msg, maxProblemRunes))
	}
	if len(problems) > maxProblems {
		fmt.Fprintf(&b, "\n- and %d more", len(problems)-maxProblems)
	}
	b.WriteString("\nAnswer again: all the calls, fixed, or a text reply.")
	return openai.Message{Role: openai.RoleSystem, Content: b.String()}
}

// describe joins the problems for logs and the error chain.
func describe(problems []problem) string {
	parts := make([]string, len(problems))
	for i, pr := range problems {
		parts[i] = pr.msg
		if pr.call >= 0 {
			parts[i] = fmt.Sprintf("call %d: %s", pr.call+1, pr.msg)
		}
	}
	return strings.Join(parts, "; ")
}
