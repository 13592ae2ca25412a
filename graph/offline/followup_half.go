package offline

import (
	"time"

	"github.com/memo-assistant/memo"
)

// An hour of 1 to 7 said alone to change an item in the morning ("make it
// 5" of a 09:00 reminder, "תעשה 5") reads as well before dawn as in the
// afternoon: neither is guessed. Later hours ("make it 10") are the
// morning's; an item in the afternoon keeps the afternoon's reading, and
// one in the small hours the nearer one (nearerHalf). When the early
// reading has passed on that day, the afternoon is the only one left.

// eitherHalf reports whether when, read from text to change f, is an
// hour of 1 to 7 said without its half of the day while f is in the
// morning (07:00 to noon, where nearerHalf would read 1–6 as the
// afternoon); half is the morning reading in minutes after midnight.
func (m *message) eitherHalf(text string, f *memo.FocusItem, when time.Time, hasDate, hasTime bool) (int, bool) {
	if f.When == nil || !hasTime || hasDate || f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent {
		return 0, false
	}
	old, when := f.When.In(m.loc()), when.In(m.loc())
	h := when.Hour() % 12
	if old.Hour() < 7 || old.Hour() >= 12 || h < 1 || h > 7 || !ambiguousHour(text, when.Hour()) {
		return 0, false
	}
	y, mo, d := when.Date()
	if morning := time.Date(y, mo, d, h, when.Minute(), 0, 0, m.loc()); !morning.After(m.now()) {
		return 0, false // before dawn has passed that day: only the afternoon is left
	}
	return h*60 + when.Minute(), true
}
