package googlecall_test

import (
	"errors"
	"net/http"
	"testing"
	"time"

	"golang.org/x/oauth2"
	"google.golang.org/api/googleapi"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/googlecall"
)

var words = googlecall.Words{
	Unlinked: "unlinked", Forbidden: "forbidden", NotFound: "not found", Conflict: "conflict",
	Invalid: "invalid", Unreachable: "unreachable", Unavailable: "unavailable", Failed: "failed",
}

func apiError(code int, reason string) error {
	g := &googleapi.Error{Code: code, Message: "Google's own words", Header: http.Header{}}
	if reason != "" {
		g.Errors = []googleapi.ErrorItem{{Reason: reason}}
	}
	return g
}

func TestTranslateAndRetry(t *testing.T) {
	revoked := &oauth2.RetrieveError{ErrorCode: "invalid_grant"}
	refused := &oauth2.RetrieveError{Response: &http.Response{StatusCode: http.StatusUnauthorized}}
	tests := []struct {
		name  string
		err   error
		code  memo.ErrorCode
		msg   string
		retry bool
	}{
		{"network", errors.New("dial tcp: connection refused"), memo.EUnavailable, "unreachable", true},
		{"401", apiError(401, ""), memo.EUnlinked, "unlinked", false},
		{"403 refused", apiError(403, "forbidden"), memo.EUnlinked, "forbidden", false},
		{"403 rate limit", apiError(403, "userRateLimitExceeded"), memo.EUnavailable, "unavailable", true},
		{"404", apiError(404, ""), memo.ENotFound, "not found", false},
		{"410", apiError(410, ""), memo.ENotFound, "not found", false},
		{"409", apiError(409, ""), memo.EConflict, "conflict", false},
		{"400", apiError(400, ""), memo.EInvalid, "invalid", false},
		{"429", apiError(429, ""), memo.EUnavailable, "unavailable", true},
		{"503", apiError(503, ""), memo.EUnavailable, "unavailable", true},
		{"418", apiError(418, ""), memo.EInternal, "failed", false},
		{"grant revoked", revoked, memo.EUnlinked, "unlinked", false},
		{"token refused", refused, memo.EUnlinked, "unlinked", false},
		{"unlinked already", memo.Errorf(memo.EUnlinked, "no link"), memo.EUnlinked, "unlinked", false},
		{"unavailable already", memo.Errorf(memo.EUnavailable, "later"), memo.EUnavailable, "later", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := googlecall.Translate("list events", tt.err, words)
			var me *memo.Error
			if !errors.As(got, &me) || me.Code != tt.code || me.Message != tt.msg {
				t.Errorf("Translate = %v; want %s %q", got, tt.code, tt.msg)
			}
			if r := googlecall.Retryable(tt.err); r != tt.retry {
				t.Errorf("Retryable = %v; want %v", r, tt.retry)
			}
		})
	}
	// A service without a conflict of its own reads a 409 as a failure.
	noConflict := words
	noConflict.Conflict = ""
	if got := memo.ErrorCodeOf(googlecall.Translate("send", apiError(409, ""), noConflict)); got != memo.EInternal {
		t.Errorf("409 without a conflict message = %s; want %s", got, memo.EInternal)
	}
}

func TestRetryAfter(t *testing.T) {
	g := apiError(429, "").(*googleapi.Error)
	if d := googlecall.RetryAfter(g); d != 0 {
		t.Errorf("RetryAfter without the header = %v", d)
	}
	g.Header.Set("Retry-After", "7")
	if d := googlecall.RetryAfter(g); d != 7*time.Second {
		t.Errorf("RetryAfter = %v; want 7s", d)
	}
	g.Header.Set("Retry-After", "Wed, 21 Oct 2015 07:28:00 GMT")
	if d := googlecall.RetryAfter(g); d != 0 {
		t.Errorf("RetryAfter of a date = %v; want 0 (not read)", d)
	}
	if d := googlecall.RetryAfter(errors.New("network")); d != 0 {
		t.Errorf("RetryAfter of a network error = %v", d)
	}
}
