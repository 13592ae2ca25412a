package gen

import (
	"fmt"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Two reminders said in one message, each with its own day and hour:
// "remind me to call mom monday at 9 and dad thursday at 4pm" (the second
// the first one's deed to someone else), "remind me monday at 9 to buy
// milk and thursday at 16:00 to call the bank", one a line; "תזכיר לי
// להתקשר לאמא ביום שני ב-9:00 ולאבא ביום חמישי ב-16:00". It is both
// reminders, in the order said, each with its own words and time.

var (
	pairRemindEN = []string{"remind me to {v} {w1} {d1} at {h1} and {w2} {d2} at {h2}", "remind me {d1} at {h1} to {x1} and {d2} at {h2} to {x2}",
		"remind me to {x1} {d1} at {h1} {nl} remind me to {x2} {d2} at {h2}", "remind me to {x1} on {d1} at {h1} and to {x2} on {d2} at {h2}"}
	pairRemindHE = []string{"תזכיר לי {v} {w1} ביום {d1} ב-{h1} ו{w2} ביום {d2} ב-{h2}", "תזכיר לי ביום {d1} ב-{h1} {x1} וביום {d2} ב-{h2} {x2}",
		"תזכיר לי {x1} ביום {d1} ב-{h1} {nl} תזכיר לי {x2} ביום {d2} ב-{h2}", "תזכירי לי {v} {w1} ב{d1} ב-{h1} ו{w2} ב{d2} ב-{h2}"}
	// whomEN and whomHE are someone a deed is done to, with the verbs
	// that take them.
	whomEN     = []string{"mom", "dad", "grandma", "Dana", "the plumber", "my sister", "the bank", "Avi"}
	whomVerbEN = []string{"call", "text", "visit"}
	whomHE     = []string{"לאמא", "לאבא", "לסבתא", "לדנה", "לרופא", "לאבי"}
	whomVerbHE = []string{"להתקשר", "לסמס"}
)

// pairRemind composes two reminders, each with its day and hour.
func (g *Generator) pairRemind(c *Case) {
	tmpl := pick(g.r, in(c.Lang, pairRemindEN, pairRemindHE))
	ws := in(c.Lang, whomEN, whomHE)
	i, j := g.twoOf(len(ws))
	xs := plainDoings(c.Lang)
	k, l := g.twoOf(len(xs))
	v := pick(g.r, in(c.Lang, whomVerbEN, whomVerbHE))
	w := g.twoWhens(c)
	d1, d2, s1, s2 := w.d1, w.d2, w.s1, w.s2
	c.Template = tmpl
	c.Text = lines(fill(tmpl, "{v}", v, "{w1}", ws[i], "{w2}", ws[j], "{x1}", xs[k], "{x2}", xs[l], "{d1}", d1, "{d2}", d2, "{h1}", s1, "{h2}", s2))
	t1, t2 := xs[k], xs[l]
	if strings.Contains(tmpl, "{w1}") {
		t1, t2 = v+" "+ws[i], v+" "+ws[j]
	}
	lacks := commandWords(tmpl, d1, d2, s1, s2)
	second := Want{Has: words(t2), Lacks: append(others(words(t1), words(t2)), lacks...),
		When: When{Times: []time.Time{clock(day(c.Now, w.b), w.h2, 0)}}}
	c.Want = Want{Has: words(t1), Lacks: append(others(words(t2), words(t1)), lacks...), Remind: true,
		When: When{Times: []time.Time{clock(day(c.Now, w.a), w.h1, 0)}}, Anchor: &second}
}

// scorePairRemind scores the reminders of two said in one message: each
// with its words at its time, in the order said, in one step or two.
func scorePairRemind(c Case, steps []memo.Step) (Outcome, string) {
	var one []memo.Step
	for _, s := range steps {
		if s.Capability != memo.CapTasks || s.Operation != memo.OpTaskCreate || s.Tasks == nil {
			return Wrong, "not a reminder: " + describe(s)
		}
		for _, d := range s.Tasks.Drafts {
			x := s
			args := *s.Tasks
			args.Drafts = []memo.TaskDraft{d}
			x.Tasks = &args
			one = append(one, x)
		}
	}
	if len(one) != 2 || c.Want.Anchor == nil {
		return Wrong, fmt.Sprintf("%d reminders for 2", len(one))
	}
	second := c
	second.Want = *c.Want.Anchor
	for i, x := range []Case{c, second} {
		x.Kind = Reminder
		if o, why := scoreTask(x, one[i]); o != Correct {
			return o, fmt.Sprintf("reminder %d: %s", i+1, why)
		}
	}
	return Correct, ""
}

// lines writes each "{nl}" of a filled template as a line's end.
func lines(s string) string { return strings.ReplaceAll(s, " {nl} ", "\n") }
