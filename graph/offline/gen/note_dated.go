package gen

import (
	"time"
)

// A note asked for whose content is one's own appointment to come: "note
// that on sunday at 8am I have a dentist appointment", "תרשום לי שביום
// ראשון בשעה שמונה בבוקר יש לי תור לרופא שיניים". It is an event at that
// time, never a memory. Drawn from its own stream (notes), after the event's
// own draws, so the other cases keep theirs.

var (
	// noteDatedTimesEN and noteDatedTimesHE say a day ahead and its hour.
	noteDatedTimesEN = []timeExpr{
		{text: "on sunday at 8am", mean: weekdayAt(time.Sunday, 8, 0, false)},
		{text: "tomorrow at 10am", mean: tomorrow(10, 0)},
		{text: "on thursday at 4pm", mean: weekdayAt(time.Thursday, 16, 0, false)},
	}
	noteDatedTimesHE = []timeExpr{
		{text: "ביום ראשון בשעה שמונה בבוקר", mean: weekdayAt(time.Sunday, 8, 0, false)},
		{text: "מחר בעשר בבוקר", mean: tomorrow(10, 0)},
		{text: "ביום חמישי ב-4 אחרי הצהריים", mean: weekdayAt(time.Thursday, 16, 0, false)},
	}
	// noteDatedEN and noteDatedHE are the notes asked for.
	noteDatedEN = []string{"note that {t} I have a {i}", "write down that {t} I have a {i}", "pls note that {t} I've got a {i}"}
	noteDatedHE = []string{"תרשום לי ש{t} יש לי {i}", "תרשמי בבקשה ש{t} יש לי {i}", "תרשום ש{t} יש לי {i}"}
)

// noteDated says the event of c, ev, as a note of one's own appointment
// (see above).
func (g *Generator) noteDated(c *Case, ev string) {
	tmpl := pick(g.stream("notes"), in(c.Lang, noteDatedEN, noteDatedHE))
	te := pick(g.stream("notes"), in(c.Lang, noteDatedTimesEN, noteDatedTimesHE))
	var lacks []string
	for _, w := range commandWords(tmpl, te.text) {
		if !contains(words(ev), w) {
			lacks = append(lacks, w)
		}
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", ev, "{t}", te.text)
	c.Want = Want{Has: words(ev), Lacks: lacks, When: te.mean(c.Now)}
}
