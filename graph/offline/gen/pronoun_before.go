package gen

import (
	"fmt"
	"slices"
	"time"

	"github.com/memo-assistant/memo"
)

// pronounBefore is a reminder counted back from the event in focus when
// that event has no hour or repeats: after "Mom's birthday on the 28th",
// "remind me a week before" comes at the day's usual hour (9:00), and "an
// hour before" asks when; after "yoga every Tuesday at 18:00", "remind me
// an hour before" is every Tuesday at 17:00, "תזכיר לי יום לפני" every
// Monday at 18:00.
const pronounBefore = "before"

var (
	beforeAsksEN = []string{"remind me {l}", "please remind me {l}", "remind me {l} too", "also remind me {l}"}
	beforeAsksHE = []string{"תזכיר לי {l}", "תזכירי לי {l}", "תזכיר {l}", "ותזכיר לי גם {l}"}
	dayLeadsEN   = []pronounSaid{{text: "a week before", by: 7 * 24 * time.Hour}, {text: "the day before", by: 24 * time.Hour},
		{text: "2 days before", by: 48 * time.Hour}, {text: "3 days ahead", by: 72 * time.Hour}}
	dayLeadsHE = []pronounSaid{{text: "שבוע לפני", by: 7 * 24 * time.Hour}, {text: "יום לפני", by: 24 * time.Hour},
		{text: "יומיים לפני", by: 48 * time.Hour}, {text: "שלושה ימים לפני", by: 72 * time.Hour}}
	hourLeadsEN = []pronounSaid{{text: "an hour before", by: time.Hour}, {text: "half an hour before", by: 30 * time.Minute},
		{text: "2 hours before", by: 2 * time.Hour}, {text: "15 minutes before", by: 15 * time.Minute}}
	hourLeadsHE = []pronounSaid{{text: "שעה לפני", by: time.Hour}, {text: "חצי שעה לפני", by: 30 * time.Minute},
		{text: "שעתיים לפני", by: 2 * time.Hour}, {text: "רבע שעה לפני", by: 15 * time.Minute}}
	// askedEN and askedHE ask for a reminder before a timed event as a
	// thing, or say why it is wanted, which is no part of its title.
	askedEN = []string{"add a reminder {l}", "set a reminder for {l}", "can you put a reminder in for {l}", "remind me {l} so I can get ready",
		"please set me a reminder {l}", "remind me {l} so that i have time to park"}
	askedHE = []string{"תשים תזכורת {l}", "תוסיפי תזכורת {l}", "תזכיר לי {l} כדי שאספיק להתארגן", "תקבעי לי תזכורת {l}",
		"תזכירי לי {l} שיהיה לי זמן להתארגן"}
	// allDayEN and allDayHE are things of a whole day.
	allDayEN = []string{"Mom's birthday", "the company retreat", "our anniversary"}
	allDayHE = []string{"יום הולדת לאמא", "יום גיבוש", "יום נישואין"}
)

// pronounBeforeLead composes a reminder counted back from an event at
// 17:00 the day after tomorrow (asked for as a thing, or with why, whose
// title is the event's), an event of the whole day ten days ahead, or a
// weekly series at 18:00 starting tomorrow.
func (g *Generator) pronounBeforeLead(c *Case) {
	tmpl := pick(g.r, in(c.Lang, beforeAsksEN, beforeAsksHE))
	hours := g.r.IntN(3) == 0
	l := pick(g.r, in(c.Lang, dayLeadsEN, dayLeadsHE))
	if hours {
		l = pick(g.r, in(c.Lang, hourLeadsEN, hourLeadsHE))
	}
	c.Template, c.Text = tmpl, fill(tmpl, "{l}", l.text)
	c.Want = Want{Intent: pronounBefore}
	if g.r.IntN(3) == 0 {
		// An event at 17:00 the day after tomorrow, just made or moved.
		if hours {
			tmpl = pick(g.r, in(c.Lang, askedEN, askedHE))
			c.Template, c.Text = tmpl, fill(tmpl, "{l}", l.text)
		}
		at := day(c.Now, 2).Add(17 * time.Hour)
		title := pick(g.r, in(c.Lang, heldEN, heldHE))
		c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: title, When: &at}
		c.Want.When = When{Times: []time.Time{at.Add(-l.by)}}
		c.Want.Has = words(title)
		c.Want.Lacks = []string{"ready", "park", "להתארגן", "שאספיק", "reminder", "תזכורת"}
		return
	}
	if g.r.IntN(2) == 0 {
		at := day(c.Now, 10)
		c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: pick(g.r, in(c.Lang, allDayEN, allDayHE)),
			When: &at, AllDay: true}
		if hours {
			c.Want.When = When{Ask: true}
			return
		}
		c.Want.When = When{Times: []time.Time{clock(at.Add(-l.by), 9, 0)}}
		return
	}
	at := day(c.Now, 1).Add(18 * time.Hour)
	c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: pick(g.r, in(c.Lang, heldEN, heldHE)),
		When: &at, Recurring: true, Repeat: &memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{int(at.Weekday())}}}
	due := at.Add(-l.by)
	c.Want.Repeat = &memo.Recurrence{Type: memo.RecurWeekly, Days: []int{int(due.Weekday())}, Time: due.Format("15:04")}
}

// scoreBefore scores a reminder counted back from the event in focus: at
// the time wanted, asking for it, or repeating as the series does.
func scoreBefore(c Case, s memo.Step) (Outcome, string) {
	if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
		return Wrong, "not one reminder: " + describe(s)
	}
	a, d := s.Tasks, s.Tasks.Drafts[0]
	switch w := c.Want; {
	case w.When.Ask:
		if a.NeedTime {
			return Correct, ""
		}
		return Wrong, "a time guessed before a day with no hour: " + when(d.DueDate)
	case w.Repeat != nil:
		r := d.Recurrence
		if r == nil || r.Type != w.Repeat.Type || r.Time != w.Repeat.Time || !slices.Equal(r.Days, w.Repeat.Days) || max(r.Every, 1) != 1 {
			return Wrong, fmt.Sprintf("repeats %+v", r)
		}
		return Correct, ""
	case a.NeedTime:
		return Declined, "asks for a time it was told"
	case d.DueDate == nil || !w.When.Accepts(*d.DueDate):
		return Wrong, "reminder at " + when(d.DueDate)
	}
	if why := words2(c.Want, d.Text); why != "" {
		return Wrong, why // "so I can get ready" is no part of the title
	}
	return Correct, ""
}
