package offline

import (
	"time"

	"github.com/memo-assistant/memo"
)

// An hour of 5 to 7 said alone to change a reminder in the morning ("make
// it 5" of a 09:00 reminder, "תעשה 5") reads as well at dawn as in the
// evening: neither is guessed. Earlier hours ("make it 3") are the
// afternoon's, later ones ("make it 10") the morning's; a reminder in the
// afternoon keeps the afternoon's reading, one in the small hours the
// nearer one (nearerHalf), and an event its own day rule (no one meets
// at 3 at night). When the early reading has passed on that day, the
// evening is the only one left.

// eitherHalf reports whether when, read from text to change f, is an
// hour of 5 to 7 said without its half of the day while f is a reminder
// in the morning (07:00 to noon, where nearerHalf would read it as the
// evening); half is the morning reading in minutes after midnight.
func (m *message) eitherHalf(text string, f *memo.FocusItem, when time.Time, hasDate, hasTime bool) (int, bool) {
	if f.When == nil || !hasTime || hasDate || f.Kind != memo.FocusTask {
		return 0, false
	}
	old, when := f.When.In(m.loc()), when.In(m.loc())
	h := when.Hour() % 12
	if old.Hour() < 7 || old.Hour() >= 12 || h < 5 || h > 7 || !ambiguousHour(text, when.Hour()) {
		return 0, false
	}
	y, mo, d := when.Date()
	if morning := time.Date(y, mo, d, h, when.Minute(), 0, 0, m.loc()); !morning.After(m.now()) {
		return 0, false // before dawn has passed that day: only the afternoon is left
	}
	return h*60 + when.Minute(), true
}
