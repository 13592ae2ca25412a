package formatter

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// taskListing renders a getAll: sections overdue, today, upcoming,
// repeating and undated, numbered 1..N across sections in display order. It remembers
// the numbering for "done 2".
func (w *writer) taskListing(ts []memo.Task, window memo.TaskWindow) string {
	if len(ts) == 0 {
		return w.emptyListing(window)
	}
	var overdue, today, upcoming, repeating, undated []memo.Task
	for _, t := range ts {
		switch {
		case t.DueDate == nil && t.Recurrence != nil:
			repeating = append(repeating, t)
		case t.DueDate == nil:
			undated = append(undated, t)
		case w.dayDiff(*t.DueDate) < 0, !t.Completed && t.DueDate.Before(w.now):
			overdue = append(overdue, t)
		case w.dayDiff(*t.DueDate) == 0:
			today = append(today, t)
		default:
			upcoming = append(upcoming, t)
		}
	}
	for _, s := range [][]memo.Task{overdue, today, upcoming} {
		slices.SortStableFunc(s, func(a, b memo.Task) int { return a.DueDate.Compare(*b.DueDate) })
	}

	n := &memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks}
	var blocks []string
	section := func(header string, ts []memo.Task, due func(memo.Task) string) {
		if len(ts) == 0 {
			return
		}
		rows := []string{"_" + header + "_"}
		for _, t := range ts {
			n.IDs = append(n.IDs, t.ID)
			n.Titles = append(n.Titles, t.Text)
			rows = append(rows, itoa(len(n.IDs))+". "+w.listingRow(t, due(t)))
		}
		blocks = append(blocks, strings.Join(rows, "\n"))
	}
	full := func(t memo.Task) string { return w.when(*t.DueDate) }
	clockOnly := func(t memo.Task) string { return w.clock(*t.DueDate) }

	section(w.pick("⚠️ Overdue", "⚠️ באיחור"), overdue, full)
	section(w.pick("📅 Today", "📅 היום"), today, clockOnly)
	if w.allTomorrow(upcoming) {
		section(w.pick("🗓️ Tomorrow", "🗓️ מחר"), upcoming, clockOnly)
	} else {
		section(w.pick("🗓️ Upcoming", "🗓️ בהמשך"), upcoming, full)
	}
	section(w.pick("🔁 Repeating", "🔁 חוזרות"), repeating, func(t memo.Task) string {
		if t.NextReminder != nil {
			return w.pick("next ", "הבאה ") + w.when(*t.NextReminder)
		}
		return ""
	})
	section(w.pick("📝 No date", "📝 ללא תאריך"), undated, func(memo.Task) string { return "" })

	w.numbered = n
	k := itoa(min(2, len(n.IDs)))
	blocks = append(blocks, w.pick("_Reply “done "+k+"” to mark one done, or “delete "+k+"” to remove it._",
		"_אפשר לכתוב „בוצע "+k+"” כדי לסמן כבוצע, או „מחק "+k+"” כדי למחוק._"))
	return strings.Join(blocks, "\n\n")
}

// allTomorrow reports whether every task is due tomorrow.
func (w *writer) allTomorrow(ts []memo.Task) bool {
	if len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if w.dayDiff(*t.DueDate) != 1 {
			return false
		}
	}
	return true
}

// listingRow is one numbered task line after its number:
// "*call mom* — 09:00 🔁 daily".
func (w *writer) listingRow(t memo.Task, due string) string {
	row := w.bold(t.Text)
	if t.Completed {
		row = "✔️ " + row
	}
	if due != "" {
		row += " — " + due
	}
	if t.Recurrence != nil {
		row += " " + w.repeatTag(*t.Recurrence)
	}
	return row
}

// emptyListing says a listing found nothing, precisely for its window.
func (w *writer) emptyListing(window memo.TaskWindow) string {
	switch window {
	case memo.WindowToday:
		return w.pick("Nothing on your list for today.", "אין לך משימות להיום.")
	case memo.WindowTomorrow:
		return w.pick("Nothing on your list for tomorrow.", "אין לך משימות למחר.")
	case memo.WindowWeek:
		return w.pick("Nothing on your list for the rest of this week.", "אין לך משימות להמשך השבוע.")
	case memo.WindowOverdue:
		return w.pick("Nothing overdue — you're all caught up. 👏", "אין משימות באיחור — הכול בזמן. 👏")
	case memo.WindowUndated:
		return w.pick("You have no tasks without a date.", "אין לך משימות ללא תאריך.")
	case memo.WindowUpcoming:
		return w.pick("You have no upcoming tasks.", "אין לך משימות עתידיות.")
	}
	return w.pick("Your task list is empty. To add one, send e.g. “remind me tomorrow at 9 to call mom”.",
		"אין לך משימות פתוחות. כדי להוסיף, כתוב למשל „תזכיר לי מחר ב-9 להתקשר לאמא”.")
}
