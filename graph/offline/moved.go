package offline

import (
	"time"

	"github.com/memo-assistant/memo"
)

// Moved is where an item at old goes when moved to want as move says:
// the day of old at want's time of day (a move of the time; an hour said
// without its half of the day takes the half nearer old), the day of
// want at old's time of day (a move of the day), or want. Both are read
// in loc. The tasks and the calendar move by it, and so does a time
// corrected within the message that set it ("at 5, sorry, 6").
func Moved(old, want time.Time, move memo.Move, loc *time.Location) time.Time {
	old, want = old.In(loc), want.In(loc)
	switch {
	case move.Time():
		y, m, d := old.Date()
		h := want.Hour()
		if move == memo.MoveNearHour {
			h = nearerHalf(h, old.Hour(), old.Minute(), want.Minute())
		}
		if old.Hour() >= nightFrom && h < nightUntil {
			d++ // "move it to midnight" from 23:30 is the midnight that ends its day
		}
		return time.Date(y, m, d, h, want.Minute(), 0, 0, loc)
	case move == memo.MoveDay:
		y, m, d := want.Date()
		return time.Date(y, m, d, old.Hour(), old.Minute(), 0, 0, loc)
	}
	return want
}

// An item in the evening (from nightFrom) moved to a time of the night
// before nightUntil ("לחצות", "to 00:00", "ל-1 בלילה") goes on into the
// night that follows it: the midnight said of a late set is the one that
// ends its day, not the one that began it nearly a day before. An item in
// the small hours moved to midnight stays on its own day's 00:00, and an
// item in the day moved to the small hours stays on its day.
const (
	nightFrom  = 18
	nightUntil = 4
)

// nearerHalf is h or h±12, whichever is nearer oh:om. An hour within an
// hour of the old time takes its half ("make it 6:30" from 07:00 is
// 06:30, from 19:00 18:30); further off, as when an item is made, 1–6 are
// the afternoon unless the old time is itself in the small hours: "move
// it to 4" from 10:00 is 16:00, from 05:00 it is 04:00.
func nearerHalf(h, oh, om, m int) int {
	base := h % 12
	best, bestDist := base, 24*60
	for _, c := range []int{base, base + 12} {
		d := c*60 + m - (oh*60 + om)
		if d < 0 {
			d = -d
		}
		if d < bestDist {
			best, bestDist = c, d
		}
	}
	if bestDist > nearMove && base >= 1 && base <= 6 && oh >= 7 {
		return base + 12
	}
	return best
}

// nearMove is how near the old time, in minutes, an hour said without its
// half of the day must be to take the old time's half over the day's rule.
const nearMove = 60
