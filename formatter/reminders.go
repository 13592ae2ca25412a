package formatter

import (
	"time"

	"github.com/memo-assistant/memo"
)

// Fired is one reminder going out now: a task's, or, with Event set, a
// calendar event's.
type Fired struct {
	Task  memo.Task
	Event *memo.Event
	// FireAt is when it was due to fire.
	FireAt time.Time
	// Late is set when it goes out after downtime.
	Late bool
}

// Reminders renders the message that carries a user's due reminders: one
// message for all of them, late ones marked with when they were due.
func Reminders(lang memo.Language, loc *time.Location, now time.Time, fired []Fired) string {
	w := newWriter(Input{Lang: lang, Loc: loc, Now: now})
	line := func(f Fired) string {
		s := w.bold(f.Task.Text)
		if e := f.Event; e != nil {
			// "dentist — today at 10:00": what, and when it starts.
			s = w.bold(e.Summary) + " — " + w.when(e.Start)
			if e.AllDay {
				s = w.bold(e.Summary) + " — " + w.day(e.Start, false)
			}
		}
		if f.Late {
			s += w.pick(" _(late — it was due "+w.whenIn(f.FireAt)+")_", " _(באיחור — היה אמור להגיע "+w.whenIn(f.FireAt)+")_")
		}
		if r := f.Task.Recurrence; r != nil && r.Type == memo.RecurNudge {
			s += w.pick(" — reply “done” to stop", " — כתוב „בוצע” כדי להפסיק")
		}
		return s
	}
	if len(fired) == 1 {
		return anchor(w, w.pick("⏰ Reminder: ", "⏰ תזכורת: ")+line(fired[0]))
	}
	ls := make([]string, len(fired))
	for i, f := range fired {
		ls[i] = line(f)
	}
	return anchor(w, lines(w.pick("⏰ Reminders:", "⏰ תזכורות:"), w.bullets(ls)))
}

// Digest is the content of a morning digest.
type Digest struct {
	Today   []memo.Task
	Overdue []memo.Task
	Undated []memo.Task
	// Skipped are reminders that were too stale to send after downtime.
	Skipped []memo.Delivery
}

// Empty reports whether the digest has nothing to say.
func (d Digest) Empty() bool {
	return len(d.Today)+len(d.Overdue)+len(d.Undated)+len(d.Skipped) == 0
}

// DigestText renders the morning digest.
func DigestText(lang memo.Language, loc *time.Location, now time.Time, d Digest) string {
	w := newWriter(Input{Lang: lang, Loc: loc, Now: now})
	section := func(title string, ls []string) string {
		if len(ls) == 0 {
			return ""
		}
		return "\n" + title + "\n" + w.bullets(ls)
	}
	tasks := func(ts []memo.Task, withDay bool) []string {
		out := make([]string, len(ts))
		for i, t := range ts {
			out[i] = w.bold(t.Text)
			at := t.DueDate
			if t.NextReminder != nil && !withDay && !t.Occurrence {
				at = t.NextReminder
			}
			if at != nil {
				if withDay {
					out[i] += " — " + w.when(*at)
				} else {
					out[i] += " — " + w.clock(*at)
				}
			}
			switch {
			case t.Occurrence && t.Recurrence != nil:
				out[i] += " " + w.occurrenceTag(*t.Recurrence)
			case t.Recurrence != nil:
				out[i] += " " + w.repeatTag(*t.Recurrence)
			}
		}
		return out
	}
	skipped := make([]string, len(d.Skipped))
	for i, s := range d.Skipped {
		skipped[i] = w.bold(s.Text) + " — " + w.when(s.FireAt)
	}
	text := lines(
		w.pick("☀️ Good morning! Here is your day:", "☀️ בוקר טוב! זה היום שלך:"),
		section(w.pick("_📅 Today_", "_📅 היום_"), tasks(d.Today, false)),
		section(w.pick("_⚠️ Overdue_", "_⚠️ באיחור_"), tasks(d.Overdue, true)),
		section(w.pick("_📝 No date_", "_📝 ללא תאריך_"), tasks(d.Undated, false)),
		section(w.pick("_🔕 Reminders I couldn't send while I was offline_", "_🔕 תזכורות שלא יכולתי לשלוח כשהייתי מנותק_"), skipped),
	)
	return anchor(w, text)
}

// anchor keeps Hebrew lines right-to-left, as Write does.
func anchor(w *writer, text string) string {
	if w.he {
		return anchorRTL(text)
	}
	return text
}

// settings renders a settings change.
func (w *writer) settings(step memo.Step, res *memo.Result) string {
	switch step.Operation {
	case memo.OpGoogleConnect, memo.OpGoogleDisconnect, memo.OpGoogleCopyLocal:
		return w.google(step, res)
	}
	if step.Operation == memo.OpSetDigestTime && step.Settings != nil {
		return w.pick("☀️ Done — your morning summary will come at "+step.Settings.DigestTime+".",
			"☀️ סגור — סיכום הבוקר יגיע ב-"+step.Settings.DigestTime+".")
	}
	switch step.Operation {
	case memo.OpSetZone:
		return w.zoneMoved(step.Settings)
	case memo.OpZoneHome:
		return w.pick("🏠 Welcome back — you're on your home time again. Your reminders and morning summary follow it.",
			"🏠 ברוך שובך — חזרת לשעון של הבית. התזכורות וסיכום הבוקר עוברים איתך.")
	}
	if step.Operation == memo.OpStopDigest {
		return w.pick("☀️ OK — no more morning summaries. To get them again, say e.g. “send me the summary at 8”.",
			"☀️ בסדר — לא אשלח יותר סיכום בוקר. כדי לקבל אותו שוב, כתוב למשל „שלח לי את הסיכום ב-8”.")
	}
	return w.pick("✅ Saved.", "✅ נשמר.")
}
