package gen

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// pronounCopy is one more of the event in focus for someone else, said
// with an hour alone: "and another one for Sarah at 6", "same for Tom at
// 6", "one for Liam at 6 too", "ועוד אחד לשרה לוי ב6", "וגם עם דנה ב-6
// באותו יום". It is an event of
// the same length for them on the focus's own day (tomorrow), never today;
// said of a reminder, whose deed may or may not be theirs, it is asked.
const pronounCopy = "copy"

var (
	copyForEN = []string{"and another one for {p} at 6", "same for {p} at 6", "one for {p} at 6 too", "another one for {p} at 6 pls",
		"same thing for {p} at 6", "and one more for {p} at 6", "one for {p} at 6 as well",
		"and one with {p} at 6 same day", "and another one with {p} at 6 on the same day"}
	copyForHE = []string{"ועוד אחד ל{p} ב6", "ועוד אחת ל{p} ב-6", "אותו דבר ל{p} ב6", "וגם עוד אחד ל{p} בשש", "עוד אחד ל{p} ב-6 גם",
		"וגם עם {p} ב-6 באותו יום", "וגם עם {p} בשש"}
	copyWhoEN = []string{"Sarah", "Tom", "Liam", "Dana Katz", "my son", "mom"}
	copyWhoHE = []string{"שרה לוי", "יוסי", "דנה", "נועה", "אמא", "סבתא"}
)

// pronounCopyFor composes one more of an event at 17:00 tomorrow for
// someone else at 6 (18:00), or, one time in four, of a reminder.
func (g *Generator) pronounCopyFor(c *Case) {
	at := day(c.Now, 1).Add(17 * time.Hour)
	who := pick(g.r, in(c.Lang, copyWhoEN, copyWhoHE))
	tmpl := pick(g.r, in(c.Lang, copyForEN, copyForHE))
	c.Template, c.Text = tmpl, fill(tmpl, "{p}", who)
	c.Want = Want{Intent: pronounCopy, Has: []string{who}, When: When{Times: []time.Time{at.Add(time.Hour)}}}
	if g.r.IntN(4) == 0 {
		c.Focus = &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: pick(g.r, in(c.Lang, doingsEN, doingsHE)), When: &at}
		c.Want.When = When{Ask: true}
		return
	}
	end := at.Add(time.Hour)
	c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: pick(g.r, in(c.Lang, heldEN, heldHE)),
		When: &at, End: &end}
}

// scoreCopy scores one more of the focus for someone: an event of the
// focus's kind (its first word) and length, naming them, at the hour said
// on the focus's day.
func scoreCopy(c Case, s memo.Step) (Outcome, string) {
	if c.Want.When.Ask {
		return Wrong, "one more of a reminder for someone, guessed: " + describe(s)
	}
	if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
		return Wrong, "not one more event: " + describe(s)
	}
	d, f := s.Calendar.Drafts[0], c.Focus
	head, _, _ := strings.Cut(f.Title, " ")
	switch {
	case !c.Want.When.Accepts(d.Start):
		return Wrong, "at " + when(&d.Start)
	case d.End.Sub(d.Start) != f.End.Sub(*f.When):
		return Wrong, "length " + d.End.Sub(d.Start).String()
	case !strings.Contains(strings.ToLower(d.Summary), strings.ToLower(c.Want.Has[0])) || !strings.HasPrefix(d.Summary, head):
		return Wrong, "named " + d.Summary
	}
	return Correct, ""
}
