package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A number asked to be kept with a name beside it and no word of what the
// number is ("save Noa 0525551234", "יוסי - 0521234567 תשמור", "תשמרי את
// דנה: 054-1234567") is that person's phone, as "המספר של יוסי 052…" is
// (MemoryDraft). Only with a verb of keeping: "Noa 0525551234" alone, "call
// Noa 0525551234" and "להתקשר ליוסי 052…" are not kept. The name is one to
// three words with no digit, no Hebrew infinitive or command, and no kind
// of thing that carries a number of its own ("passport 12345678", "הקוד
// 4512"); the number has nine digits or more.

// reNamedNumber is a name, a dash, colon or comma or none, and a number.
var reNamedNumber = compile(`^(\pL[\pL'’.]*(?:\s+\pL[\pL'’.]*){0,2})\s*(?:[-–—:,]\s*)?(\+?\d[\d\s\-().]{7,19}\d)$`)

// namedNumber reads d, the draft of what was asked to be kept, as a
// contact when its text is a name and a phone number alone (see above).
func namedNumber(d memo.MemoryDraft) memo.MemoryDraft {
	if d.Kind != memo.MemoryNote {
		return d
	}
	text := strings.TrimRight(strings.TrimSpace(d.Text), ".!")
	g := reNamedNumber.FindStringSubmatch(text)
	if g == nil || digitCount(g[2]) < 9 || !rePhone.MatchString(g[2]) {
		return d
	}
	name := strings.TrimSpace(strings.TrimPrefix(g[1], "את "))
	for _, w := range strings.Fields(toLower(name)) {
		if heInfinitive[w] != "" || heCommandVerbs[w] || numberedThings[w] || numberedThings[strings.TrimPrefix(w, "ה")] || factNoun(w) ||
			enNameStop[w] {
			return d
		}
	}
	d.Kind, d.Name, d.Phone = memo.MemoryContact, name, g[2]
	return d
}

// enNameStop are English words that are no one's name before a number: a
// verb of reaching someone, of keeping, or a word of time.
var enNameStop = wordSet(`call ring phone text dial message whatsapp sms email save store keep note remember it this that the my
	number phone tel mobile cell at on in to for and tomorrow today tonight`)
