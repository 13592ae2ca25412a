package gen

import (
	"strconv"
	"time"

	"github.com/memo-assistant/memo"
)

// An event said on several days with one range of hours: "night shift thu
// and fri 11pm to 7am", "my night shift this week is mon and wed 22:00-06:00",
// "משמרת לילה השבוע: חמישי ושישי, מ23:00 עד 07:00". It is an event on each
// day over that range; a range whose end is before its start ends the
// next morning.

var (
	daysRangeEN = []string{"{i} {d1} and {d2} {r}", "{i} on {d1} and {d2} {r}", "{i} {d1}, {d2} and {d3} {r}"}
	daysRangeHE = []string{"{i} ב{d1} וב{d2} {r}", "{i} ביום {d1} ו{d2} {r}", "{i}: {d1} ו{d2}, {r}", "{i} ב{d1}, ב{d2} וב{d3} {r}"}
	// daysWeekEN and daysWeekHE say the days are this week's: only for
	// days none of which is gone by.
	daysWeekEN = []string{"my {i} this week is {d1} and {d2} {r}", "{i} this week {d1} and {d2} {r}"}
	daysWeekHE = []string{"{i} השבוע: {d1} ו{d2}, {r}", "{i} השבוע ב{d1} וב{d2} {r}"}
	// shiftsEN and shiftsHE are things held over a range of hours.
	shiftsEN = []string{"night shift", "shift at the hospital", "guard duty", "on-call shift", "security shift", "yoga class", "work"}
	shiftsHE = []string{"משמרת לילה", "משמרת בבית החולים", "שמירה", "תורנות", "כוננות", "חוג יוגה", "עבודה"}
)

// hoursSaid is a range of hours as said, from h to e (e before h: the
// next morning).
type hoursSaid struct {
	text string
	h, e int
}

// rangeSaid says a range of hours in lang: a night that ends the next
// morning, or hours of the day.
func (g *Generator) rangeSaid(lang memo.Language) hoursSaid {
	h, e := 20+g.r.IntN(4), 5+g.r.IntN(3) // 20–23 to 5–7
	if g.r.IntN(3) == 0 {
		h = 8 + g.r.IntN(4)
		e = h + 1 + g.r.IntN(3)
	}
	two := func(n int) string { return map[bool]string{true: "0", false: ""}[n < 10] + strconv.Itoa(n) + ":00" }
	ampm := func(n int) string {
		return strconv.Itoa((n+11)%12+1) + map[bool]string{true: "pm", false: "am"}[n >= 12]
	}
	if g.r.IntN(4) == 0 {
		// A morning start and the afternoon said only at the end: "from 8
		// to 2 in the afternoon", "מ8 עד 2 בצהריים" are 08:00–14:00.
		h, e = 7+g.r.IntN(5), 13+g.r.IntN(3)
		hs, es := strconv.Itoa(h), strconv.Itoa(e-12)
		forms := in(lang, []string{"from " + hs + " to " + es + " in the afternoon", "from " + hs + " to " + es + "pm"},
			[]string{"מ" + hs + " עד " + es + " בצהריים", "מ-" + hs + " עד " + es + " אחה\"צ", "מ" + hs + " עד " + es + " אחרי הצהריים"})
		return hoursSaid{pick(g.r, forms), h, e}
	}
	var forms []string
	if lang == memo.English {
		forms = []string{ampm(h) + " to " + ampm(e), "from " + ampm(h) + " to " + ampm(e), two(h) + "-" + two(e), ampm(h) + "-" + ampm(e)}
	} else {
		forms = []string{"מ" + two(h) + " עד " + two(e), "מ-" + strconv.Itoa(h) + " עד " + strconv.Itoa(e), two(h) + "-" + two(e)}
	}
	return hoursSaid{pick(g.r, forms), h, e}
}

// daysRange composes an event said on two or three days with one range.
func (g *Generator) daysRange(c *Case) {
	today := int(c.Now.Weekday())
	n := 2
	tmpls := in(c.Lang, daysRangeEN, daysRangeHE)
	tmpl := pick(g.r, tmpls)
	if tmpl == tmpls[len(tmpls)-1] {
		n = 3
	}
	// Days other than today, in order within the week to come; all
	// before the week's end when it is this week said.
	var offs []int
	for len(offs) == 0 || offs[len(offs)-1] > 6 {
		offs = offs[:0]
		o := 0
		for range n {
			o += 1 + g.r.IntN(2)
			offs = append(offs, o)
		}
	}
	if n == 2 && today+offs[1] <= 6 && g.r.IntN(2) == 0 {
		tmpl = pick(g.r, in(c.Lang, daysWeekEN, daysWeekHE))
	}
	ev := pick(g.r, in(c.Lang, shiftsEN, shiftsHE))
	r := g.rangeSaid(c.Lang)
	names := in(c.Lang, weekdaysEN, weekdaysHE)
	var said []string
	var times []time.Time
	for _, o := range offs {
		said = append(said, names[(today+o)%7])
		times = append(times, clock(day(c.Now, o), r.h, 0))
	}
	said = append(said, "", "")
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", ev, "{d1}", said[0], "{d2}", said[1], "{d3}", said[2], "{r}", r.text)
	span := time.Duration(r.e-r.h) * time.Hour
	if r.e < r.h {
		span += 24 * time.Hour
	}
	c.Want = Want{Has: words(ev), Lacks: commandWords(tmpl, said[0], said[1], said[2], r.text), Span: span,
		When: When{Times: times}}
}
