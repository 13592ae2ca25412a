package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Hebrew reads the clock on 24 hours: the afternoon is written "17:00",
// so "תזכיר מחר 5:00 להזמין סחורה" or "משלוח מחר 6:30" is as likely at
// dawn as in the afternoon the hour rule would choose. A reminder or an
// event made at such an hour (timeparse's Result.EitherHalf) is asked
// about, not made; English keeps the hour rule ("tomorrow at 5:30" is
// 17:30), and a bare hour ("מחר ב-5"), an hour with its part of the day
// or an early rising ("5:00 בבוקר", "השכמה 5:30") and two digits ("05:00",
// "17:00") are read as before.

// eitherHalfMade reports whether steps, planned from m in Hebrew, make a
// reminder or an event at an hour whose half of the day only the hour
// rule chose (see above): half is its morning reading in minutes after
// midnight, and said the time as written. A repeating one is read as if
// said at the day's start, each morning being still to come.
func eitherHalfMade(m *message, steps []memo.Step) (half int, said string, ok bool) {
	if m.req.Lang != memo.Hebrew {
		return 0, "", false
	}
	now := m.now()
	if repeatsItem(steps) {
		// "כל יום 5:30 לקחת כדור": every morning is still to come.
		y, mo, d := now.In(m.loc()).Date()
		now = time.Date(y, mo, d, 0, 0, 0, 0, m.loc())
	}
	r, found, err := timeparse.Parse(m.req.Text, now, m.loc())
	if err != nil || !found || !r.EitherHalf || len(r.Spans) == 0 {
		return 0, "", false
	}
	at := r.Time.In(m.loc())
	for _, t := range madeTimes(steps, m.loc()) {
		if t = t.In(m.loc()); t.Hour() == at.Hour() && t.Minute() == at.Minute() {
			said = strings.TrimSpace(clockOf(m.req.Text[r.Spans[0][0]:r.Spans[len(r.Spans)-1][1]]))
			return (at.Hour()-12)*60 + at.Minute(), said, true
		}
	}
	return 0, "", false
}

// madeTimes are the times of the reminders and events steps create; a
// reminder's repeating at a time of day has that time on some day in loc.
func madeTimes(steps []memo.Step, loc *time.Location) []time.Time {
	var ts []time.Time
	for _, s := range steps {
		switch {
		case s.Operation == memo.OpTaskCreate && s.Tasks != nil:
			for _, d := range s.Tasks.Drafts {
				if d.DueDate != nil {
					ts = append(ts, *d.DueDate)
				}
				if d.Recurrence != nil {
					if c, err := time.ParseInLocation("15:04", d.Recurrence.Time, loc); err == nil {
						ts = append(ts, c)
					}
				}
			}
		case s.Operation == memo.OpEventCreate && s.Calendar != nil:
			for _, d := range s.Calendar.Drafts {
				if !d.AllDay {
					ts = append(ts, d.Start)
				}
			}
		}
	}
	return ts
}

// clockOf is the "H:MM" written in span, or span itself when it holds
// none.
func clockOf(span string) string {
	for _, w := range strings.Fields(span) {
		if i := strings.IndexByte(w, ':'); i > 0 && i == len(w)-3 && w[i-1] >= '0' && w[i-1] <= '9' {
			j := i - 1
			for j > 0 && w[j-1] >= '0' && w[j-1] <= '9' {
				j--
			}
			return w[j:]
		}
	}
	return span
}
