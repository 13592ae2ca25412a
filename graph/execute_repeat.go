package graph

import (
	"time"

	"github.com/memo-assistant/memo"
)

// repeatMoved is rec moved to due, as an update said it ("make it 9:30",
// "make it the 5th", "move it to monday"): a time of day changes the hour
// it repeats at; a day changes the day of the month of a monthly one, the
// one weekday of a weekly one, or the date of a yearly one. A day for a
// daily reminder, or for a weekly one on several days, says nothing clear
// and is refused rather than guessed.
func repeatMoved(rec memo.Recurrence, due time.Time, a memo.TaskArgs, sc scene) (memo.Recurrence, error) {
	loc := sc.loc
	if rec.TimeZone != "" {
		if l, err := memo.LoadZone(rec.TimeZone); err == nil {
			loc = l
		}
	}
	local := due.In(loc)
	setDay, setTime := !a.Move.Time(), a.Move != memo.MoveDay
	if setTime {
		rec.Time = local.Format("15:04")
	}
	if setDay {
		switch {
		case rec.Type == memo.RecurDaily && setTime:
			// "tomorrow at 9" for a daily reminder: the hour is what moves.
		case rec.Type == memo.RecurMonthly:
			rec.DayOfMonth = local.Day()
		case rec.Type == memo.RecurYearly:
			rec.Month, rec.DayOfMonth = int(local.Month()), local.Day()
		case rec.Type == memo.RecurWeekly && len(rec.Days) == 1:
			rec.Days = []int{int(local.Weekday())}
		default:
			return rec, memo.Refuse(memo.EInvalid, memo.WhyRepeatDays, memo.Detail{})
		}
	}
	return rec, nil
}
