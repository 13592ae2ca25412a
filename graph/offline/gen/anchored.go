package gen

import (
	"time"

	"github.com/memo-assistant/memo"
)

// Anchored is an event told with its time and a reminder counted from it
// with a thing to do of its own: "dentist appointment tomorrow at 4pm,
// remind me an hour before to call mom", "תספורת מחרתיים ב-10 בבוקר
// ותזכיר לי יום לפני לקנות חלב". The reminder is the thing to do at the
// event's time less the lead; the event may be made beside it.
const Anchored Kind = "anchored"

// anchorSaid is how the event's time or the lead is said, and what it is:
// days ahead and an hour, or a length of time back.
type anchorSaid struct {
	text string
	off  int
	h, m int
	back time.Duration
}

var (
	anchoredEN = []string{"{e} {d} at {h}, remind me {l} to {x}", "{e} {d} at {h} and remind me {l} to {x}",
		"i have a {e} {d} at {h}, remind me {l} to {x}", "{e} {d} at {h}, please remind me {l} to {x}"}
	anchoredHE = []string{"{e} {d} {h}, תזכיר לי {l} {x}", "{e} {d} {h} ותזכיר לי {l} {x}", "יש לי {e} {d} {h}, תזכירי לי {l} {x}",
		"{d} {h} יש לי {e}, ותזכיר לי {l} {x}"}
	anchorDaysEN  = []anchorSaid{{text: "tomorrow", off: 1}, {text: "the day after tomorrow", off: 2}}
	anchorDaysHE  = []anchorSaid{{text: "מחר", off: 1}, {text: "מחרתיים", off: 2}}
	anchorHoursEN = []anchorSaid{{text: "4pm", h: 16}, {text: "10am", h: 10}, {text: "6:30pm", h: 18, m: 30}, {text: "11:15", h: 11, m: 15}}
	anchorHoursHE = []anchorSaid{{text: "ב-16:00", h: 16}, {text: "ב-10 בבוקר", h: 10}, {text: "ב-18:30", h: 18, m: 30}, {text: "בשעה 11:15", h: 11, m: 15}}
	anchorLeadsEN = []anchorSaid{{text: "an hour before", back: time.Hour}, {text: "half an hour before", back: 30 * time.Minute},
		{text: "15 minutes before", back: 15 * time.Minute}, {text: "2 hours before", back: 2 * time.Hour}, {text: "the day before", off: 1}}
	anchorLeadsHE = []anchorSaid{{text: "שעה לפני", back: time.Hour}, {text: "חצי שעה לפני", back: 30 * time.Minute},
		{text: "רבע שעה לפני", back: 15 * time.Minute}, {text: "שעתיים לפני", back: 2 * time.Hour}, {text: "יום לפני", off: 1}}
)

// anchored composes an event, its time and a reminder counted from it.
func (g *Generator) anchored(c *Case) {
	tmpl := pick(g.r, in(c.Lang, anchoredEN, anchoredHE))
	d := pick(g.r, in(c.Lang, anchorDaysEN, anchorDaysHE))
	h := pick(g.r, in(c.Lang, anchorHoursEN, anchorHoursHE))
	l := pick(g.r, in(c.Lang, anchorLeadsEN, anchorLeadsHE))
	if l.off > 0 {
		d = in(c.Lang, anchorDaysEN, anchorDaysHE)[1] // a day back from tomorrow may have passed
	}
	ev := pick(g.r, in(c.Lang, eventsEN, eventsHE))
	x := pick(g.r, in(c.Lang, doingsEN, doingsHE))
	c.Template = tmpl
	c.Text = fill(tmpl, "{e}", ev, "{d}", d.text, "{h}", h.text, "{l}", l.text, "{x}", x)
	start := clock(day(c.Now, d.off), h.h, h.m)
	due := clock(day(c.Now, d.off-l.off), h.h, h.m).Add(-l.back)
	c.Want = Want{Has: words(x), Lacks: append(commandWords(tmpl, d.text, h.text, l.text), words(ev)...), When: When{Times: []time.Time{due}},
		Anchor: &Want{Has: words(ev), When: When{Times: []time.Time{start}}}}
}

// scoreAnchored scores the reminder counted from the event, and the event
// when it is made too.
func scoreAnchored(c Case, steps []memo.Step) (Outcome, string) {
	switch len(steps) {
	case 1:
		return scoreTask(c, steps[0])
	case 2:
		ev := c
		ev.Want = *c.Want.Anchor
		if o, why := scoreEvent(ev, steps[0]); o != Correct {
			return o, "event: " + why
		}
		return scoreTask(c, steps[1])
	}
	return Wrong, "steps"
}
