package formatter

import (
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// tasks renders the result of a task operation; a listing's page starts
// after the rows earlier pages showed (TaskArgs.Skip).
func (w *writer) tasks(step memo.Step, r memo.Result) string {
	var window memo.TaskWindow
	skip := 0
	if step.Tasks != nil {
		window, skip = step.Tasks.Window, step.Tasks.Skip
	}
	ts := r.Tasks()
	op := operation(step, r)
	var body string
	switch op {
	case memo.OpTaskCreate:
		body = w.createdOrThere(ts, r.Meta)
	case memo.OpTaskGetAll:
		if window == memo.WindowDays && len(ts) == 0 {
			if w.eventsShown {
				return "" // a day's view: its events follow and say if the day is empty
			}
			return w.noTasksOn(step.Tasks)
		}
		return w.taskListing(step, ts, r.Meta.Sections, window, skip)
	case memo.OpTaskComplete:
		ts, occ := splitOccurrences(ts)
		if len(ts) > 0 || len(occ) == 0 || len(r.Meta.NotFound) > 0 {
			body = w.completed(ts, r.Meta)
		}
		body = lines(body, w.occurrencesDone(occ, op))
	case memo.OpTaskDelete, memo.OpTaskDeleteAll:
		ts, occ := splitOccurrences(ts)
		if len(ts) > 0 || len(occ) == 0 || len(r.Meta.NotFound) > 0 {
			body = w.deleted(ts, r.Meta, op == memo.OpTaskDeleteAll, window)
		}
		body = lines(body, w.occurrencesDone(occ, op))
	case memo.OpTaskUpdate:
		if step.Tasks != nil && step.Tasks.SkipDay != nil {
			body = w.skipped(ts, r.Meta, step.Tasks)
			break
		}
		body = w.updated(ts, r.Meta, step.Tasks)
	default:
		body = w.pick("✅ Done.", "✅ בוצע.")
	}
	return lines(body, w.itemErrors(r.Meta))
}

// noTasksOn says a listing of days found no task: the day by name when it
// is one day.
func (w *writer) noTasksOn(a *memo.TaskArgs) string {
	if a != nil && a.From != nil && a.To != nil && a.To.Sub(*a.From) <= 24*time.Hour {
		day := w.day(*a.From, false)
		if !w.he {
			return "Nothing on your list for " + day + "."
		}
		day = strings.TrimPrefix(day, "ב") // "ביום שלישי" → "ליום שלישי"
		if day != "" && day[0] >= '0' && day[0] <= '9' {
			day = "-" + day
		}
		return "אין לך משימות ל" + day + "."
	}
	return w.pick("Nothing on your list for those days.", "אין לך משימות לימים האלה.")
}

// operation is what ran: the result's operation, else the step's.
func operation(step memo.Step, r memo.Result) memo.Op {
	if r.Operation != "" {
		return r.Operation
	}
	return step.Operation
}

// reminderPhrase words when a new task will remind: "tomorrow at 09:00",
// "every day at 08:00", "today at 20:00, then every 10 minutes"; "" for a
// task with no reminder ahead.
func (w *writer) reminderPhrase(t memo.Task) string {
	rec := t.Recurrence
	switch {
	case rec != nil && rec.Type == memo.RecurNudge:
		if t.DueDate != nil {
			return w.whenIn(*t.DueDate) + w.pick(", then ", ", ואז ") + w.interval(rec.Interval) + w.pick(" until it's done", " עד שזה יבוצע")
		}
		return w.interval(rec.Interval) + w.pick(" until it's done", " עד שזה יבוצע")
	case rec != nil:
		return w.reminderEvery(*rec)
	case t.Lead > 0 && t.NextReminder != nil:
		return w.whenIn(*t.NextReminder) + w.pick(" (before "+w.whenIn(*t.DueDate)+")", " (לפני "+w.whenIn(*t.DueDate)+")")
	case t.DueDate != nil && !t.DueDate.Before(w.now):
		return w.whenIn(*t.DueDate)
	}
	return ""
}

// created words new tasks: a reminder for a dated one, "Added" otherwise.
func (w *writer) created(ts []memo.Task) string {
	switch len(ts) {
	case 0:
		return w.pick("I didn't add anything.", "לא הוספתי כלום.")
	case 1:
		t := ts[0]
		if p := w.reminderPhrase(t); p != "" {
			return w.pick("⏰ I'll remind you ", "⏰ אזכיר לך ") + p + ": " + w.bold(t.Text)
		}
		if t.DueDate != nil {
			return w.pick("✅ Added: ", "✅ הוספתי: ") + w.bold(t.Text) + " — " + w.when(*t.DueDate)
		}
		return w.pick("✅ Added: ", "✅ הוספתי: ") + w.bold(t.Text)
	}
	// Numbered, and remembered as numbered, so "the second one" and
	// "done 2" right after speak of what was just added.
	n := &memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks}
	var rows []string
	for i, t := range ts {
		if i == maxBullets {
			rows = append(rows, w.more(len(ts)-i))
			break
		}
		row := itoa(i+1) + ". " + w.bold(t.Text)
		if p := w.reminderPhrase(t); p != "" {
			row += " — ⏰ " + p
		} else if t.DueDate != nil {
			row += " — " + w.when(*t.DueDate)
		}
		rows = append(rows, row)
		n.IDs = append(n.IDs, t.ID)
		n.Titles = append(n.Titles, clip(t.Text, memo.MaxNumberedTitle))
	}
	w.numbered = n
	return w.pick("✅ Added "+itoa(len(ts))+" tasks:", "✅ הוספתי "+itoa(len(ts))+" משימות:") + "\n" + strings.Join(rows, "\n")
}

// createdOrThere confirms a create: what it made, and what it found
// already there (the same reminder sent twice), said as such. With all
// of them there, nothing is said added.
func (w *writer) createdOrThere(ts []memo.Task, m memo.Meta) string {
	var made, there []memo.Task
	for _, t := range ts {
		if m.IsExisting(t.ID) {
			there = append(there, t)
		} else {
			made = append(made, t)
		}
	}
	if len(there) == 0 {
		return w.created(ts)
	}
	rows := make([]string, len(there))
	for i, t := range there {
		rows[i] = w.bold(t.Text)
		if p := w.reminderPhrase(t); p != "" {
			rows[i] += " — " + p
		} else if t.DueDate != nil {
			rows[i] += " — " + w.when(*t.DueDate)
		}
	}
	note := w.pick("⏰ You already have this reminder: ", "⏰ התזכורת כבר קיימת: ") + rows[0]
	if len(rows) > 1 {
		note = w.pick("⏰ You already have these reminders:", "⏰ התזכורות האלה כבר קיימות:") + "\n" + w.bullets(rows)
	}
	if len(made) == 0 {
		return note
	}
	return lines(w.created(made), note)
}

// taskRow is a task in a bulleted block: its title and due time.
func (w *writer) taskRow(t memo.Task) string {
	if t.DueDate != nil {
		return w.bold(t.Text) + " — " + w.when(*t.DueDate)
	}
	return w.bold(t.Text)
}

func (w *writer) taskRows(ts []memo.Task) []string {
	rows := make([]string, len(ts))
	for i, t := range ts {
		rows[i] = w.taskRow(t)
	}
	return rows
}

// completed words tasks marked done.
func (w *writer) completed(ts []memo.Task, m memo.Meta) string {
	var head string
	switch len(ts) {
	case 0:
		if len(m.NotFound) == 0 {
			return w.pick("There was nothing to mark as done.", "לא היה מה לסמן כבוצע.")
		}
		return w.notFoundTasks(m.NotFound, false)
	case 1:
		head = w.pick("✔️ Done: ", "✔️ בוצע: ") + w.bold(ts[0].Text)
	default:
		head = w.pick("✔️ Marked "+itoa(len(ts))+" tasks done:", "✔️ סימנתי "+itoa(len(ts))+" משימות כבוצעות:") +
			"\n" + w.bullets(w.taskRows(ts))
	}
	return lines(head, w.notFoundTasks(m.NotFound, true))
}

// deleted words deleted tasks; a bulk delete that found nothing in its
// window says so for that window.
func (w *writer) deleted(ts []memo.Task, m memo.Meta, bulk bool, window memo.TaskWindow) string {
	rows := w.taskRows(ts)
	if len(ts) == 0 {
		for _, s := range m.Summaries {
			rows = append(rows, w.bold(s))
		}
	}
	var head string
	switch len(rows) {
	case 0:
		if len(m.NotFound) > 0 {
			return w.notFoundTasks(m.NotFound, false)
		}
		if bulk {
			return w.nothingToDelete(window)
		}
		return w.pick("Nothing was deleted.", "לא נמחק כלום.")
	case 1:
		head = w.pick("🗑️ Deleted ", "🗑️ מחקתי את ") + rows[0]
	default:
		head = w.pick("🗑️ Deleted "+itoa(len(rows))+" tasks:", "🗑️ מחקתי "+itoa(len(rows))+" משימות:") + "\n" + w.bullets(rows)
	}
	return lines(head, w.notFoundTasks(m.NotFound, true))
}

// nothingToDelete says a bulk delete found no tasks in its window.
func (w *writer) nothingToDelete(window memo.TaskWindow) string {
	switch window {
	case memo.WindowOverdue:
		return w.pick("There were no overdue tasks to delete.", "לא היו משימות באיחור למחיקה.")
	case memo.WindowToday:
		return w.pick("There were no tasks for today to delete.", "לא היו משימות להיום למחיקה.")
	case memo.WindowTomorrow:
		return w.pick("There were no tasks for tomorrow to delete.", "לא היו משימות למחר למחיקה.")
	case memo.WindowWeek:
		return w.pick("There were no tasks for this week to delete.", "לא היו משימות לשבוע הזה למחיקה.")
	case memo.WindowUndated:
		return w.pick("There were no undated tasks to delete.", "לא היו משימות ללא תאריך למחיקה.")
	case memo.WindowUpcoming:
		return w.pick("There were no upcoming tasks to delete.", "לא היו משימות עתידיות למחיקה.")
	}
	return w.pick("There were no tasks to delete.", "לא היו משימות למחיקה.")
}

// updated words changed tasks with their new due time.
func (w *writer) updated(ts []memo.Task, m memo.Meta, a *memo.TaskArgs) string {
	renamed := a != nil && a.NewText != "" && a.NewDue == nil
	var head string
	switch len(ts) {
	case 0:
		if len(m.NotFound) == 0 {
			return w.pick("There was nothing to update.", "לא היה מה לעדכן.")
		}
		return w.notFoundTasks(m.NotFound, false)
	case 1:
		t := ts[0]
		switch {
		case renamed:
			head = w.pick("✏️ Updated — it's now called ", "✏️ עדכנתי — השם החדש: ") + w.bold(t.Text)
		case a != nil && a.NewLead != nil && t.Lead > 0 && t.NextReminder != nil:
			// A new lead: the due time stays, the reminder moves.
			head = w.pick("✏️ Updated ", "✏️ עדכנתי את ") + w.bold(t.Text) + w.pick(" — I'll remind you ", " — אזכיר לך ") + w.reminderPhrase(t)
		case t.DueDate != nil:
			head = w.pick("✏️ Updated ", "✏️ עדכנתי את ") + w.bold(t.Text) + w.pick(" — now ", " — מועד חדש: ") + w.when(*t.DueDate)
		case a != nil && a.NewUntil != nil && t.Recurrence != nil && t.Recurrence.Until != nil && w.reminderPhrase(t) != "":
			// An end given to a series: its rule, and the day it ends.
			head = w.pick("✏️ Updated ", "✏️ עדכנתי את ") + w.bold(t.Text) + " — " + w.reminderPhrase(t) +
				w.pick(", ending ", ", ומסתיימת ") + w.datedDay(*t.Recurrence.Until) + "."
		case t.Recurrence != nil && w.reminderPhrase(t) != "":
			// A repeating reminder moved: say when it now comes.
			head = w.pick("✏️ Updated ", "✏️ עדכנתי את ") + w.bold(t.Text) + w.pick(" — now ", " — מעכשיו ") + w.reminderPhrase(t)
		default:
			head = w.pick("✏️ Updated ", "✏️ עדכנתי את ") + w.bold(t.Text)
		}
	default:
		head = w.pick("✏️ Updated "+itoa(len(ts))+" tasks:", "✏️ עדכנתי "+itoa(len(ts))+" משימות:") + "\n" + w.bullets(w.taskRows(ts))
	}
	return lines(head, w.notFoundTasks(m.NotFound, true))
}

// splitRefs separates the positions the resolver could not find on the
// last numbered list ("#3") from names.
func splitRefs(xs []string) (names, refs []string) {
	for _, x := range xs {
		if n, ok := indexRef(x); ok {
			refs = append(refs, n)
		} else {
			names = append(names, x)
		}
	}
	return names, refs
}

// indexRef returns the number of a "#3" reference.
func indexRef(s string) (string, bool) {
	n, ok := strings.CutPrefix(strings.TrimSpace(s), "#")
	if !ok || n == "" {
		return "", false
	}
	for _, r := range n {
		if r < '0' || r > '9' {
			return "", false
		}
	}
	return n, true
}

// notFoundTasks words targets that matched no task. partial is set when
// other targets did match, so the line is an addendum.
func (w *writer) notFoundTasks(xs []string, partial bool) string {
	var out []string
	xs = slices.DeleteFunc(slices.Clone(xs), func(x string) bool {
		day, ok := memo.ParseDayRef(x, w.loc)
		if ok {
			// "delete the reminder tomorrow" with none due then.
			out = append(out, w.pick("You have no reminder due ", "אין לך תזכורת ")+w.day(day, true)+".")
		}
		return ok
	})
	names, refs := splitRefs(xs)
	if len(refs) > 0 {
		out = append(out, w.missingRefs(refs))
	}
	if slices.ContainsFunc(names, relativeRef) {
		// "delete the last one" with no list shown to count from.
		names = slices.DeleteFunc(names, relativeRef)
		out = append(out, w.pick("I haven't shown you a list to count from: which one do you mean? Name it, or send “show my tasks” first.",
			"לא הצגתי לך רשימה לספור ממנה: לאיזו התכוונת? אפשר לכתוב את השם, או קודם „מה המשימות שלי”."))
	}
	switch {
	case len(names) == 0:
	case partial:
		out = append(out, w.pick("I couldn't find: ", "לא מצאתי: ")+w.quoteAll(names)+".")
	case len(names) == 1:
		out = append(out, w.pick("I couldn't find a task called ", "לא מצאתי משימה בשם ")+w.quote(names[0])+".")
	default:
		out = append(out, w.pick("I couldn't find tasks called ", "לא מצאתי משימות בשם ")+w.quoteAll(names)+".")
	}
	return lines(out...)
}

// relativeRef reports whether s is a position counted from the end of a
// list ("#-1": "the last one").
func relativeRef(s string) bool {
	n, ok := strings.CutPrefix(strings.TrimSpace(s), "#-")
	if !ok || n == "" {
		return false
	}
	return strings.Trim(n, "0123456789") == ""
}

// missingRefs says positions were not on the last numbered list shown.
func (w *writer) missingRefs(refs []string) string {
	if len(refs) == 1 {
		return w.pick("There's no number "+refs[0]+" in the last list I showed.", "אין מספר "+refs[0]+" ברשימה האחרונה שהצגתי.")
	}
	n := strings.Join(refs, ", ")
	return w.pick("There are no numbers "+n+" in the last list I showed.", "אין מספרים "+n+" ברשימה האחרונה שהצגתי.")
}

// itemErrors words the items a bulk operation could not handle.
func (w *writer) itemErrors(m memo.Meta) string {
	if len(m.Errors) == 0 {
		return ""
	}
	return w.pick("⚠️ I couldn't handle "+itoa(len(m.Errors))+" of them — please try those again.",
		"⚠️ לא הצלחתי לטפל ב-"+itoa(len(m.Errors))+" מהן — נסה אותן שוב.")
}
