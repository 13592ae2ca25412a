package bot

import (
	"context"
	"fmt"
	"runtime/debug"

	"github.com/memo-assistant/memo"
)

// Apologies sent when a turn fails, by the language of the message.
const (
	apologyHebrew  = "סליחה, משהו השתבש אצלי. נסה שוב בעוד רגע."
	apologyEnglish = "Sorry, something went wrong on my side. Please try again in a moment."
)

// drain runs the turns queued for chat, in order, until the queue is empty,
// and then ends. Submit starts it when the chat's queue goes from absent to
// one message; while it runs, Submit only appends.
func (d *Dispatcher) drain(chat string) {
	for {
		in, ok := d.next(chat)
		if !ok {
			return
		}
		d.turn(in)
		d.mu.Lock()
		delete(d.running, chat)
		d.mu.Unlock()
	}
}

// next pops the first message of chat's queue. When the queue is empty it
// removes the queue, so the following Submit starts a new goroutine, and
// returns false. After Shutdown gave up waiting, the messages left are
// dropped.
func (d *Dispatcher) next(chat string) (memo.Inbound, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	q := d.queues[chat]
	if len(q) > 0 && d.base.Err() != nil {
		d.log.Warn("dispatcher stopped; queued messages dropped", "chat", chat, "count", len(q))
		q = nil
	}
	if len(q) == 0 {
		delete(d.queues, chat)
		d.closeDrainedLocked()
		return memo.Inbound{}, false
	}
	in := q[0]
	q[0] = memo.Inbound{} // let the message text be collected
	d.queues[chat] = q[1:]
	d.running[chat] = true
	return in, true
}

// turn handles in and delivers the reply, or an apology when the handler
// failed or panicked.
func (d *Dispatcher) turn(in memo.Inbound) {
	ctx, cancel := context.WithTimeout(d.base, d.cfg.TurnTimeout)
	release := func() {}
	var err error
	if d.cfg.Slots != nil {
		// The wait for a slot counts against the turn's time.
		ctx, release, err = d.cfg.Slots.Hold(ctx)
	}
	var r memo.Reply
	if err == nil {
		r, err = d.handle(ctx, in)
	}
	release() // before the reply goes out: sending is a wait outside
	cancel()
	if err != nil {
		d.log.Error("turn failed", "chat", in.ChatID, "message", in.MessageID, "err", err)
		d.log.Debug("failed turn text", "chat", in.ChatID, "text", in.Text)
		r = d.apology(in)
	}
	if r.ChatID == "" {
		r.ChatID = in.ChatID
	}

	ctx, cancel = context.WithTimeout(d.base, d.cfg.TurnTimeout)
	defer cancel()
	if err := d.deliver(ctx, in, r); err != nil {
		d.log.Error("deliver failed", "chat", in.ChatID, "message", in.MessageID, "err", err)
	}
}

// handle calls the handler, turning a panic into an error so the chat's
// queue goes on.
func (d *Dispatcher) handle(ctx context.Context, in memo.Inbound) (r memo.Reply, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("handler panic: %v\n%s", p, debug.Stack())
		}
	}()
	r, err = d.cfg.Handler.Handle(ctx, in)
	if err != nil {
		return memo.Reply{}, fmt.Errorf("handle: %w", err)
	}
	return r, nil
}

// deliver calls Deliver, turning a panic into an error.
func (d *Dispatcher) deliver(ctx context.Context, in memo.Inbound, r memo.Reply) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("deliver panic: %v\n%s", p, debug.Stack())
		}
	}()
	d.cfg.Deliver(ctx, in, r)
	return nil
}

// apology is the reply to a failed turn, in the language of the message.
func (d *Dispatcher) apology(in memo.Inbound) memo.Reply {
	lang, ok := memo.DetectLanguage(in.Text)
	if !ok {
		lang = d.cfg.Lang
	}
	text := apologyHebrew
	if lang == memo.English {
		text = apologyEnglish
	}
	return memo.Reply{ChatID: in.ChatID, Text: text, Lang: lang, Success: false}
}
