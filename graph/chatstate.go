package graph

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// prefetchSteps is how many step-log entries of a turn ("A", "B"...) are
// read with the chat's state: a plan rarely has more, and one that does
// reads the rest in one more call (readSteps).
const prefetchSteps = 4

// turnIDFor is the id of the turn that plans in: derived from its chat
// and message id, so a message that runs twice (a redelivery whose claim
// was lost) runs as the same turn, and the step log and the idempotency
// keys of its steps keep a step that ran from running again. This is a
// safety net: the durable inbox never begins a turn twice, and a turn a
// crash cut short is not replayed (bot's package doc). A message without
// an id gets a random one.
func turnIDFor(in memo.Inbound) string {
	if in.MessageID == "" {
		return newTurnID()
	}
	sum := sha256.Sum256([]byte(in.ChatID + "\x1f" + in.MessageID))
	return hex.EncodeToString(sum[:8])
}

// loadChat reads the chat's state at the turn's start, in one call: its
// pending question, language, numbered list, recall, recent turns, and
// the step-log entries of the turn's first steps (when its id is known
// before it is planned). Under the chat's lock when the state is shared.
func (r *Runner) loadChat(ctx context.Context, t *turn) error {
	read := memo.ChatRead{Recent: recentForPlanner}
	if t.in.MessageID != "" {
		for i := range prefetchSteps {
			read.Steps = append(read.Steps, memo.Step{ID: string(rune('A' + i))}.IdempotencyKey(t.planID))
		}
	}
	var err error
	if t.lock != nil {
		t.state, err = t.lock.loadLocked(ctx, read)
	} else {
		t.state, err = r.cfg.State.LoadChat(ctx, t.chat, read)
	}
	if err != nil {
		return fmt.Errorf("load chat state: %w", err)
	}
	t.read = read.Steps
	return nil
}

// readSteps makes sure the turn knows the step-log entries of the steps
// of plan from index from on that are logged: those its first read did
// not cover are read in one more call. A plan made under an id drawn for
// this turn has none to read.
func (r *Runner) readSteps(ctx context.Context, t *turn, plan memo.Plan, from int) error {
	if plan.TurnID == t.planID && t.in.MessageID == "" {
		return nil
	}
	var keys []string
	for _, s := range plan.Steps[from:] {
		if key := s.IdempotencyKey(plan.TurnID); !readOnly(s) && !slices.Contains(t.read, key) {
			keys = append(keys, key)
		}
	}
	if len(keys) == 0 {
		return nil
	}
	got, err := r.cfg.State.LoadChat(ctx, t.chat, memo.ChatRead{Steps: keys})
	if err != nil {
		return fmt.Errorf("load step log: %w", err)
	}
	for k, res := range got.Steps {
		if t.state.Steps == nil {
			t.state.Steps = make(map[string]memo.Result)
		}
		t.state.Steps[k] = res
	}
	t.read = append(t.read, keys...)
	return nil
}

// takePending takes p, the chat's question as the turn read it, with the
// turn's write at its end, in the same call as the steps of its answer
// are logged; so, while it is there, none of its plan's steps from the
// one that asked on has an entry in the step log, and the turn reads
// none. A turn that dies before its write leaves the question to be
// answered again.
func (t *turn) takePending(p memo.Pending) {
	t.write.Answered = p.Version
	if _, idx, ok := p.Step(); ok {
		for _, s := range p.Plan.Steps[idx:] {
			t.read = append(t.read, s.IdempotencyKey(p.Plan.TurnID))
		}
	}
}

// saveChat writes what the turn changed in one call: the question it
// asked or took, the steps it logged, its recall and language, the
// numbered list it showed and its two lines of the recent-turns window;
// and gives the chat's lock back when it holds it.
func (r *Runner) saveChat(ctx context.Context, t *turn, numbered *memo.NumberedList, turns ...memo.Turn) error {
	w := t.write
	w.Numbered, w.Turns = numbered, turns
	if t.lock != nil {
		w.Unlock = t.lock.token
	}
	if err := r.cfg.State.SaveChat(ctx, t.chat, w); err != nil {
		return fmt.Errorf("save chat state: %w", err)
	}
	t.lock.released()
	return nil
}

// Caps on what a turn keeps in the conversation state, so no value grows
// with the user's data: the recent-turns window holds memo.MaxTurns lines
// of at most these many bytes (under 64 KB in all), and a step-log entry
// keeps at most memo.MaxNumbered items (a bulk change of thousands is
// replayed with its counts and the first of its items).
const (
	maxUserTurnBytes  = 3000
	maxReplyTurnBytes = 2000
)

// clipBytes cuts s to at most n bytes, on a character boundary.
func clipBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// turnText is what the recent-turns window keeps of a reply. A reply that
// showed mail keeps only subjects and senders, never a body: text someone
// mailed the user is data, and it never reaches a model as conversation.
func turnText(outcomes []formatter.StepOutcome, text string) string {
	for _, o := range outcomes {
		if o.Result == nil || o.Step.Capability != memo.CapGmail {
			continue
		}
		switch o.Result.Operation {
		case memo.OpEmailList, memo.OpEmailLatest, memo.OpEmailGet:
			parts := make([]string, 0, len(o.Result.Items))
			for _, it := range o.Result.Items {
				if e, ok := it.(memo.Email); ok {
					parts = append(parts, emailLabel(e))
				}
			}
			return "[emails shown: " + strings.Join(parts, "; ") + "]"
		}
	}
	return text
}

// capItems is r with at most memo.MaxNumbered items, for the step log.
func capItems(r memo.Result) memo.Result {
	if len(r.Items) > memo.MaxNumbered {
		r.Items = r.Items[:memo.MaxNumbered:memo.MaxNumbered]
	}
	return r
}
