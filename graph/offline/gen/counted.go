package gen

import (
	"strconv"

	"github.com/memo-assistant/memo"
)

// A number said right after an hour and before the noun it counts is a
// count, not a second hour: "remind me tomorrow at 8 and 9 kids are
// coming", "תזכיר לי מחר ב-8 ו-9 ילדים יגיעו" is one reminder at 8 whose
// thing keeps its count. Read as two hours it would be two reminders of
// "kids are coming", at 8 and at 9.

var (
	// countedEN and countedHE are things that open with what a number
	// counts, and the noun counted.
	countedEN = [][2]string{{"kids are coming", "kids"}, {"boxes arrive", "boxes"}, {"guests come for dinner", "guests"},
		{"people are coming over", "people"}, {"packages arrive", "packages"}}
	countedHE = [][2]string{{"ילדים יגיעו", "ילדים"}, {"אורחים מגיעים", "אורחים"}, {"חבילות יגיעו", "חבילות"},
		{"אנשים באים לארוחה", "אנשים"}, {"ארגזים מגיעים", "ארגזים"}}
	// countedSaidEN and countedSaidHE say the reminder, {h} its hour, {n}
	// the count and {i} the thing.
	countedSaidEN = []string{"remind me tomorrow at {h} and {n} {i}", "remind me at {h} tomorrow and {n} {i}"}
	countedSaidHE = []string{"תזכיר לי מחר ב-{h} ו-{n} {i}", "תזכירי לי מחר ב{h} ו{n} {i}", "תזכיר לי מחר ב-{h} ו {n} {i}"}
)

// countedAfterHour makes c, a case of several hours, a reminder tomorrow
// at hour h whose thing opens with a count, its parts chosen by n (drawn
// from the words already said, so the other cases stay as they were).
func countedAfterHour(c *Case, h, n int) {
	h = h%12 + 1
	count := strconv.Itoa(2 + n%11)
	thing := in(c.Lang, countedEN, countedHE)[n%5]
	tmpl := in(c.Lang, countedSaidEN, countedSaidHE)[n%len(in(c.Lang, countedSaidEN, countedSaidHE))]
	c.Kind, c.Template = Reminder, tmpl
	c.Text = fill(tmpl, "{h}", strconv.Itoa(h), "{n}", count, "{i}", thing[0])
	early, late := tomorrow(h, 0)(c.Now), tomorrow(h+12, 0)(c.Now)
	c.Want = Want{
		Has:   []string{count, thing[1]},
		Lacks: in(c.Lang, []string{"remind", "tomorrow"}, []string{"תזכיר", "תזכירי", "מחר"}),
		When:  When{Times: append(early.Times, late.Times...)},
	}
	if c.Lang == memo.English {
		c.Want.Lacks = append(c.Want.Lacks, "and")
	}
}
