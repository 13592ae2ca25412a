package formatter

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// maxListingChars bounds the rows of one listing page, in characters, far
// inside a WhatsApp message (4,096) with room for headers and the footer.
const maxListingChars = 3000

// listed is one row of a listing: its task and the section it belongs to.
type listed struct {
	task    memo.Task
	section int
}

// taskListing renders a getAll: sections overdue, today, upcoming,
// repeating and undated, numbered 1..N across sections in display order.
// One message shows one page (memo.ListingPage rows, within
// maxListingChars) starting after skip rows earlier pages showed; the rest
// is counted by section and "more" shows it. It remembers the numbering of
// every page so far for "done 2".
//
// ts are the listing's first rows, those of the pages so far and this one,
// when counts (by section) is not nil, and the whole listing otherwise.
func (w *writer) taskListing(step memo.Step, ts []memo.Task, counts *memo.TaskSections, window memo.TaskWindow, skip int) string {
	var overdue, today, upcoming, repeating, undated []memo.Task
	for _, t := range ts {
		switch {
		case t.DueDate == nil && t.Recurrence != nil:
			repeating = append(repeating, t)
		case t.DueDate == nil:
			undated = append(undated, t)
		case w.dayDiff(*t.DueDate) < 0, !t.Completed && !t.Occurrence && t.DueDate.Before(w.now):
			// A series' occurrence earlier today came as it should: it is
			// today's, never overdue.
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
	if counts == nil {
		counts = &memo.TaskSections{Overdue: len(overdue), Today: len(today), Upcoming: len(upcoming),
			Repeating: len(repeating), Undated: len(undated)}
		for _, t := range upcoming {
			if w.dayDiff(*t.DueDate) > 1 {
				counts.Later++
			}
		}
	}
	total := counts.Total()
	if total == 0 {
		return w.emptyListing(window)
	}

	full := func(t memo.Task) string { return w.when(*t.DueDate) }
	clockOnly := func(t memo.Task) string { return w.clock(*t.DueDate) }
	upcomingHeader, upcomingDue := w.pick("🗓️ Upcoming", "🗓️ בהמשך"), full
	if counts.Upcoming > 0 && counts.Later == 0 { // every upcoming task is due tomorrow
		upcomingHeader, upcomingDue = w.pick("🗓️ Tomorrow", "🗓️ מחר"), clockOnly
	}
	sections := []struct {
		header, rest string
		tasks        []memo.Task
		due          func(memo.Task) string
	}{
		{w.pick("⚠️ Overdue", "⚠️ באיחור"), w.pick("overdue", "באיחור"), overdue, full},
		{w.pick("📅 Today", "📅 היום"), w.pick("today", "היום"), today, clockOnly},
		{upcomingHeader, w.pick("upcoming", "בהמשך"), upcoming, upcomingDue},
		{w.pick("🔁 Repeating", "🔁 חוזרות"), w.pick("repeating", "חוזרות"), repeating, func(t memo.Task) string {
			if t.NextReminder != nil {
				return w.pick("next: ", "הבאה: ") + w.when(*t.NextReminder)
			}
			return ""
		}},
		{w.pick("📝 No date", "📝 ללא תאריך"), w.pick("with no date", "ללא תאריך"), undated, func(memo.Task) string { return "" }},
	}
	var all []listed
	for i, s := range sections {
		for _, t := range s.tasks {
			all = append(all, listed{task: t, section: i})
		}
	}
	if skip >= total || skip >= len(all) {
		return w.pick("That's the whole list.", "זו כל הרשימה.")
	}
	skip = max(skip, 0)

	n := &memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks}
	var blocks, rows []string
	section, size, end := -1, 0, skip
	for i := skip; i < len(all) && i < skip+memo.ListingPage && i < memo.MaxNumbered; i++ {
		e := all[i]
		row := itoa(i+1) + ". " + w.listingRow(e.task, sections[e.section].due(e.task))
		if i > skip && size+len(row) > maxListingChars {
			break
		}
		if e.section != section {
			if len(rows) > 0 {
				blocks = append(blocks, strings.Join(rows, "\n"))
			}
			section, rows = e.section, []string{"_" + sections[e.section].header + "_"}
		}
		rows = append(rows, row)
		size += len(row)
		end = i + 1
	}
	blocks = append(blocks, strings.Join(rows, "\n"))
	for _, e := range all[:end] {
		id := e.task.ID
		if e.task.Occurrence && e.task.DueDate != nil {
			// "done 2" on a day's occurrence is that day's.
			id = memo.OccurrenceRef(id, e.task.DueDate.In(w.loc))
		}
		n.IDs = append(n.IDs, id)
		n.Titles = append(n.Titles, clip(e.task.Text, memo.MaxNumberedTitle))
	}
	if rest := total - end; rest > 0 {
		left := []int{counts.Overdue, counts.Today, counts.Upcoming, counts.Repeating, counts.Undated}
		for _, e := range all[:end] {
			left[e.section]--
		}
		var parts []string
		for i, c := range left {
			if c > 0 {
				parts = append(parts, itoa(c)+" "+sections[i].rest)
			}
		}
		more := w.pick("_…and "+itoa(rest)+" more: ", "_…ועוד "+itoa(rest)+": ") + strings.Join(parts, ", ")
		if end < memo.MaxNumbered {
			n.More = &memo.ListingMore{Step: step, Shown: end}
			more += w.pick(". Reply “more” to see them._", ". כתוב „עוד” כדי לראות אותן._")
		} else {
			more += w.pick(". Ask for a day or a word to see them._", ". אפשר לבקש יום או מילה כדי לראות אותן._")
		}
		blocks = append(blocks, more)
	}

	w.numbered = n
	k := itoa(min(skip+2, end))
	blocks = append(blocks, w.pick("_Reply “done "+k+"” to mark one done, or “delete "+k+"” to remove it._",
		"_אפשר לכתוב „בוצע "+k+"” כדי לסמן כבוצע, או „מחק "+k+"” כדי למחוק._"))
	return strings.Join(blocks, "\n\n")
}

// clip cuts s to n characters.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
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
	switch {
	case t.Occurrence && t.Recurrence != nil:
		// One day of a series: which series, "🔁 every Thursday".
		row += " " + w.occurrenceTag(*t.Recurrence)
	case t.Recurrence != nil:
		row += " " + w.repeatTag(*t.Recurrence)
	}
	return row
}

// occurrenceTag marks a row that is one occurrence of a repeating
// reminder with how it repeats, its hour left to the row: "🔁 every
// Thursday", "🔁 כל יום חמישי".
func (w *writer) occurrenceTag(r memo.Recurrence) string {
	r.Time = ""
	return "🔁 " + w.reminderEvery(r)
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
