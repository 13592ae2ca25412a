package formatter

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// notice words a runner notice. p is the pending question an invalid
// choice is about.
func (w *writer) notice(n Notice, p *memo.Pending) string {
	switch n {
	case NoticeCancelled:
		return w.pick("OK, cancelled. 👍", "בוטל 👍")
	case NoticeAlreadyDone:
		return w.pick("👍 Already done, so no reminder needed.", "👍 כבר בוצע, אז אין צורך בתזכורת.")
	case NoticeExpired:
		return w.pick("That question had expired — here it is again:", "השאלה הזו כבר פגה — הנה היא שוב:")
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

// dropped says that the question the message did not answer was set
// aside.
func (w *writer) dropped(p memo.Pending) string {
	subject := p.Subject
	if subject == "" {
		if step, _, ok := p.Step(); ok && step.Tasks != nil && len(step.Tasks.Drafts) > 0 {
			subject = step.Tasks.Drafts[0].Text
		}
	}
	if subject == "" {
		return w.pick("_(I've set aside my earlier question.)_", "_(הנחתי בצד את השאלה הקודמת שלי.)_")
	}
	return w.pick("_(I've set aside my earlier question about ", "_(הנחתי בצד את השאלה הקודמת שלי לגבי ") + w.quote(subject) + ".)_"
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
	if p.Reason == memo.ReasonForwardMenu {
		return w.forwardMenu(p)
	}
	var q string
	switch {
	case p.Reason == memo.ReasonWhichKind:
		q = w.quote(p.Subject) + w.pick(" is both a reminder and an item on a list — which should I delete?",
			" זה גם תזכורת וגם פריט ברשימה — מה למחוק?")
	case p.Reason == memo.ReasonWhichDate:
		q = w.pick("The weekday and the date you gave are different days — which did you mean?",
			"היום בשבוע והתאריך שכתבת הם ימים שונים — לאיזה התכוונת?")
	case p.Reason == memo.ReasonNearTask && p.Subject == "" && len(p.Options) == 1:
		q = w.pick("Is this the task you mean?", "לזו המשימה התכוונת?")
	case p.Reason == memo.ReasonNearTask && p.Subject == "":
		q = w.pick("Which of these tasks do you mean?", "לאילו מהמשימות האלה התכוונת?")
	case p.Reason == memo.ReasonNearTask:
		q = w.pick("I couldn't find a task called ", "לא מצאתי משימה בשם ") + w.quote(p.Subject) + w.pick(". Did you mean one of these?", ". התכוונת לאחת מאלה?")
	case p.Reason == memo.ReasonWhichRecipient:
		q = w.pick("Which address for ", "לאיזו כתובת של ") + w.quote(p.Subject) + "?"
	case p.Reason == memo.ReasonWhichEmail:
		q = w.pick("Which email do you mean?", "לאיזה מייל התכוונת?")
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
		if o.List != "" {
			row += w.pick(" — on the list ", " — ברשימה ") + w.bold(o.List)
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
	case memo.ReasonConfirmPlanned:
		return w.confirmPlanned(p, step)
	case memo.ReasonConfirmSend:
		return w.confirmSend(step)
	case memo.ReasonConfirmWindowDelete, memo.ReasonConfirmWindowUpdate, memo.ReasonConfirmSeriesDelete:
		return w.confirmEvents(p, step)
	case memo.ReasonCopyToGoogle:
		return w.copyQuestion(p.Subject)
	case memo.ReasonConfirmZone:
		return w.confirmZone(step)
	case memo.ReasonForwardEvent:
		return w.forwardEvent(step)
	case memo.ReasonPhotoSave:
		return w.photoSave(step, p.Plan.Source == "forward")
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
	case memo.ReasonNamePlace:
		return w.namePlace()
	case memo.ReasonForwardWhen:
		return w.forwardWhen(p, step)
	case memo.ReasonMissingTaskText:
		if draft != nil && draft.DueDate != nil {
			return w.pick("What should I remind you about ", "על מה להזכיר לך ") + w.whenIn(*draft.DueDate) + "?"
		}
		return w.pick("What should I remind you about?", "על מה להזכיר לך?")
	case memo.ReasonMissingTime:
		if step.Calendar != nil {
			return w.forwardWhen(p, step) // "What time is dinner at mom's on Friday?"
		}
		subject := p.Subject
		if subject == "" && draft != nil {
			subject = draft.Text
		}
		var q string
		switch {
		case step.Tasks != nil && step.Tasks.Passed && subject != "":
			return w.pick("That time has already passed — when should I remind you about ", "הזמן הזה כבר עבר — מתי להזכיר לך על ") + w.bold(subject) + "?"
		case step.Tasks != nil && step.Tasks.Within > 0 && step.Tasks.WithinMonth && subject != "":
			if draft != nil && draft.DueDate != nil && draft.DueDate.Before(w.now.AddDate(0, 0, 1)) {
				return w.pick("When this month should I remind you about ", "מתי החודש להזכיר לך על ") + w.bold(subject) + "?" +
					w.pick(" (e.g. the 20th at 9)", " (למשל ב-20 ב-9)")
			}
			return w.pick("When next month should I remind you about ", "מתי בחודש הבא להזכיר לך על ") + w.bold(subject) + "?" +
				w.pick(" (e.g. the 15th at 9)", " (למשל ב-15 ב-9)")
		case step.Tasks != nil && step.Tasks.Within > 0 && subject != "":
			if draft != nil && draft.DueDate != nil && draft.DueDate.Before(w.now.AddDate(0, 0, 1)) {
				return w.pick("When this week should I remind you about ", "מתי השבוע להזכיר לך על ") + w.bold(subject) + "?" +
					w.pick(" (e.g. Thursday at 9)", " (למשל ביום חמישי ב-9)")
			}
			return w.pick("When next week should I remind you about ", "מתי בשבוע הבא להזכיר לך על ") + w.bold(subject) + "?" +
				w.pick(" (e.g. Tuesday at 9)", " (למשל ביום שלישי ב-9)")
		case draft != nil && draft.Lead > 0 && subject != "":
			// The answer is the time of what the reminder counts back from.
			on := ""
			if draft.DueDate != nil {
				on = " " + w.day(*draft.DueDate, true)
			}
			q = w.pick("When is ", "מתי ") + w.bold(subject) + on + "? " +
				w.pick("I'll remind you "+w.lead(draft.Lead)+" before.", "אזכיר לך "+w.lead(draft.Lead)+" לפני.")
			if draft.DueDate == nil && draft.Lead >= 24*time.Hour {
				// Its day is asked with its hour: an hour alone lands on no day.
				return q + w.pick(" (e.g. Thursday at 9:00)", " (למשל ביום חמישי ב-9:00)")
			}
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
	case memo.ReasonMissingEvent:
		return w.pick("What's the event, and when? For example: “dentist tomorrow at 4”.",
			"מה האירוע, ומתי? למשל: „רופא שיניים מחר ב-4”.")
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

// confirmPlanned asks before a step its planner was not sure of, naming
// what it will change: "I'm about to delete: *call mom* — tomorrow at
// 09:00 — OK? (yes / no)", or the same over bullets for several items.
func (w *writer) confirmPlanned(p memo.Pending, step memo.Step) string {
	rows := make([]string, len(p.Options))
	for i, o := range p.Options {
		rows[i] = w.bold(o.Label)
		if o.When != nil {
			rows[i] += " — " + w.when(*o.When)
		}
	}
	head := w.plannedChange(p, step)
	ok := w.pick("OK? (yes / no)", "לאשר? (כן / לא)")
	if step.Operation == memo.OpGoogleDisconnect {
		return head + " " + ok
	}
	var change string
	switch {
	case step.Tasks != nil && step.Operation == memo.OpTaskUpdate:
		change = w.taskChange(*step.Tasks)
	case step.Memory != nil && step.Operation == memo.OpMemoryUpdate && step.Memory.Draft != nil:
		change = w.pick("new text: ", "טקסט חדש: ") + w.quote(step.Memory.Draft.Text)
	}
	if len(rows) == 1 {
		if change != "" {
			rows[0] += " — " + change
		}
		return head + " " + rows[0] + " — " + ok
	}
	if change != "" && !w.he {
		change = strings.ToUpper(change[:1]) + change[1:]
	}
	return lines(head, w.bullets(rows), change) + "\n\n" + ok
}

// plannedChange is the head of confirmPlanned: what the step will do.
func (w *writer) plannedChange(p memo.Pending, step memo.Step) string {
	list := w.bold(p.Subject)
	switch {
	case step.Tasks != nil && step.Operation == memo.OpTaskComplete:
		return w.pick("I'm about to mark as done:", "אני עומד לסמן כבוצע:")
	case step.Tasks != nil && step.Operation == memo.OpTaskUpdate:
		return w.pick("I'm about to change:", "אני עומד לשנות:")
	case step.Lists != nil && step.Operation == memo.OpListDelete:
		return w.pick("I'm about to delete the list:", "אני עומד למחוק את הרשימה:")
	case step.Lists != nil && step.Operation == memo.OpListRemove:
		return w.pick("I'm about to remove from "+list+":", "אני עומד להסיר מהרשימה "+list+":")
	case step.Lists != nil && step.Operation == memo.OpListCheck:
		return w.pick("I'm about to check off in "+list+":", "אני עומד לסמן ברשימה "+list+":")
	case step.Lists != nil && step.Operation == memo.OpListUncheck:
		return w.pick("I'm about to uncheck in "+list+":", "אני עומד לבטל את הסימון ברשימה "+list+":")
	case step.Calendar != nil:
		return w.plannedEventChange(step)
	case step.Memory != nil && step.Operation == memo.OpMemoryUpdate:
		return w.pick("I'm about to change the note:", "אני עומד לשנות את הפתק:")
	case step.Memory != nil:
		return w.pick("I'm about to forget:", "אני עומד לשכוח:")
	case step.Operation == memo.OpEmailMarkRead:
		return w.pick("I'm about to mark as read:", "אני עומד לסמן כנקרא:")
	case step.Operation == memo.OpEmailMarkUnread:
		return w.pick("I'm about to mark as unread:", "אני עומד לסמן כלא נקרא:")
	case step.Operation == memo.OpGoogleDisconnect:
		return w.pick("I'm about to disconnect your Google account and revoke my access to it.",
			"אני עומד לנתק את חשבון הגוגל שלך ולבטל את הגישה שלי אליו.")
	}
	return w.pick("I'm about to delete:", "אני עומד למחוק:")
}

// taskChange words the new values of a task update: "new time: Thursday
// at 18:00", "new text: “call dad”".
func (w *writer) taskChange(a memo.TaskArgs) string {
	var parts []string
	if a.NewText != "" {
		parts = append(parts, w.pick("new text: ", "טקסט חדש: ")+w.quote(a.NewText))
	}
	if a.NewDue != nil && a.Move == memo.MoveDay {
		parts = append(parts, w.pick("new day: ", "יום חדש: ")+w.day(*a.NewDue, false))
	} else if a.NewDue != nil {
		parts = append(parts, w.pick("new time: ", "מועד חדש: ")+w.when(*a.NewDue))
	}
	return strings.Join(parts, ", ")
}

// plannedEventChange is the head for a calendar step.
func (w *writer) plannedEventChange(step memo.Step) string {
	a := step.Calendar
	series := a.Scope == memo.ScopeSeries
	switch step.Operation {
	case memo.OpEventTruncateRecurring:
		if a.Until != nil {
			return w.pick("I'm about to end this series, the last one "+w.day(*a.Until, true)+":",
				"אני עומד לסיים את הסדרה הזו, האחרון "+w.day(*a.Until, true)+":")
		}
		return w.pick("I'm about to end this series:", "אני עומד לסיים את הסדרה הזו:")
	case memo.OpEventUpdate, memo.OpEventUpdateByWindow:
		if series {
			return w.pick("I'm about to change the whole series:", "אני עומד לשנות את כל הסדרה:")
		}
		return w.pick("I'm about to change:", "אני עומד לשנות:")
	}
	if series {
		return w.pick("I'm about to delete the whole series:", "אני עומד למחוק את כל הסדרה:")
	}
	return w.pick("I'm about to delete:", "אני עומד למחוק:")
}
