package gen

import (
	"math/rand/v2"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
)

// A remark said after a complete request, no word of the thing: a word
// of address ("… b'y", "… brah", "… אחי"), an exclamation or a word on
// oneself ("… God help me", "… wish me luck", "… don't ask", "… אל תשאל",
// "… שאלוהים יעזור לי", "… כרגיל"). The title keeps none of it.

var (
	// closersEN are the English remarks said last.
	closersEN = []string{"b'y", "brah", "God help me", "lord help me", "wish me luck", "don't ask", "as usual", "long story",
		"i'm hopeless", "my memory is a sieve", "here we go again", "oy vey"}
	// closersHE are the Hebrew ones.
	closersHE = []string{"אל תשאל", "אל תשאלי", "שאלוהים יעזור לי", "כרגיל", "כמו תמיד", "אחי", "כפרה", "סיפור ארוך", "הזיכרון שלי כמו של דג",
		"אני חסרת תקנה", "אוי ואבוי"}
)

// closerKinds are the kinds of request a remark is said after: what is
// made or added.
var closerKinds = map[Kind]bool{Reminder: true, Task: true, Event: true, ListAdd: true}

// closersDress says now and then (r decides, a stream of its own) a
// remark after c's message. It runs after every other draw of the case,
// only where the message ends in a word.
func closersDress(r *rand.Rand, c *Case) {
	if r.IntN(12) != 0 || !closerKinds[c.Kind] || c.Want.Op != "" || c.Noise != "" || dictated(c.Text) || dictatedEnd(c.Text) {
		return
	}
	end := strings.TrimSpace(c.Text)
	if end == "" || !unicode.IsLetter([]rune(end)[len([]rune(end))-1]) {
		return
	}
	said := pick(r, closersEN)
	if c.Lang == memo.Hebrew {
		said = pick(r, closersHE)
	}
	before := words(end)
	c.Text = end + " " + said
	for _, w := range words(said) {
		if !contains(before, w) {
			c.Want.Lacks = append(c.Want.Lacks, w) // "של" of "… כמו של דג" may be the thing's own
		}
	}
	c.Noise = "closer"
}
