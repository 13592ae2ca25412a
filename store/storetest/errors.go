package storetest

import (
	"errors"
	"testing"

	"github.com/memo-assistant/memo"
)

// Must fails the test now if err is not nil.
func Must(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}

// WantCode fails the test unless err is a *memo.Error with code (a nil
// err has code ""): the stores' and the calendars' tests all check their
// errors with it.
func WantCode(t testing.TB, what string, err error, code memo.ErrorCode) {
	t.Helper()
	if got := memo.ErrorCodeOf(err); got != code {
		t.Fatalf("%s: error %v has code %q, want %q", what, err, got, code)
	}
	var e *memo.Error
	if err != nil && !errors.As(err, &e) {
		t.Fatalf("%s: %v is not a *memo.Error", what, err)
	}
}
