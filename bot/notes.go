package bot

import (
	"context"
	"sync"

	"github.com/memo-assistant/memo"
)

// Notes are what the edges of one turn observed while it ran: the
// channel it came from, the trace the runner saved, the operations its
// steps ran, and whether a calendar needed an account link the user does
// not have. Wrappers around the turn (the HTTP exchange, metrics) create
// them with EnsureNotes before the turn; decorators of the stores the
// runner calls find them with NotesFrom, in the turn's context. They are
// request-scoped data, like a request id, and never carry a service.
// The methods are safe for concurrent use and on a nil *Notes.
type Notes struct {
	mu        sync.Mutex
	channel   string
	holdTrace bool
	trace     *memo.TurnTrace
	steps     []string
	unlinked  bool
}

type notesKey struct{}

// EnsureNotes returns ctx's Notes, adding new ones when it has none.
func EnsureNotes(ctx context.Context) (context.Context, *Notes) {
	if n := NotesFrom(ctx); n != nil {
		return ctx, n
	}
	n := &Notes{}
	return context.WithValue(ctx, notesKey{}, n), n
}

// NotesFrom returns ctx's Notes, or nil.
func NotesFrom(ctx context.Context) *Notes {
	n, _ := ctx.Value(notesKey{}).(*Notes)
	return n
}

// SetChannel records where the message came from, unless already known.
func (n *Notes) SetChannel(ch string) {
	if n == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.channel == "" {
		n.channel = ch
	}
}

// Channel returns where the message came from; "" when unknown.
func (n *Notes) Channel() string {
	if n == nil {
		return ""
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.channel
}

// HoldTrace asks the trace store to hand the turn's trace to these notes
// instead of saving it, because the wrapper that called it saves it
// itself once the turn is over, with what it adds (channel, outcome,
// steps, text).
func (n *Notes) HoldTrace() {
	if n == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.holdTrace = true
}

// KeepTrace takes t when the notes hold traces and reports whether it did;
// false means the caller saves t itself.
func (n *Notes) KeepTrace(t memo.TurnTrace) bool {
	if n == nil {
		return false
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if !n.holdTrace {
		return false
	}
	n.trace = &t
	return true
}

// Trace returns the trace kept; ok is false when the turn saved none.
func (n *Notes) Trace() (memo.TurnTrace, bool) {
	if n == nil {
		return memo.TurnTrace{}, false
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.trace == nil {
		return memo.TurnTrace{}, false
	}
	return *n.trace, true
}

// AddStep records an operation a step ran ("tasks.create").
func (n *Notes) AddStep(tool string) {
	if n == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.steps = append(n.steps, tool)
}

// Steps returns the operations recorded, in order.
func (n *Notes) Steps() []string {
	if n == nil {
		return nil
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]string(nil), n.steps...)
}

// MarkUnlinked records that a step needed an outside account (Google)
// that the user has not linked or whose grant was revoked.
func (n *Notes) MarkUnlinked() {
	if n == nil {
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.unlinked = true
}

// Unlinked reports whether MarkUnlinked was called.
func (n *Notes) Unlinked() bool {
	if n == nil {
		return false
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.unlinked
}
