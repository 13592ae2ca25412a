package gmail

import (
	"context"
	"time"

	"github.com/memo-assistant/memo/adapters/googlecall"
)

// retries is how many times a call that may succeed later is tried.
const retries = 3

// do runs call, trying again on 429, 5xx, a rate-limit 403 or a network
// failure (after wait), and returns the last error translated. Only calls
// safe to repeat go through do; a send checks its Sent folder first.
func (m *Mailbox) do(ctx context.Context, op string, call func() error) error {
	var err error
	for attempt := 1; ; attempt++ {
		if err = call(); err == nil {
			return nil
		}
		if ctx.Err() != nil || !googlecall.Retryable(err) || attempt >= retries {
			return translate(op, err)
		}
		wait := max(m.delay<<(attempt-1), googlecall.RetryAfter(err))
		t := time.NewTimer(min(wait, 4*time.Second))
		select {
		case <-ctx.Done():
			t.Stop()
			return translate(op, ctx.Err())
		case <-t.C:
		}
	}
}

// words are what Gmail's failures say to the user.
var words = googlecall.Words{
	Unlinked:    "Gmail is not linked, or access to it was revoked",
	Forbidden:   "Memo is not allowed to use this Gmail account",
	NotFound:    "that email no longer exists",
	Invalid:     "Gmail refused the message",
	Unreachable: "Gmail could not be reached",
	Unavailable: "Gmail is unavailable",
	Failed:      "Gmail failed",
}

// translate turns a failed call's error into a memo.Error with a message
// that may be shown (googlecall.Translate).
func translate(op string, err error) error { return googlecall.Translate(op, err, words) }
