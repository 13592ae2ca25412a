package cloudapi

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"time"
)

// TokenState is what the Client knows of its access token and of the
// Graph API's reach.
type TokenState struct {
	// Known is false until a call was answered.
	Known bool
	Valid bool
	// At is when it was last learnt.
	At time.Time
	// Err is the refusal, when not valid.
	Err string
	// Unreachable is the last call's failure when the Graph API did not
	// answer it (the network, a timeout, a 5xx answer): nothing can be
	// sent, whatever the token. "" once a call is answered.
	Unreachable string
}

// Token returns what the Client knows of its token.
func (c *Client) Token() TokenState {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.token
}

// watch sets the function told when the token's state or the API's reach
// changes, with the state before and after. It must not block.
func (c *Client) watch(f func(was, now TokenState)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.changed = f
}

// tokenGate fails at once while the token was refused within
// tokenBackoff.
func (c *Client) tokenGate() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.token.Known && !c.token.Valid && c.cfg.Clock.Now().Sub(c.refusedAt) < tokenBackoff {
		return fmt.Errorf("%w (%s); trying again after %s", ErrTokenInvalid, c.token.Err, c.refusedAt.Add(tokenBackoff).Format(time.TimeOnly))
	}
	return nil
}

// noteAnswer learns from a call's outcome (err nil for a 2xx answer): the
// token refused; the API out of reach (no answer, or a 5xx one), which
// says nothing of the token; or any other answer, which means the token
// is good. A call its caller cancelled teaches nothing.
func (c *Client) noteAnswer(ctx context.Context, err error) {
	if err != nil && errors.Is(ctx.Err(), context.Canceled) {
		return
	}
	refused := TokenRefused(err)
	out := !refused && unanswered(err)
	now := c.cfg.Clock.Now()
	c.mu.Lock()
	was := c.token
	switch {
	case out:
		c.token.Unreachable = err.Error()
	case refused:
		c.token = TokenState{Known: true, Valid: false, At: now, Err: err.Error()}
		c.refusedAt = now
	default:
		c.token = TokenState{Known: true, Valid: true, At: now}
	}
	st, changed := c.token, c.changed
	c.mu.Unlock()

	tokenChanged := st.Known && (!was.Known || was.Valid != st.Valid)
	reachChanged := (was.Unreachable == "") != (st.Unreachable == "")
	switch {
	case tokenChanged && refused:
		c.log.Error("the WhatsApp Cloud API refused the access token; set a valid MEMO_WA_CLOUD_TOKEN", "err", err)
	case tokenChanged && was.Known:
		c.log.Info("the WhatsApp Cloud API accepts the access token again")
	}
	switch {
	case reachChanged && out:
		c.log.Warn("the WhatsApp Cloud API does not answer; nothing can be sent until it does", "err", err)
	case reachChanged:
		c.log.Info("the WhatsApp Cloud API answers again")
	}
	if tokenChanged && c.cfg.OnToken != nil {
		c.cfg.OnToken(st.Valid, err)
	}
	if (tokenChanged || reachChanged) && changed != nil {
		changed(was, st)
	}
}

// unanswered reports whether err means the Graph API did not answer the
// call: the network failed or timed out, or Meta answered with a server
// error. Throttling (429) is an answer: the API works, only slower.
func unanswered(err error) bool {
	if err == nil {
		return false
	}
	var ae *APIError
	if errors.As(err, &ae) {
		return ae.HTTPStatus >= http.StatusInternalServerError
	}
	var ne net.Error
	var ue *url.Error
	return errors.As(err, &ne) || errors.As(err, &ue) || errors.Is(err, context.DeadlineExceeded)
}
