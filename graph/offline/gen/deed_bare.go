package gen

import (
	"time"

	"github.com/memo-assistant/memo"
)

// A reminder whose deed follows its time with no "to": after an hour in
// words or digits ("remind me friday at ten call the appraiser", "remind
// me tomorrow 8am pick up the suit"), after a bare "remind" with a day or
// a short weekday opening the message ("tmrw remind call mom", "sun
// remind water the plants"); in Hebrew a weekday alone before its hour
// ("תזכיר לי שישי בעשר להתקשר לשמאי"). And thanks that names the thing to
// do, kept in a task's title: "write a letter of thanks to the
// committee", "לכתוב מכתב תודה לוועד".
var (
	bareDeedEN = []string{"remind me {t} {i}", "{t} remind {i}", "{t} remind me {i}"}
	bareDeedHE = []string{"תזכיר לי {t} {i}", "תזכירי לי {t} {i}", "{t} תזכיר לי {i}"}
	// bareDeedTimesEN are said after "remind me"; bareLeadTimesEN open
	// the message before a bare "remind".
	bareDeedTimesEN = []timeExpr{{text: "friday at ten", mean: weekdayAt(time.Friday, 10, 0, false)},
		{text: "tomorrow 8am", mean: tomorrow(8, 0)}, {text: "tmrw at 3pm", mean: tomorrow(15, 0)},
		{text: "on sunday at 10:30am", mean: weekdayAt(time.Sunday, 10, 30, false)}, {text: "at nine", mean: bareHour(9, 0)}}
	bareLeadTimesEN = []timeExpr{{text: "tmrw", mean: dayOnly(1), day: true}, {text: "sun", mean: weekdayOnly(time.Sunday), day: true},
		{text: "sat", mean: weekdayOnly(time.Saturday), day: true}, {text: "mon", mean: weekdayOnly(time.Monday), day: true},
		{text: "tomorrow at 5pm", mean: tomorrow(17, 0)}, {text: "fri 9am", mean: weekdayAt(time.Friday, 9, 0, false)}}
	bareDeedTimesHE = []timeExpr{{text: "שישי בעשר", mean: weekdayAt(time.Friday, 10, 0, false)},
		{text: "מחר ב-8 בבוקר", mean: tomorrow(8, 0)}, {text: "ראשון בבוקר ב-9", mean: weekdayAt(time.Sunday, 9, 0, false)}}
	// bareDeedsEN are deeds opening with a verb.
	bareDeedsEN = []string{"call the appraiser", "pick up the suit", "water the plants", "pay the electricity bill", "feed the cat",
		"buy milk", "send the report to Dana", "book a table at Nando's"}
	// thanksDeedsEN and thanksDeedsHE are things to do that thanks names.
	thanksDeedsEN = []string{"write a letter of thanks to the committee", "send a thank-you card to grandma",
		"buy a thank you gift for the teacher", "write a thank you note to Dana", "post a note of thanks to the neighbours"}
	thanksDeedsHE = []string{"לכתוב מכתב תודה לוועד", "לשלוח כרטיס תודה לסבתא", "לקנות מתנת תודה לגננת", "לכתוב פתק תודה לשכנים"}
)

// remindBareDeed composes a reminder whose deed follows its time with no
// "to".
func (g *Generator) remindBareDeed(c *Case) {
	tmpl := pick(g.r, in(c.Lang, bareDeedEN, bareDeedHE))
	var te timeExpr
	item := pick(g.r, doingsHE)
	switch {
	case c.Lang == memo.Hebrew:
		te = pick(g.r, bareDeedTimesHE)
	case tmpl[0] == '{':
		te, item = pick(g.r, bareLeadTimesEN), pick(g.r, bareDeedsEN)
	default:
		te, item = pick(g.r, bareDeedTimesEN), pick(g.r, bareDeedsEN)
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item, "{t}", te.text)
	c.Want = Want{Has: words(item), Lacks: commandWords(tmpl, te.text), When: te.mean(c.Now)}
}
