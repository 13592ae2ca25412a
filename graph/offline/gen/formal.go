package gen

import (
	"math/rand/v2"
	"strings"

	"github.com/memo-assistant/memo"
)

// A Hebrew request in the formal register of a form or an office ("נא
// להגדיר תזכורת …", "אבקש תזכורת …"), or with its command written by ear,
// a letter swapped for one that sounds the same ("תזקיר לי", "תסכיר לי");
// and a question about a day asked of its "סדר היום" or "לוח הזמנים". The
// meaning is the plain words'.

var (
	// formalRemindHE are the formal and sound-alike openings said for
	// "תזכיר לי ".
	formalRemindHE = []string{"נא להגדיר תזכורת ", "נא לקבוע תזכורת ", "אבקש תזכורת ", "הגדר תזכורת ", "צור תזכורת ",
		"נא ליצור תזכורת ", "תזקיר לי ", "תסכיר לי ", "טזכיר לי ", "תזחיר לי "}
	// agendaNounHE are the day's plan in its long words, said for "מה יש לי ".
	agendaNounHE = []string{"מה סדר היום שלי ", "מה סדר היום ", "מה לוח הזמנים שלי ", "מה יש לי בסדר היום "}
)

// formal says c, a Hebrew reminder opening with "תזכיר לי " and an
// infinitive or a time, or a day question "מה יש לי {d}", in the words
// above, now and then, drawing from r alone.
func formal(r *rand.Rand, c *Case) {
	if c.Noise != "" || c.Lang != memo.Hebrew || r.IntN(12) != 0 {
		return
	}
	switch {
	case c.Kind == Reminder && strings.HasPrefix(c.Text, "תזכיר לי ") && !strings.HasPrefix(c.Text, "תזכיר לי ש"):
		open := pick(r, formalRemindHE)
		c.Text = open + strings.TrimPrefix(c.Text, "תזכיר לי ")
		c.Want.Lacks = append(c.Want.Lacks, strings.Fields(open)...)
	case c.Kind == Agenda && c.Template == "מה יש לי {d}" && strings.HasPrefix(c.Text, "מה יש לי "):
		c.Text = pick(r, agendaNounHE) + strings.TrimPrefix(c.Text, "מה יש לי ")
	default:
		return
	}
	c.Noise = "formal"
}
