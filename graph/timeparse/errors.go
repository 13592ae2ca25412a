package timeparse

import (
	"errors"
	"fmt"
)

// ErrInvalid is wrapped by the error Parse returns for a date or time it
// recognised but that cannot exist: "February 30", "31.4", "25:00", "at 9:75".
var ErrInvalid = errors.New("no such date or time")

// ErrConflict is wrapped by the error Parse returns when a weekday and a
// date said together name different days ("Friday 12.3" when 12.3 is a
// Thursday). Result.Conflict then holds both candidates, for the caller to
// ask which was meant; Result.Time is not an answer.
var ErrConflict = errors.New("the weekday and the date name different days")

// errNotTime says a number that looked like a time is none at all ("at
// 25", "at 2575"); it never leaves the package.
var errNotTime = errors.New("not a time")

// MaxYears bounds how far from now a time may be: "in 9000 years" and
// "1.1.9999" are refused, not kept as a reminder no one will see (nor as a
// date the calendar and JSON cannot hold).
const MaxYears = 100

// ErrTooFar is wrapped by the error Parse returns for a time more than
// MaxYears away. It wraps ErrInvalid.
var ErrTooFar = fmt.Errorf("%w: more than %d years away", ErrInvalid, MaxYears)
