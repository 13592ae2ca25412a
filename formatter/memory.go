package formatter

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// memory renders a second-brain result: what was stored, the answer to a
// question (templated for contacts and facts; a note as written, or as
// the model phrased the answer), what was forgotten, a page of memories.
// A reply that numbers memories (a page, "what do you know about X")
// remembers them as the numbered list, so "delete the 2nd" names one;
// other replies leave the last numbered list as it was.
func (w *writer) memory(step memo.Step, r memo.Result) string {
	ms := r.Memories()
	a := step.Memory
	if a == nil {
		a = &memo.MemoryArgs{}
	}
	switch step.Operation {
	case memo.OpMemoryStore:
		if len(ms) == 0 {
			return ""
		}
		m := ms[0]
		if address, link, ok := m.Place(); ok {
			return w.placeSaved(m, address, link)
		}
		if m.Kind == memo.MemoryContact {
			head := w.pick("👤 Saved ", "👤 שמרתי את ")
			if r.Meta.Updated > 0 {
				head = w.pick("👤 Updated ", "👤 עדכנתי את ")
			}
			return head + w.bold(m.Name) + w.contactDetails(m, " — ")
		}
		if r.Meta.Updated > 0 {
			return w.pick("🧠 Updated: ", "🧠 עדכנתי: ") + w.user(m.Text)
		}
		return w.pick("🧠 Got it, I'll remember: ", "🧠 רשמתי: ") + w.user(m.Text)
	case memo.OpMemorySearch, memo.OpMemoryGet:
		return w.memoryAnswer(a, r, ms)
	case memo.OpMemoryDelete:
		if len(ms) == 0 {
			return w.memoryNotFound()
		}
		labels := make([]string, len(ms))
		for i, m := range ms {
			labels[i] = w.user(memoryShown(m))
		}
		if len(labels) == 1 {
			return w.pick("🗑️ Forgotten: ", "🗑️ שכחתי: ") + labels[0]
		}
		return w.pick("🗑️ Forgotten:", "🗑️ שכחתי:") + "\n" + w.bullets(labels)
	case memo.OpMemoryUpdate:
		if len(ms) == 0 {
			return w.memoryNotFound()
		}
		return w.pick("✏️ Updated: ", "✏️ עדכנתי: ") + w.user(memoryShown(ms[0]))
	case memo.OpMemoryGetAll:
		if a.Latest {
			return w.memoryLatest(r, ms)
		}
		return w.memoryPage(a, r, ms)
	}
	return ""
}

// memoryAnswer answers a question from the memories found, best first.
func (w *writer) memoryAnswer(a *memo.MemoryArgs, r memo.Result, ms []memo.Memory) string {
	switch {
	case len(ms) == 0 && a.Field != "":
		return w.memoryFieldNotFound(a)
	case len(ms) == 0 && a.All:
		return w.pick("🤷 I don't know anything about ", "🤷 אני לא יודע כלום על ") + w.quote(a.Query) + w.pick(" yet.", " עדיין.")
	case len(ms) == 0 && a.DayAsked:
		return w.memoryOrSchedule()
	case len(ms) == 0:
		return w.memoryNotFound()
	}
	if a.All && len(ms) > 1 {
		w.numberMemories(ms)
		rows := []string{w.pick("🧠 What I know about ", "🧠 מה שאני יודע על ") + w.quote(a.Query) + ":"}
		for i, m := range ms {
			rows = append(rows, itoa(i+1)+". "+w.memoryLine(m))
		}
		return strings.Join(rows, "\n")
	}
	best := ms[0]
	if a.Field != "" && best.Kind == memo.MemoryContact {
		switch {
		case a.Field == memo.FieldPhone && best.Phone != "":
			return "📞 " + w.bold(best.Name) + ": " + w.user(best.Phone)
		case a.Field == memo.FieldEmail && best.Email != "":
			return "✉️ " + w.bold(best.Name) + ": " + w.user(best.Email)
		}
	}
	answer := w.memoryLine(best)
	if address, link, ok := best.Place(); ok {
		answer = w.placeAnswer(best, address, link)
	}
	if best.Kind == memo.MemoryNote && len(r.Meta.Summaries) > 0 && strings.TrimSpace(r.Meta.Summaries[0]) != "" {
		// A model worded the answer from the notes.
		answer = w.user(strings.TrimSpace(r.Meta.Summaries[0]))
	}
	// Memories that answer the question just as well are shown too.
	var also []string
	for _, m := range ms[1:] {
		if m.Score >= best.Score {
			also = append(also, w.memoryLine(m))
		}
	}
	if len(also) > 0 {
		return answer + "\n\n" + w.pick("Also:", "וגם:") + "\n" + w.bullets(also)
	}
	return answer
}

// memoryLine is one memory as an answer: a contact with its details, a
// fact or a note as the user said it.
func (w *writer) memoryLine(m memo.Memory) string {
	if address, link, ok := m.Place(); ok {
		return w.placeLine(m, address, link)
	}
	switch m.Kind {
	case memo.MemoryContact:
		return "👤 " + w.bold(m.Name) + w.contactDetails(m, " — ")
	case memo.MemoryFact:
		return "📌 " + w.user(m.Text)
	}
	return "📝 " + w.user(m.Text)
}

// contactDetails lists a contact's phone, email and notes after sep.
func (w *writer) contactDetails(m memo.Memory, sep string) string {
	var parts []string
	if m.Phone != "" {
		parts = append(parts, "📞 "+w.user(m.Phone))
	}
	if m.Email != "" {
		parts = append(parts, "✉️ "+w.user(m.Email))
	}
	if m.Notes != "" {
		parts = append(parts, w.user(m.Notes))
	}
	if len(parts) == 0 {
		return ""
	}
	return sep + strings.Join(parts, ", ")
}

// memoryPage lists a page of memories, numbered.
func (w *writer) memoryPage(a *memo.MemoryArgs, r memo.Result, ms []memo.Memory) string {
	if len(ms) == 0 {
		if a.Offset > 0 && r.Meta.Total > 0 {
			return w.pick("There are no more memories — you have "+itoa(r.Meta.Total)+".",
				"אין עוד זיכרונות — יש לך "+itoa(r.Meta.Total)+".")
		}
		return w.pick("You haven't asked me to remember anything yet. Try “remember that the gate code is 4512”.",
			"עוד לא ביקשת ממני לזכור כלום. אפשר לכתוב למשל „תזכור שהקוד של השער הוא 4512”.")
	}
	w.numberMemories(ms)
	from, to := a.Offset+1, a.Offset+len(ms)
	head := w.pick("🧠 Your memories", "🧠 הזיכרונות שלך")
	if r.Meta.Total > len(ms) {
		head += " (" + itoa(from) + "–" + itoa(to) + w.pick(" of ", " מתוך ") + itoa(r.Meta.Total) + ")"
	}
	rows := []string{head + ":"}
	for i, m := range ms {
		rows = append(rows, itoa(i+1)+". "+w.memoryLine(m))
	}
	if to < r.Meta.Total {
		page := itoa(to/max(len(ms), 1) + 1)
		rows = append(rows, "", w.pick("For more: “show my memories page "+page+"”.", "לעוד: „הזיכרונות שלי עמוד "+page+"”."))
	}
	return strings.Join(rows, "\n")
}

// memoryNotFound says nothing stored answers the question.
func (w *writer) memoryNotFound() string {
	return w.pick("🤷 I don't have that saved. To save something, write e.g. “remember that …”.",
		"🤷 אין לי את זה שמור. כדי לשמור משהו, אפשר לכתוב למשל „תזכור ש…”.")
}

// memoryOrSchedule answers a question that names a day and that no
// memory answers: it may be about the schedule, so it asks rather than say
// nothing is saved.
func (w *writer) memoryOrSchedule() string {
	return w.pick("🤔 I'm not sure what you're asking — your schedule or a saved note? I found no note on it; for your calendar, ask e.g. “what do I have tomorrow?”.",
		"🤔 לא בטוח למה התכוונת — ללוח הזמנים או למשהו ששמרת? לא מצאתי פתק על זה; ליומן אפשר לשאול למשל „מה יש לי מחר?”.")
}

// memoryMissing words an ENotFound of a memory step: msg is what was
// looked for.
func (w *writer) memoryMissing(msg string) string {
	if msg == "" {
		return w.memoryNotFound()
	}
	return w.pick("🤷 I couldn't find a memory about ", "🤷 לא מצאתי זיכרון על ") + w.quote(msg) + "."
}

// memoryFieldNotFound says a contact detail is unknown.
func (w *writer) memoryFieldNotFound(a *memo.MemoryArgs) string {
	if a.Field == memo.FieldEmail {
		return w.pick("🤷 I don't have an email address for ", "🤷 אין לי כתובת מייל של ") + w.bold(a.Query) + "."
	}
	return w.pick("🤷 I don't have a phone number for ", "🤷 אין לי מספר טלפון של ") + w.bold(a.Query) + "."
}

// numberMemories remembers ms as the numbered list shown.
func (w *writer) numberMemories(ms []memo.Memory) {
	n := &memo.NumberedList{Capability: memo.CapMemory, Kind: memo.NumberedMemories}
	for _, m := range ms {
		n.IDs = append(n.IDs, m.ID)
		n.Titles = append(n.Titles, memoryShown(m))
	}
	w.numbered = n
}

// memoryShown is a memory in a line of its own: a contact's name, or
// what was said.
func memoryShown(m memo.Memory) string {
	if m.Kind == memo.MemoryContact && m.Name != "" {
		return m.Name
	}
	return m.Text
}

// memoryConflict asks whether a new contact or fact replaces the one
// stored (option 1) or joins it (option 2).
func (w *writer) memoryConflict(p memo.Pending) string {
	old, next := "", p.Subject
	if len(p.Options) > 0 {
		old = p.Options[0].Label
	}
	if len(p.Options) > 1 {
		next = p.Options[1].Label
	}
	return strings.Join([]string{
		w.pick("You already have: ", "כבר שמור אצלי: ") + w.bold(old),
		w.pick("Replace it with ", "להחליף ב") + w.quote(next) + w.pick(", or keep both?", ", או לשמור את שניהם?"),
		"1. " + w.pick("Replace", "להחליף"),
		"2. " + w.pick("Keep both", "לשמור את שניהם"),
		"",
		w.pick("Reply 1 or 2, or “cancel”.", "אפשר לענות 1 או 2, או „ביטול”."),
	}, "\n")
}
