package cloudapi

import (
	"context"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// Pacing of the notices the webhook gives.
const (
	refusalEvery  = 24 * time.Hour // a number not allowed is told once a day
	precheckEvery = time.Minute    // "too long"
	busyEvery     = time.Minute    // "wait"
	noticeTimeout = 30 * time.Second
	noticeDrain   = 5 * time.Second
	// DefaultNoticeQueue is how many notices may wait for Run.
	DefaultNoticeQueue = 64
)

// job is a message the channel sends from Run: a notice the webhook gave,
// or an alert for the operator.
type job struct {
	chat string
	n    bot.Notice
	// text, when not empty, is sent instead of n's text (an alert), in
	// lang.
	text string
	lang memo.Language
	// hint is the start of the message a notice answers, which tells its
	// language.
	hint  string
	whom  string // who it is remembered for
	every time.Duration
}

// enqueue queues j for Run without blocking: with the queue full it is
// dropped and logged, so a flood cannot grow it.
func (c *Channel) enqueue(j job) {
	select {
	case c.jobs <- j:
	default:
		c.log.Warn("notice dropped: queue full", "chat", j.chat, "notice", string(j.n))
	}
}

// runJob sends j unless it was said to j.whom within j.every.
func (c *Channel) runJob(ctx context.Context, j job) {
	ctx, cancel := context.WithTimeout(ctx, noticeTimeout)
	defer cancel()
	if j.every > 0 && !c.intake.Once(ctx, string(j.n), j.whom, j.every) {
		return
	}
	var err error
	if j.text != "" && c.cfg.Alerts != nil {
		// An alert goes where the operator last wrote, maybe the other
		// channel.
		_, err = c.cfg.Alerts.SendText(ctx, j.chat, j.text)
	} else if j.text != "" {
		_, err = c.start(ctx, j.chat, "alert", j.text, j.lang, nil)
	} else {
		// A notice answers a message just received: the window is open,
		// though a stranger's or a refused message did not record it.
		lang := c.intake.Lang(ctx, memo.Inbound{ChatID: j.chat, Text: j.hint})
		_, err = c.sendText(ctx, j.chat, "notice", j.n.Text(lang), lang, nil)
	}
	if err != nil {
		c.log.Error("send notice", "chat", j.chat, "notice", string(j.n), "err", err)
	}
}

// hint is the start of text, enough to tell its language.
func hint(text string) string {
	if len(text) <= 200 {
		return text
	}
	return strings.ToValidUTF8(text[:200], "")
}
