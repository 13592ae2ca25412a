package gcal

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/memo-assistant/memo/adapters/googlecall"
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
	if !googlecall.Retryable(err) {
		return 0, false
	}
	d := r.delay << (attempt - 1)
	if d <= 0 || d > r.maxDelay {
		d = r.maxDelay
	}
	d = d/2 + rand.N(d/2+1)
	return min(max(d, googlecall.RetryAfter(err)), r.maxDelay), true
}

// words are what Google Calendar's failures say to the user.
var words = googlecall.Words{
	Unlinked:    "Google Calendar is not linked, or access to it was revoked",
	Forbidden:   "Memo is not allowed to change this Google Calendar",
	NotFound:    "event not found",
	Conflict:    "an event with this id exists already",
	Invalid:     "Google Calendar refused the event",
	Unreachable: "Google Calendar could not be reached",
	Unavailable: "Google Calendar is unavailable",
	Failed:      "Google Calendar failed",
}

// translate turns a failed call's error into a memo.Error whose message
// can be shown (googlecall.Translate).
func translate(op string, err error) error { return googlecall.Translate(op, err, words) }
