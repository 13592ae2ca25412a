package gen

import (
	"math/rand/v2"
	"slices"
	"strings"
)

// A request is often written as a letter: a salutation, now and then a
// line of courtesy, the request, and a closing signed with a name or an
// initial on the same line or the next ("Dear Memo, … Thank you kindly,
// Margaret", "Hello Memo,\n…\nRegards\nHarold", "שלום ממו, … בברכה,
// משה"). No word of the letter is a word of what it makes.

var (
	letterOpenEN = []string{"Dear Memo, ", "Hello Memo,\n", "Good morning dear, ", "Dear Memo,\n", "Dear Memo, I hope you are well. ",
		"Dearest Memo, ", "Hello Memo, I hope this finds you well. ", "My dear Memo, "}
	letterCloseEN = []string{" Thank you kindly, Margaret", "\nRegards\nHarold", " Many thanks. M.", " Love, Margaret", " Kind regards, Harold B.",
		"\nYours sincerely,\nMargaret", " Best wishes, Ruth", " Thanks in advance, Bob", "\nLove\nGrandma", " Thank you kindly. Harold"}
	letterOpenHE = []string{"שלום ממו, ", "ממו היקר, ", "לכבוד ממו,\n", "בוקר טוב ממו, ", "ממו יקרה, מה שלומך? ", "היי ממו, ",
		"שלום ממו, אני מקווה שאתה בסדר. ", "ממו היקרה,\n"}
	letterCloseHE = []string{" תודה רבה, רחל", " בברכה, משה", " בתודה מראש, יוסי", "\nבברכה\nמשה", " שלך, סבתא רחל", " כל טוב, דוד",
		"\nתודה רבה,\nרחל", " באהבה, סבא"}
)

// letterKinds are the kinds of request a letter is written for: a new
// thing asked for, or a question about what was kept.
var letterKinds = []Kind{Reminder, Task, Event, ListAdd, Note, Recall, Agenda}

// letter writes c's message as a letter, now and then (r decides, a
// stream of its own so the other cases keep theirs), and reports whether
// it did.
func letter(r *rand.Rand, c *Case) bool {
	if r.IntN(10) != 0 || !slices.Contains(letterKinds, c.Kind) || c.Want.Op != "" || dictated(c.Text) {
		return false
	}
	open, close := pick(r, in(c.Lang, letterOpenEN, letterOpenHE)), pick(r, in(c.Lang, letterCloseEN, letterCloseHE))
	text := strings.TrimSpace(c.Text)
	if !strings.HasSuffix(text, "?") && !strings.HasSuffix(text, ".") && !strings.HasSuffix(text, "!") {
		text += "."
	}
	had := words(c.Text)
	c.Text = open + text + close
	for _, w := range words(open + " " + close) {
		if !slices.Contains(had, w) {
			c.Want.Lacks = append(c.Want.Lacks, w)
		}
	}
	c.Noise = "letter"
	return true
}

// dictated reports whether text holds a mark said by name ("… full
// stop", "… נקודה"): a message dictated, not a letter typed.
func dictated(text string) bool {
	for _, w := range []string{"period", "full stop", "comma", "נקודה", "פסיק", "question mark", "סימן שאלה"} {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}
