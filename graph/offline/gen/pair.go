package gen

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/memo-assistant/memo"
)

// Pair is two events said in one message, each with its own day and
// hour: "dentist appointment monday at 9 and haircut thursday at 4pm",
// "תור לרופא שיניים ביום שני ב-9:00, תספורת ביום חמישי ב-16:00". It is
// both events, in the order said, each with its own title and time.
const Pair Kind = "pair"

var (
	pairTmplEN = []string{"{i1} {d1} at {h1} and {i2} {d2} at {h2}", "{i1} {d1} {h1}, {i2} {d2} {h2}",
		"schedule {i1} {d1} at {h1} and {i2} {d2} at {h2}", "{i1} on {d1} at {h1}. {i2} on {d2} at {h2}",
		"{i1} {d1} at {h1} and also {i2} {d2} at {h2}"}
	pairTmplHE = []string{"{i1} ב{d1} ב-{h1} ו{i2} ב{d2} ב-{h2}", "{i1} ב{d1} ב-{h1}, {i2} ב{d2} ב-{h2}",
		"תקבע {i1} ביום {d1} ב-{h1} ו{i2} ביום {d2} ב-{h2}", "{i1} ב{d1} ב-{h1} וגם {i2} ב{d2} ב-{h2}",
		"{i1} ב{d1} ב-{h1}. {i2} ב{d2} ב-{h2}"}
	// pairLinesEN and pairLinesHE say the two one a line.
	pairLinesEN = []string{"{i1} {d1} at {h1} {nl} {i2} {d2} at {h2}", "{i1} on {d1} {h1} {nl} {i2} on {d2} {h2}"}
	pairLinesHE = []string{"{i1} ביום {d1} ב-{h1} {nl} {i2} ביום {d2} ב-{h2}", "{i1} ב{d1} ב-{h1} {nl} {i2} ב{d2} ב-{h2}"}
)

// pair composes two events, each with its day and hour.
func (g *Generator) pair(c *Case) {
	tmpl := pick(g.r, in(c.Lang, pairTmplEN, pairTmplHE))
	if g.stream("pairs").IntN(5) == 0 {
		tmpl = pick(g.stream("pairs"), in(c.Lang, pairLinesEN, pairLinesHE))
	}
	evs := in(c.Lang, eventsEN, eventsHE)
	i, j := g.twoOf(len(evs))
	ev1, ev2 := evs[i], evs[j]
	w := g.twoWhens(c)
	d1, d2, s1, s2 := w.d1, w.d2, w.s1, w.s2
	c.Template = tmpl
	c.Text = lines(fill(tmpl, "{i1}", ev1, "{i2}", ev2, "{d1}", d1, "{d2}", d2, "{h1}", s1, "{h2}", s2))
	lacks := commandWords(tmpl, d1, d2, s1, s2)
	second := Want{Has: words(ev2), Lacks: append(others(words(ev1), words(ev2)), lacks...), EventOrReminder: true,
		When: When{Times: []time.Time{clock(day(c.Now, w.b), w.h2, 0)}}}
	c.Want = Want{Has: words(ev1), Lacks: append(others(words(ev2), words(ev1)), lacks...), EventOrReminder: true,
		When: When{Times: []time.Time{clock(day(c.Now, w.a), w.h1, 0)}}, Anchor: &second}
	if g.stream("pairs").IntN(3) == 0 {
		(&Generator{r: g.stream("pairs"), seed: g.seed}).pairRemind(c) // two reminders (see pair_remind.go), r's draws kept
	}
}

// twoOf draws two different indexes of n things.
func (g *Generator) twoOf(n int) (i, j int) {
	i = g.r.IntN(n)
	return i, (i + 1 + g.r.IntN(n-1)) % n
}

// twoWhen is two days to come in the week, the second after the first
// (a and b days from now), and an hour for each, as numbers and as the
// message says them.
type twoWhen struct {
	d1, d2, s1, s2 string
	a, b, h1, h2   int
}

// twoWhens draws a twoWhen for c.
func (g *Generator) twoWhens(c *Case) twoWhen {
	today := int(c.Now.Weekday())
	w := twoWhen{a: 1 + g.r.IntN(5)}
	w.b = w.a + 1 + g.r.IntN(6-w.a)
	names := in(c.Lang, weekdaysEN, weekdaysHE)
	w.d1, w.d2 = names[(today+w.a)%7], names[(today+w.b)%7]
	w.h1, w.h2 = 8+g.r.IntN(12), 8+g.r.IntN(12)
	w.s1, w.s2 = g.hourSaid(c.Lang, w.h1), g.hourSaid(c.Lang, w.h2)
	return w
}

// hourSaid is hour h as a message says it: "16:00", or "4pm" in English.
func (g *Generator) hourSaid(lang memo.Language, h int) string {
	if lang == memo.English && g.r.IntN(2) == 0 {
		return strconv.Itoa((h+11)%12+1) + map[bool]string{true: "pm", false: "am"}[h >= 12]
	}
	return strconv.Itoa(h) + ":00"
}

// others are the words of ws not in keep.
func others(ws, keep []string) []string {
	var out []string
	for _, w := range ws {
		if !slices.Contains(keep, w) {
			out = append(out, w)
		}
	}
	return out
}

// scorePair scores the steps of two events said in one message: each
// event with its words at its time, in the order said.
func scorePair(c Case, steps []memo.Step) (Outcome, string) {
	if c.Want.Remind {
		return scorePairRemind(c, steps)
	}
	if len(steps) != 2 || c.Want.Anchor == nil {
		return Wrong, fmt.Sprintf("%d steps for 2 events", len(steps))
	}
	second := c
	second.Want = *c.Want.Anchor
	for i, one := range []Case{c, second} {
		if o, why := scoreEvent(one, steps[i]); o != Correct {
			return o, fmt.Sprintf("event %d: %s", i+1, why)
		}
	}
	return Correct, ""
}
