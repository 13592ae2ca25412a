package offline

import (
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// someDay is the day the readers below parse against: any fixed day will
// do, for they ask whether a text says a time, and of what kind, never
// when it falls.
var someDay = time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)

// parseAnyDay reads the time expressions of s as the time parser does,
// against someDay and in UTC: for the readers that ask what s says of
// time, not when.
func parseAnyDay(s string) (timeparse.Result, bool, error) {
	return timeparse.Parse(s, someDay, nil)
}
