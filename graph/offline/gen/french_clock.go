package gen

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/memo-assistant/memo"
)

// Forms drawn from streams of their own: an English reminder tomorrow at
// an hour on the French clock ("remind me tomorrow à 17h30 to …",
// "tomorrow at 5h to …"), read as "17:30" and "at 5" are: two digits on
// the 24-hour clock, one digit by the hour rule (the afternoon); and an
// amount said after its thing on the list ("add Castle lager, 2 cases to
// the shopping list"), one item with its amount.
var (
	frenchClockEN = []string{"remind me tomorrow à {t} to {i}", "remind me tomorrow at {t} to {i}", "tomorrow at {t} remind me to {i}"}
	// amountAfterEN are the things and the amounts said after them.
	amountThingsEN  = []string{"Castle lager", "sparkling water", "paper towels", "dog food", "AA batteries"}
	amountAmountsEN = []string{"2 cases", "3 packs", "x2", "a dozen", "4 bottles", "2 kg"}
	amountListEN    = []string{"add {g} to the {l} list", "put {g} on my {l} list"}
)

// frenchClock composes a reminder tomorrow at an hour said on the French
// clock, drawing from r alone.
func frenchClock(r *rand.Rand, c *Case) {
	if c.Lang != memo.English || c.Now.Hour() < 4 {
		return
	}
	n := fresh(c)
	h, m := 1+r.IntN(6), []int{0, 0, 15, 30}[r.IntN(4)]
	if r.IntN(2) == 0 {
		h = 10 + r.IntN(13) // two digits: the 24-hour clock
	}
	said := fmt.Sprintf("%dh", h)
	if m > 0 {
		said += fmt.Sprintf("%02d", m)
	}
	hh := h
	if h < 10 {
		hh = h + 12 // one digit: the hour rule, the afternoon said with a day
	}
	tmpl, deed := pick(r, frenchClockEN), pick(r, clockHalfDeedsEN)
	n.Template, n.Text = tmpl, fill(tmpl, "{t}", said, "{i}", deed)
	n.Want = Want{Has: words(deed), Lacks: []string{"remind", "tomorrow"}, When: tomorrow(hh, m)(c.Now)}
	*c = n
}

// amountAfter composes an add to a list of a thing and its amount said
// after it, drawing from r alone; it reports whether it did.
func amountAfter(r *rand.Rand, c *Case) bool {
	if c.Lang != memo.English || r.IntN(12) != 0 {
		return false
	}
	n := fresh(c)
	thing, amount := pick(r, amountThingsEN), pick(r, amountAmountsEN)
	tmpl := pick(r, amountListEN)
	n.Template, n.Text = tmpl, fill(tmpl, "{g}", thing+", "+amount, "{l}", Lists[0])
	n.Want = Want{List: Lists[0], Lacks: commandWords(tmpl), Items: [][]string{words(strings.ToLower(thing + " " + amount))}}
	*c = n
	return true
}
