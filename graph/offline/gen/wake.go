package gen

// A wake-up said with what it is for is a reminder titled by that
// purpose, never an event of it, even when the purpose is an event's
// noun: "תעיר אותי מחר ב-1:45 בלילה לשמירה" is a reminder "שמירה",
// "wake me up tomorrow at 5am for my flight" one of "my flight".
var (
	wakeEN = []string{"wake me up {t} for {p}", "wake me {t} for {p}", "set an alarm {t} for {p}", "{t} wake me up for {p}"}
	wakeHE = []string{"תעיר אותי {t} ל{p}", "תעירי אותי {t} ל{p}", "תעיר אותי ל{p} {t}", "תשים לי שעון מעורר {t} ל{p}"}
	// wakePurposesEN and wakePurposesHE are what one is woken for.
	wakePurposesEN = []string{"my flight", "the early shift", "guard duty", "morning prayers", "the train"}
	wakePurposesHE = []string{"שמירה", "טיסה", "תפילה", "משמרת בוקר", "אימון"}
	// wakeTimesEN and wakeTimesHE are hours of the morning said with their
	// day, which no wake-up reads another way.
	wakeTimesEN = []timeExpr{{text: "tomorrow at 5am", mean: tomorrow(5, 0)}, {text: "tomorrow at 6:30am", mean: tomorrow(6, 30)},
		{text: "tomorrow at 4:45 am", mean: tomorrow(4, 45)}}
	wakeTimesHE = []timeExpr{{text: "מחר ב-5 בבוקר", mean: tomorrow(5, 0)}, {text: "מחר ב-6:30 בבוקר", mean: tomorrow(6, 30)},
		{text: "מחר ב1:45 בלילה", mean: tomorrow(1, 45)}}
)

// wake composes a wake-up with its purpose.
func (g *Generator) wake(c *Case) {
	tmpl := pick(g.r, in(c.Lang, wakeEN, wakeHE))
	te := pick(g.r, in(c.Lang, wakeTimesEN, wakeTimesHE))
	p := pick(g.r, in(c.Lang, wakePurposesEN, wakePurposesHE))
	c.Template = tmpl
	c.Text = fill(tmpl, "{p}", p, "{t}", te.text)
	c.Want = Want{Has: words(p), Lacks: commandWords(tmpl, te.text), When: te.mean(c.Now)}
}
