package cloudapi

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"

	"github.com/memo-assistant/memo/bot"
)

// Sentinel errors.
var (
	// ErrTokenInvalid is returned without calling the Graph API while the
	// access token was refused (401, code 190) less than a minute ago.
	ErrTokenInvalid = errors.New("cloudapi: the access token was refused")
	// ErrMediaRefused is returned for a media id or download URL Memo does
	// not fetch.
	ErrMediaRefused = errors.New("cloudapi: media refused")
	// ErrMediaTooLarge is returned for media over the size limit.
	ErrMediaTooLarge = fmt.Errorf("cloudapi: %w", bot.ErrMediaTooLarge)
	// ErrWindowClosed is returned for a message the bot starts outside the
	// chat's 24-hour customer-service window when no template is
	// configured for it.
	ErrWindowClosed = errors.New("cloudapi: the chat's 24-hour window is closed and no template is configured")
	// ErrBadChat is returned for a chat id that is no phone number.
	ErrBadChat = errors.New("cloudapi: not a phone-number chat")
)

// Graph API error codes Memo acts on. See Meta's "Error codes" page for
// the Cloud API.
const (
	CodeTokenInvalid     = 190    // access token expired or invalid
	CodeAPIUnknown       = 1      // "An unknown error occurred"
	CodeAPIService       = 2      // temporary downtime
	CodeAPITooManyCalls  = 4      // application request limit
	CodeRateLimit        = 130429 // Cloud API throughput reached
	CodeSpamRateLimit    = 131048 // too many previous messages were blocked
	CodePairRateLimit    = 131056 // too many messages to this user
	CodeReengagement     = 131047 // more than 24 hours since the user wrote
	CodeUndeliverable    = 131026 // not on WhatsApp, old version, blocked
	CodeGeneric          = 131000 // "Something went wrong"
	CodeServiceUnavail   = 131016 // service unavailable
	CodeWABARateLimit    = 80007  // business account rate limit
	CodeInvalidParameter = 100    // a field is wrong (an object that does not exist)
)

// APIError is an error answer of the Graph API.
type APIError struct {
	// HTTPStatus is the answer's status code.
	HTTPStatus int
	// Code, Subcode, Type, Message, Details and FBTraceID are Meta's.
	Code      int
	Subcode   int
	Type      string
	Message   string
	Details   string
	FBTraceID string
}

// Error names the status, Meta's code and message and the trace id Meta
// support asks for.
func (e *APIError) Error() string {
	s := fmt.Sprintf("graph api: HTTP %d: code %d", e.HTTPStatus, e.Code)
	if e.Subcode != 0 {
		s += fmt.Sprintf("/%d", e.Subcode)
	}
	if e.Message != "" {
		s += ": " + e.Message
	}
	if e.Details != "" {
		s += " (" + e.Details + ")"
	}
	if e.FBTraceID != "" {
		s += " [fbtrace_id " + e.FBTraceID + "]"
	}
	return s
}

// Transient reports whether a call that failed with err may succeed if
// made again soon: Meta's throttling and server errors, and the network.
// A refused token, a bad request or a closed window is not transient.
func Transient(err error) bool {
	if err == nil || errors.Is(err, ErrTokenInvalid) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	var ae *APIError
	if errors.As(err, &ae) {
		switch ae.Code {
		case CodeAPIUnknown, CodeAPIService, CodeAPITooManyCalls, CodeRateLimit, CodeGeneric, CodeServiceUnavail, CodeWABARateLimit:
			return true
		}
		return ae.HTTPStatus == http.StatusTooManyRequests || ae.HTTPStatus >= 500
	}
	var ne net.Error
	return errors.As(err, &ne) || errors.Is(err, errShortAnswer)
}

// TokenRefused reports whether err says the access token is invalid or
// expired.
func TokenRefused(err error) bool {
	if errors.Is(err, ErrTokenInvalid) {
		return true
	}
	var ae *APIError
	return errors.As(err, &ae) && (ae.Code == CodeTokenInvalid || ae.HTTPStatus == http.StatusUnauthorized)
}

// errShortAnswer is a 200 answer without the message id it should carry.
var errShortAnswer = errors.New("cloudapi: the answer has no message id")
