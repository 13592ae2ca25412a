package formatter

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// forwardEvent offers the event read from a forwarded message: its
// title, day and time, and place, with yes / no / change.
func (w *writer) forwardEvent(step memo.Step) string {
	rows := []string{w.pick("📅 Add this to your calendar?", "📅 להוסיף ליומן?")}
	if step.Calendar != nil && len(step.Calendar.Drafts) > 0 {
		d := step.Calendar.Drafts[0]
		rows = append(rows, w.bold(d.Summary), "🕒 "+w.draftWhen(d))
		if d.Location != "" {
			rows = append(rows, "📍 "+w.user(d.Location))
		}
	}
	return strings.Join(rows, "\n") + "\n\n" +
		w.pick("(yes / no — or tell me what to change, e.g. “make it 11”)", "(כן / לא — או מה לשנות, למשל „תשנה ל-11”)")
}

// draftWhen is when an event to create is: its day and time, its span, or
// its day for a whole-day event.
func (w *writer) draftWhen(d memo.EventDraft) string {
	if d.AllDay {
		return w.day(d.Start, false) + w.pick(" (all day)", " (כל היום)")
	}
	s := w.when(d.Start)
	if !d.End.IsZero() && d.End.After(d.Start) && d.End.Sub(d.Start) < 24*time.Hour {
		s += "–" + w.clock(d.End)
	}
	return s
}

// forwardMenu asks what to do with a forwarded message that holds no
// appointment to offer.
func (w *writer) forwardMenu(p memo.Pending) string {
	rows := []string{w.pick("📨 What should I do with this message?", "📨 מה לעשות עם ההודעה הזו?")}
	event := w.pick("3. Add to calendar", "3. להוסיף ליומן")
	if len(p.Options) == 3 && p.Options[2].When != nil {
		when := *p.Options[2].When
		event += " — " + w.day(when, false)
		if when.Before(w.startOfToday()) {
			event += w.pick(" (that day has passed)", " (היום הזה כבר עבר)")
		}
	}
	rows = append(rows,
		w.pick("1. Save as a note", "1. לשמור כפתק"),
		w.pick("2. Remind me about it", "2. להזכיר לך עליה"),
		event,
	)
	return strings.Join(rows, "\n") + "\n\n" +
		w.pick("Reply with a number, or say it (e.g. “remind me tomorrow at 9”).", "אפשר לענות במספר, או לכתוב למשל „תזכיר לי מחר ב-9”.")
}

// forwardWhen asks when the event of a forwarded message is.
func (w *writer) forwardWhen(p memo.Pending, step memo.Step) string {
	var d memo.EventDraft
	if step.Calendar != nil && len(step.Calendar.Drafts) > 0 {
		d = step.Calendar.Drafts[0]
	}
	subject := p.Subject
	if subject == "" {
		subject = d.Summary
	}
	if !d.Start.IsZero() && !d.AllDay && d.Start.In(w.loc).Hour() == 0 && d.Start.In(w.loc).Minute() == 0 && !d.Start.Before(w.startOfToday()) {
		return w.pick("What time is ", "באיזו שעה ") + w.bold(subject) + " " + w.day(d.Start, true) + "?" + w.pick(" (e.g. 20:00)", " (למשל 20:00)")
	}
	return w.pick("When is ", "מתי ") + w.bold(subject) + "?" + w.pick(" (e.g. Thursday at 10)", " (למשל ביום חמישי ב-10)")
}

// startOfToday is midnight today in the user's zone.
func (w *writer) startOfToday() time.Time {
	y, m, d := w.now.In(w.loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, w.loc)
}
