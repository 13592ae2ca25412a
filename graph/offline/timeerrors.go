package offline

import "github.com/memo-assistant/memo"

// The refusals of a time that does not exist or has already passed; the
// writer words them.

func invalidTime(*message) error { return InvalidTime() }

func pastTime(*message) error { return PastTime() }

// InvalidTime is the error for a date or time that does not exist
// ("February 30", "25:00").
func InvalidTime() error { return memo.Refuse(memo.EInvalid, memo.WhyInvalidTime, memo.Detail{}) }

// PastTime is the error for a reminder time that has already passed.
func PastTime() error { return memo.Refuse(memo.EInvalid, memo.WhyPastTime, memo.Detail{}) }
