package offline

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// A late item moved to midnight or into the night goes on into the night
// that follows it; an item in the small hours or in the day stays on its day.
func TestMovedIntoNight(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Jerusalem")
	at := func(d, h, m int) time.Time { return time.Date(2026, 12, d, h, m, 0, 0, loc) }
	cases := []struct {
		old, want, out time.Time
		move           memo.Move
	}{
		{at(3, 23, 30), at(3, 0, 0), at(4, 0, 0), memo.MoveTime},
		{at(3, 22, 0), at(3, 1, 0), at(4, 1, 0), memo.MoveTime},
		// near misses: the small hours, the day, an hour said without its half
		{at(3, 1, 0), at(3, 0, 0), at(3, 0, 0), memo.MoveTime},
		{at(3, 14, 0), at(3, 0, 0), at(3, 0, 0), memo.MoveTime},
		{at(3, 23, 30), at(3, 21, 0), at(3, 21, 0), memo.MoveTime},
		{at(3, 22, 0), at(3, 5, 0), at(3, 5, 0), memo.MoveTime},
		{at(3, 22, 0), at(3, 1, 0), at(3, 13, 0), memo.MoveNearHour},
	}
	for _, c := range cases {
		if got := Moved(c.old, c.want, c.move, loc); !got.Equal(c.out) {
			t.Errorf("Moved(%v, %v) = %v, want %v", c.old, c.want, got, c.out)
		}
	}
}
