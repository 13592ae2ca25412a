package timeparse

import "errors"

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
