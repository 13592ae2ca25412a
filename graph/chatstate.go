package graph

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// prefetchSteps is how many step-log entries of a turn ("A", "B"...) are
// read with the chat's state: a plan rarely has more, and one that does
// reads the rest one by one.
const prefetchSteps = 4

// turnIDFor is the id of the turn that plans in: derived from its chat
// and message id, so a message replayed after a crash (the durable inbox)
// runs as the same turn, and the step log and the idempotency keys of its
// steps keep a step that ran from running again. A message without an id
// gets a random one.
func turnIDFor(in memo.Inbound) string {
	if in.MessageID == "" {
		return newTurnID()
	}
	sum := sha256.Sum256([]byte(in.ChatID + "\x1f" + in.MessageID))
	return hex.EncodeToString(sum[:8])
}

// loadChat reads the chat's state in one call when the store batches
// (memo.ChatBatcher); t.snap stays nil otherwise and each part is read
// when needed.
func (r *Runner) loadChat(ctx context.Context, t *turn) error {
	b, ok := r.cfg.State.(memo.ChatBatcher)
	if !ok {
		return nil
	}
	read := memo.ChatRead{Recent: recentForPlanner}
	if t.in.MessageID != "" {
		id := turnIDFor(t.in)
		for i := range prefetchSteps {
			read.Steps = append(read.Steps, memo.Step{ID: string(rune('A' + i))}.IdempotencyKey(id))
		}
	}
	var snap memo.ChatState
	var err error
	if t.lock != nil {
		snap, err = t.lock.loadLocked(ctx, read)
	} else {
		snap, err = b.LoadChat(ctx, t.chat, read)
	}
	if err != nil {
		return fmt.Errorf("load chat state: %w", err)
	}
	t.snap, t.prefetched = &snap, read.Steps
	return nil
}

// takePending takes p, the chat's question as the turn read it. When the
// turn read its state at once (memo.ChatBatcher) the question is taken
// with the turn's write at its end, in the same round trip as the steps
// of its answer are logged; so, while it is there, none of its plan's
// steps from the one that asked on has an entry in the step log, and the
// turn reads none. A turn that dies before its write leaves the question
// to be answered again.
func (r *Runner) takePending(ctx context.Context, t *turn, p memo.Pending) (memo.Pending, error) {
	if t.snap == nil {
		return r.cfg.State.TakePending(ctx, t.chat, p.Version)
	}
	t.write.Answered = p.Version
	if _, idx, ok := p.Step(); ok {
		for _, s := range p.Plan.Steps[idx:] {
			t.prefetched = append(t.prefetched, s.IdempotencyKey(p.Plan.TurnID))
		}
	}
	return p, nil
}

// dropPending drops p, the chat's question, which the message did not
// answer: with the turn's write when it read its state at once.
func (r *Runner) dropPending(ctx context.Context, t *turn, p memo.Pending) error {
	if t.snap == nil {
		return r.cfg.State.ClearPending(ctx, t.chat)
	}
	t.write.Dropped = p.Version
	return nil
}

// loadPending is the chat's pending question, from the turn's snapshot
// when there is one.
func (r *Runner) loadPending(ctx context.Context, t *turn) (memo.Pending, bool, error) {
	if t.snap != nil {
		if t.snap.Pending == nil {
			return memo.Pending{}, false, nil
		}
		return *t.snap.Pending, true, nil
	}
	return r.cfg.State.LoadPending(ctx, t.chat)
}

// recentTurns returns up to n of the chat's latest turns as the turn
// began (n ≤ recentForPlanner).
func (r *Runner) recentTurns(ctx context.Context, t *turn, n int) ([]memo.Turn, error) {
	if t.snap != nil {
		turns := t.snap.Recent
		if len(turns) > n {
			turns = turns[len(turns)-n:]
		}
		return turns, nil
	}
	return r.cfg.State.RecentTurns(ctx, t.chat, n)
}

// loadStep returns the logged result of key, from the snapshot when the
// snapshot read it.
func (r *Runner) loadStep(ctx context.Context, t *turn, key string) (memo.Result, bool, error) {
	if t.snap != nil {
		for _, k := range t.prefetched {
			if k == key {
				res, ok := t.snap.Steps[key]
				return res, ok, nil
			}
		}
	}
	return r.cfg.State.LoadStep(ctx, key)
}

// saveRecall keeps rc for the turn's write, or writes it now when the
// store does not batch.
func (r *Runner) saveRecall(ctx context.Context, t *turn, rc memo.Recall) error {
	if t.snap != nil {
		t.write.Recall = &rc
		return nil
	}
	return r.cfg.State.SaveRecall(ctx, t.chat, rc)
}

// saveChat writes what the turn changed: numbered list, recall, language
// and its two lines of the recent-turns window, in one call when the store
// batches.
func (r *Runner) saveChat(ctx context.Context, t *turn, numbered *memo.NumberedList, turns ...memo.Turn) error {
	if t.snap != nil {
		w := t.write
		w.Numbered, w.Turns = numbered, turns
		if t.lock != nil {
			w.Unlock = t.lock.token
		}
		if err := r.cfg.State.(memo.ChatBatcher).SaveChat(ctx, t.chat, w); err != nil {
			return fmt.Errorf("save chat state: %w", err)
		}
		t.lock.released()
		return nil
	}
	if numbered != nil {
		if err := r.cfg.State.SaveNumbered(ctx, t.chat, *numbered); err != nil {
			return fmt.Errorf("save numbered list: %w", err)
		}
	}
	if err := r.cfg.State.AppendTurns(ctx, t.chat, turns...); err != nil {
		return fmt.Errorf("log turn: %w", err)
	}
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

// capItems is r with at most memo.MaxNumbered items, for the step log.
func capItems(r memo.Result) memo.Result {
	if len(r.Items) > memo.MaxNumbered {
		r.Items = r.Items[:memo.MaxNumbered:memo.MaxNumbered]
	}
	return r
}
