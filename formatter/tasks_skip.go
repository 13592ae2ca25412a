package formatter

import (
	"slices"
	"time"

	"github.com/memo-assistant/memo"
)

// skipped words a day left out of a repeating reminder: which date, and
// that the rest of the series stays, with when it comes next.
func (w *writer) skipped(ts []memo.Task, m memo.Meta, a *memo.TaskArgs) string {
	if len(ts) == 0 {
		if len(m.NotFound) == 0 {
			return w.pick("There was nothing to skip.", "לא היה על מה לדלג.")
		}
		return w.notFoundTasks(m.NotFound, false)
	}
	var rows []string
	for _, t := range ts {
		day, ok := skippedIn(t, a, w.loc)
		if !ok {
			continue
		}
		row := w.pick("⏭️ Skipping ", "⏭️ דילגתי על ") + w.bold(t.Text) + " " + w.datedDay(day) +
			w.pick(" — the rest of the reminders stay as they are.", " — שאר התזכורות נשארות כמו שהן.")
		if n := t.NextReminder; n != nil {
			row += w.pick(" Next one: ", " הבאה: ") + w.when(*n) + "."
		}
		rows = append(rows, row)
	}
	return lines(append(rows, w.notFoundTasks(m.NotFound, true))...)
}

// datedDay is a day in a sentence with its date: "on Friday (23 Jan)",
// "ביום שישי (23.1)"; a day far off is its date already.
func (w *writer) datedDay(t time.Time) string {
	d := w.day(t, true)
	if diff := w.dayDiff(t.In(w.loc)); diff < -1 || diff > 6 {
		return d
	}
	t = t.In(w.loc)
	if w.he {
		return d + " (" + itoa(t.Day()) + "." + itoa(int(t.Month())) + ")"
	}
	return d + " (" + t.Format("2 Jan") + ")"
}

// skippedIn returns the day of t's series left out within the days a
// asked to skip.
func skippedIn(t memo.Task, a *memo.TaskArgs, loc *time.Location) (time.Time, bool) {
	if t.Recurrence == nil || a == nil || a.SkipDay == nil {
		return time.Time{}, false
	}
	if z, err := memo.LoadZone(t.Recurrence.TimeZone); t.Recurrence.TimeZone != "" && err == nil {
		loc = z
	}
	y, mo, d := a.SkipDay.In(loc).Date()
	from := time.Date(y, mo, d, 0, 0, 0, 0, loc)
	to := from.AddDate(0, 0, max(a.SkipDays, 1))
	for _, s := range t.Recurrence.Skip {
		if day, err := time.ParseInLocation(time.DateOnly, s, loc); err == nil && !day.Before(from) && day.Before(to) {
			return day, true
		}
	}
	return time.Time{}, false
}

// splitOccurrences separates the occurrences of repeating reminders
// (memo.Task.Occurrence) a done or a delete acted on from whole tasks.
func splitOccurrences(ts []memo.Task) (whole, occ []memo.Task) {
	for _, t := range ts {
		if t.Occurrence {
			occ = append(occ, t)
		} else {
			whole = append(whole, t)
		}
	}
	return slices.Clip(whole), occ
}

// occurrencesDone words days of repeating reminders done, or deleted
// alone: which day, and that the series goes on, with when it comes
// next. A done is of this time, never of the series: "✔️ Done for today:
// take my pill — next: tomorrow at 09:00".
func (w *writer) occurrencesDone(occ []memo.Task, op memo.Op) string {
	rows := make([]string, 0, len(occ))
	for _, t := range occ {
		if op == memo.OpTaskComplete {
			rows = append(rows, w.occurrenceDone(t))
			continue
		}
		if t.DueDate == nil {
			continue // a delete's occurrence always has its day
		}
		row := w.pick("🗑️ Deleted ", "🗑️ מחקתי את ") + w.bold(t.Text) + w.pick(" only ", " רק ") + w.datedDay(*t.DueDate) +
			w.pick(" — the rest of the reminders stay as they are.", " — שאר התזכורות נשארות כמו שהן.")
		if n := t.NextReminder; n != nil {
			row += w.pick(" Next one: ", " הבאה: ") + w.when(*n) + "."
		}
		rows = append(rows, row)
	}
	return lines(rows...)
}

// occurrenceDone words one occurrence done: today's as "done for today",
// another day's by its day; then the next one, or that none comes.
func (w *writer) occurrenceDone(t memo.Task) string {
	row := w.pick("✔️ Done for today: ", "✔️ בוצע להיום: ") + w.bold(t.Text)
	switch {
	case t.DueDate == nil:
		// No time of it came yet: the reminder stays as it is.
		row = w.pick("✔️ Done: ", "✔️ בוצע: ") + w.bold(t.Text)
		if n := t.NextReminder; n != nil {
			return row + w.pick(" — the reminder stays, next: ", " — התזכורת נשארת, הבאה: ") + w.when(*n)
		}
	case w.dayDiff(t.DueDate.In(w.loc)) != 0:
		row = w.pick("✔️ Done: ", "✔️ בוצע: ") + w.bold(t.Text) + " " + w.datedDay(*t.DueDate)
	}
	if n := t.NextReminder; n != nil {
		return row + w.pick(" — next: ", " — הבאה: ") + w.when(*n)
	}
	return row + w.pick(" — that was the last one.", " — זו הייתה האחרונה.")
}
