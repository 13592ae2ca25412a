package cloudapi

import (
	"context"
	"encoding/json"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// Run does the channel's work beside the webhook until ctx ends: it
// checks the token, then sends the notices the webhook gave, does the
// follow-ups of failed messages, checks the token every CheckEvery (every
// RecheckEvery while it cannot send: the token refused or unchecked, or
// the API out of reach, at start or after a failed call) and prunes old
// records. When ctx ends it sends the notices still queued,
// within a few seconds, and returns. Call Recover before the webhook is
// served.
func (c *Channel) Run(ctx context.Context) {
	c.checkToken(ctx)
	sweep := time.NewTicker(c.cfg.SweepEvery)
	defer sweep.Stop()
	check := time.NewTimer(c.nextCheck())
	defer check.Stop()
	prune := time.NewTicker(time.Hour)
	defer prune.Stop()
	c.prune(ctx)
	for {
		select {
		case <-ctx.Done():
			c.drain(ctx)
			return
		case j := <-c.jobs:
			// A notice begun is finished even when Run is being stopped.
			c.runJob(context.WithoutCancel(ctx), j)
		case <-sweep.C:
			c.sweep(ctx)
		case <-check.C:
			c.checkToken(ctx)
			check.Reset(c.nextCheck())
		case <-c.recheck:
			// A call failed: the next check comes sooner.
			check.Reset(c.cfg.RecheckEvery)
		case <-prune.C:
			c.prune(ctx)
		}
	}
}

// drain sends the notices still queued, within noticeDrain.
func (c *Channel) drain(ctx context.Context) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), noticeDrain)
	defer cancel()
	for {
		select {
		case j := <-c.jobs:
			c.runJob(ctx, j)
		default:
			return
		}
	}
}

// recoverBatch bounds the messages replayed at start.
const recoverBatch = 1000

// Recover queues again the messages stored within the last Window whose
// turns never began (their ids are claimed, so they are requeued, not
// submitted), and tells the chats whose turns a restart cut short, once.
// Call it once at start, before the webhook is served: a message the
// webhook takes meanwhile would look like one a restart left.
func (c *Channel) Recover(ctx context.Context) {
	since := c.cfg.Clock.Now().Add(-Window)
	es, err := c.cfg.Store.UnfinishedInbound(ctx, ChannelName, since, recoverBatch)
	if err != nil {
		c.log.Error("find messages left unanswered", "err", err)
		return
	}
	for _, e := range es {
		var p parked
		if err := json.Unmarshal(e.Payload, &p); err != nil {
			c.log.Error("stored message unreadable; dropped", "chat", e.ChatID, "message", e.MessageID, "err", err)
			c.finish(ctx, memo.Inbound{ChatID: e.ChatID, MessageID: e.MessageID}, memo.InboxInterrupted)
			continue
		}
		in := inbound(e, p)
		if e.State == memo.InboxStarted {
			// Its turn may have changed things before the restart: running
			// it again could do them twice. The user is asked to check.
			c.log.Warn("a restart cut a turn short; the chat is told", "chat", e.ChatID, "message", e.MessageID)
			c.finish(ctx, in, memo.InboxInterrupted)
			c.enqueue(job{chat: e.ChatID, n: bot.NoticeInterrupted, hint: hint(p.Text), whom: e.ChatID, every: time.Minute})
			continue
		}
		if c.cfg.Requeue == nil {
			c.log.Warn("message left unanswered by a restart", "chat", e.ChatID, "message", e.MessageID)
			continue
		}
		if err := c.cfg.Requeue.Requeue(ctx, in); err != nil {
			c.log.Error("queue a message left by a restart", "chat", e.ChatID, "message", e.MessageID, "err", err)
			continue
		}
		c.log.Info("message left by a restart queued again", "chat", e.ChatID, "message", e.MessageID)
	}
}

// checkTimeout bounds the token check.
const checkTimeout = 10 * time.Second

// prune deletes records older than keep.
func (c *Channel) prune(ctx context.Context) {
	before := c.cfg.Clock.Now().Add(-keep)
	if n, err := c.cfg.Store.PruneInbox(ctx, before); err != nil {
		c.log.Warn("prune inbox", "err", err)
	} else if n > 0 {
		c.log.Info("inbox pruned", "rows", n)
	}
	if n, err := c.cfg.Store.PruneOutbound(ctx, before); err != nil {
		c.log.Warn("prune sent messages", "err", err)
	} else if n > 0 {
		c.log.Info("sent messages pruned", "rows", n)
	}
}
