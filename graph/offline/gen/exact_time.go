package gen

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/memo-assistant/memo"
)

// A reminder whose hour is followed by a word of how exact it is, before
// the day or after it, or before the thing: "remind me to submit the VAT
// returns by 4pm prompt today", "remind me tomorrow at 5pm on the dot to
// call mom", "תזכיר לי מחר ב-17:00 בדיוק להתקשר לאמא". The word is part of
// the time, no word of the title.
var (
	exactWordsEN = []string{"sharp", "prompt", "on the dot", "exactly", "at the latest", "latest", "max"}
	exactWordsHE = []string{"בדיוק", "עגול", "לכל המאוחר", "מקסימום", "לא יאוחר"}
	exactDeedsEN = []string{"submit the VAT returns", "call mom", "send the invoice", "leave for the airport"}
	exactDeedsHE = []string{"להגיש את הדוח", "להתקשר לאמא", "לשלוח את החשבונית", "לצאת לשדה"}
)

// exactTimeReminder composes such a reminder, drawing from r alone.
func exactTimeReminder(r *rand.Rand, c *Case) {
	n := fresh(c)
	h := 13 + r.IntN(6)
	today := r.IntN(2) == 0 && c.Now.Hour() < 12
	en := c.Lang != memo.Hebrew
	deed := pick(r, in(c.Lang, exactDeedsEN, exactDeedsHE))
	exact := pick(r, in(c.Lang, exactWordsEN, exactWordsHE))
	dayW := in(c.Lang, []string{"tomorrow"}, []string{"מחר"})[0]
	if today {
		dayW = in(c.Lang, []string{"today"}, []string{"היום"})[0]
	}
	hour := fmt.Sprintf("%d:00", h)
	if en {
		hour = pick(r, []string{"at ", "by "}) + fmt.Sprintf("%dpm", h-12)
	} else {
		hour = "ב-" + hour
	}
	when := hour + " " + exact
	var text string
	switch order := r.IntN(3); {
	case order == 0:
		text = deed + " " + dayW + " " + when
	case order == 1:
		text = deed + " " + when + " " + dayW
	case en:
		text = dayW + " " + when + " to " + deed
	default:
		text = dayW + " " + when + " " + deed
	}
	if en {
		if !strings.HasPrefix(text, dayW) {
			text = "to " + text
		}
		text = "remind me " + text
	} else {
		text = "תזכיר לי " + text
	}
	n.Template = "{c} {i} {t}"
	n.Text = text
	off := 1
	if today {
		off = 0
	}
	n.Want = Want{Has: words(deed), Lacks: append(words(exact), "tomorrow", "today", "מחר", "היום"), When: dayAfter(off, h, 0)(c.Now)}
	*c = n
}
