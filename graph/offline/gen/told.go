package gen

import (
	"time"

	"github.com/memo-assistant/memo"
)

// A schedule told with its day and hour and no command, its noun one Memo
// does not know: "shearing at hendersons mon 6am", "gig at the Crown sat
// at 9pm", "מטווח ביום ראשון ב-6 בבוקר". What opens with the noun of what
// is held is an event; a deed said the same way ("call mum sat 6am") is
// the reminder kind's. And a reminder whose object is a noun with no verb
// ("remind me the pills at 9", "תזכירי לי את הכדורים ב-9"): its title is
// the noun, without "the" or "את".

var (
	// toldEN and toldHE are schedules' nouns Memo has no word for.
	toldEN = []string{
		"shearing at hendersons", "gig at the Crown", "footy training at the oval", "Practice at the arena",
		"beers at jacks", "bowling", "shearing", "curling at the rink", "drinks at Sam's",
		// A work or a sale held in a town, as a trade's diary says it.
		"tile job in ramat gan", "cattle auction in san angelo", "bathroom reno givatayim", "fence install at the Smiths",
		"tile work in haifa",
	}
	toldHE = []string{"מטווח", "חוג קרמיקה", "טקס סיום", "שמירה בשער", "מסדר", "גיבוש צוות",
		"עבודת ריצוף ברמת גן", "שיפוץ אמבטיה בגבעתיים", "מכירה פומבית בחיפה"}
	// toldTimesEN and toldTimesHE say a day and an hour.
	toldTimesEN = []timeExpr{
		{text: "mon 6am", mean: weekdayAt(time.Monday, 6, 0, false)},
		{text: "sat at 4pm", mean: weekdayAt(time.Saturday, 16, 0, false)},
		{text: "thurs at 3pm", mean: weekdayAt(time.Thursday, 15, 0, false)},
		{text: "tues 7am", mean: weekdayAt(time.Tuesday, 7, 0, false)},
		{text: "tomorrow at 9am", mean: tomorrow(9, 0)},
		{text: "on friday at 10am", mean: weekdayAt(time.Friday, 10, 0, false)},
		{text: "friday 8am", mean: weekdayAt(time.Friday, 8, 0, false)},
		{text: "saturday 1pm", mean: weekdayAt(time.Saturday, 13, 0, false)},
	}
	toldTimesHE = []timeExpr{
		{text: "ביום חמישי שעה 17:30", mean: weekdayAt(time.Thursday, 17, 30, false)},
		{text: "מחר ב-9", mean: tomorrow(9, 0)},
		{text: "מחר בתשע בבוקר", mean: tomorrow(9, 0)},
		{text: "מחר ב-10 בלילה", mean: tomorrow(22, 0)},
		{text: "מחר ב-14:30", mean: tomorrow(14, 30)},
		// A weekday said bare before its hour, as texted.
		{text: "שישי ב-17:00", mean: weekdayAt(time.Friday, 17, 0, false)},
		{text: "חמישי ב-9 בבוקר", mean: weekdayAt(time.Thursday, 9, 0, false)},
	}
	// toldForms are the orders a schedule is told in.
	// The request to keep it may close with a word of endearment, a
	// particle, or be said formally ("…, kindly note", "…, נא לרשום").
	toldFormsEN = []string{"{i} {t}", "{i} {t}, add it", "{i} {t}, put it in", "{i} {t} pop it in the calendar",
		"{i} {t}, put it in the diary love", "{i} {t} oui, put it in", "{i} {t}, kindly note"}
	toldFormsHE = []string{"{i} {t}", "{t} {i}", "{i} {t}, תכניס", "{i} {t}, נא לרשום", "{i} {t} נא להכניס ליומן"}

	// objectsEN and objectsHE are things a reminder names with no verb.
	objectsEN   = []string{"pills", "bins", "kids' lunches", "car registration", "recycling"}
	objectsHE   = []string{"הכדורים", "הפח", "הכביסה", "האוכל של הכלב"}
	remindObjEN = []string{"remind me the {i} {t}", "pls remind me the {i} {t}"}
	remindObjHE = []string{"תזכירי לי את {i} {t}", "תזכיר לי את {i} {t}"}
)

// toldSchedule composes an event told with its day and hour, its noun not
// one Memo knows; it must be an event, never a reminder.
func (g *Generator) toldSchedule(c *Case) {
	tmpl := pick(g.r, in(c.Lang, toldFormsEN, toldFormsHE))
	te := pick(g.r, in(c.Lang, toldTimesEN, toldTimesHE))
	ev := pick(g.r, in(c.Lang, toldEN, toldHE))
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", ev, "{t}", te.text)
	var lacks []string
	for _, w := range commandWords(tmpl, te.text) {
		if !contains(words(ev), w) {
			lacks = append(lacks, w) // "pop it in the calendar" beside "Practice at the arena"
		}
	}
	c.Want = Want{Has: words(ev), Lacks: lacks, When: te.mean(c.Now)}
}

// remindObject composes a reminder of a thing named with no verb.
func (g *Generator) remindObject(c *Case) {
	tmpl := pick(g.r, in(c.Lang, remindObjEN, remindObjHE))
	te := pick(g.r, in(c.Lang, toldTimesEN, toldTimesHE))
	item := pick(g.r, in(c.Lang, objectsEN, objectsHE))
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item, "{t}", te.text)
	c.Want = Want{Has: words(item), Lacks: append(commandWords(tmpl, te.text), "the", "את"), When: te.mean(c.Now)}
}

// A schedule told with a copula: "the reunion is saturday at 4pm", "my
// dentist appointment is on friday at 10am", "ישיבת ההורים היא ביום חמישי
// בשש בערב". It is an event at the day and hour said, the copula no word
// of its title.
var (
	// toldIsEN are events told with a copula; toldIsFormsEN the ways.
	toldIsEN      = []string{"reunion", "dentist appointment", "parent teacher conference", "book club", "team meeting", "haircut"}
	toldIsFormsEN = []string{"the {i} is {t}", "my {i} is {t}", "the {i}'s {t}", "our {i} is {t}"}
	// toldIsHE are Hebrew events with the copula of their gender.
	toldIsHE = []struct{ noun, copula string }{
		{"ישיבת ההורים", "היא"}, {"הפגישה עם דנה", "היא"}, {"התור לרופא שיניים", "הוא"}, {"הטקס", "הוא"}, {"החתונה של אחי", "היא"},
	}
	// toldIsTimesHE open with the ב the Hebrew copula is told before.
	toldIsTimesHE = []timeExpr{
		{text: "ביום חמישי שעה 17:30", mean: weekdayAt(time.Thursday, 17, 30, false)},
		{text: "ביום ראשון בשש בערב", mean: weekdayAt(time.Sunday, 18, 0, false)},
		{text: "ביום שלישי ב-16:30", mean: weekdayAt(time.Tuesday, 16, 30, false)},
	}
)

// toldScheduleIs composes an event told with a copula.
func (g *Generator) toldScheduleIs(c *Case) {
	if c.Lang == memo.Hebrew {
		ev, te := pick(g.r, toldIsHE), pick(g.r, toldIsTimesHE)
		c.Template = "{i} {c} {t}"
		c.Text = ev.noun + " " + ev.copula + " " + te.text
		c.Want = Want{Has: words(ev.noun), Lacks: []string{ev.copula}, When: te.mean(c.Now)}
		return
	}
	tmpl, ev, te := pick(g.r, toldIsFormsEN), pick(g.r, toldIsEN), pick(g.r, toldTimesEN)
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", ev, "{t}", te.text)
	c.Want = Want{Has: words(ev), Lacks: []string{"is"}, When: te.mean(c.Now)}
}

// A thing told forgotten, or needed, before the request to be reminded of
// it: "shame I forgot the soccer practice again, remind me mon 6am",
// "שכחתי שוב את החוג של הילד, תזכיר לי מחר ב-9", "i need to call the
// bank tomorrow, remind me at 9". It is a reminder of the thing, the slip
// no word of it, never an event.
var (
	forgotThingsEN = []string{"soccer practice", "piano lesson", "yoga class", "dentist", "parent teacher meeting"}
	forgotThingsHE = []string{"החוג של הילד", "השיעור בפסנתר", "התור לרופא", "האימון של דני"}
	forgotFormsEN  = []string{"shame I forgot the {i} again, remind me {t}", "damn i missed the {i} again, remind me {t}", "ugh forgot the {i}, remind me {t}"}
	forgotFormsHE  = []string{"שכחתי שוב את {i}, תזכיר לי {t}", "אוף שכחתי את {i}, תזכירי לי {t}"}
	needFormsEN    = []string{"i need to {i} tomorrow, remind me at 9", "omg I need to {i} tomorrow, remind me at 9 pls"}
	needFormsHE    = []string{"אני צריך {i} מחר, תזכירי לי ב9", "אני צריכה {i} מחר, תזכיר לי ב-9"}
)

// remindThingBefore composes a reminder whose thing is told in a clause
// before the request.
func (g *Generator) remindThingBefore(c *Case) {
	if g.r.IntN(2) == 0 {
		tmpl := pick(g.r, in(c.Lang, needFormsEN, needFormsHE))
		item := pick(g.r, in(c.Lang, doingsEN, doingsHE))
		c.Template = tmpl
		c.Text = fill(tmpl, "{i}", item)
		c.Want = Want{Has: words(item), Lacks: []string{"need", "omg", "pls", "צריך", "צריכה", "remind", "תזכיר", "תזכירי"}, When: tomorrow(9, 0)(c.Now)}
		return
	}
	tmpl := pick(g.r, in(c.Lang, forgotFormsEN, forgotFormsHE))
	te := pick(g.r, in(c.Lang, toldTimesEN, toldTimesHE))
	item := pick(g.r, in(c.Lang, forgotThingsEN, forgotThingsHE))
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item, "{t}", te.text)
	c.Want = Want{Has: words(item), Lacks: []string{"shame", "forgot", "missed", "again", "ugh", "damn", "שכחתי", "שוב", "אוף", "remind", "תזכיר", "תזכירי"}, When: te.mean(c.Now)}
}
