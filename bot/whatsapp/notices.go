package whatsapp

import (
	"context"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// NoticeSender sends a text to a chat (a chat id, see ChatJID) and returns
// the ids of the messages sent; *Outbox implements it. It blocks until
// WhatsApp answered or ctx ended.
type NoticeSender interface {
	SendText(ctx context.Context, chatID, text string) ([]string, error)
}

var _ NoticeSender = (*Outbox)(nil)

// Defaults and pacing of the notices HandleEvent gives.
const (
	// DefaultNoticeQueue is how many notices may wait for Run.
	DefaultNoticeQueue = 64
	// precheckEvery is how often a chat is told a message was too long or
	// too large: once explains it, a burst of the same would be noise.
	precheckEvery = time.Minute
	// busyEvery is how often a flooding chat is asked to wait.
	busyEvery = time.Minute
	// noticeTimeout bounds sending one notice.
	noticeTimeout = 30 * time.Second
	// noticeDrain bounds sending the notices left when Run is stopped.
	noticeDrain = 5 * time.Second
)

// noticeJob is a notice HandleEvent gave, waiting for Run.
type noticeJob struct {
	in    memo.Inbound // the message it answers (chat, text for the language)
	n     bot.Notice
	whom  string // who it is remembered for (a user or a chat)
	every time.Duration
	// waitUp: the notice waits for the link to be up (one Recover gave,
	// before connecting).
	waitUp bool
}

// notify queues notice n for Run, to be said to in's chat at most once per
// every for whom. It never blocks: with the queue full the notice is
// dropped (and logged), so a flood cannot grow it.
func (i *Inbox) notify(in memo.Inbound, n bot.Notice, whom string, every time.Duration) {
	in.Text = truncate(in.Text, 200) // enough to tell the language
	i.queueNotice(noticeJob{in: in, n: n, whom: whom, every: every})
}

// queueNotice queues j for Run without blocking.
func (i *Inbox) queueNotice(j noticeJob) {
	select {
	case i.notices <- j:
	default:
		i.log.Warn("notice dropped: queue full", "chat", j.in.ChatID, "notice", string(j.n))
	}
}

// Run sends the notices HandleEvent and Recover queued, and prunes the
// journal's old entries every hour, until ctx ends; then it sends the
// notices still queued within noticeDrain and returns. Run it beside the
// client for as long as events arrive.
func (i *Inbox) Run(ctx context.Context) {
	i.prune(ctx)
	tick := time.NewTicker(pruneEvery)
	defer tick.Stop()
	for ctx.Err() == nil {
		select {
		case j := <-i.notices:
			if ctx.Err() != nil {
				i.drainNotices(ctx, &j)
				return
			}
			if j.waitUp {
				if err := i.waitUp(ctx); ctx.Err() != nil {
					i.drainNotices(ctx, &j)
					return
				} else if err != nil {
					i.log.Warn("notice not sent: the link is down", "chat", j.in.ChatID, "notice", string(j.n))
					continue
				}
			}
			// A notice begun is finished even when Run is being stopped.
			i.sendNotice(context.WithoutCancel(ctx), j)
		case <-tick.C:
			i.prune(ctx)
		case <-ctx.Done():
		}
	}
	i.drainNotices(ctx, nil)
}

// drainNotices sends first and the notices still queued, within
// noticeDrain of ctx's end.
func (i *Inbox) drainNotices(ctx context.Context, first *noticeJob) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), noticeDrain)
	defer cancel()
	send := func(j noticeJob) {
		if j.waitUp && !i.linkUp() {
			i.log.Warn("notice not sent: the link is down", "chat", j.in.ChatID, "notice", string(j.n))
			return
		}
		i.sendNotice(ctx, j)
	}
	if first != nil {
		send(*first)
	}
	for {
		select {
		case j := <-i.notices:
			send(j)
		default:
			return
		}
	}
}

// sendNotice sends j unless it was said to j.whom within j.every, within
// noticeTimeout.
func (i *Inbox) sendNotice(ctx context.Context, j noticeJob) {
	ctx, cancel := context.WithTimeout(ctx, noticeTimeout)
	defer cancel()
	if !i.intake.Once(ctx, string(j.n), j.whom, j.every) {
		return
	}
	text := j.n.Text(i.intake.Lang(ctx, j.in))
	if i.cfg.Notices == nil {
		i.log.Info("notice not sent: no sender", "chat", j.in.ChatID, "notice", string(j.n))
		return
	}
	if _, err := i.cfg.Notices.SendText(ctx, j.in.ChatID, text); err != nil {
		i.log.Error("send notice", "chat", j.in.ChatID, "notice", string(j.n), "err", err)
	}
}
