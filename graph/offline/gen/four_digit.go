package gen

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/memo-assistant/memo"
)

// A reminder whose hour is four digits of the 24-hour clock said right
// after the command, with no "at": "remind me 1730 take meds", "תזכיר לי
// 0930 להתקשר לבנק". Now and then a year is said there instead ("remind
// me 2027 file taxes"), which is no hour: asked.
var (
	fourDeedsEN = []string{"take meds", "call the bank", "feed the cat", "to pick up the kids", "check the oven"}
	fourDeedsHE = []string{"לקחת כדורים", "להתקשר לבנק", "להאכיל את החתול", "לאסוף את הילדים", "לכבות את התנור"}
	fourHours   = []int{6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 21, 22}
)

// fourDigitReminder composes such a reminder, drawing from r alone.
func fourDigitReminder(r *rand.Rand, c *Case) {
	n := fresh(c)
	h, m := pick(r, fourHours), pick(r, []int{0, 15, 30, 45})
	deed := pick(r, in(c.Lang, fourDeedsEN, fourDeedsHE))
	said := fmt.Sprintf("%02d%02d", h, m)
	n.Want = Want{Has: words(strings.TrimPrefix(deed, "to ")), Lacks: []string{said}, When: nextAt(h, m)(c.Now)}
	if r.IntN(6) == 0 {
		said = fmt.Sprintf("%d", 2026+r.IntN(3)) // a year: the hour is asked
		n.Want = Want{Has: words(strings.TrimPrefix(deed, "to ")), When: When{Ask: true}}
	}
	n.Template = "{c} " + said + " {i}"
	if c.Lang == memo.Hebrew {
		n.Text = "תזכיר לי " + said + " " + deed
	} else {
		n.Text = "remind me " + said + " " + deed
	}
	*c = n
}
