package gen

import (
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
)

// A thing that lasts days said over a span of them with no hour:
// "conference in Eilat from sunday to tuesday", "כנס באילת מראשון עד
// שלישי", "I'm off work from the 21st to the 23rd". It is one all-day
// event from the first day through the last (its end the day after).

var (
	spanDaysEN = []string{"{i} from {d1} to {d2}", "{i} {d1} to {d2}", "I'm {i} from {d1} to {d2}"}
	spanDaysHE = []string{"{i} מיום {d1} עד {d2}", "{i} מ{d1} עד {d2}", "{i} מיום {d1} עד יום {d2}"}
	// spanThingsEN and spanThingsHE last days; "I'm {i}" is said only of
	// the first few in English (spanOwnEN).
	spanThingsEN = []string{"conference in Eilat", "vacation", "reserve duty", "seminar", "ski trip", "retreat"}
	spanOwnEN    = []string{"off work", "on vacation", "on reserve duty"}
	spanThingsHE = []string{"כנס באילת", "חופשה", "מילואים", "סמינר", "טיול לצפון", "צו 8"}
)

// daysSpan composes a thing that lasts days said over weekdays or, in
// English, over days of the month.
func (g *Generator) daysSpan(c *Case) {
	tmpl := pick(g.r, in(c.Lang, spanDaysEN, spanDaysHE))
	ev := pick(g.r, in(c.Lang, spanThingsEN, spanThingsHE))
	has := ev
	if tmpl == spanDaysEN[2] {
		ev = pick(g.r, spanOwnEN)
		has = ev
		if w := words(ev); w[0] == "on" {
			has = w[1] // "I'm on vacation": the vacation
			if len(w) > 2 {
				has = w[1] + " " + w[2]
			}
		}
	}
	// Days other than today, the first within the week to come.
	a := 1 + g.r.IntN(6)
	b := a + 1 + g.r.IntN(4)
	today := int(c.Now.Weekday())
	names := in(c.Lang, weekdaysEN, weekdaysHE)
	d1, d2 := names[(today+a)%7], names[(today+b)%7]
	first := day(c.Now, a)
	if c.Lang == memo.English && first.Month() == day(c.Now, b).Month() && g.r.IntN(2) == 0 {
		// The days of the month: "the 21st to the 23rd".
		d1, d2 = "the "+ordinal(first.Day()), "the "+ordinal(day(c.Now, b).Day())
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", ev, "{d1}", d1, "{d2}", d2)
	c.Want = Want{Has: words(has), Lacks: commandWords(tmpl, d1, d2), When: When{Times: []time.Time{first}}, Through: day(c.Now, b)}
}

// scoreDaysSpan scores the one all-day event from the first day through
// the last.
func scoreDaysSpan(c Case, steps []memo.Step) (Outcome, string) {
	if len(steps) != 1 {
		return Wrong, fmt.Sprintf("%d steps for one span", len(steps))
	}
	s := steps[0]
	if s.Capability != memo.CapCalendar || s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
		return Wrong, "not one event created: " + describe(s)
	}
	d := s.Calendar.Drafts[0]
	if why := words2(c.Want, d.Summary); why != "" {
		return Wrong, why
	}
	if !d.AllDay || !d.Start.Equal(c.Want.When.Times[0]) || !d.End.Equal(c.Want.Through.AddDate(0, 0, 1)) {
		return Wrong, fmt.Sprintf("%s to %s, all day %v", when(&d.Start), when(&d.End), d.AllDay)
	}
	return Correct, ""
}
