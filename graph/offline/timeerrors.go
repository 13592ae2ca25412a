package offline

import "github.com/memo-assistant/memo"

// The refusals of a time that does not exist or has already passed.

func invalidTime(m *message) error { return InvalidTime(m.req.Lang) }

func pastTime(m *message) error { return PastTime(m.req.Lang) }

// InvalidTime is the error for a date or time that does not exist
// ("February 30", "25:00"), worded in lang.
func InvalidTime(lang memo.Language) error {
	if lang == memo.Hebrew {
		return memo.Errorf(memo.EInvalid, "התאריך או השעה לא קיימים בלוח השנה")
	}
	return memo.Errorf(memo.EInvalid, "that date or time does not exist")
}

// PastTime is the error for a reminder time that has already passed,
// worded in lang.
func PastTime(lang memo.Language) error {
	if lang == memo.Hebrew {
		return memo.Errorf(memo.EInvalid, "הזמן הזה כבר עבר")
	}
	return memo.Errorf(memo.EInvalid, "that time has already passed")
}
