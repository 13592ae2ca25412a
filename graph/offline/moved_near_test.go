package offline

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// An hour said without its half of the day, within an hour of the item's
// time, takes that time's half ("make it 6:30" from 07:00 is 06:30); further
// off, 1–6 are the afternoon, as when an item is made.
func TestMovedNearHalf(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Jerusalem")
	at := func(h, m int) time.Time { return time.Date(2026, 12, 3, h, m, 0, 0, loc) }
	for _, c := range []struct{ old, want, out time.Time }{
		{at(7, 0), at(6, 30), at(6, 30)}, {at(7, 0), at(18, 30), at(6, 30)}, {at(7, 0), at(6, 0), at(6, 0)},
		{at(19, 0), at(6, 30), at(18, 30)}, {at(6, 45), at(6, 0), at(6, 0)},
		// Near misses: further off, the day's rule.
		{at(17, 0), at(6, 0), at(18, 0)}, {at(10, 0), at(4, 0), at(16, 0)}, {at(7, 0), at(5, 0), at(17, 0)},
		{at(9, 0), at(6, 30), at(18, 30)}, {at(5, 0), at(4, 0), at(4, 0)},
	} {
		if got := Moved(c.old, c.want, memo.MoveNearHour, loc); !got.Equal(c.out) {
			t.Errorf("Moved(%v, %v) = %v, want %v", c.old.Format("15:04"), c.want.Format("15:04"), got.Format("15:04"), c.out.Format("15:04"))
		}
	}
}
