package formatter

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// What a photo (or a document) showed, offered before anything is saved:
// an event is offered as a forwarded appointment is (forwardEvent); a
// task, a note or a contact with yes / no here. A photo with nothing to
// keep, or one no model can read, gets a general reply.

// photoSave offers what a photo showed, or what a forwarded message
// held: the task, the note or the contact the step would save.
func (w *writer) photoSave(step memo.Step, forwarded bool) string {
	from := w.pick("From the photo", "מהתמונה")
	if forwarded {
		from = w.pick("From the forwarded message", "מההודעה שהועברה")
	}
	var rows []string
	switch {
	case step.Tasks != nil && len(step.Tasks.Drafts) > 0:
		d := step.Tasks.Drafts[0]
		if d.DueDate != nil {
			rows = append(rows, "⏰ "+from+w.pick(" — remind you?", " — להזכיר לך?"), w.bold(d.Text), "🕒 "+w.when(*d.DueDate))
		} else {
			rows = append(rows, "✅ "+from+w.pick(" — add this task?", " — להוסיף את המשימה?"), w.bold(d.Text))
		}
	case step.Memory != nil && step.Memory.Draft != nil && step.Memory.Draft.Kind == memo.MemoryContact:
		d := step.Memory.Draft
		rows = append(rows, "👤 "+from+w.pick(" — save this contact?", " — לשמור את איש הקשר?"), w.bold(d.Name))
		for _, p := range splitList(d.Phone) {
			rows = append(rows, "📞 "+w.user(p))
		}
		for _, e := range splitList(d.Email) {
			rows = append(rows, "✉️ "+w.user(e))
		}
		if d.Notes != "" {
			rows = append(rows, "🏢 "+w.user(d.Notes))
		}
	case step.Memory != nil && step.Memory.Draft != nil:
		rows = append(rows, "📝 "+from+w.pick(" — save this as a note?", " — לשמור כפתק?"), w.user(step.Memory.Draft.Text))
	default:
		rows = append(rows, w.pick("Save what it shows?", "לשמור את מה שמופיע בו?"))
	}
	return strings.Join(rows, "\n") + "\n\n" + w.pick("(yes / no)", "(כן / לא)")
}

// splitList splits the numbers, or the addresses, of a contact.
func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// photoGeneral words a photo turn that offers nothing: no model to read
// photos (with how a caption does instead), or nothing found in it (with
// what Memo saw).
func (w *writer) photoGeneral(reason memo.UnknownReason, seen string) string {
	if reason == memo.ReasonPhotoOff {
		return w.pick("📷 To read photos I need a model, and none is set up here. Send it again with a caption that says what you need, e.g. “remind me on Sunday at 9 to pay the electricity bill”.",
			"📷 כדי לקרוא תמונות אני צריך מודל, ואין כאן מודל מוגדר. אפשר לשלוח אותה שוב עם כיתוב שאומר מה צריך, למשל „תזכיר לי ביום ראשון ב-9 לשלם את חשבון החשמל”.")
	}
	head := w.pick("📷 I looked at the photo but found nothing I can keep — no date, task, note or contact.",
		"📷 הסתכלתי על התמונה ולא מצאתי בה משהו לשמור — לא תאריך, לא משימה, לא פתק ולא איש קשר.")
	if seen != "" {
		head = w.pick("📷 I see ", "📷 אני רואה ") + w.user(seen) + w.pick(", but nothing I can keep — no date, task, note or contact.",
			", אבל לא משהו שאפשר לשמור — לא תאריך, לא משימה, לא פתק ולא איש קשר.")
	}
	return head + "\n" + w.pick("Tell me in words what you'd like, e.g. “save this as a note: …”.",
		"אפשר לכתוב לי במילים מה לעשות, למשל „תשמור כפתק: …”.")
}
