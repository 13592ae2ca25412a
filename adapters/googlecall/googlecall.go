// Package googlecall holds what every adapter of a Google API does the
// same way: the HTTP client that authorises its calls, which failures are
// worth another try, and how a failure reads to the user.
package googlecall

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"golang.org/x/oauth2"
	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"

	memo "github.com/memo-assistant/memo"
)

// Options are the client options of a Google API service whose calls are
// authorised by ts, over hc's transport and timeout (http.DefaultTransport
// and none when hc is nil), at endpoint ("" for Google's own).
// option.WithHTTPClient replaces the library's own authorisation, so the
// token source goes into the client's transport.
func Options(ts oauth2.TokenSource, hc *http.Client, endpoint string) []option.ClientOption {
	base := http.DefaultTransport
	var timeout time.Duration
	if hc != nil {
		if hc.Transport != nil {
			base = hc.Transport
		}
		timeout = hc.Timeout
	}
	client := &http.Client{Transport: &oauth2.Transport{Source: ts, Base: base}, Timeout: timeout}
	opts := []option.ClientOption{option.WithHTTPClient(client)}
	if endpoint != "" {
		opts = append(opts, option.WithEndpoint(endpoint))
	}
	return opts
}

// Retryable reports whether a failed call may succeed if tried again: a
// 429, a 5xx, a 403 that is Google's rate limit, an error already read as
// memo.EUnavailable, or a failure before Google answered (the network).
// A grant that is gone never is.
func Retryable(err error) bool {
	if Unlinked(err) {
		return false
	}
	var me *memo.Error
	if errors.As(err, &me) {
		return me.Code == memo.EUnavailable
	}
	var g *googleapi.Error
	if errors.As(err, &g) {
		return g.Code == http.StatusTooManyRequests || g.Code >= 500 || (g.Code == http.StatusForbidden && RateLimited(g))
	}
	return true
}

// RetryAfter is the wait Google asked for in the answer err carries (its
// Retry-After header, in seconds); 0 when it asked for none.
func RetryAfter(err error) time.Duration {
	var g *googleapi.Error
	if errors.As(err, &g) {
		if s, perr := strconv.Atoi(g.Header.Get("Retry-After")); perr == nil && s > 0 {
			return time.Duration(s) * time.Second
		}
	}
	return 0
}

// RateLimited reports whether a 403 is Google's rate limit rather than a
// refusal.
func RateLimited(g *googleapi.Error) bool {
	for _, e := range g.Errors {
		switch e.Reason {
		case "rateLimitExceeded", "userRateLimitExceeded", "quotaExceeded":
			return true
		}
	}
	return false
}

// Unlinked reports whether err says the user's grant is gone: an error
// already read as memo.EUnlinked, or the token endpoint refusing the
// refresh token (invalid_grant when access was revoked or the token
// expired) or the client.
func Unlinked(err error) bool {
	if memo.ErrorCodeOf(err) == memo.EUnlinked {
		return true
	}
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

// Words are what one service's failures say to the user.
type Words struct {
	// Unlinked: the grant is gone or never was.
	Unlinked string
	// Forbidden: Google refused the call (a 403 that is no rate limit).
	Forbidden string
	// NotFound: what the call named is not there (404, 410).
	NotFound string
	// Conflict: what the call made exists already (409); "" reads a 409
	// as any other failure.
	Conflict string
	// Invalid: Google refused what was sent (400).
	Invalid string
	// Unreachable: Google did not answer.
	Unreachable string
	// Unavailable: Google answered that it cannot serve now (429, 5xx,
	// its rate limit).
	Unavailable string
	// Failed: anything else.
	Failed string
}

// Translate turns a failed call's error into a memo.Error whose message
// can be shown, in w's words; Google's own message stays in the wrapped
// error. An error that is a memo.Error already passes as it is.
func Translate(op string, err error, w Words) error {
	wrap := func(code memo.ErrorCode, msg string) error {
		return &memo.Error{Code: code, Message: msg, Err: fmt.Errorf("%s: %w", op, err)}
	}
	if Unlinked(err) {
		return wrap(memo.EUnlinked, w.Unlinked)
	}
	var me *memo.Error
	if errors.As(err, &me) {
		return err
	}
	var g *googleapi.Error
	if !errors.As(err, &g) {
		return wrap(memo.EUnavailable, w.Unreachable)
	}
	switch {
	case g.Code == http.StatusUnauthorized:
		return wrap(memo.EUnlinked, w.Unlinked)
	case g.Code == http.StatusForbidden && !RateLimited(g):
		return wrap(memo.EUnlinked, w.Forbidden)
	case g.Code == http.StatusNotFound || g.Code == http.StatusGone:
		return wrap(memo.ENotFound, w.NotFound)
	case g.Code == http.StatusConflict && w.Conflict != "":
		return wrap(memo.EConflict, w.Conflict)
	case g.Code == http.StatusBadRequest:
		return wrap(memo.EInvalid, w.Invalid)
	case g.Code == http.StatusTooManyRequests || g.Code >= 500 || g.Code == http.StatusForbidden:
		return wrap(memo.EUnavailable, w.Unavailable)
	}
	return wrap(memo.EInternal, w.Failed)
}
