package whatsapp

import (
	"context"
	"errors"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// journalMessage stores m in the journal and submits it (bot.Inbox.Admit);
// the answer is HandleEvent's. Only a message that could not be stored is
// left for WhatsApp to deliver again. One whose claim failed is queued
// without it; one stored but not queued at all (the dispatcher is shutting
// down) runs at the next start.
func (i *Inbox) journalMessage(key string, m message) bool {
	i.mu.Lock()
	_, waiting := i.pending[key]
	if !waiting {
		i.pending[key] = &flight{}
	}
	i.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), journalTimeout)
	defer cancel()
	a, err := i.durable.Admit(ctx, m.in)
	if a != bot.Queued && !waiting {
		i.drop(key)
	}
	switch {
	case err != nil:
		i.log.Error("store message; left for WhatsApp to deliver again", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		return false
	case a == bot.Busy:
		i.notify(m.in, bot.NoticeBusy, m.in.ChatID, bot.BusyEvery)
	case a == bot.Queued:
		i.log.Info("message queued", "chat", m.in.ChatID, "message", m.in.MessageID, "type", m.what)
	}
	return true
}

// setUp records whether the link is up.
func (i *Inbox) setUp(up bool) {
	i.mu.Lock()
	defer i.mu.Unlock()
	switch {
	case up && !i.isUp:
		close(i.up)
	case !up && i.isUp:
		i.up = make(chan struct{})
	}
	i.isUp = up
}

// linkUp reports whether the link is up.
func (i *Inbox) linkUp() bool {
	i.mu.Lock()
	defer i.mu.Unlock()
	return i.isUp
}

// errStopping is waitUp's error after Stopping.
var errStopping = errors.New("whatsapp: stopping")

// waitUp waits until the link is up, ctx ends or Stopping is called.
func (i *Inbox) waitUp(ctx context.Context) error {
	i.mu.Lock()
	up := i.up
	i.mu.Unlock()
	select {
	case <-up:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	case <-i.stopping:
		return errStopping
	}
}

// Stopping tells the Inbox the process is stopping: the turns Recover
// queued that still wait for the link give up at once, and stay journaled
// for the next start, so the dispatcher's shutdown does not wait for a
// link that may not come. Call it before the dispatcher's Shutdown.
func (i *Inbox) Stopping() {
	i.stopOnce.Do(func() { close(i.stopping) })
}

// Recover queues again the journaled messages of the last RecoverWindow
// whose turns never began, in the order they came, and tells each chat
// whose turn a restart cut short, once: that turn is not run again
// (bot.Inbox.Recover, as on the Cloud API channel). Their turns and the
// notices wait for the link to be up. Messages this Inbox is handling are
// left alone.
//
// Call it before each connection as the session's holder (Client.Run does,
// through OnSession), so the messages are queued before WhatsApp delivers
// new ones. Without a Journal it does nothing.
func (i *Inbox) Recover(ctx context.Context) {
	if i.durable == nil {
		return
	}
	i.setUp(false) // Recover runs before connecting
	i.durable.Recover(ctx, bot.Replay{
		Rebuild: func(e memo.InboxEntry) (memo.Inbound, error) {
			m, err := decode(e)
			return m.in, err
		},
		Skip: func(chat, id string) bool {
			i.mu.Lock()
			defer i.mu.Unlock()
			_, mine := i.pending[envelopeKey(memo.Inbound{ChatID: chat, MessageID: id})]
			return mine
		},
		Interrupted: func(in memo.Inbound) {
			in.Text = truncate(in.Text, 200)
			i.notices.Queue(bot.NoticeJob{Chat: in.ChatID, Notice: bot.NoticeInterrupted, Hint: in.Text, Whom: in.ChatID, Every: bot.InterruptedEvery, WaitUp: true})
		},
		Requeued: func(in memo.Inbound) {
			i.mu.Lock()
			defer i.mu.Unlock()
			i.pending[envelopeKey(in)] = &flight{replay: true}
		},
		Dropped: func(in memo.Inbound) { i.drop(envelopeKey(in)) },
	})
}

// journaled begins the turn of a journaled message: it waits for the link
// when the message is a replay, marks it started (bot.Inbox.Start) and
// rebuilds what the turn needs from its payload. A message not queued by
// this Inbox goes straight to h.
func (i *Inbox) journaled(ctx context.Context, h bot.Handler, in memo.Inbound) (memo.Reply, error) {
	key := envelopeKey(in)
	i.mu.Lock()
	f, ok := i.pending[key]
	i.mu.Unlock()
	if !ok {
		return h.Handle(ctx, in)
	}
	if f.replay {
		if err := i.waitUp(ctx); err != nil {
			// Left queued for the next start; nothing is said.
			i.log.Warn("link not up for a message left by a restart; it waits for the next start", "chat", in.ChatID, "message", in.MessageID)
			return memo.Reply{ChatID: in.ChatID, Duplicate: true, Tool: "whatsapp.waiting"}, nil
		}
	}
	queued := in.Payload
	in, run, err := i.durable.Start(ctx, in)
	if err != nil {
		i.markStarted(f) // the apology answers it
		return memo.Reply{}, err
	}
	if !run {
		return i.durable.Begun(in), nil
	}
	i.markStarted(f)
	m, err := i.unpack(in)
	if err != nil && len(queued) > 0 {
		i.log.Error("stored message unreadable; run as queued", "chat", in.ChatID, "message", in.MessageID, "err", err)
		in.Payload = queued
		m, err = i.unpack(in)
	}
	if err != nil {
		return memo.Reply{}, err
	}
	return i.turn(ctx, h, m.in, m)
}

// unpack rebuilds what in's turn needs from its payload; in itself is
// kept as the dispatcher gave it.
func (i *Inbox) unpack(in memo.Inbound) (message, error) {
	m, err := decode(memo.InboxEntry{ChatID: in.ChatID, MessageID: in.MessageID, At: in.At, Payload: in.Payload})
	if err != nil {
		return message{}, err
	}
	m.in = in
	return m, nil
}

// markStarted records that f's turn began, so its reply marks it done.
func (i *Inbox) markStarted(f *flight) {
	i.mu.Lock()
	defer i.mu.Unlock()
	f.started = true
}

// Deliver wraps the dispatcher's DeliverFunc: once next has sent the reply
// of a journaled message whose turn began, the message is marked done
// (bot.Inbox.Delivered). Give the dispatcher Deliver(router.Deliver) when
// the Inbox has a Journal.
func (i *Inbox) Deliver(next bot.DeliverFunc) bot.DeliverFunc {
	return func(ctx context.Context, in memo.Inbound, r memo.Reply) {
		if i.durable == nil || in.Channel != ChannelName {
			next(ctx, in, r)
			return
		}
		key := envelopeKey(in)
		defer func() {
			i.mu.Lock()
			f, ok := i.pending[key]
			delete(i.pending, key)
			i.mu.Unlock()
			if ok && f.started {
				i.durable.Delivered(ctx, in, r)
			}
		}()
		next(ctx, in, r)
	}
}

// prune deletes journaled messages past the journal's keep, at most once
// an hour.
func (i *Inbox) prune(ctx context.Context) {
	if i.durable != nil {
		i.durable.Prune(ctx)
	}
}
