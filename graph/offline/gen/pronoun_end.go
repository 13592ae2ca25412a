package gen

import (
	"time"

	"github.com/memo-assistant/memo"
)

// The end of the event in focus (17:00 tomorrow) told with a verb of
// ending, drawn from a stream of its own in place of a pronoun case now
// and then: "change it to end at 7pm", "no, finish at 19:00 please",
// "תשנה שזה נגמר ב-19:00", "שיסתיים ב-19:00". Its new end is 19:00, never
// its title nor a new reminder.

var (
	endSaidEN = []string{"change it to end at 7pm", "make it finish at 7pm instead", "no, finish at 19:00 please", "extend it to 7pm",
		"till 7pm", "can you make it end at 7pm", "make it end at 19:00", "it ends at 7pm now"}
	endSaidHE = []string{"תשנה שזה נגמר ב-19:00", "תשני שזה ייגמר ב-19:00", "שיסתיים ב-19:00", "שזה יסתיים ב-19:00", "עד 19:00",
		"סליחה, שהאירוע יסתיים ב-19:00", "לא, שזה ייגמר בשבע בערב בבקשה"}
)

// pronounEnd puts one of the forms above in place of c, a pronoun case,
// now and then; it reports whether it did.
func (g *Generator) pronounEnd(c *Case) bool {
	r := g.stream("finish")
	if r.IntN(12) != 0 {
		return false
	}
	n := fresh(c)
	at := day(c.Now, 1).Add(17 * time.Hour)
	end := at.Add(time.Hour)
	title := pick(r, in(c.Lang, heldEN, heldHE))
	n.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: title, When: &at, End: &end}
	tmpl := pick(r, in(c.Lang, endSaidEN, endSaidHE))
	n.Want = Want{Intent: pronounLength, When: When{Times: []time.Time{at.Add(2 * time.Hour)}}}
	n.Template, n.Text = tmpl, tmpl
	*c = n
	return true
}
