package memo

import (
	"context"
	"time"
)

// TurnTrace is the accounting of one turn: what ran, how long it took and
// what the model calls cost.
type TurnTrace struct {
	TurnID string
	ChatID string
	At     time.Time
	// Source is who planned: "offline", "model", "reply" (an answer to a
	// pending question), ...
	Source string
	// Tool is what the reply was about ("tasks.create").
	Tool     string
	Success  bool
	Usage    Usage
	Duration time.Duration
	// Channel is where the message came from ("whatsapp", "http",
	// "terminal"); Outcome how the turn ended ("ok", "asked", "failed",
	// "error"); Steps the operations it ran ("tasks.create"); Text the
	// message, capped. The edges of a turn fill them; "" when unknown.
	Channel string
	Outcome string
	Steps   []string
	Text    string
}

// TraceStore keeps turn traces.
type TraceStore interface {
	// SaveTrace stores one turn's trace.
	SaveTrace(ctx context.Context, t TurnTrace) error
}

// TraceBatchStore is a TraceStore that also stores many traces at once,
// in one transaction.
type TraceBatchStore interface {
	TraceStore
	// SaveTraces stores ts, all or none.
	SaveTraces(ctx context.Context, ts []TurnTrace) error
}
