package offline

import (
	"errors"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// The refusals of a time that does not exist or has already passed; the
// writer words them.

// invalidTime is the refusal of err, the time parser's: a time too far
// away says so; any other, that the time does not exist.
func invalidTime(_ *message, err ...error) error {
	if len(err) > 0 && errors.Is(err[0], timeparse.ErrTooFar) {
		return memo.Refuse(memo.EInvalid, memo.WhyTooFar, memo.Detail{N: timeparse.MaxYears})
	}
	return InvalidTime()
}

func pastTime(*message) error { return PastTime() }

// InvalidTime is the error for a date or time that does not exist
// ("February 30", "25:00").
func InvalidTime() error { return memo.Refuse(memo.EInvalid, memo.WhyInvalidTime, memo.Detail{}) }

// PastTime is the error for a reminder time that has already passed.
func PastTime() error { return memo.Refuse(memo.EInvalid, memo.WhyPastTime, memo.Detail{}) }
