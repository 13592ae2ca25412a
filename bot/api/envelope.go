// Package api is the shape of Memo's answers to programs: the typed
// envelope `memo chat --jsonl` writes, and POST /agent/chat's request,
// response and error documents, built from that same envelope. The HTTP
// contract (tool, summary, result, success; errors as {detail}) is that of
// the service Memo replaces; calendar results keep its tool names and
// fields, other capabilities carry the envelope.
package api

import (
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Envelope is a turn's typed result as programs see it: the result of the
// step the reply is about, plus the question when the turn stopped to ask.
type Envelope struct {
	memo.Result
	Pending *Pending `json:"pending,omitempty"`
}

// Pending is the question a turn stopped on.
type Pending struct {
	Kind          memo.PendingKind   `json:"kind"`
	Reason        memo.PendingReason `json:"reason"`
	Options       []memo.Option      `json:"options"`
	AllowMultiple bool               `json:"allowMultiple"`
	ExpiresAt     time.Time          `json:"expiresAt"`
}

// EnvelopeOf returns r's envelope: its result, or an empty result of the
// tool's capability when only a question was asked; nil when the reply
// has neither (help, chit-chat, an apology).
func EnvelopeOf(r memo.Reply) *Envelope {
	var e *Envelope
	if r.Result != nil {
		e = &Envelope{Result: *r.Result}
	}
	if p := r.Pending; p != nil {
		if e == nil {
			c, op := SplitTool(r.Tool)
			e = &Envelope{Result: memo.NewResult(c, op, nil)}
		}
		e.Pending = PendingOf(*p)
	}
	return e
}

// PendingOf is the question p as programs see it; Options is never nil.
func PendingOf(p memo.Pending) *Pending {
	opts := p.Options
	if opts == nil {
		opts = []memo.Option{}
	}
	return &Pending{Kind: p.Kind, Reason: p.Reason, Options: opts, AllowMultiple: p.AllowMultiple, ExpiresAt: p.ExpiresAt}
}

// SplitTool splits a reply's tool, "capability.operation", into the
// capability and its operation.
func SplitTool(tool string) (memo.Capability, memo.Op) {
	c, name, _ := strings.Cut(tool, ".")
	return memo.Capability(c), memo.Capability(c).Op(name)
}

func itoa(n int) string { return strconv.Itoa(n) }
