package whatsapp

import (
	"context"
	"errors"
	"fmt"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// journalMessage stores m in the journal and submits it; the answer is
// HandleEvent's. Only a message that could not be stored is left for
// WhatsApp to deliver again. One whose claim failed is queued without it;
// one stored but not queued at all (the dispatcher is shutting down) runs
// at the next start.
func (i *Inbox) journalMessage(key string, m message) bool {
	payload, err := encode(m)
	if err != nil {
		i.log.Error("encode message; dropped", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), journalTimeout)
	fresh, err := i.cfg.Journal.QueueInbound(ctx, memo.InboxEntry{Channel: ChannelName, ChatID: m.in.ChatID, MessageID: m.in.MessageID, At: m.in.At, Payload: payload})
	cancel()
	if err != nil {
		i.log.Error("store message; left for WhatsApp to deliver again", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		return false
	}
	if !fresh {
		i.log.Info("duplicate message dropped", "chat", m.in.ChatID, "message", m.in.MessageID)
		i.duplicate()
		return true
	}
	i.mu.Lock()
	i.pending[key] = &flight{m: m}
	i.mu.Unlock()
	ctx, cancel = context.WithTimeout(context.Background(), i.cfg.SubmitTimeout)
	defer cancel()
	ok, err := i.cfg.Submit.Submit(ctx, m.in)
	busy := errors.Is(err, bot.ErrQueueFull) || errors.Is(err, bot.ErrBusy)
	if err != nil && !busy && i.cfg.Requeue != nil {
		// The claim failed (Redis away) or timed out: the journal has
		// told the message apart from a redelivery already, so it is
		// queued without one.
		rctx, rcancel := context.WithTimeout(context.Background(), i.cfg.SubmitTimeout)
		if rerr := i.cfg.Requeue.Requeue(rctx, m.in); rerr == nil {
			i.log.Warn("message queued without a claim", "chat", m.in.ChatID, "message", m.in.MessageID, "claim_err", err)
			ok, err = true, nil
		}
		rcancel()
	}
	if err != nil || !ok {
		i.drop(key)
	}
	switch {
	case busy:
		i.log.Warn("message not queued: busy", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		i.finish(m.in, memo.InboxRefused)
		i.notify(m.in, bot.NoticeBusy, m.in.ChatID, busyEvery)
	case err != nil:
		i.log.Warn("message stored but not queued; it runs at the next start", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
	case !ok:
		i.finish(m.in, memo.InboxDone)
	default:
		i.log.Info("message queued", "chat", m.in.ChatID, "message", m.in.MessageID, "type", m.what)
	}
	return true
}

// finish sets a journaled message's state, logging a failure.
func (i *Inbox) finish(in memo.Inbound, s memo.InboxState) {
	ctx, cancel := context.WithTimeout(context.Background(), journalTimeout)
	defer cancel()
	if err := i.cfg.Journal.FinishInbound(ctx, in.ChatID, in.MessageID, s); err != nil {
		i.log.Warn("finish stored message", "chat", in.ChatID, "message", in.MessageID, "state", string(s), "err", err)
	}
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
// whose turns never began, in the order they came (their ids are claimed,
// so they are requeued, not submitted), and tells each chat whose turn a
// restart cut short, once: that turn is not run again, since it may have
// done things before the restart (the Cloud API channel does the same).
// Their turns and the notices wait for the link to be up. Messages this
// Inbox is handling are left alone.
//
// Call it before each connection as the session's holder (Client.Run does,
// through OnSession), so the messages are queued before WhatsApp delivers
// new ones. Without a Journal it does nothing.
func (i *Inbox) Recover(ctx context.Context) {
	if i.cfg.Journal == nil {
		return
	}
	i.setUp(false) // Recover runs before connecting
	es, err := i.cfg.Journal.UnfinishedInbound(ctx, ChannelName, i.cfg.Clock.Now().Add(-RecoverWindow), recoverBatch)
	if err != nil {
		i.log.Error("find messages left unanswered", "err", err)
		return
	}
	for _, e := range es {
		key := envelopeKey(memo.Inbound{ChatID: e.ChatID, MessageID: e.MessageID})
		i.mu.Lock()
		_, mine := i.pending[key]
		i.mu.Unlock()
		if mine {
			continue
		}
		m, err := decode(e)
		if err != nil {
			i.log.Error("stored message unreadable; dropped", "chat", e.ChatID, "message", e.MessageID, "err", err)
			i.finish(memo.Inbound{ChatID: e.ChatID, MessageID: e.MessageID}, memo.InboxInterrupted)
			continue
		}
		if e.State == memo.InboxStarted {
			i.log.Warn("a restart cut a turn short; the chat is told", "chat", e.ChatID, "message", e.MessageID)
			i.finish(m.in, memo.InboxInterrupted)
			in := m.in
			in.Text = truncate(in.Text, 200)
			i.queueNotice(noticeJob{in: in, n: bot.NoticeInterrupted, whom: e.ChatID, every: interruptedEvery, waitUp: true})
			continue
		}
		if i.cfg.Requeue == nil {
			i.log.Warn("message left unanswered by a restart", "chat", e.ChatID, "message", e.MessageID)
			continue
		}
		i.mu.Lock()
		i.pending[key] = &flight{m: m, replay: true}
		i.mu.Unlock()
		if err := i.cfg.Requeue.Requeue(ctx, m.in); err != nil {
			i.drop(key)
			i.log.Error("queue a message left by a restart", "chat", e.ChatID, "message", e.MessageID, "err", err)
			continue
		}
		i.log.Info("message left by a restart queued again", "chat", e.ChatID, "message", e.MessageID)
	}
}

// journaled begins the turn of a journaled message: it waits for the link
// when the message is a replay, marks it started and rebuilds what the
// turn needs from the journal. A message not queued by this Inbox goes
// straight to h.
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
	e, stored, err := i.cfg.Journal.StartInbound(ctx, in.ChatID, in.MessageID)
	if err != nil {
		i.markStarted(f) // the apology answers it
		return memo.Reply{}, fmt.Errorf("start stored message: %w", err)
	}
	if stored && e.State != memo.InboxQueued {
		// Another turn has it (or had it): running it again could do its
		// steps twice.
		i.log.Warn("message already begun; not run again", "chat", in.ChatID, "message", in.MessageID, "state", string(e.State))
		return memo.Reply{ChatID: in.ChatID, Duplicate: true, Tool: "whatsapp.duplicate"}, nil
	}
	i.markStarted(f)
	m := f.m
	if stored {
		if d, err := decode(e); err != nil {
			i.log.Error("stored message unreadable; run as queued", "chat", in.ChatID, "message", in.MessageID, "err", err)
		} else {
			m = d
		}
	}
	return i.turn(ctx, h, m.in, m)
}

// markStarted records that f's turn began, so its reply marks it done.
func (i *Inbox) markStarted(f *flight) {
	i.mu.Lock()
	defer i.mu.Unlock()
	f.started = true
}

// Deliver wraps the dispatcher's DeliverFunc: once next has sent the reply
// of a journaled message whose turn began, the message is marked done.
// Give the dispatcher Deliver(router.Deliver) when the Inbox has a
// Journal.
func (i *Inbox) Deliver(next bot.DeliverFunc) bot.DeliverFunc {
	return func(ctx context.Context, in memo.Inbound, r memo.Reply) {
		if i.cfg.Journal == nil || in.Channel != ChannelName {
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
				i.finish(in, memo.InboxDone)
			}
		}()
		next(ctx, in, r)
	}
}

// prune deletes journaled messages older than keep, at most once an hour.
func (i *Inbox) prune(ctx context.Context) {
	if i.cfg.Journal == nil {
		return
	}
	now := i.cfg.Clock.Now()
	i.mu.Lock()
	due := now.Sub(i.pruned) >= pruneEvery
	if due {
		i.pruned = now
	}
	i.mu.Unlock()
	if !due {
		return
	}
	// One statement, finished even when Run is being stopped.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), journalTimeout)
	defer cancel()
	if n, err := i.cfg.Journal.PruneInbox(ctx, now.Add(-keep)); err != nil {
		i.log.Warn("prune inbox", "err", err)
	} else if n > 0 {
		i.log.Info("inbox pruned", "rows", n)
	}
}
