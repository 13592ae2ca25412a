package gen

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Nudge is a reminder that nags until a deed is done, said with the deed
// that ends it ("nudge me until i book the flights", "תציק לי כל חצי שעה
// עד שאסיים את המצגת"): a nudge at the interval said, every hour when none
// is, titled by the deed and never by "until I"/"עד ש".
const Nudge Kind = "nudge"

// interval is an interval as said, with what it means; "" is none (every
// hour). nudgeEveryEN and nudgeEveryHE are those of each language.
type interval struct {
	text  string
	every time.Duration
}

var (
	nudgeEveryEN = []interval{{"", time.Hour}, {"every hour", time.Hour}, {"every 30 min", 30 * time.Minute}, {"every 15 minutes", 15 * time.Minute},
		{"every 2 hours", 2 * time.Hour}, {"every half hour", 30 * time.Minute}, {"every ten minutes", 10 * time.Minute},
		{"every forty five minutes", 45 * time.Minute}}
	nudgeEveryHE = []interval{{"", time.Hour}, {"כל שעה", time.Hour}, {"כל חצי שעה", 30 * time.Minute}, {"כל רבע שעה", 15 * time.Minute},
		{"כל שעתיים", 2 * time.Hour}, {"כל 10 דקות", 10 * time.Minute}, {"כל עשר דקות", 10 * time.Minute},
		{"כל שלוש שעות", 3 * time.Hour}, {"כל חמישה דקות", 5 * time.Minute}}
	nagEN   = []string{"nudge me", "keep reminding me", "nag me", "bug me", "keep nagging me", "pls nudge me"}
	nagHE   = []string{"תציק לי", "תציקי לי", "תנדנד לי", "תנדנדי לי"}
	untilEN = []string{"until i", "till i", "until I"}
	untilHE = []string{"עד שאני", "עד ש"}
	// deedsHE are deeds said in the first person future, with the
	// infinitive a title holds.
	deedsHE = [][2]string{{"אתקשר לאמא", "להתקשר לאמא"}, {"אקנה חלב", "לקנות חלב"}, {"אשלח את הדוח לדנה", "לשלוח את הדוח לדנה"},
		{"אשלם את חשבון החשמל", "לשלם את חשבון החשמל"}, {"אוציא את הזבל", "להוציא את הזבל"}, {"אזמין משקפיים חדשים", "להזמין משקפיים חדשים"},
		{"אבדוק את התנור", "לבדוק את התנור"}, {"אסיים את המצגת", "לסיים את המצגת"}}
)

// nudge composes a nag until a deed is done.
func (g *Generator) nudge(c *Case) {
	if c.Lang == memo.Hebrew {
		ev := pick(g.r, nudgeEveryHE)
		deed := pick(g.r, deedsHE)
		until := pick(g.r, untilHE)
		fut := deed[0]
		if until == "עד ש" {
			until, fut = "עד", "ש"+deed[0]
		}
		c.Template = pick(g.r, nagHE)
		c.Text = strings.Join(strings.Fields(c.Template+" "+ev.text+" "+until+" "+fut), " ")
		c.Want = Want{Has: words(strings.SplitN(deed[1], " ", 2)[1]), Lacks: []string{"עד", "שאני", "תציק", "תנדנד"}, Every: ev.every}
		return
	}
	ev := pick(g.r, nudgeEveryEN)
	item := pick(g.r, doingsEN)
	c.Template = pick(g.r, nagEN)
	c.Text = strings.Join(strings.Fields(c.Template+" "+ev.text+" "+pick(g.r, untilEN)+" "+item), " ")
	c.Want = Want{Has: words(item), Lacks: []string{"until", "till", "nudge", "nag"}, Every: ev.every}
}

// scoreNudge scores a step that should create a nudge.
func scoreNudge(c Case, s memo.Step) (Outcome, string) {
	if s.Capability != memo.CapTasks || s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
		return Wrong, "not one task created: " + describe(s)
	}
	d := s.Tasks.Drafts[0]
	if why := words2(c.Want, d.Text); why != "" {
		return Wrong, why
	}
	if d.Recurrence == nil || d.Recurrence.Type != memo.RecurNudge || d.Recurrence.Interval != c.Want.Every {
		return Wrong, "not a nudge every " + c.Want.Every.String() + ": " + describe(s)
	}
	return Correct, ""
}
