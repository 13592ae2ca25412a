package offline

import (
	"time"

	"github.com/memo-assistant/memo"
)

// An hour of 5 to 7 said alone to change a reminder in the morning ("make
// it 5" of a 09:00 reminder, "תעשה 5") reads as well at dawn as in the
// evening: neither is guessed, unless the morning reading lies within
// three hours of the reminder's own time ("make it 7:15" of a 07:00
// reminder is 07:15). Earlier hours ("make it 3") are the afternoon's,
// later ones ("make it 10") the morning's; a reminder in the afternoon
// keeps the afternoon's reading, one in the small hours the nearer one
// (nearerHalf), and an event its own day rule (no one meets at 3 at
// night). When the early reading has passed on that day, the evening is
// the only one left.

// halfNear is how near the item's own time one reading of an hour must lie
// to be taken without asking.
const halfNear = 3 * time.Hour

// eitherHalf reads when, an hour read from text to change f: when it is an
// hour of 5 to 7 said without its half of the day while f is a reminder in
// the morning (07:00 to noon, where nearerHalf would read it as the
// evening), the morning reading is taken when it lies within halfNear of
// f's time, and otherwise ask is set, with half the morning reading in
// minutes after midnight. Any other when is returned as it was.
func (m *message) eitherHalf(text string, f *memo.FocusItem, when time.Time, hasDate, hasTime bool) (at time.Time, half int, ask bool) {
	if f.When == nil || !hasTime || hasDate || f.Kind != memo.FocusTask {
		return when, 0, false
	}
	old, when := f.When.In(m.loc()), when.In(m.loc())
	h := when.Hour() % 12
	if old.Hour() < 7 || old.Hour() >= 12 || h < 5 || h > 7 || !ambiguousHour(text, when.Hour()) {
		return when, 0, false
	}
	y, mo, d := when.Date()
	morning := time.Date(y, mo, d, h, when.Minute(), 0, 0, m.loc())
	if !morning.After(m.now()) {
		return when, 0, false // before dawn has passed that day: only the afternoon is left
	}
	am, was := h*60+when.Minute(), old.Hour()*60+old.Minute()
	if gap := time.Duration(am-was) * time.Minute; gap.Abs() < halfNear {
		return morning, 0, false // "make it 7:15" of a 07:00 reminder
	}
	return when, am, true
}
