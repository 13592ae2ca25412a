package timeparse_test

import (
	"errors"
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// TestTooFar: a time more than MaxYears away is refused with ErrTooFar
// (an ErrInvalid), its words still spanned; one within is read.
func TestTooFar(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Jerusalem")
	now := time.Date(2026, 12, 1, 10, 40, 0, 0, loc)
	for _, text := range []string{"in 9000 years", "on 1.1.9999", "in 99999 days", "in 200 years", "בעוד 500 שנה", "1000 years ago", "in 999999 hours"} {
		r, found, err := timeparse.Parse(text, now, loc)
		if !found || !errors.Is(err, timeparse.ErrTooFar) || !errors.Is(err, timeparse.ErrInvalid) || len(r.Spans) == 0 {
			t.Errorf("%q: found %v, err %v, spans %v; want ErrTooFar over its words", text, found, err, r.Spans)
		}
	}
	for _, text := range []string{"in 99 years", "on 1.1.2100", "in 30000 days"} {
		if _, found, err := timeparse.Parse(text, now, loc); !found || err != nil {
			t.Errorf("%q: found %v, err %v; want it read", text, found, err)
		}
	}
}
