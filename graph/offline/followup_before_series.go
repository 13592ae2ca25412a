package offline

import (
	"time"

	"github.com/memo-assistant/memo"
)

// A reminder counted back from an event that repeats repeats with it:
// after "I have yoga every Tuesday at 18:00", "remind me an hour before"
// is every Tuesday at 17:00, and "תזכיר לי יום לפני" after "יש לי חוג כל
// יום שלישי ב-18" every Monday at 18:00. The series' days move back by the
// days the lead crosses; a series whose days cannot be moved that way (the
// first Monday of each month, a month's 1st counted back a day, a rule
// Memo cannot describe) is declined as a repetition it cannot keep, not
// made one time only.

// seriesBefore is the repetition of a reminder at due counted back from
// when, an occurrence of the series rep: ok is false when there is none.
func seriesBefore(rep memo.EventRecurrence, when, due time.Time, loc *time.Location) (memo.Recurrence, bool) {
	y, mo, d := when.Date()
	dy, dmo, dd := due.Date()
	back := int(time.Date(y, mo, d, 12, 0, 0, 0, time.UTC).Sub(time.Date(dy, dmo, dd, 12, 0, 0, 0, time.UTC)).Hours() / 24)
	rec := memo.Recurrence{Type: rep.Type, Time: due.Format("15:04"), Every: rep.Interval, TimeZone: loc.String()}
	if rep.Until != nil {
		until := rep.Until.Add(due.Sub(when))
		rec.Until = &until
	}
	switch rep.Type {
	case memo.RecurDaily:
	case memo.RecurWeekly:
		days := rep.Days
		if len(days) == 0 {
			days = []int{int(when.Weekday())}
		}
		for _, wd := range days {
			rec.Days = append(rec.Days, ((wd-back)%7+7)%7)
		}
	case memo.RecurMonthly:
		day := rep.DayOfMonth
		if day == 0 {
			day = d
		}
		if rep.Week != 0 && back != 0 || day-back < 1 || day > 28 && back != 0 {
			return memo.Recurrence{}, false // not the same day of each month
		}
		rec.DayOfMonth = day - back
	case memo.RecurYearly:
		if back != 0 || mo == time.February && d == 29 {
			return memo.Recurrence{}, false
		}
		rec.Month, rec.DayOfMonth = int(mo), d
	default:
		return memo.Recurrence{}, false
	}
	if max(rec.Every, 1) > 1 {
		rec.Start = due.Format(time.DateOnly) // the periods are counted from the first one
	}
	if rec.Validate() != nil {
		return memo.Recurrence{}, false
	}
	return rec, true
}
