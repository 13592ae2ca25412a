package gen

import (
	"fmt"
	"slices"
	"time"

	"github.com/memo-assistant/memo"
)

// Span is an event said with when it starts and when it ends: "lunch with
// Noa tomorrow 1-2pm", "ישיבת צוות ביום שישי מ-9 עד 11". Both ends are kept
// as said; the event never takes the default hour's length instead.
const Span Kind = "span"

// spanSaid is a range with its day: off days from now (-1: the coming
// Friday), and its start and end; place, when said, is a street address
// told after the event, which the title keeps; kept are words of text the
// title may keep (a place said between the start and the end).
type spanSaid struct {
	text           string
	off            int
	sh, sm, eh, em int
	place          string
	kept           string
}

var (
	spanTmplEN = []string{"{i} {t}", "add {i} {t} to my calendar", "schedule {i} {t}", "put {i} in my calendar {t}"}
	spanTmplHE = []string{"{i} {t}", "תוסיף ליומן {i} {t}", "תקבע ביומן {i} {t}", "תכניס ליומן {i} {t}"}
	spansEN    = []spanSaid{
		{"tomorrow 2-3pm", 1, 14, 0, 15, 0, "", ""}, {"tomorrow from 9 to 11", 1, 9, 0, 11, 0, "", ""}, {"tomorrow from 9am to 5pm", 1, 9, 0, 17, 0, "", ""},
		{"on friday 10:00-11:30", -1, 10, 0, 11, 30, "", ""}, {"tomorrow between 4 and 5pm", 1, 16, 0, 17, 0, "", ""},
		{"tomorrow 14:00-15:00", 1, 14, 0, 15, 0, "", ""}, {"on friday from 11 to 1", -1, 11, 0, 13, 0, "", ""},
		{"tomorrow 4:30-5:15pm", 1, 16, 30, 17, 15, "", ""}, {"tomorrow between 4 and 5:30pm", 1, 16, 0, 17, 30, "", ""},
		{"tomorrow 10 till half past 11", 1, 10, 0, 11, 30, "", ""},
		// A length guessed after the hour, and a street address.
		{"tomorrow 8am, probably 3 hrs", 1, 8, 0, 11, 0, "", ""}, {"tomorrow at 1pm about an hour", 1, 13, 0, 14, 0, "", ""},
		{"on friday at 10am, it's like an hour and a half", -1, 10, 0, 11, 30, "", ""}, {"tomorrow at 2pm, 45 min", 1, 14, 0, 14, 45, "", ""},
		{"tomorrow 8am, about 3 hrs", 1, 8, 0, 11, 0, "at 14 Maple st", ""}, {"on friday 9-11am", -1, 9, 0, 11, 0, "at 220 Oak Ave", ""},
		// A length glued to its unit or told as a sentence; the end after a place.
		{"tomorrow 7am 1hr", 1, 7, 0, 8, 0, "", ""}, {"on friday 12:30 30min", -1, 12, 30, 13, 0, "", ""},
		{"tomorrow at 10, duration 45 min", 1, 10, 0, 10, 45, "", ""}, {"tomorrow at 10, it will last about an hour", 1, 10, 0, 11, 0, "", ""},
		// A guess said of oneself before the length.
		{"tomorrow at 3, reckon an hour", 1, 15, 0, 16, 0, "", ""}, {"on friday at 10am, i think about 2 hours", -1, 10, 0, 12, 0, "", ""},
		{"tomorrow arvo at 3, i'd say 45 min", 1, 15, 0, 15, 45, "", ""},
		// The length told with "it's", as a sentence of its own.
		{"on friday at 15:30, it's an hour long", -1, 15, 30, 16, 30, "", ""}, {"tomorrow at 9, it's 2 hours", 1, 9, 0, 11, 0, "", ""},
		{"tomorrow at 4pm, that's about 45 min", 1, 16, 0, 16, 45, "", ""}, {"tomorrow at 11. It'll be half an hour", 1, 11, 0, 11, 30, "", ""},
		{"tomorrow 8am at the range till 4", 1, 8, 0, 16, 0, "", "at the range"}, {"on friday at 9am at the office until 1pm", -1, 9, 0, 13, 0, "", "at the office"},
		// "at night" after a range is the half of both ends; 11 to 1 runs past midnight.
		{"tomorrow from 2 to 6 at night", 1, 2, 0, 6, 0, "", ""}, {"tomorrow from 11 to 1 at night", 1, 23, 0, 25, 0, "", ""},
		{"on friday from 8 to 11 at night", -1, 20, 0, 23, 0, "", ""}, {"tomorrow from 2 to 6 in the morning", 1, 2, 0, 6, 0, "", ""},
	}
	spansHE = []spanSaid{
		{"מחר 14:00-15:00", 1, 14, 0, 15, 0, "", ""}, {"מחר מ-9 עד 11", 1, 9, 0, 11, 0, "", ""}, {"ביום שישי מ-10 עד 11:30", -1, 10, 0, 11, 30, "", ""},
		{"מחר בין 4 ל-5 אחר הצהריים", 1, 16, 0, 17, 0, "", ""}, {"מחר מתשע עד אחת עשרה", 1, 9, 0, 11, 0, "", ""},
		{"ביום שישי בין 11 ל-1", -1, 11, 0, 13, 0, "", ""},
		{"מחר מ-2 עד 3 וחצי", 1, 14, 0, 15, 30, "", ""}, {"מחר בין 4 ל-5 וחצי", 1, 16, 0, 17, 30, "", ""}, {"מחר מ-10 עד 11 ורבע", 1, 10, 0, 11, 15, "", ""},
		// A length guessed after the hour, and a street address.
		{"מחר ב-8 בבוקר בערך שעתיים", 1, 8, 0, 10, 0, "", ""}, {"ביום שישי ב-12 לשעה", -1, 12, 0, 13, 0, "", ""},
		{"מחר ב-10:00 שעה וחצי בערך", 1, 10, 0, 11, 30, "", ""}, {"מחר ב-8 בבוקר בערך שעתיים", 1, 8, 0, 10, 0, "ברחוב הרצל 12", ""},
		// A length told as a sentence; the end after a place.
		{"מחר ב-10, משך הפגישה כשעה וחצי", 1, 10, 0, 11, 30, "", ""}, {"מחר ב-10. זה יימשך שעתיים", 1, 10, 0, 12, 0, "", ""},
		{"מחר ב-3 אחר הצהריים, כנראה שעה", 1, 15, 0, 16, 0, "", ""}, {"ביום שישי ב-10, נראה לי שעתיים", -1, 10, 0, 12, 0, "", ""},
		// The length told with "זה", as a sentence of its own.
		{"מחר ב-10, זה שעתיים", 1, 10, 0, 12, 0, "", ""}, {"ביום שישי ב-9 זה שעה וחצי", -1, 9, 0, 10, 30, "", ""},
		{"מחר ב-4 אחר הצהריים, זה בערך חצי שעה", 1, 16, 0, 16, 30, "", ""},
		{"מחר ב8 בבוקר במטווח עד 4", 1, 8, 0, 16, 0, "", "במטווח"}, {"ביום שישי ב-9 במשרד עד 13:00", -1, 9, 0, 13, 0, "", "במשרד"},
		// "בלילה" after a range is the half of both ends; 11 to 1 runs past midnight.
		{"מחר מ2 עד 6 בלילה", 1, 2, 0, 6, 0, "", ""}, {"מחר מ-11 עד 1 בלילה", 1, 23, 0, 25, 0, "", ""},
		{"ביום שישי מ-8 עד 11 בלילה", -1, 20, 0, 23, 0, "", ""}, {"מחר מ-2 עד 6 בבוקר", 1, 2, 0, 6, 0, "", ""},
	}
)

// spansAskEN and spansAskHE are a start and a length guessed after a
// request to keep the event, said after the event alone: "dentist tomorrow
// at 3pm, put it in my calendar, should take about 2 hours".
var (
	spansAskEN = []spanSaid{
		{"tomorrow at 3pm, put it in my calendar, should take about 2 hours", 1, 15, 0, 17, 0, "", ""},
		{"on friday at 10am, add it, it'll take about an hour and a half", -1, 10, 0, 11, 30, "", ""},
		{"tomorrow at 1pm pls add it, takes like 45 min", 1, 13, 0, 13, 45, "", ""},
		{"tomorrow 6pm, add it to my calendar, it'll take 2 hours", 1, 18, 0, 20, 0, "", ""},
		// The length asked to be held ("please block 2 hours").
		{"the day after tomorrow at 3 pm, please block 2 hours", 2, 15, 0, 17, 0, "", ""}, {"on friday at 1, block out 90 minutes", -1, 13, 0, 14, 30, "", ""},
	}
	spansAskHE = []spanSaid{
		{"ביום שישי ב-11, תכניס ליומן, בערך שעה וחצי", -1, 11, 0, 12, 30, "", ""},
		{"מחר ב-3 אחר הצהריים, תוסיפי ליומן, זה ייקח בערך שעתיים", 1, 15, 0, 17, 0, "", ""},
		{"מחר ב-10, תרשום ביומן, זה לוקח שעתיים", 1, 10, 0, 12, 0, "", ""},
		// The length asked to be held ("תשריין שעתיים").
		{"מחרתיים ב-3 אחר הצהריים תשריין שעתיים", 2, 15, 0, 17, 0, "", ""}, {"ביום שישי ב-10, תחסום שעה", -1, 10, 0, 11, 0, "", ""},
	}
)

// span composes an event with its start and end.
func (g *Generator) span(c *Case) {
	tmpl := pick(g.r, in(c.Lang, spanTmplEN, spanTmplHE))
	sp := pick(g.r, in(c.Lang, spansEN, spansHE))
	if g.r.IntN(5) == 0 {
		// Told, then asked to keep, then its length.
		tmpl, sp = "{i} {t}", pick(g.r, in(c.Lang, spansAskEN, spansAskHE))
	}
	ev := pick(g.r, in(c.Lang, eventsEN, eventsHE))
	c.Template = tmpl
	said := ev
	if sp.place != "" {
		said = ev + " " + sp.place
	}
	c.Text = fill(tmpl, "{i}", said, "{t}", sp.text)
	off := sp.off
	if off < 0 {
		off = (int(time.Friday) - int(c.Now.Weekday()) + 7) % 7
	}
	d := day(c.Now, off)
	start, end := clock(d, sp.sh, sp.sm), clock(d, sp.eh, sp.em)
	var lacks []string
	for _, w := range commandWords(tmpl, sp.text) {
		if !slices.Contains(words(sp.kept), w) {
			lacks = append(lacks, w)
		}
	}
	c.Want = Want{Has: words(ev), Lacks: lacks, When: When{Times: []time.Time{start}}, Span: end.Sub(start)}
	switch {
	case sp.off < 0 && off == 0 && !start.After(c.Now):
		// "on friday" said on a Friday after its hours: a week on.
		c.Want.When.Times = []time.Time{start.AddDate(0, 0, 7)}
	case sp.off < 0 && off == 0:
		// Said on a Friday before its hours: today's, or a week on.
		c.Want.When.Times = append(c.Want.When.Times, start.AddDate(0, 0, 7))
	}
}

// scoreSpan scores a step that should create one event from its start to
// its end.
func scoreSpan(c Case, s memo.Step) (Outcome, string) {
	if o, why := scoreEvent(c, s); o != Correct {
		return o, why
	}
	d := s.Calendar.Drafts[0]
	if got := d.End.Sub(d.Start); got != c.Want.Span {
		return Wrong, fmt.Sprintf("lasts %s, not %s", got, c.Want.Span)
	}
	return Correct, ""
}
