package timeparse

import "errors"

// ErrInvalid is wrapped by the error Parse returns for a date or time it
// recognised but that cannot exist: "February 30", "31.4", "25:00", "at 9:75".
var ErrInvalid = errors.New("no such date or time")
