package gen

import (
	"fmt"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Forms drawn from a stream of their own (Generator.shorts), each in
// place of a case already composed, so the draws of every other case stay
// as they were: a deed due by a day with no hour ("pay the water bill by
// friday", "להגיש את הדוח עד סוף החודש": a task due that day at the day's
// usual hour), a reminder's bare hour after a thing told with its part of
// the day ("יוצא לים מחר ב4 לפנות בוקר תזכיר לי ב3 וחצי": 03:30), and a
// nudge's minutes written short ("כל 10 דק", "every 15 min") with the
// until-done clause after the deed ("עד שאגיד שסיימתי").

var (
	// dueDeedsEN and dueDeedsHE are deeds with a deadline, each opening
	// with its verb.
	dueDeedsEN = []string{"pay the water bill", "renew the car insurance", "call the accountant", "submit the report", "send the invoice to Dana"}
	dueDeedsHE = []string{"לשלם ארנונה", "לחדש את הביטוח", "להתקשר לרואה החשבון", "להגיש את הדוח", "לשלם את חשבון המים"}
	// dueDaysEN and dueDaysHE are Sunday to Friday as a deadline names
	// them.
	dueDaysEN = []string{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday"}
	dueDaysHE = []string{"יום ראשון", "שני", "יום שלישי", "רביעי", "יום חמישי", "שישי"}
	// goingEN and goingHE are things done early or late, told with their
	// hour.
	goingEN = []string{"heading out", "leaving for the airport", "driving to eilat"}
	goingHE = []string{"יוצא לים", "נוסע לשדה", "יוצאת לטיול"}
	// untilDoneHE are the clauses a nudge ends by: until the user says so.
	untilDoneHE = []string{"עד שאגיד שסיימתי", "עד שאענה", ""}
)

// shortForm puts one of the forms above in place of c now and then.
func (g *Generator) shortForm(c *Case) {
	switch {
	case c.Kind == Reminder && g.stream("shorts").IntN(20) == 0:
		g.dueBy(c)
	case c.Kind == Reminder && g.stream("shorts").IntN(20) == 0:
		g.toldHour(c)
	case c.Kind == Nudge && g.stream("shorts").IntN(4) == 0:
		g.nudgeShort(c)
	case c.Kind == Reminder && g.stream("clockhalf").IntN(25) == 0:
		clockHalf(g.stream("clockhalf"), c) // "תזכיר מחר 5:00 להזמין סחורה": dawn or asked
	case c.Kind == Reminder && g.stream("learner").IntN(6) == 0:
		learner(g.stream("learner"), c) // "אתה תזכיר אותי …", "תזכיר אני להתקשר …"
	case c.Kind == ListAdd:
		before := c.Text
		g.listRunForm(c)
		if c.Text == before {
			amountAfter(g.stream("amountafter"), c) // "add Castle lager, 2 cases to the shopping list"
		}
		if c.Text == before {
			articledList(g.stream("articled"), c) // "תוסיפי לרשימת המרפאה כפפות מידה M, מסכות ומשחה להלבנה"
		}
	case c.Kind == Pronoun && g.pronounOnce(c):
		// "cancel just the one tomorrow", "it'll run till 7pm", "המרפאה התקשרה להזיז את זה ל-18:00"
	case c.Kind == Pronoun && g.pronounEnd(c):
		// "change it to end at 7pm", "תשנה שזה נגמר ב-19:00"
	case c.Kind == Event && g.stream("mealday").IntN(20) == 0:
		mealDayEvent(g.stream("mealday"), c) // "הנכדים באים לארוחת שישי ביום שישי בשבע בערב"
	case c.Kind == Event && c.Lang == memo.Hebrew && g.stream("insideword").IntN(20) == 0:
		insideWordEvent(g.stream("insideword"), c) // "פליידייט בפארק ביום חמישי ב-10": no "דייט" in it
	case c.Kind == Reminder && g.stream("frenchclock").IntN(25) == 0:
		frenchClock(g.stream("frenchclock"), c) // "remind me tomorrow à 17h30 to …", "… at 5h …"
	case c.Kind == Reminder && g.stream("exactness").IntN(25) == 0:
		exactTimeReminder(g.stream("exactness"), c) // "… by 4pm prompt today", "מחר ב-17:00 בדיוק …"
	case c.Kind == Reminder && g.stream("fourdigit").IntN(25) == 0:
		fourDigitReminder(g.stream("fourdigit"), c) // "remind me 1730 take meds", "תזכיר לי 0930 להתקשר לבנק"
	}
}

// fresh is c emptied of what was composed, keeping its kind, language,
// moment and lists.
func fresh(c *Case) Case {
	return Case{Kind: c.Kind, Lang: c.Lang, Now: c.Now, Lists: c.Lists}
}

// dueBy composes a deed due by a weekday or the end of the month.
func (g *Generator) dueBy(c *Case) {
	r := g.stream("shorts")
	n := fresh(c)
	deed := pick(r, in(c.Lang, dueDeedsEN, dueDeedsHE))
	y, m, d := c.Now.Date()
	last := time.Date(y, m+1, 0, 0, 0, 0, 0, Loc).Day()
	var by string
	var day time.Time
	if r.IntN(3) == 0 && d != last {
		by, day = pick(r, in(c.Lang, []string{"by end of month", "by the end of the month"}, []string{"עד סוף החודש"})), time.Date(y, m, last, 0, 0, 0, 0, Loc)
	} else {
		i := r.IntN(6)
		ahead := (i - int(c.Now.Weekday()) + 7) % 7
		if ahead == 0 {
			ahead = 7
		}
		by, day = in(c.Lang, []string{"by "}, []string{"עד "})[0]+in(c.Lang, dueDaysEN, dueDaysHE)[i], time.Date(y, m, d+ahead, 0, 0, 0, 0, Loc)
	}
	n.Template = "{i} " + by
	n.Text = deed + " " + by
	n.Want = Want{Has: words(deed), Lacks: []string{"by", "עד", "סוף"}, When: When{Times: []time.Time{day.Add(9 * time.Hour)}}}
	*c = n
}

// toldHour composes a thing told tomorrow with its hour and part of the
// day, and a reminder at a bare hour before it.
func (g *Generator) toldHour(c *Case) {
	if c.Now.Hour() < 5 {
		return // just past midnight, "tomorrow" is said of the day begun
	}
	r := g.stream("shorts")
	n := fresh(c)
	deed := pick(r, in(c.Lang, goingEN, goingHE))
	h := 4 + r.IntN(4) // the thing, 04:00 to 07:00
	rh, rm := h-1, []int{0, 15, 30}[r.IntN(3)]
	y, m, d := c.Now.Date()
	due := time.Date(y, m, d+1, rh, rm, 0, 0, Loc)
	if c.Lang == memo.Hebrew {
		part := "לפנות בוקר"
		if h >= 6 && r.IntN(2) == 0 {
			part = "בבוקר"
		}
		remind := fmt.Sprintf("%d", rh)
		switch rm {
		case 15:
			remind += " ורבע"
		case 30:
			remind += pick(r, []string{" וחצי", ":30"})
		}
		n.Text = fmt.Sprintf("%s מחר ב%d %s תזכיר לי ב%s", deed, h, part, remind)
		n.Want = Want{Has: words(deed), Lacks: []string{"תזכיר", "מחר"}, When: When{Times: []time.Time{due}}}
	} else {
		told := pick(r, []string{"%s tomorrow at %dam", "%s at %d in the morning tomorrow", "%s tomorrow at %d a.m."})
		n.Text = fmt.Sprintf(told, deed, h) + pick(r, []string{", remind me at ", " remind me at "}) + fmt.Sprintf("%d:%02d", rh, rm)
		n.Want = Want{Has: words(deed), Lacks: []string{"remind", "tomorrow"}, When: When{Times: []time.Time{due}}}
	}
	n.Template = "{i} {t}, remind me at {h}"
	*c = n
}

// nudgeShort composes a nudge whose minutes are written short.
func (g *Generator) nudgeShort(c *Case) {
	r := g.stream("shorts")
	n := fresh(c)
	every := []int{5, 10, 15, 20}[r.IntN(4)]
	if c.Lang == memo.Hebrew {
		deed := pick(r, deedsHE)[1]
		nag := pick(r, append([]string{"תזכיר לי"}, nagHE...))
		n.Text = strings.Join(strings.Fields(fmt.Sprintf("%s כל %d %s %s %s", nag, every, pick(r, []string{"דק", "דק'", "דק׳"}), deed, pick(r, untilDoneHE))), " ")
		n.Want = Want{Has: words(strings.SplitN(deed, " ", 2)[1]), Lacks: []string{"עד", "דק", "תציק", "תנדנד"}, Every: time.Duration(every) * time.Minute}
	} else {
		deed := pick(r, dueDeedsEN)
		n.Text = fmt.Sprintf("%s every %d min to %s until I say done", pick(r, nagEN), every, deed)
		n.Want = Want{Has: words(deed), Lacks: []string{"until", "done", "nag", "nudge"}, Every: time.Duration(every) * time.Minute}
	}
	n.Template = "{n} every {m} {i} until done"
	*c = n
}
