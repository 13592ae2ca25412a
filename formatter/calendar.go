package formatter

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// calendar renders the result of a calendar operation.
func (w *writer) calendar(step memo.Step, r memo.Result) string {
	es := r.Events()
	a := step.Calendar
	if a == nil {
		a = &memo.CalendarArgs{}
	}
	var body string
	switch operation(step, r) {
	case memo.OpEventCreate, memo.OpEventCreateMultiple, memo.OpEventCreateRecurring, memo.OpEventCreateMultipleRecurring:
		made, there := splitExisting(es, r.Meta)
		body = lines(w.eventsCreated(made), w.eventsThere(there))
	case memo.OpEventGetEvents, memo.OpEventGet, memo.OpEventGetRecurringInstances:
		if len(es) == 0 {
			return w.nothingBetween(a)
		}
		if operation(step, r) == memo.OpEventGet && len(es) == 1 && !es[0].IsSeries() {
			// "when is the hackathon", "how long is it": the one event,
			// with its start and its end.
			e := es[0]
			row := "📅 " + w.bold(e.Summary) + " — " + w.eventWhen(e)
			if e.Location != "" {
				row += " 📍 " + w.user(e.Location)
			} else if a.Where {
				row += "\n" + w.pick("No place is set for it.", "לא נקבע לו מיקום.")
			}
			return row
		}
		from, _ := w.listSpan(a)
		return w.eventListing(es, from)
	case memo.OpEventCheckConflicts:
		from, to := w.listSpan(a)
		if len(es) == 0 {
			return w.pick("✅ You're free "+w.span(from, to)+".", "✅ אתה פנוי "+w.span(from, to)+".")
		}
		return w.pick("You already have this then:", "יש לך כבר באותו זמן:") + "\n\n" + w.eventListing(es, from)
	case memo.OpEventUpdate, memo.OpEventUpdateByWindow, memo.OpEventTruncateRecurring:
		body = w.eventsUpdated(step, es)
	case memo.OpEventDelete, memo.OpEventDeleteBySummary, memo.OpEventDeleteByWindow:
		body = w.eventsDeleted(step, es, r.Meta)
	default:
		body = w.pick("✅ Done.", "✅ בוצע.")
	}
	return lines(body, w.itemErrors(r.Meta))
}

// eventsCreated confirms new events, with their Google link.
func (w *writer) eventsCreated(es []memo.Event) string {
	if len(es) == 0 {
		return ""
	}
	if len(es) == 1 {
		e := es[0]
		at := ""
		if e.Location != "" {
			at = " 📍 " + w.user(e.Location) // "… It is at the clinic on Herzl Street": seen kept
		}
		return lines(w.pick("📅 Added to your calendar: ", "📅 נוסף ליומן: ")+w.bold(e.Summary)+" — "+w.eventWhen(e)+at, w.eventReminder(e), w.link(e))
	}
	rows := make([]string, len(es))
	for i, e := range es {
		rows[i] = w.bold(e.Summary) + " — " + w.eventWhen(e)
	}
	return w.pick("📅 Added "+itoa(len(es))+" events to your calendar:", "📅 נוספו "+itoa(len(es))+" אירועים ליומן:") + "\n" + w.bullets(rows)
}

// splitExisting parts the events a create returned into those it made
// and those it found already there (Meta.Existing).
func splitExisting(es []memo.Event, m memo.Meta) (made, there []memo.Event) {
	for _, e := range es {
		if m.IsExisting(e.ID) {
			there = append(there, e)
		} else {
			made = append(made, e)
		}
	}
	return made, there
}

// eventsThere says the events a create found already in the calendar
// (the same message sent twice): nothing was added for them.
func (w *writer) eventsThere(es []memo.Event) string {
	switch len(es) {
	case 0:
		return ""
	case 1:
		return w.pick("📅 Already in your calendar: ", "📅 כבר ביומן: ") + w.bold(es[0].Summary) + " — " + w.eventWhen(es[0])
	}
	rows := make([]string, len(es))
	for i, e := range es {
		rows[i] = w.bold(e.Summary) + " — " + w.eventWhen(e)
	}
	return w.pick("📅 Already in your calendar:", "📅 כבר ביומן:") + "\n" + w.bullets(rows)
}

// eventReminder says when before the event its reminder comes ("🔔
// Reminder an hour before"), or "" when it has none.
func (w *writer) eventReminder(e memo.Event) string {
	if e.ReminderMinutes == nil || *e.ReminderMinutes <= 0 {
		return ""
	}
	m := *e.ReminderMinutes
	var before string
	switch days := m / 1440; {
	case m%1440 != 0:
		before = w.hoursOrMinutes(time.Duration(m) * time.Minute)
	case days == 1:
		before = w.pick("a day", "יום")
	case days == 2:
		before = w.pick("2 days", "יומיים")
	default:
		before = w.pick(itoa(days)+" days", itoa(days)+" ימים")
	}
	return w.pick("🔔 Reminder "+before+" before.", "🔔 תזכורת "+before+" לפני.")
}

// eventsUpdated confirms changed events: one with its new time and link,
// several counted and listed.
func (w *writer) eventsUpdated(step memo.Step, es []memo.Event) string {
	switch len(es) {
	case 0:
		return w.nothingBetween(step.Calendar)
	case 1:
		e := es[0]
		if step.Operation == memo.OpEventTruncateRecurring && e.Recurrence != nil && e.Recurrence.Until != nil {
			return w.pick("✅ ", "✅ ") + w.bold(e.Summary) + w.pick(" now ends "+w.day(*e.Recurrence.Until, true)+".", " יסתיים "+w.day(*e.Recurrence.Until, true)+".")
		}
		at := ""
		if e.Location != "" {
			at = " 📍 " + w.user(e.Location) // a new place is seen said
		}
		if a := step.Calendar; a != nil && a.Fields != nil && a.Fields.Note != "" {
			at += "\n📝 " + w.user(a.Fields.Note) // and a note added
		}
		return lines(w.pick("✅ Updated ", "✅ עודכן: ")+w.bold(e.Summary)+" — "+w.eventWhen(e)+at, w.link(e))
	}
	rows := make([]string, len(es))
	for i, e := range es {
		rows[i] = w.bold(e.Summary) + " — " + w.eventWhen(e)
	}
	return w.pick("✅ Updated "+itoa(len(es))+" events:", "✅ עודכנו "+itoa(len(es))+" אירועים:") + "\n" + w.bullets(rows)
}

// eventsDeleted confirms deleted events: how many and which.
func (w *writer) eventsDeleted(step memo.Step, es []memo.Event, m memo.Meta) string {
	switch len(es) {
	case 0:
		if step.Operation == memo.OpEventDeleteByWindow {
			return w.nothingBetween(step.Calendar)
		}
		return w.pick("That event was already gone.", "האירוע כבר לא קיים.")
	case 1:
		e := es[0]
		if e.IsSeries() {
			return w.pick("🗑️ Deleted the recurring event ", "🗑️ מחקתי את האירוע החוזר ") + w.bold(e.Summary) + w.pick(" (all its occurrences).", " (כל המופעים).")
		}
		out := w.pick("🗑️ Deleted ", "🗑️ מחקתי את ") + w.bold(e.Summary) + " — " + w.eventWhen(e)
		if e.RecurringEventID != "" {
			// One occurrence of a series: say the others stay.
			out += w.pick(" (only this one; the rest of the series stays)", " (רק המופע הזה; שאר הסדרה נשארת)")
		}
		return out
	}
	rows := make([]string, len(es))
	for i, e := range es {
		rows[i] = w.bold(e.Summary) + " — " + w.eventWhen(e)
	}
	return w.pick("🗑️ Deleted "+itoa(len(es))+" events:", "🗑️ מחקתי "+itoa(len(es))+" אירועים:") + "\n" + w.bullets(rows)
}

// eventListing lists events grouped by day, in the user's zone. An event
// that began before from, the start of the window looked in (a vacation
// asked about on its third day), is under from's day.
func (w *writer) eventListing(es []memo.Event, from time.Time) string {
	var blocks []string
	var rows []string
	var cur string
	flush := func() {
		if len(rows) > 0 {
			blocks = append(blocks, "_"+cur+"_\n"+w.bullets(rows))
		}
		rows = nil
	}
	for _, e := range es {
		day := e.Start
		if day.Before(from) {
			day = from
		}
		h := w.dayHeader(day)
		if h != cur {
			flush()
			cur = h
		}
		row := w.bold(e.Summary)
		if t := w.eventTimes(e); t != "" {
			row = t + " " + row
		}
		if e.Location != "" {
			row += " 📍 " + w.user(e.Location)
		}
		if e.SeriesID() != "" {
			row += " 🔁"
		}
		rows = append(rows, row)
	}
	flush()
	return strings.Join(blocks, "\n\n")
}

// dayHeader names a day in a listing: "📅 Today, Tue 20 Jan", "📅 יום ד׳ 21.1".
func (w *writer) dayHeader(t time.Time) string {
	t = t.In(w.loc)
	var date string
	if w.he {
		date = "יום " + heDay(t.Weekday()) + " " + itoa(t.Day()) + "." + itoa(int(t.Month()))
		if t.Weekday() == time.Saturday {
			date = "שבת " + itoa(t.Day()) + "." + itoa(int(t.Month()))
		}
	} else {
		date = t.Format("Monday 2 Jan")
	}
	switch w.dayDiff(t) {
	case 0:
		return "📅 " + w.pick("Today, ", "היום, ") + date
	case 1:
		return "📅 " + w.pick("Tomorrow, ", "מחר, ") + date
	}
	return "📅 " + date
}

// eventTimes is an event's hours, "16:00–17:00", or "" for an all-day one.
func (w *writer) eventTimes(e memo.Event) string {
	if e.AllDay {
		return w.pick("(all day)", "(כל היום)")
	}
	if w.dayDiff(e.End) != w.dayDiff(e.Start) && !e.End.Equal(w.midnightAfter(e.Start)) {
		return w.clock(e.Start)
	}
	return w.clock(e.Start) + "–" + w.clock(e.End)
}

// midnightAfter is the midnight that ends t's day.
func (w *writer) midnightAfter(t time.Time) time.Time {
	y, m, d := t.In(w.loc).Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, w.loc)
}

// eventWhen words when an event is: "tomorrow 16:00–17:00", "every Monday
// 18:00–19:00", "Wed 21 Jan – Fri 23 Jan (all day)".
func (w *writer) eventWhen(e memo.Event) string {
	if e.Recurrence != nil && e.Recurrence.Type != "" {
		rec := memo.Recurrence{Type: e.Recurrence.Type, Days: e.Recurrence.Days, DayOfMonth: e.Recurrence.DayOfMonth,
			Every: e.Recurrence.Interval, Week: e.Recurrence.Week}
		if !e.AllDay {
			rec.Time = e.Start.In(w.loc).Format("15:04")
		}
		if rec.Type == memo.RecurYearly {
			_, mo, d := e.Start.In(w.loc).Date()
			rec.Month, rec.DayOfMonth = int(mo), d
		}
		s := w.every(rec)
		if !e.AllDay {
			s += "–" + w.clock(e.End)
		}
		return s
	}
	if e.AllDay {
		last := e.End.AddDate(0, 0, -1)
		if w.dayDiff(last) > w.dayDiff(e.Start) {
			return w.day(e.Start, false) + " – " + w.day(last, false) + " " + w.pick("(all day)", "(כל היום)")
		}
		return w.day(e.Start, false) + " " + w.pick("(all day)", "(כל היום)")
	}
	if w.dayDiff(e.End) != w.dayDiff(e.Start) && !e.End.Equal(w.midnightAfter(e.Start)) {
		// "Friday at 19:00 – Saturday at 07:00": a night shift ends on a day of its own.
		return w.at(w.day(e.Start, false), w.clock(e.Start)) + " – " + w.at(w.day(e.End, false), w.clock(e.End))
	}
	return w.at(w.day(e.Start, false), w.clock(e.Start)+"–"+w.clock(e.End))
}

// link is the event's Google Calendar link on its own line, or "".
func (w *writer) link(e memo.Event) string {
	if e.HTMLLink == "" {
		return ""
	}
	return "🔗 " + e.HTMLLink
}

// listSpan is the window a read looked in: its own, or today to 30 days
// ahead (the default of a listing).
func (w *writer) listSpan(a *memo.CalendarArgs) (time.Time, time.Time) {
	y, m, d := w.now.Date()
	from := time.Date(y, m, d, 0, 0, 0, 0, w.loc)
	to := from.AddDate(0, 0, 30)
	if a != nil && a.From != nil {
		from = *a.From
	}
	if a != nil && a.To != nil {
		to = *a.To
	}
	return from, to
}

// span words a window: "on Wednesday 21 Jan" for one whole day, else
// "between <from> and <to>".
func (w *writer) span(from, to time.Time) string {
	from, to = from.In(w.loc), to.In(w.loc)
	midnight := func(t time.Time) bool { return t.Hour() == 0 && t.Minute() == 0 }
	if midnight(from) && to.Equal(w.midnightAfter(from)) {
		return w.day(from, true)
	}
	if midnight(from) && midnight(to) {
		last := to.AddDate(0, 0, -1)
		return w.pick("between "+w.day(from, false)+" and "+w.day(last, false), "בין "+w.day(from, false)+" ל"+w.day(last, false))
	}
	return w.pick("between "+w.when(from)+" and "+w.when(to), "בין "+w.when(from)+" ל"+w.when(to))
}

// nothingBetween says a read or a window found no events, naming the
// period searched.
func (w *writer) nothingBetween(a *memo.CalendarArgs) string {
	from, to := w.listSpan(a)
	return w.pick("Nothing in your calendar "+w.span(from, to)+".", "אין לך כלום ביומן "+w.span(from, to)+".")
}

// eventNotFound says no event matched the name the user gave.
func (w *writer) eventNotFound(step memo.Step, name string) string {
	from, to := w.now.AddDate(0, 0, -1), w.now.AddDate(0, 0, 90)
	if a := step.Calendar; a != nil && a.From != nil && a.To != nil {
		from, to = *a.From, *a.To
	}
	if name == "" {
		return w.pick("I found no such event ", "לא מצאתי אירוע כזה ") + w.span(from, to) + "."
	}
	if a := step.Calendar; step.Operation == memo.OpEventGet && a != nil && a.To == nil && a.AtTime == "" && !a.All {
		// "when is …" looked for a reminder of that name too.
		return w.pick("I couldn't find an event called ", "לא מצאתי אירוע בשם ") + w.quote(name) + " " + w.span(from, to) +
			w.pick(", nor a reminder by that name.", ", וגם לא תזכורת בשם הזה.")
	}
	return w.pick("I couldn't find an event called ", "לא מצאתי אירוע בשם ") + w.quote(name) + " " + w.span(from, to) + "."
}

// eventScope asks whether an occurrence of a series stands for the whole
// series (option 1) or only itself (option 2): of an event, or of a
// repeating reminder a view of days listed.
func (w *writer) eventScope(p memo.Pending) string {
	q := w.bold(p.Subject) + w.pick(" is a recurring event. Which do you mean?", " הוא אירוע חוזר. למה התכוונת?")
	if step, _, ok := p.Step(); ok && step.Tasks != nil {
		// A day of a repeating reminder, from a view of days.
		q = w.bold(p.Subject) + w.pick(" is a repeating reminder. Which do you mean?", " היא תזכורת חוזרת. למה התכוונת?")
		if len(p.Options) > 1 && len(p.Options[1].IDs) > 1 {
			q = w.bold(p.Subject) + w.pick(" are repeating reminders. Which do you mean?", " הן תזכורות חוזרות. למה התכוונת?")
		}
	}
	one := w.pick("1. The whole series", "1. כל הסדרה")
	two := w.pick("2. Only this occurrence", "2. רק המופע הזה")
	if len(p.Options) > 1 && p.Options[1].When != nil {
		two += " — " + w.when(*p.Options[1].When)
	}
	return lines(q, one, two) + "\n\n" + w.pick("Reply 1 or 2, or “cancel”.", "אפשר לענות 1 או 2, או „ביטול”.")
}

// confirmEvents asks yes or no before a window delete or move, or before
// deleting a whole series, listing what it would touch.
func (w *writer) confirmEvents(p memo.Pending, step memo.Step) string {
	var q string
	n := len(p.Options)
	switch p.Reason {
	case memo.ReasonConfirmSeriesDelete:
		return w.bold(p.Subject) + w.pick(" is a recurring event. Delete the whole series, with all its occurrences? (yes / no)",
			" הוא אירוע חוזר. למחוק את כל הסדרה, עם כל המופעים? (כן / לא)")
	case memo.ReasonConfirmWindowUpdate:
		q = w.pick("Move these "+itoa(n)+" events?", "להזיז את "+itoa(n)+" האירועים האלה?")
		if n == 1 {
			q = w.pick("Move this event?", "להזיז את האירוע הזה?")
		}
	default:
		span := ""
		if a := step.Calendar; a != nil && a.From != nil && a.To != nil {
			span = " " + w.span(*a.From, *a.To)
		}
		q = w.pick("Delete these "+itoa(n)+" events"+span+"?", "למחוק את "+itoa(n)+" האירועים"+span+"?")
		if n == 1 {
			q = w.pick("Delete this event"+span+"?", "למחוק את האירוע הזה"+span+"?")
		}
	}
	rows := make([]string, n)
	for i, o := range p.Options {
		rows[i] = w.bold(o.Label)
		if o.When != nil {
			rows[i] += " — " + w.when(*o.When)
		}
	}
	return lines(q, w.bullets(rows)) + "\n\n" + w.pick("(yes / no)", "(כן / לא)")
}
