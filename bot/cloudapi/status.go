package cloudapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// applyStatus records Meta's word on a message sent: sent, delivered,
// read or failed. A failure gets its follow-up: sent again (Meta's
// transient errors), sent as a template (the window had closed), or
// reported.
func (c *Channel) applyStatus(ctx context.Context, st Status) error {
	s := memo.MessageStatus(st.Status)
	switch s {
	case memo.StatusSent, memo.StatusDelivered, memo.StatusRead, memo.StatusFailed:
	default:
		c.log.Debug("message status ignored", "message", st.ID, "status", st.Status)
		return nil
	}
	if st.ID == "" {
		return nil
	}
	u := memo.StatusUpdate{MessageID: st.ID, Status: s, At: messageTime(st.Timestamp, c.cfg.Clock.Now())}
	if len(st.Errors) > 0 {
		u.ErrorCode, u.ErrorTitle = st.Errors[0].Code, st.Errors[0].Title
		if d := st.Errors[0].ErrorData; d != nil && d.Details != "" {
			u.ErrorTitle += ": " + d.Details
		}
	}
	chat := ""
	if reNumber.MatchString(st.RecipientID) {
		chat = "+" + st.RecipientID
	}
	m, changed, err := c.cfg.Store.UpdateOutboundStatus(ctx, ChannelName, chat, u)
	if err != nil {
		return err
	}
	if !changed {
		return nil
	}
	c.log.Info("message status", "chat", m.ChatID, "message", m.ID, "kind", m.Kind, "status", string(s), "code", u.ErrorCode)
	if s == memo.StatusFailed && m.Kind != "" {
		c.followUp(ctx, m)
	}
	return nil
}

// retryable are Meta's failure codes worth sending again after a while.
func retryable(code int) bool {
	switch code {
	case CodeAPIUnknown, CodeAPIService, CodeAPITooManyCalls, CodeRateLimit, CodeGeneric, CodeServiceUnavail,
		CodeWABARateLimit, CodePairRateLimit, CodeSpamRateLimit:
		return true
	}
	return false
}

// followUp decides what to do about a failed message and records it.
func (c *Channel) followUp(ctx context.Context, m memo.OutboundMessage) {
	f, at := c.decide(m)
	if err := c.cfg.Store.SetFollowUp(context.WithoutCancel(ctx), m.ID, f, at); err != nil {
		c.log.Error("record follow-up", "message", m.ID, "follow_up", string(f), "err", err)
	}
}

// decide is the follow-up of a failed message: a template when Meta
// refused it because the window had closed and the kind has one; another
// try later for Meta's transient failures, while attempts remain; else a
// report.
func (c *Channel) decide(m memo.OutboundMessage) (memo.FollowUp, time.Time) {
	now := c.cfg.Clock.Now()
	var s stored
	_ = json.Unmarshal(m.Payload, &s)
	wasTemplate := s.Request != nil && s.Request.Type == "template"
	switch {
	case m.ErrorCode == CodeReengagement && !wasTemplate && c.cfg.Templates.For(m.Kind) != "":
		return memo.FollowTemplate, now
	case retryable(m.ErrorCode) && m.Attempts < c.cfg.MaxAttempts:
		return memo.FollowRetry, now.Add(c.backoff(m.Attempts))
	}
	return memo.FollowReport, now
}

// backoff is the wait before try attempts+1.
func (c *Channel) backoff(attempts int) time.Duration {
	d := c.cfg.RetryDelay
	for i := 1; i < attempts && d < time.Hour; i++ {
		d *= 2
	}
	return d
}

// sweepBatch bounds the follow-ups handled per sweep.
const sweepBatch = 50

// sweep does the follow-ups due: retries, templates, reports.
func (c *Channel) sweep(ctx context.Context) {
	due, err := c.cfg.Store.DueFollowUps(ctx, ChannelName, c.cfg.Clock.Now(), sweepBatch)
	if err != nil {
		c.log.Error("find follow-ups", "err", err)
		return
	}
	for _, m := range due {
		if ctx.Err() != nil {
			return
		}
		c.doFollowUp(ctx, m)
	}
}

// doFollowUp does one follow-up, then clears it, or puts it off when the
// try failed and attempts remain.
func (c *Channel) doFollowUp(ctx context.Context, m memo.OutboundMessage) {
	var s stored
	if err := json.Unmarshal(m.Payload, &s); err != nil {
		c.log.Error("stored message unreadable; follow-up dropped", "message", m.ID, "err", err)
		c.clearFollowUp(ctx, m)
		return
	}
	now := c.cfg.Clock.Now()
	switch {
	case m.FollowUp == memo.FollowReport:
		c.report(m)
		c.clearFollowUp(ctx, m)
		return
	case m.Kind == "reply" && now.Sub(m.SentAt) > Window:
		c.log.Warn("reply too old to send again; dropped", "chat", m.ChatID, "message", m.ID, "sent_at", m.SentAt)
		c.clearFollowUp(ctx, m)
		return
	}
	var (
		ids []string
		err error
	)
	switch {
	case m.FollowUp == memo.FollowTemplate:
		req, ok := c.template(m.ChatID, m.Kind, s.Text, s.Lang)
		if !ok {
			c.report(m)
			c.clearFollowUp(ctx, m)
			return
		}
		var id string
		id, err = c.resend(ctx, m, req, s)
		ids = append(ids, id)
	case s.Request != nil:
		var id string
		id, err = c.resend(ctx, m, *s.Request, s)
		ids = append(ids, id)
	default:
		ids, err = c.start(ctx, m.ChatID, m.Kind, s.Text, s.Lang, s.Tasks)
	}
	if err == nil {
		c.log.Info("message sent again", "chat", m.ChatID, "was", m.ID, "now", ids, "follow_up", string(m.FollowUp))
		c.clearFollowUp(ctx, m)
		return
	}
	if TokenRefused(err) {
		// Nothing can go out until the token works; a reply waits for it
		// as long as its window lasts, without spending its attempts.
		c.log.Warn("follow-up waits for a valid token", "chat", m.ChatID, "message", m.ID)
		m.FollowUpAt = now.Add(tokenBackoff)
		if _, err := c.cfg.Store.SaveOutbound(ctx, m); err != nil {
			c.log.Error("put off follow-up", "message", m.ID, "err", err)
		}
		return
	}
	m.Attempts++
	c.log.Warn("follow-up failed", "chat", m.ChatID, "message", m.ID, "attempt", m.Attempts, "err", err)
	if m.Attempts >= c.cfg.MaxAttempts || !(Transient(err) || errors.Is(err, ErrWindowClosed)) {
		m.ErrorTitle = cut(err.Error(), 300)
		c.report(m)
		c.clearFollowUp(ctx, m)
		return
	}
	m.FollowUpAt = now.Add(c.backoff(m.Attempts))
	if _, err := c.cfg.Store.SaveOutbound(ctx, m); err != nil {
		c.log.Error("put off follow-up", "message", m.ID, "err", err)
	}
}

// resend sends req again for m, as its next attempt.
func (c *Channel) resend(ctx context.Context, m memo.OutboundMessage, req SendRequest, s stored) (string, error) {
	id, err := c.cfg.Governor.Send(ctx, m.ChatID, func(ctx context.Context) (string, error) {
		return c.cfg.Client.Send(ctx, req)
	})
	if err != nil {
		return "", err
	}
	s.Request = &req
	c.record(ctx, memo.OutboundMessage{ID: id, Channel: ChannelName, ChatID: m.ChatID, Kind: m.Kind, Status: memo.StatusAccepted, Attempts: m.Attempts + 1}, s)
	return id, nil
}

func (c *Channel) clearFollowUp(ctx context.Context, m memo.OutboundMessage) {
	if err := c.cfg.Store.SetFollowUp(ctx, m.ID, memo.FollowNone, time.Time{}); err != nil {
		c.log.Error("clear follow-up", "message", m.ID, "err", err)
	}
}

// report tells the log, and for a reminder or digest the operator (once
// an hour per failure code), that a message will not arrive.
func (c *Channel) report(m memo.OutboundMessage) {
	c.log.Error("message not delivered", "chat", m.ChatID, "message", m.ID, "kind", m.Kind, "code", m.ErrorCode, "error", m.ErrorTitle, "attempts", m.Attempts)
	if c.cfg.Operator == "" || (m.Kind != "reminder" && m.Kind != "digest") {
		return
	}
	code := strconv.Itoa(m.ErrorCode)
	c.notices.Queue(bot.NoticeJob{
		Chat: c.cfg.Operator, Notice: bot.Notice("failed_" + code), Lang: c.cfg.Lang, Whom: c.cfg.Operator, Every: time.Hour,
		Text: fmt.Sprintf("Memo: a %s to %s was not delivered (code %d: %s). Further failures like it are logged.", m.Kind, m.ChatID, m.ErrorCode, m.ErrorTitle),
	})
}
