package gmail

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"golang.org/x/oauth2"
	"google.golang.org/api/googleapi"

	memo "github.com/memo-assistant/memo"
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
		if ctx.Err() != nil || !retryable(err) || attempt >= retries {
			return translate(op, err)
		}
		wait := m.delay << (attempt - 1)
		var g *googleapi.Error
		if errors.As(err, &g) {
			if s, perr := strconv.Atoi(g.Header.Get("Retry-After")); perr == nil && s > 0 {
				wait = max(wait, time.Duration(s)*time.Second)
			}
		}
		t := time.NewTimer(min(wait, 4*time.Second))
		select {
		case <-ctx.Done():
			t.Stop()
			return translate(op, ctx.Err())
		case <-t.C:
		}
	}
}

// retryable reports whether a failed call may succeed if tried again.
func retryable(err error) bool {
	if unlinked(err) {
		return false
	}
	var me *memo.Error
	if errors.As(err, &me) {
		return me.Code == memo.EUnavailable
	}
	var g *googleapi.Error
	if errors.As(err, &g) {
		return g.Code == http.StatusTooManyRequests || g.Code >= 500 || (g.Code == http.StatusForbidden && rateLimited(g))
	}
	return true // the network
}

func rateLimited(g *googleapi.Error) bool {
	for _, e := range g.Errors {
		switch e.Reason {
		case "rateLimitExceeded", "userRateLimitExceeded", "quotaExceeded":
			return true
		}
	}
	return false
}

// unlinked reports whether err says the user's grant is gone.
func unlinked(err error) bool {
	if memo.ErrorCodeOf(err) == memo.EUnlinked {
		return true
	}
	var re *oauth2.RetrieveError
	return errors.As(err, &re) && (re.ErrorCode == "invalid_grant" || re.ErrorCode == "unauthorized_client")
}

// translate turns a failed call's error into a memo.Error with a message
// that may be shown; Google's own stays in the wrapped error.
func translate(op string, err error) error {
	wrap := func(code memo.ErrorCode, msg string) error {
		return &memo.Error{Code: code, Message: msg, Err: fmt.Errorf("%s: %w", op, err)}
	}
	if unlinked(err) {
		return wrap(memo.EUnlinked, "Gmail is not linked, or access to it was revoked")
	}
	var me *memo.Error
	if errors.As(err, &me) {
		return err
	}
	var g *googleapi.Error
	if !errors.As(err, &g) {
		return wrap(memo.EUnavailable, "Gmail could not be reached")
	}
	switch {
	case g.Code == http.StatusUnauthorized:
		return wrap(memo.EUnlinked, "Gmail is not linked, or access to it was revoked")
	case g.Code == http.StatusForbidden && !rateLimited(g):
		return wrap(memo.EUnlinked, "Memo is not allowed to use this Gmail account")
	case g.Code == http.StatusNotFound || g.Code == http.StatusGone:
		return wrap(memo.ENotFound, "that email no longer exists")
	case g.Code == http.StatusBadRequest:
		return wrap(memo.EInvalid, "Gmail refused the message")
	case g.Code == http.StatusTooManyRequests || g.Code >= 500 || g.Code == http.StatusForbidden:
		return wrap(memo.EUnavailable, "Gmail is unavailable")
	}
	return wrap(memo.EInternal, "Gmail failed")
}
