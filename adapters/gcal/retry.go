package gcal

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"strconv"
	"time"

	"golang.org/x/oauth2"
	"google.golang.org/api/googleapi"

	memo "github.com/memo-assistant/memo"
)

// retryPolicy bounds the retries of one call.
type retryPolicy struct {
	attempts        int
	delay, maxDelay time.Duration
}

// do runs call until it succeeds, fails for good, or has been tried
// r.attempts times, waiting between tries; it returns the last error
// translated to a memo.Error. Only 429, 5xx, rate-limit 403s and network
// failures are retried: every call the adapter makes is safe to repeat
// (inserts carry their id, a repeated delete finds the event gone).
func (c *Calendar) do(ctx context.Context, op string, call func() error) error {
	var err error
	for attempt := 1; ; attempt++ {
		err = call()
		if err == nil {
			return nil
		}
		if ctx.Err() != nil {
			return fmt.Errorf("%s: %w", op, ctx.Err())
		}
		wait, retry := c.retry.wait(err, attempt)
		if !retry || attempt >= c.retry.attempts {
			break
		}
		c.log.LogAttrs(ctx, slog.LevelWarn, "google calendar: retrying",
			slog.String("op", op), slog.Int("attempt", attempt), slog.Duration("wait", wait), slog.Any("err", err))
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("%s: %w", op, ctx.Err())
		case <-t.C:
		}
	}
	return translate(op, err)
}

// wait says whether err is worth another try and how long to wait first:
// the policy's delay doubled per attempt, with jitter, or Google's
// Retry-After when longer, never over the maximum.
func (r retryPolicy) wait(err error, attempt int) (time.Duration, bool) {
	if !retryable(err) {
		return 0, false
	}
	d := r.delay << (attempt - 1)
	if d <= 0 || d > r.maxDelay {
		d = r.maxDelay
	}
	d = d/2 + rand.N(d/2+1)
	var g *googleapi.Error
	if errors.As(err, &g) {
		if s, perr := strconv.Atoi(g.Header.Get("Retry-After")); perr == nil && s > 0 {
			d = max(d, time.Duration(s)*time.Second)
		}
	}
	return min(d, r.maxDelay), true
}

// retryable reports whether a failed call may succeed if tried again.
func retryable(err error) bool {
	if unlinked(err) {
		return false
	}
	var g *googleapi.Error
	if errors.As(err, &g) {
		switch {
		case g.Code == http.StatusTooManyRequests || g.Code >= 500:
			return true
		case g.Code == http.StatusForbidden:
			return rateLimited(g)
		}
		return false
	}
	// Anything else failed before Google answered: the network.
	return true
}

// rateLimited reports whether a 403 is Google's rate limit rather than a
// refusal.
func rateLimited(g *googleapi.Error) bool {
	for _, e := range g.Errors {
		switch e.Reason {
		case "rateLimitExceeded", "userRateLimitExceeded", "quotaExceeded":
			return true
		}
	}
	return false
}

// unlinked reports whether err says the user's grant is gone: the token
// endpoint refused the refresh token (invalid_grant when access was
// revoked or the token expired) or the client.
func unlinked(err error) bool {
	var re *oauth2.RetrieveError
	if !errors.As(err, &re) {
		return false
	}
	switch re.ErrorCode {
	case "invalid_grant", "unauthorized_client", "invalid_client":
		return true
	}
	return re.Response != nil && (re.Response.StatusCode == http.StatusBadRequest || re.Response.StatusCode == http.StatusUnauthorized)
}

// translate turns a failed call's error into a memo.Error whose message
// can be shown; Google's own message stays in the wrapped error.
func translate(op string, err error) error {
	wrap := func(code memo.ErrorCode, msg string) error {
		return &memo.Error{Code: code, Message: msg, Err: fmt.Errorf("%s: %w", op, err)}
	}
	if unlinked(err) {
		return wrap(memo.EUnlinked, "Google Calendar is not linked, or access to it was revoked")
	}
	var g *googleapi.Error
	if !errors.As(err, &g) {
		return wrap(memo.EUnavailable, "Google Calendar could not be reached")
	}
	switch {
	case g.Code == http.StatusUnauthorized:
		return wrap(memo.EUnlinked, "Google Calendar is not linked, or access to it was revoked")
	case g.Code == http.StatusForbidden && !rateLimited(g):
		return wrap(memo.EUnlinked, "Memo is not allowed to change this Google Calendar")
	case g.Code == http.StatusNotFound || g.Code == http.StatusGone:
		return wrap(memo.ENotFound, "event not found")
	case g.Code == http.StatusConflict:
		return wrap(memo.EConflict, "an event with this id exists already")
	case g.Code == http.StatusBadRequest:
		return wrap(memo.EInvalid, "Google Calendar refused the event")
	case g.Code == http.StatusTooManyRequests || g.Code >= 500 || g.Code == http.StatusForbidden:
		return wrap(memo.EUnavailable, "Google Calendar is unavailable")
	}
	return wrap(memo.EInternal, "Google Calendar failed")
}
