package memo

import "time"

// Clock tells the time. Everything that needs "now" takes a Clock, so tests
// and `memo chat --now` pin it.
type Clock interface {
	Now() time.Time
}

// SystemClock is the wall clock.
type SystemClock struct{}

// Now returns the current time.
func (SystemClock) Now() time.Time { return time.Now() }

// ClockFunc adapts a function to a Clock.
type ClockFunc func() time.Time

// Now calls f.
func (f ClockFunc) Now() time.Time { return f() }
