package gen

import (
	"fmt"
	"strconv"
	"time"

	"github.com/memo-assistant/memo"
)

// Days is one event said with several days, each with its hour or with
// one hour for all: "yoga class monday at 17:00 and thursday at 17:00",
// "שיעור יוגה ביום שני ורביעי ב-18:00". It is an event on each day, with
// the same title and the hour said.
const Days Kind = "days"

var (
	daysTmplEN = []string{"{i} {d1} at {h} and {d2} at {h}", "{i} {d1} and {d2} at {h}", "{i} on {d1} and {d2} at {h}",
		"{d1} and {d2} at {h} {i}", "{i} {d1} {h} and {d2} {h}"}
	daysTmplHE = []string{"{i} ביום {d1} ב-{h} וביום {d2} ב-{h}", "{i} ביום {d1} ו{d2} ב-{h}", "ביום {d1} ו{d2} ב-{h} {i}",
		"{i} ב{d1} ב-{h} וב{d2} ב-{h}", "{i} ביום {d1} וביום {d2} בשעה {h}"}
	weekdaysEN = []string{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"}
	weekdaysHE = []string{"ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת"}
)

// days composes an event said with two days and one hour.
func (g *Generator) days(c *Case) {
	switch g.r.IntN(4) {
	case 0, 1:
		g.daysRange(c) // one range of hours for all the days
		return
	case 2:
		g.daysSpan(c) // all day, from one day through another
		return
	}
	tmpl := pick(g.r, in(c.Lang, daysTmplEN, daysTmplHE))
	ev := pick(g.r, in(c.Lang, eventsEN, eventsHE))
	today := int(c.Now.Weekday())
	// Two days other than today, the first before the second in the week
	// to come: which week a day said on itself means is not this kind's.
	a := 1 + g.r.IntN(5)
	b := a + 1 + g.r.IntN(6-a)
	d1, d2 := (today+a)%7, (today+b)%7
	h := 8 + g.r.IntN(12)
	said := strconv.Itoa(h) + ":00"
	if c.Lang == memo.English && g.r.IntN(2) == 0 {
		said = strconv.Itoa((h+11)%12+1) + map[bool]string{true: "pm", false: "am"}[h >= 12]
	}
	names := in(c.Lang, weekdaysEN, weekdaysHE)
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", ev, "{d1}", names[d1], "{d2}", names[d2], "{h}", said)
	c.Want = Want{Has: words(ev), Lacks: commandWords(tmpl, names[d1], names[d2], said),
		When: When{Times: []time.Time{clock(day(c.Now, a), h, 0), clock(day(c.Now, b), h, 0)}}}
}

// scoreDays scores the steps of an event said with several days: one
// event on each day at its hour, in the order said, each with the item's
// words.
func scoreDays(c Case, steps []memo.Step) (Outcome, string) {
	if !c.Want.Through.IsZero() {
		return scoreDaysSpan(c, steps)
	}
	if len(steps) != len(c.Want.When.Times) {
		return Wrong, fmt.Sprintf("%d steps for %d days", len(steps), len(c.Want.When.Times))
	}
	for i, s := range steps {
		one := c
		one.Want.When = When{Times: []time.Time{c.Want.When.Times[i]}}
		if o, why := scoreEvent(one, s); o != Correct {
			return o, fmt.Sprintf("day %d: %s", i+1, why)
		}
		if d := s.Calendar.Drafts[0]; c.Want.Span != 0 && d.End.Sub(d.Start) != c.Want.Span {
			return Wrong, fmt.Sprintf("day %d lasts %s, not %s", i+1, d.End.Sub(d.Start), c.Want.Span)
		}
	}
	return Correct, ""
}
