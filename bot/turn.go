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

// start begins running chat's queue, which Submit has just created: on a
// goroutine draining it when turns are not bounded, else one turn at a
// time, each when it gets a slot.
func (d *Dispatcher) start(chat string) {
	if d.cfg.Slots == nil {
		go d.drain(chat)
		return
	}
	d.schedule(chat)
}

// drain runs the turns queued for chat, in order, until the queue is
// empty, and then ends.
func (d *Dispatcher) drain(chat string) {
	for {
		in, ok := d.next(chat)
		if !ok {
			return
		}
		// The turn has all of its time.
		ctx, cancel := context.WithTimeout(d.base, d.cfg.TurnTimeout)
		d.turn(ctx, in, func() {}, nil)
		cancel()
		if !d.more(chat) {
			return
		}
	}
}

// schedule runs chat's next message as a turn once the turn gets a slot
// (Slots.Go: no goroutine waits for it), and then schedules the message
// after it, if any: each turn of a chat waits for its slot behind the
// turns of other chats that asked first. The wait for the slot counts
// against the turn's time.
func (d *Dispatcher) schedule(chat string) {
	ctx, cancel := context.WithTimeout(d.base, d.cfg.TurnTimeout)
	d.cfg.Slots.Go(ctx, func(ctx context.Context, release func(), err error) {
		defer cancel()
		in, ok := d.next(chat)
		if !ok {
			release()
			return
		}
		d.turn(ctx, in, release, err)
		if d.more(chat) {
			d.schedule(chat)
		}
	})
}

// more reports whether chat's queue holds another message after the turn
// that just ended. When it does not, the queue is removed, so the
// following Submit starts the chat again.
func (d *Dispatcher) more(chat string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.running, chat)
	if len(d.queues[chat]) > 0 {
		return true
	}
	delete(d.queues, chat)
	d.closeDrainedLocked()
	return false
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

// turn handles in within ctx and delivers the reply, or an apology when
// the handler failed or panicked, or when the turn could not begin (err,
// its wait for a slot cut short). release gives back the turn's slot: it
// is called before the reply goes out, sending being a wait outside.
func (d *Dispatcher) turn(ctx context.Context, in memo.Inbound, release func(), err error) {
	var r memo.Reply
	if err == nil {
		r, err = d.handle(ctx, in)
	}
	release() // before the reply goes out: sending is a wait outside
	if err != nil {
		d.log.Error("turn failed", "chat", in.ChatID, "message", in.MessageID, "err", err)
		d.log.Debug("failed turn text", "chat", in.ChatID, "text", in.Text)
		r = d.apology(in)
	}
	if r.ChatID == "" {
		r.ChatID = in.ChatID
	}

	ctx, cancel := context.WithTimeout(d.base, d.cfg.TurnTimeout)
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
