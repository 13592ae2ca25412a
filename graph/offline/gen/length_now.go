package gen

import "time"

// A length said right after the command to remind, with no "in" before
// it, is how long from now: "remind 20 min call back the supplier",
// "remind me an hour to check the oven", "תזכיר 20 דק להתקשר".
var (
	lengthNowEN = []string{"remind me {l} to {i}", "remind {l} {i}", "remind me {l} {i}", "ping me {l} to {i}", "please remind me {l} to {i}"}
	lengthNowHE = []string{"תזכיר {l} {i}", "תזכירי לי {l} {i}", "תזכיר לי {l} {i}", "תזכירי {l} {i}"}
	lengthsEN   = []timeExpr{{text: "20 min", mean: after(20 * time.Minute)}, {text: "20 minutes", mean: after(20 * time.Minute)},
		{text: "an hour", mean: after(time.Hour)}, {text: "half an hour", mean: after(30 * time.Minute)}, {text: "2 hours", mean: after(2 * time.Hour)},
		{text: "10 mins", mean: after(10 * time.Minute)}}
	lengthsHE = []timeExpr{{text: "20 דק", mean: after(20 * time.Minute)}, {text: "20 דקות", mean: after(20 * time.Minute)},
		{text: "שעה", mean: after(time.Hour)}, {text: "חצי שעה", mean: after(30 * time.Minute)}, {text: "שעתיים", mean: after(2 * time.Hour)},
		{text: "10 דקות", mean: after(10 * time.Minute)}}
)

// lengthNow composes a reminder whose time is a length said right after
// the command.
func (g *Generator) lengthNow(c *Case) {
	tmpl := pick(g.r, in(c.Lang, lengthNowEN, lengthNowHE))
	l := pick(g.r, in(c.Lang, lengthsEN, lengthsHE))
	item := g.doing(tmpl, c.Lang)
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item, "{l}", l.text)
	c.Want = Want{Has: words(item), Lacks: commandWords(tmpl, l.text), When: l.mean(c.Now)}
}
