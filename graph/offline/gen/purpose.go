package gen

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// purposesEN are things a reminder is for, said after its time with "for":
// "remind me to call the bank tomorrow at 5 for the mortgage papers".
var purposesEN = []string{
	"the tickets", "the mortgage papers", "the school trip", "my passport renewal", "the insurance claim",
	"grandma's birthday", "the quarterly report", "the boiler", "next week's exam", "the parking permit",
}

// purposeAfter says now and then (r decides, a stream of its own) what c's
// reminder is for, after its time, where its form ends with the thing and
// then the time ("remind me to {i} {t}"): the "for" and its words belong
// to the title; only the time is cut.
func purposeAfter(r *rand.Rand, c *Case, tmpl string) {
	if r.IntN(12) != 0 || c.Lang != memo.English || !strings.HasSuffix(tmpl, "{i} {t}") || c.Noise != "" ||
		slices.Contains(c.Want.Lacks, "for") {
		return
	}
	p := pick(r, purposesEN)
	c.Text += " for " + p
	c.Want.Has = append(c.Want.Has, "for")
	c.Want.Has = append(c.Want.Has, words(p)...)
}
