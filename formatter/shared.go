package formatter

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// What a message shared: contact cards saved as contacts, a location pin
// saved as a place (a fact whose subject is what the place is and whose
// value is its address and map link, see memo.PlaceDraft).

// PlaceSubject is what a place sent with no name is kept as until the
// user names it: "a place you sent on 10 Mar 2026 at 08:30". The date is
// absolute, since it is stored and read later.
func PlaceSubject(lang memo.Language, at time.Time) string {
	if lang == memo.Hebrew {
		return "מקום ששלחת ב-" + itoa(at.Day()) + "." + itoa(int(at.Month())) + "." + itoa(at.Year()) + " ב-" + at.Format("15:04")
	}
	return "a place you sent on " + at.Format("2 Jan 2006") + " at " + at.Format("15:04")
}

// placeSaved words a place saved from a pin: its name, then its address
// and its map link on lines of their own (WhatsApp previews a link alone
// on its line; in Hebrew it is isolated, as all left-to-right text is).
// A place still to be named is "the place you sent".
func (w *writer) placeSaved(m memo.Memory, address, link string) string {
	head := "📍 " + w.pick("Saved ", "שמרתי את ") + w.bold(m.Subject)
	if w.naming {
		head = "📍 " + w.pick("Saved the place you sent", "שמרתי את המקום ששלחת")
	}
	return lines(head, w.user(address), w.user(link))
}

// placeAnswer answers a question with a place: what it is, its address
// and its link, each on its own line.
func (w *writer) placeAnswer(m memo.Memory, address, link string) string {
	return lines("📍 "+w.bold(m.Subject), w.user(address), w.user(link))
}

// placeLine is a place on one line, as in a listing.
func (w *writer) placeLine(m memo.Memory, address, link string) string {
	parts := []string{"📍 " + w.bold(m.Subject)}
	if address != "" {
		parts = append(parts, w.user(address))
	}
	return strings.Join(append(parts, w.user(link)), " — ")
}

// namePlace asks what the place just sent is.
func (w *writer) namePlace() string {
	return w.pick("What is this place? Reply with what it is, e.g. “that's where I parked” or “this is grandma's house”.",
		"מה המקום הזה? אפשר לענות למשל „זה המקום שחניתי בו” או „זה הבית של סבתא”.")
}

// savedContact reports whether o saved one contact (a card, or a contact
// said in words).
func savedContact(o StepOutcome) bool {
	if o.Err != nil || o.Result == nil || o.Step.Operation != memo.OpMemoryStore {
		return false
	}
	ms := o.Result.Memories()
	return len(ms) == 1 && ms[0].Kind == memo.MemoryContact
}

// savedContacts words several contacts saved by one message (the cards it
// shared) as one list.
func (w *writer) savedContacts(outs []StepOutcome) string {
	rows := make([]string, 0, len(outs))
	for _, o := range outs {
		m := o.Result.Memories()[0]
		rows = append(rows, w.bold(m.Name)+w.contactDetails(m, " — "))
	}
	return w.pick("👤 Saved "+itoa(len(outs))+" contacts:", "👤 שמרתי "+itoa(len(outs))+" אנשי קשר:") + "\n" + w.bullets(rows)
}

// contactRun returns how many outcomes from outs[i] on saved a contact
// each.
func contactRun(outs []StepOutcome, i int) int {
	n := 0
	for i+n < len(outs) && savedContact(outs[i+n]) {
		n++
	}
	return n
}
