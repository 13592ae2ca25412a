package gen

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// The repeating reminder in focus given an end or weekdays, its rule kept:
// "stop it after friday", "only until the end of the month", "רק עד
// סוף החודש"; "actually also wednesday", "גם בחמישי", "only wednesday",
// "רק ברביעי". An end named by what happens then ("until the exam") must
// be asked, never set.
const (
	pronounSeriesEnd  = "series-end"
	pronounSeriesDays = "series-days"
	pronounSeriesAsk  = "series-ask"
)

var (
	seriesEndsEN = []string{"stop it after {d}", "only until {d}", "just till {d}", "until {d}", "make it only until {d}", "end it after {d}",
		"ok only until {d}"}
	seriesEndsHE = []string{"תעצור את זה אחרי {d}", "רק עד {d}", "עד {d}", "שיהיה רק עד {d}", "תפסיקי אותה אחרי {d}", "תעצרי את התזכורת אחרי {d}"}
	// seriesAsksEN and seriesAsksHE end it when something happens, which
	// no calendar dates.
	seriesAsksEN = []string{"stop it after the exam", "until the exam", "only until the move", "end it after the trip"}
	seriesAsksHE = []string{"תעצור את זה אחרי המבחן", "רק עד המבחן", "עד המעבר דירה", "תפסיקי אותה אחרי הטיול"}
	seriesDaysEN = []string{"actually also {w}", "also {w}", "and {w}s too", "{w} too", "add {w}s", "{w} as well", "and also on {w}s",
		"only {w}", "just {w}s"}
	seriesDaysHE = []string{"בעצם גם {w}", "גם ב{w}", "וגם ביום {w}", "גם בימי {w}", "תוסיף גם את יום {w}", "רק ב{w}", "רק ביום {w}"}
)

// seriesEndDay is an end said as a day and the days it may mean: the
// coming one, or, said on that day, today.
type seriesEndDay struct {
	en, he string
	days   func(now time.Time) []time.Time
}

var seriesEndDays = []seriesEndDay{
	{"the end of the month", "סוף החודש", func(now time.Time) []time.Time {
		y, m, _ := now.Date()
		return []time.Time{time.Date(y, m+1, 0, 0, 0, 0, 0, now.Location()), time.Date(y, m+2, 0, 0, 0, 0, 0, now.Location())}
	}},
	{"friday", "יום שישי", func(now time.Time) []time.Time {
		off := (int(time.Friday) - int(now.Weekday()) + 7) % 7
		return []time.Time{day(now, off), day(now, off+7)}
	}},
	{"the 25th", "ה-25", func(now time.Time) []time.Time {
		y, m, _ := now.Date()
		return []time.Time{time.Date(y, m, 25, 0, 0, 0, 0, now.Location()), time.Date(y, m+1, 25, 0, 0, 0, 0, now.Location())}
	}},
}

// pronounSeries composes an end or weekdays given to a reminder that
// repeats every Monday at 8 (its next one the coming Monday).
func (g *Generator) pronounSeries(c *Case) {
	off := (int(time.Monday) - int(c.Now.Weekday()) + 7) % 7
	at := day(c.Now, max(off, 1)).Add(8 * time.Hour)
	c.Focus = &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: pick(g.r, in(c.Lang, doingsEN, doingsHE)),
		When: &at, Recurring: true}
	switch g.r.IntN(5) {
	case 0, 1:
		d := pick(g.r, seriesEndDays)
		tmpl := pick(g.r, in(c.Lang, seriesEndsEN, seriesEndsHE))
		c.Template, c.Text = tmpl, fill(tmpl, "{d}", in(c.Lang, []string{d.en}, []string{d.he})[0])
		c.Want = Want{Intent: pronounSeriesEnd, When: When{Times: d.days(c.Now)}}
	case 2:
		text := pick(g.r, in(c.Lang, seriesAsksEN, seriesAsksHE))
		c.Template, c.Text = text, text
		c.Want = Want{Intent: pronounSeriesAsk}
	default:
		w := 2 + g.r.IntN(4) // Tuesday to Friday: the series' Monday is not said again
		tmpl := pick(g.r, in(c.Lang, seriesDaysEN, seriesDaysHE))
		c.Template, c.Text = tmpl, fill(tmpl, "{w}", in(c.Lang, weekdaysEN, weekdaysHE)[w])
		c.Want = Want{Intent: pronounSeriesDays, Repeat: &memo.Recurrence{Type: memo.RecurWeekly, Days: []int{w}}}
		if strings.HasPrefix(tmpl, "only") || strings.HasPrefix(tmpl, "just") || strings.HasPrefix(tmpl, "רק") {
			c.Want.Repeat.Every = 1 // only these days
		}
	}
}

// scoreSeries scores an end or days given to the series in focus: its
// last day, or the days added (Every 1: in place of its own), and nothing
// else changed; an end with no date is asked.
func scoreSeries(c Case, s memo.Step) (Outcome, string) {
	a := s.Tasks
	if s.Operation != memo.OpTaskUpdate || a == nil || !slices.Equal(a.IDs, []string{c.Focus.ID}) || a.NewDue != nil || a.NewRecurrence != nil ||
		c.Want.Intent == pronounSeriesAsk {
		return Wrong, "not the series in focus changed as said: " + describe(s)
	}
	switch c.Want.Intent {
	case pronounSeriesEnd:
		if a.NewUntil != nil && len(a.AddDays) == 0 && c.Want.When.Accepts(*a.NewUntil) {
			return Correct, ""
		}
	case pronounSeriesDays:
		if a.NewUntil == nil && slices.Equal(a.AddDays, c.Want.Repeat.Days) && a.OnlyDays == (c.Want.Repeat.Every == 1) {
			return Correct, ""
		}
	}
	return Wrong, fmt.Sprintf("%s for %s", describe(s), c.Want.Intent)
}
