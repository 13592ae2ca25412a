package memo

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// MaxTraceText is the longest message text a stored trace keeps, in
// characters.
const MaxTraceText = 500

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

// TextKept is the message text a stored trace keeps: its first
// MaxTraceText characters, and nothing of a turn that touched the second
// brain or the mailbox (what the user keeps there, or asks to forget, is
// not copied into the traces).
func (t TurnTrace) TextKept() string {
	for _, s := range append([]string{t.Tool}, t.Steps...) {
		if strings.HasPrefix(s, string(CapMemory)+".") || strings.HasPrefix(s, string(CapGmail)+".") {
			return ""
		}
	}
	if utf8.RuneCountInString(t.Text) > MaxTraceText {
		return string([]rune(t.Text)[:MaxTraceText])
	}
	return t.Text
}

// MillisKept is the turn's duration in milliseconds as a stored trace
// keeps it: at least 1 for a turn that took any time at all, so it never
// reads as unmeasured.
func (t TurnTrace) MillisKept() int64 {
	if ms := t.Duration.Milliseconds(); ms > 0 || t.Duration <= 0 {
		return ms
	}
	return 1
}

// TraceStore keeps turn traces.
type TraceStore interface {
	// SaveTrace stores one turn's trace.
	SaveTrace(ctx context.Context, t TurnTrace) error
}

// TraceTextForgetter clears the message text kept in a chat's traces:
// when the user asks Memo to forget a note, what they wrote goes from the
// traces too.
type TraceTextForgetter interface {
	// ForgetTraceText empties the text of chatID's traces and returns how
	// many it emptied.
	ForgetTraceText(ctx context.Context, chatID string) (int64, error)
}

// TraceBatchStore is a TraceStore that also stores many traces at once,
// in one transaction.
type TraceBatchStore interface {
	TraceStore
	// SaveTraces stores ts, all or none.
	SaveTraces(ctx context.Context, ts []TurnTrace) error
}
