package formatter

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// notice words a runner notice. p is the pending question an invalid
// choice is about.
func (w *writer) notice(n Notice, p *memo.Pending) string {
	switch n {
	case NoticeCancelled:
		return w.pick("OK, cancelled. 👍", "בוטל 👍")
	case NoticeStale:
		return w.stale()
	case NoticeInvalidChoice:
		switch {
		case p == nil:
			return w.pick("Please pick one of the numbers I showed.", "נא לבחור אחד מהמספרים שהצגתי.")
		case p.Kind == memo.PendingConfirm:
			return w.pick("Please answer yes or no.", "נא לענות כן או לא.")
		case p.Kind == memo.PendingChoose && len(p.Options) == 1:
			return w.pick("Please reply 1 or “cancel”.", "נא לענות 1 או „ביטול”.")
		case p.Kind == memo.PendingChoose:
			n := itoa(len(p.Options))
			return w.pick("Please pick a number between 1 and "+n+".", "נא לבחור מספר בין 1 ל-"+n+".")
		}
		return w.pick("I didn't get that.", "לא הבנתי את התשובה.")
	}
	return ""
}

func (w *writer) stale() string {
	return w.pick("That question is no longer open — what would you like to do?",
		"השאלה הזו כבר לא פתוחה — מה תרצה לעשות?")
}

// question words the pending question the turn stopped on.
func (w *writer) question(p memo.Pending) string {
	step, _, _ := p.Step()
	switch p.Kind {
	case memo.PendingChoose:
		return w.choose(p, step)
	case memo.PendingConfirm:
		return w.confirm(p, step)
	}
	return w.missing(p, step)
}

// choose asks which of numbered options is meant.
func (w *writer) choose(p memo.Pending, step memo.Step) string {
	if p.Reason == memo.ReasonEventScope {
		return w.eventScope(p)
	}
	if p.Reason == memo.ReasonMemoryConflict {
		return w.memoryConflict(p)
	}
	var q string
	switch {
	case p.Reason == memo.ReasonWhichEvent && p.Subject != "":
		q = w.pick("Which event did you mean by ", "לאיזה אירוע התכוונת ב") + w.quote(p.Subject) + "?"
	case p.Reason == memo.ReasonWhichEvent:
		q = w.pick("Which event do you mean?", "לאיזה אירוע התכוונת?")
	case p.Reason == memo.ReasonWhichList && p.Subject != "":
		q = w.pick("Which list did you mean by ", "לאיזו רשימה התכוונת ב") + w.quote(p.Subject) + "?"
	case p.Reason == memo.ReasonWhichList:
		q = w.pick("Which list do you mean?", "לאיזו רשימה התכוונת?")
	case p.Reason == memo.ReasonWhichItem && p.Subject != "":
		q = w.pick("Which item did you mean by ", "לאיזה פריט התכוונת ב") + w.quote(p.Subject) + "?"
	case p.Reason == memo.ReasonWhichItem:
		q = w.pick("Which item do you mean?", "לאיזה פריט התכוונת?")
	case p.Reason == memo.ReasonWhichMemory && step.Operation == memo.OpMemoryDelete:
		q = w.pick("Which of these should I forget?", "מה מאלה לשכוח?")
	case p.Reason == memo.ReasonWhichMemory:
		q = w.pick("Which memory did you mean by ", "לאיזה זיכרון התכוונת ב") + w.quote(p.Subject) + "?"
	case p.Subject != "":
		q = w.pick("Which one did you mean by ", "לאיזו התכוונת ב") + w.quote(p.Subject) + "?"
	case step.Operation == memo.OpTaskComplete:
		q = w.pick("Which task did you finish?", "איזו משימה סיימת?")
	case step.Operation == memo.OpTaskDelete:
		q = w.pick("Which task should I delete?", "איזו משימה למחוק?")
	case step.Operation == memo.OpTaskUpdate:
		q = w.pick("Which task should I change?", "איזו משימה לעדכן?")
	default:
		q = w.pick("Which one do you mean?", "למה התכוונת?")
	}
	rows := []string{q}
	for i, o := range p.Options {
		row := itoa(i+1) + ". " + w.user(o.Label)
		if o.When != nil {
			row += " — " + w.when(*o.When)
		}
		rows = append(rows, row)
	}
	hint := w.pick("Reply with a number or “cancel”.", "אפשר לענות במספר או „ביטול”.")
	if p.AllowMultiple {
		hint = w.pick("Reply with a number, several (1,3), “all”, or “cancel”.",
			"אפשר לענות במספר, בכמה מספרים (1,3), „כולם” או „ביטול”.")
	}
	return strings.Join(rows, "\n") + "\n\n" + hint
}

// confirm asks yes or no before a risky step, listing what it would touch.
func (w *writer) confirm(p memo.Pending, step memo.Step) string {
	switch p.Reason {
	case memo.ReasonConfirmWindowDelete, memo.ReasonConfirmWindowUpdate, memo.ReasonConfirmSeriesDelete:
		return w.confirmEvents(p, step)
	case memo.ReasonConfirmDelete:
	default:
		return w.pick("Are you sure? (yes / no)", "בטוח? (כן / לא)")
	}
	window := memo.TaskWindow(p.Subject)
	if step.Tasks != nil && step.Tasks.Window != "" {
		window = step.Tasks.Window
	}
	rows := []string{w.confirmDelete(len(p.Options), window)}
	opts := make([]string, len(p.Options))
	for i, o := range p.Options {
		opts[i] = w.user(o.Label)
		if o.When != nil {
			opts[i] += " — " + w.when(*o.When)
		}
	}
	if len(opts) > 0 {
		rows = append(rows, w.bullets(opts))
	}
	rows = append(rows, "", w.pick("(yes / no)", "(כן / לא)"))
	return strings.Join(rows, "\n")
}

// confirmDelete asks whether to delete n tasks of a window.
func (w *writer) confirmDelete(n int, window memo.TaskWindow) string {
	if n == 1 {
		switch window {
		case memo.WindowOverdue:
			return w.pick("Delete this overdue task?", "למחוק את המשימה שבאיחור?")
		case memo.WindowToday:
			return w.pick("Delete this task for today?", "למחוק את המשימה של היום?")
		case memo.WindowTomorrow:
			return w.pick("Delete this task for tomorrow?", "למחוק את המשימה של מחר?")
		case memo.WindowWeek:
			return w.pick("Delete this task for this week?", "למחוק את המשימה של השבוע?")
		case memo.WindowUndated:
			return w.pick("Delete this undated task?", "למחוק את המשימה שאין לה תאריך?")
		case memo.WindowUpcoming:
			return w.pick("Delete this upcoming task?", "למחוק את המשימה העתידית?")
		}
		return w.pick("Delete this task?", "למחוק את המשימה הזו?")
	}
	k := itoa(n)
	switch window {
	case memo.WindowOverdue:
		return w.pick("Delete these "+k+" overdue tasks?", "למחוק את "+k+" המשימות שבאיחור?")
	case memo.WindowToday:
		return w.pick("Delete these "+k+" tasks for today?", "למחוק את "+k+" המשימות של היום?")
	case memo.WindowTomorrow:
		return w.pick("Delete these "+k+" tasks for tomorrow?", "למחוק את "+k+" המשימות של מחר?")
	case memo.WindowWeek:
		return w.pick("Delete these "+k+" tasks for this week?", "למחוק את "+k+" המשימות של השבוע?")
	case memo.WindowUndated:
		return w.pick("Delete these "+k+" undated tasks?", "למחוק את "+k+" המשימות ללא תאריך?")
	case memo.WindowUpcoming:
		return w.pick("Delete these "+k+" upcoming tasks?", "למחוק את "+k+" המשימות העתידיות?")
	case memo.WindowAll:
		return w.pick("Delete all "+k+" of your tasks?", "למחוק את כל "+k+" המשימות שלך?")
	}
	return w.pick("Delete these "+k+" tasks?", "למחוק את "+k+" המשימות האלה?")
}

// missing asks for a field the step cannot run without.
func (w *writer) missing(p memo.Pending, step memo.Step) string {
	var draft *memo.TaskDraft
	if step.Tasks != nil && len(step.Tasks.Drafts) > 0 {
		draft = &step.Tasks.Drafts[0]
	}
	switch p.Reason {
	case memo.ReasonMissingTaskText:
		if draft != nil && draft.DueDate != nil {
			return w.pick("What should I remind you about ", "על מה להזכיר לך ") + w.whenIn(*draft.DueDate) + "?"
		}
		return w.pick("What should I remind you about?", "על מה להזכיר לך?")
	case memo.ReasonMissingTime:
		subject := p.Subject
		if subject == "" && draft != nil {
			subject = draft.Text
		}
		var q string
		switch {
		case draft != nil && draft.DueDate != nil && subject != "":
			q = w.pick("What time "+w.day(*draft.DueDate, true)+" should I remind you about ", "באיזו שעה "+w.day(*draft.DueDate, true)+" להזכיר לך על ") + w.bold(subject) + "?"
		case subject != "":
			q = w.pick("What time should I remind you about ", "באיזו שעה להזכיר לך על ") + w.bold(subject) + "?"
		default:
			q = w.pick("What time should I remind you?", "באיזו שעה להזכיר לך?")
		}
		return q + w.pick(" (e.g. 9:00)", " (למשל 9:00)")
	case memo.ReasonMissingListName:
		if step.Operation == memo.OpListCreate {
			return w.pick("What should I call the new list?", "איך לקרוא לרשימה החדשה?")
		}
		return w.pick("Which list?", "לאיזו רשימה?")
	case memo.ReasonMissingItems:
		if p.Subject == "" {
			return w.pick("What should I add to the list?", "מה להוסיף לרשימה?")
		}
		return w.pick("What should I add to ", "מה להוסיף לרשימה ") + w.bold(p.Subject) + "?"
	case memo.ReasonClarify:
		if p.Subject != "" {
			return p.Subject // the planner's question, already in the user's language
		}
	}
	return w.pick("Could you tell me a bit more?", "אפשר לפרט קצת יותר?")
}
