package memo

import (
	"errors"
	"fmt"
)

// ErrorCode classifies an error so the writer can choose the message a user
// sees. Internal details never reach the user.
type ErrorCode string

// Error codes.
const (
	ENotFound    ErrorCode = "not_found"   // the thing named does not exist
	EInvalid     ErrorCode = "invalid"     // the request is malformed (bad time, empty text, ...)
	EConflict    ErrorCode = "conflict"    // it exists already, or a stale resume
	EUnlinked    ErrorCode = "unlinked"    // an outside account is not linked or was revoked
	EInternal    ErrorCode = "internal"    // anything else: logged, the user gets an apology
	ETooLong     ErrorCode = "too_long"    // input over a size limit
	EUnavailable ErrorCode = "unavailable" // an outside service is down
	EDamaged     ErrorCode = "damaged"     // the database is damaged: the operator must restore it
)

// Error is a domain error with a code chosen for the user and a message for
// logs (and for the user when Code is EInvalid or ENotFound, where Message is
// a name the writer quotes, or words from outside Memo written to be shown).
type Error struct {
	Code    ErrorCode
	Message string
	Err     error
	// Why, when set, is what the writer words for the user in their
	// language, with Detail; Message is then for the logs alone.
	Why    Why
	Detail Detail
}

// Error implements error.
func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

// Unwrap returns the wrapped error.
func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an *Error with the code and a formatted message.
func Errorf(code ErrorCode, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCodeOf returns the code of the first *Error in err's chain, EInternal
// when there is none, and "" for a nil error.
func ErrorCodeOf(err error) ErrorCode {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EInternal
}

// ErrorMessageOf returns the message of the first *Error in err's chain, or "".
func ErrorMessageOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return ""
}

// Sentinel errors shared by implementations of the interfaces in this package.
var (
	// ErrChatBusy is returned by a read that takes a chat's turn lock
	// (ChatRead.Lock) while another turn holds it.
	ErrChatBusy = &Error{Code: EConflict, Message: "another turn of the chat is running"}
)
