package cloudapi

import (
	"context"
	"errors"
	"time"

	"github.com/memo-assistant/memo/bot"
)

// clientChanged is the Client's watcher: a refused token is an alert for
// the operator, and a channel that cannot send (a refused token, an API
// out of reach) checks the token again soon rather than at the next
// CheckEvery, so /readyz tells the truth within RecheckEvery of it
// working again.
func (c *Channel) clientChanged(was, now TokenState) {
	if now.Known && !now.Valid && (!was.Known || was.Valid) {
		c.tokenAlert(errors.New(now.Err))
	}
	if !healthOf(now).Healthy() {
		select {
		case c.recheck <- struct{}{}:
		default:
		}
	}
}

// tokenAlert tells the operator the token was refused (once an hour at
// most); the log says it every time.
func (c *Channel) tokenAlert(err error) {
	if c.cfg.Operator == "" || err == nil {
		return
	}
	c.notices.Queue(bot.NoticeJob{
		Chat: c.cfg.Operator, Notice: "token_refused", Lang: c.cfg.Lang, Whom: c.cfg.Operator, Every: time.Hour,
		Text: "Memo: the WhatsApp Cloud API refused the access token (" + err.Error() + "). Messages on the business number are not answered until a valid MEMO_WA_CLOUD_TOKEN is set.",
	})
}

// Health is the channel's state for /healthz and /readyz.
type Health struct {
	// State is "ok" when the Graph API last answered and accepts the
	// token; "token_refused"; "unreachable" when the last call got no
	// answer (the network, a timeout, a server error); or "unchecked"
	// before the first answer. Only "ok" can send.
	State string `json:"state"`
	// TokenValid is the token's state when known.
	TokenValid *bool      `json:"token_valid,omitempty"`
	CheckedAt  *time.Time `json:"checked_at,omitempty"`
	// LastWebhook is when Meta last delivered a signed webhook.
	LastWebhook *time.Time `json:"last_webhook,omitempty"`
	// Phone is the business number; Detail the token's refusal or the
	// failure to reach the API. Both are shown only to the operator.
	Phone  string `json:"phone,omitempty"`
	Detail string `json:"detail,omitempty"`
}

// Healthy reports whether the channel can send: a token checked and
// accepted, and the API answering.
func (s Health) Healthy() bool { return s.State == "ok" }

// healthOf is the Health a TokenState gives, without the channel's parts.
func healthOf(t TokenState) Health {
	s := Health{State: "unchecked"}
	if t.Known {
		v, at := t.Valid, t.At.UTC()
		s.TokenValid, s.CheckedAt = &v, &at
		s.State = "ok"
		if !t.Valid {
			s.State, s.Detail = "token_refused", t.Err
		}
	}
	if t.Unreachable != "" && s.State != "token_refused" {
		s.State, s.Detail = "unreachable", t.Unreachable
	}
	return s
}

// Health reports the token's state, the API's reach and the last webhook.
func (c *Channel) Health() Health {
	s := healthOf(c.cfg.Client.Token())
	c.mu.Lock()
	last, phone := c.lastWebhook, c.phone
	c.mu.Unlock()
	s.Phone = phone
	if !last.IsZero() {
		l := last.UTC()
		s.LastWebhook = &l
	}
	return s
}

// checkToken asks the Graph API for the phone number, which tells whether
// the token is good and the API answers (the Client records the answer
// for Health).
func (c *Channel) checkToken(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, checkTimeout)
	defer cancel()
	display, err := c.cfg.Client.CheckToken(ctx)
	if err != nil {
		c.log.Warn("check the Cloud API token", "err", err)
		return
	}
	c.mu.Lock()
	c.phone = display
	c.mu.Unlock()
}

// nextCheck is the wait before the next token check: CheckEvery while
// the channel can send, RecheckEvery while it cannot.
func (c *Channel) nextCheck() time.Duration {
	if c.Health().Healthy() {
		return c.cfg.CheckEvery
	}
	return c.cfg.RecheckEvery
}
