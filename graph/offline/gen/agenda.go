package gen

import (
	"slices"
	"time"

	"github.com/memo-assistant/memo"
)

// Agenda asks what is on a day, as people ask it: "what do I have
// tomorrow", "tell me what I have on friday", "what sessions do i have
// tomorrow", "מה יש לי מחר", "תגידי לי מה יש לי ביום שישי", "אילו שיעורים
// יש לי מחר". It reads the tasks or the calendar of that day
// (both, or one); it never stores or changes anything.
const Agenda Kind = "agenda"

var (
	agendaEN = []string{
		"what do I have {d}", "what do i have going on {d}", "tell me what I have {d}", "what's on my calendar {d}",
		"show me what i have {d}", "can you tell me what i have {d}", "what's on {d}", "anything on {d}?",
		"what does my day look like {d}", "whats my schedule look like {d}",
		"how busy am i {d}", "how does my day look {d}", "what's up {d}",
		"what I have {d}?", "would you kindly show me everything I have scheduled {d}?",
		// Asked for "we", with a contraction, or in a dialect's words.
		"what've we got {d}", "whatve we got {d}", "what have we got {d}", "wat we got {d}", "what we got {d}", "wetin i get {d}",
		"what sessions do i have {d}", "which classes have i got {d}", "what meetings do I have {d}", "which shifts do i have {d}?",
		// A trade's day by what it works at.
		"what jobs i got {d}", "what clients do i have {d}", "what gigs have i got {d}?",
		// Asked in the English of many places.
		"what all i have {d}", "what all i am having {d}", "do i got anything {d}", "i got anything {d}?",
		"got anything {d}?", "what do i have {d} yaar",
		// The schedule as texted.
		"what's my sched {d}", "whats my sched {d}?",
		// Irish and Scots: "have I … on" with no "do", "at all", "ah" for "I".
		"what have I on {d} at all", "have I anything on {d}", "whit have ah got on {d}",
		// Wrapped in chatter, or told as a thing forgotten.
		"wait what do I have {d} again", "ugh i forgot what i have {d}", "i forgot what's on {d} lol",
		// Its question word one slip off.
		"wahts my sched {d}?", "wahts on {d}", "whats on my sched {d}",
		// Terse: the question word and the day alone.
		"what {d}", "what {d}?", "anything {d}", "wetin dey {d}",
	}
	agendaHE = []string{
		"מה יש לי {d}", "מה יש לי ביומן {d}", "תגיד לי מה יש לי {d}", "תגידי לי מה יש לי {d}",
		"מה מתוכנן {d}", "יש לי משהו {d}?", "מה קורה אצלי {d}", "מה קורה {d}",
		"כמה אני עמוסה {d}", "איך נראה הלו\"ז שלי {d}",
		"אילו שיעורים יש לי {d}", "אילו לקוחות יש לי {d}", "איזה אימונים יש לי {d}", "מה המשמרות שלי {d}", "אילו פגישות יש לי {d}?",
		// Spoken: shown, on one's head, in the plan.
		"תראי מה יש לי {d}", "תראה לי מה יש לי {d}", "מה על הראש שלי {d}", "מה בתכנון {d}",
		// The schedule as texted: in English letters, לו"ז with apostrophes.
		"מה ה-schedule שלי {d}", "מה הלו''ז שלי {d}", "מה יש לי בלו\"ז {d}",
		// Wrapped in chatter, or told as a thing forgotten.
		"וואלה שכחתי מה יש לי {d}", "אחי מה יש לי {d} בכלל?", "אני לא זוכרת מה יש לי {d}",
		// Terse: the question word and the day alone.
		"מה {d}", "מה {d}?", "מה יש {d}",
	}
	// daysEN and daysHE are days said with their meaning: the day's first
	// instant (a time on it; its hour does not count).
	daysEN = []timeExpr{
		{text: "today", mean: dayAfter(0, 12, 0)}, {text: "tomorrow", mean: dayAfter(1, 12, 0)},
		{text: "tmrw", mean: dayAfter(1, 12, 0)}, {text: "the day after tomorrow", mean: dayAfter(2, 12, 0)},
		{text: "on friday", mean: weekdayOn(time.Friday)}, {text: "on monday", mean: weekdayOn(time.Monday)},
		{text: "this sunday", mean: weekdayOn(time.Sunday)},
	}
	daysHE = []timeExpr{
		{text: "היום", mean: dayAfter(0, 12, 0)}, {text: "מחר", mean: dayAfter(1, 12, 0)},
		{text: "מחרתיים", mean: dayAfter(2, 12, 0)}, {text: "ביום שישי", mean: weekdayOn(time.Friday)},
		{text: "ביום שני", mean: weekdayOn(time.Monday)}, {text: "ביום ראשון הקרוב", mean: weekdayOn(time.Sunday)},
		// "next" said feminine, as people mix the genders.
		{text: "ברביעי הבאה", mean: weekdayNextOn(time.Wednesday)}, {text: "בשבת הבאה", mean: weekdayNextOn(time.Saturday)},
	}
)

// weekdayOn means the next day wd; asked on that day, today or the
// week's after.
func weekdayOn(wd time.Weekday) meaning {
	return func(now time.Time) When {
		off := (int(wd) - int(now.Weekday()) + 7) % 7
		w := When{Times: []time.Time{clock(day(now, off), 12, 0)}}
		if off == 0 {
			w.Times = append(w.Times, clock(day(now, 7), 12, 0))
		}
		return w
	}
}

// weekdayNextOn means day wd said with "next": the next one, or the one
// a week after it, as people mean either.
func weekdayNextOn(wd time.Weekday) meaning {
	return func(now time.Time) When {
		w := weekdayOn(wd)(now)
		if len(w.Times) == 1 {
			w.Times = append(w.Times, w.Times[0].AddDate(0, 0, 7))
		}
		return w
	}
}

// agenda composes a question about a day.
func (g *Generator) agenda(c *Case) {
	tmpl := pick(g.r, in(c.Lang, agendaEN, agendaHE))
	d := pick(g.r, in(c.Lang, daysEN, daysHE))
	tmpl = agendaIdiom(g.stream("idioms"), c.Lang, tmpl) // "wicked busy day whats on my plate today", "מה הולך מחר"
	c.Template = tmpl
	c.Text = fill(tmpl, "{d}", d.text)
	c.Want = Want{When: d.mean(c.Now)}
}

// scoreAgenda scores the steps that should read the day the case asks
// about: each a read of the tasks or the calendar whose window holds that
// day and no more than a week.
func scoreAgenda(c Case, steps []memo.Step) (Outcome, string) {
	for _, s := range steps {
		var from, to *time.Time
		switch {
		case s.Capability == memo.CapTasks && s.Operation == memo.OpTaskGetAll && s.Tasks != nil:
			from, to = s.Tasks.From, s.Tasks.To
		case s.Capability == memo.CapCalendar && s.Operation == memo.OpEventGetEvents && s.Calendar != nil:
			from, to = s.Calendar.From, s.Calendar.To
		default:
			return Wrong, "not a read of the day: " + describe(s)
		}
		if from == nil || to == nil || to.Sub(*from) > 8*24*time.Hour || !slices.ContainsFunc(c.Want.When.Times, func(t time.Time) bool {
			return !t.Before(*from) && t.Before(*to)
		}) {
			return Wrong, "window " + describe(s) + " misses " + c.Want.When.Times[0].Format("Mon 2006-01-02")
		}
	}
	return Correct, ""
}
