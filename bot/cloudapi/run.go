package cloudapi

import (
	"context"
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
			c.notices.Drain(ctx, nil, nil)
			return
		case j := <-c.notices.Jobs():
			// A notice begun is finished even when Run is being stopped.
			c.notices.Send(context.WithoutCancel(ctx), j)
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

// Recover queues again the messages stored within the last Window whose
// turns never began, and tells the chats whose turns a restart cut short,
// once (bot.Inbox.Recover: such a turn is not run again). Call it once at
// start, before the webhook is served: a message the webhook takes
// meanwhile would look like one a restart left.
func (c *Channel) Recover(ctx context.Context) {
	c.inbox.Recover(ctx, bot.Replay{
		Rebuild: rebuild,
		Interrupted: func(in memo.Inbound) {
			c.notices.Queue(bot.NoticeJob{Chat: in.ChatID, Notice: bot.NoticeInterrupted, Hint: in.Text, Whom: in.ChatID, Every: bot.InterruptedEvery})
		},
	})
}

// checkTimeout bounds the token check.
const checkTimeout = 10 * time.Second

// prune deletes records older than keep.
func (c *Channel) prune(ctx context.Context) {
	c.inbox.Prune(ctx)
	before := c.cfg.Clock.Now().Add(-keep)
	if n, err := c.cfg.Store.PruneOutbound(ctx, before); err != nil {
		c.log.Warn("prune sent messages", "err", err)
	} else if n > 0 {
		c.log.Info("sent messages pruned", "rows", n)
	}
}
