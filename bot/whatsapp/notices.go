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

// notify queues notice n for Run, to be said to in's chat at most once per
// every for whom (see bot.NoticeQueue).
func (i *Inbox) notify(in memo.Inbound, n bot.Notice, whom string, every time.Duration) {
	i.notices.Queue(bot.NoticeJob{Chat: in.ChatID, Notice: n, Hint: in.Text, Whom: whom, Every: every})
}

// Run sends the notices HandleEvent and Recover queued, and prunes the
// journal's old entries every hour, until ctx ends; then it sends the
// notices still queued within a few seconds and returns. Run it beside
// the client for as long as events arrive. A notice Recover gave waits
// for the link to be up.
func (i *Inbox) Run(ctx context.Context) {
	i.prune(ctx)
	tick := time.NewTicker(pruneEvery)
	defer tick.Stop()
	for ctx.Err() == nil {
		select {
		case j := <-i.notices.Jobs():
			if ctx.Err() != nil {
				i.notices.Drain(ctx, &j, i.ready)
				return
			}
			if j.WaitUp {
				if err := i.waitUp(ctx); ctx.Err() != nil {
					i.notices.Drain(ctx, &j, i.ready)
					return
				} else if err != nil {
					i.log.Warn("notice not sent: the link is down", "chat", j.Chat, "notice", string(j.Notice))
					continue
				}
			}
			// A notice begun is finished even when Run is being stopped.
			i.notices.Send(context.WithoutCancel(ctx), j)
		case <-tick.C:
			i.prune(ctx)
		case <-ctx.Done():
		}
	}
	i.notices.Drain(ctx, nil, i.ready)
}

// ready reports whether j can be sent now: one that waits for the link,
// only while it is up.
func (i *Inbox) ready(j bot.NoticeJob) bool { return !j.WaitUp || i.linkUp() }

// sendNotice sends a notice's text with the configured sender.
func (i *Inbox) sendNotice(ctx context.Context, j bot.NoticeJob, text string, _ memo.Language) error {
	if i.cfg.Notices == nil {
		i.log.Info("notice not sent: no sender", "chat", j.Chat, "notice", string(j.Notice))
		return nil
	}
	_, err := i.cfg.Notices.SendText(ctx, j.Chat, text)
	return err
}
