package gen

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/memo-assistant/memo"
)

// Repeat is a repeating reminder: every other Monday, every 3 days, the
// last Friday of every month, twice a week on named days, every year on a
// date, or a repetition Memo does not keep ("every few days", a yearly one
// without its date), which must be declined or asked about, never kept as
// something else.
const Repeat Kind = "repeat"

// repetition is a way of saying how often, with its meaning at now; a nil
// mean is one Memo does not keep.
type repetition struct {
	text string
	mean func(now time.Time) *memo.Recurrence
}

// dayName is a weekday in English and in Hebrew, with the forms each
// language says it in.
var (
	dayEN = []string{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"}
	// dayTextedEN are the weekdays as texted cut short ("weds", "thurs");
	// "sun" and "sat" are words too, and are said whole.
	dayTextedEN = []string{"sunday", "mon", "tues", "weds", "thurs", "fri", "saturday"}
	dayShort    = []string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}
	dayHE       = []string{"ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת"}
	ordEN       = map[int]string{1: "first", 2: "second", 3: "third", 4: "fourth", -1: "last"}
	ordHE       = map[int]string{1: "הראשון", 2: "השני", 3: "השלישי", 4: "הרביעי", -1: "האחרון"}
	numEN       = map[int][]string{2: {"2", "two"}, 3: {"3", "three"}, 4: {"4", "four"}, 5: {"5", "five"}}
	numHE       = map[int][]string{3: {"3", "שלושה"}, 4: {"4", "ארבעה"}, 5: {"5", "חמישה"}}
	monthEN     = []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"}
	monthHE     = []string{"ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"}
)

// rec builds a meaning that does not depend on now.
func rec(r memo.Recurrence) func(time.Time) *memo.Recurrence {
	return func(time.Time) *memo.Recurrence { return &r }
}

// repetitions composes a way of saying a repetition in lang.
func (g *Generator) repetition(lang memo.Language) repetition {
	d := g.r.IntN(7)
	d2 := (d + 2 + g.r.IntN(3)) % 7
	days := []int{d, d2}
	slices.Sort(days)
	n := 2 + g.r.IntN(4)
	k := 1 + g.r.IntN(28)
	week := pick(g.r, []int{1, 2, 3, 4, -1})
	mo := 1 + g.r.IntN(12)
	k13 := 13 + g.r.IntN(16) // a day no month number could be
	yearly := func(every int) func(time.Time) *memo.Recurrence {
		return rec(memo.Recurrence{Type: memo.RecurYearly, Month: mo, DayOfMonth: k, Every: every})
	}
	yearly13 := rec(memo.Recurrence{Type: memo.RecurYearly, Month: mo, DayOfMonth: k13})
	// The end of every month is kept on the 31st, which falls on a
	// shorter month's last day.
	monthEnd := rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: 31})
	monthStart := rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: 1})
	weekly := func(every int, ds ...int) func(time.Time) *memo.Recurrence {
		return rec(memo.Recurrence{Type: memo.RecurWeekly, Days: ds, Every: every})
	}
	if lang == memo.Hebrew {
		nw := pick(g.r, numHE[min(max(n, 3), 5)])
		nn := min(max(n, 3), 5)
		forms := []repetition{
			{"כל שבועיים ביום " + dayHE[d], weekly(2, d)},
			{"כל שבועיים ב" + dayHE[d], weekly(2, d)},
			{"פעם בשבועיים ביום " + dayHE[d], weekly(2, d)},
			{"אחת לשבועיים ביום " + dayHE[d], weekly(2, d)},
			{"כל יומיים", rec(memo.Recurrence{Type: memo.RecurDaily, Every: 2})},
			{"פעם ביומיים", rec(memo.Recurrence{Type: memo.RecurDaily, Every: 2})},
			{"כל " + nw + " ימים", rec(memo.Recurrence{Type: memo.RecurDaily, Every: nn})},
			{"כל " + nw + " שבועות ביום " + dayHE[d], weekly(nn, d)},
			{"כל חודש ב-" + strconv.Itoa(k) + " לחודש", rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: k})},
			{"ב-" + strconv.Itoa(k) + " לכל חודש", rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: k})},
			{"כל חודשיים ב-" + strconv.Itoa(k) + " לחודש", rec(memo.Recurrence{Type: memo.RecurMonthly, Every: 2, DayOfMonth: k})},
			{"כל " + nw + " חודשים ב-" + strconv.Itoa(k) + " לחודש", rec(memo.Recurrence{Type: memo.RecurMonthly, Every: nn, DayOfMonth: k})},
			{"ביום " + dayHE[d] + " " + ordHE[week] + " של כל חודש", rec(memo.Recurrence{Type: memo.RecurMonthly, Days: []int{d}, Week: week})},
			{"ב" + dayHE[d] + " " + ordHE[week] + " בכל חודש", rec(memo.Recurrence{Type: memo.RecurMonthly, Days: []int{d}, Week: week})},
			{"פעמיים בשבוע בימים " + dayHE[days[0]] + " ו" + dayHE[days[1]], weekly(0, days...)},
			{"פעמיים בשבוע ב" + dayHE[days[0]] + " וב" + dayHE[days[1]], weekly(0, days...)},
			{"כל שבוע", func(now time.Time) *memo.Recurrence {
				return &memo.Recurrence{Type: memo.RecurWeekly, Days: []int{int(now.Weekday())}}
			}},
			{"פעם בחודש", func(now time.Time) *memo.Recurrence {
				return &memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: now.Day()}
			}},
			// The same said by "מדי".
			{"מדי שבוע", func(now time.Time) *memo.Recurrence {
				return &memo.Recurrence{Type: memo.RecurWeekly, Days: []int{int(now.Weekday())}}
			}},
			{"מדי שבוע ביום " + dayHE[d], weekly(0, d)},
			{"מדי חודש ב-" + strconv.Itoa(k) + " לחודש", rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: k})},
			{"מדי שבועיים ביום " + dayHE[d], weekly(2, d)},
			{"כל שנה ב-" + strconv.Itoa(k) + " ב" + monthHE[mo-1], yearly(1)},
			{"פעם בשנה ב-" + strconv.Itoa(k) + " ל" + monthHE[mo-1], yearly(1)},
			{"מדי שנה ב-" + strconv.Itoa(k13) + "." + strconv.Itoa(mo), yearly13},
			{"כל שנתיים ב-" + strconv.Itoa(k) + " ב" + monthHE[mo-1], yearly(2)},
			{"כל שנה", nil},
			{"פעם בשנה ביום " + dayHE[d], nil},
			{"כל כמה ימים", nil},
			{"פעמיים בחודש", nil},
			// Two repetitions of two kinds: one rule cannot keep both.
			{"כל יום " + dayHE[d] + " וב-" + strconv.Itoa(k) + " לחודש", nil},
			{"כל יום וכל יום " + dayHE[d], nil},
			{"כל חודש ב-" + strconv.Itoa(k) + " לחודש וכל יום " + dayHE[d], nil},
			{"ביום האחרון של כל חודש", monthEnd},
			{pick(g.r, []string{"בסוף כל חודש", "כל סוף חודש", "בכל סוף חודש"}), monthEnd},
			{pick(g.r, []string{"בתחילת כל חודש", "כל תחילת חודש"}), monthStart},
			{"שבוע כן שבוע לא ביום " + dayHE[d], weekly(2, d)},
			{pick(g.r, []string{"כל יום חול", "בימי חול"}), weekly(0, 0, 1, 2, 3, 4)},
			{pick(g.r, []string{"כל ערב בחנוכה", "כל יום בפסח", "בכל לילה של חנוכה"}), nil},
		}
		return pick(g.r, forms)
	}
	nw := pick(g.r, numEN[min(n, 5)])
	nn := min(n, 5)
	forms := []repetition{
		{"every other " + dayEN[d], weekly(2, d)},
		{"every 2 weeks on " + dayEN[d], weekly(2, d)},
		{"every two weeks on " + dayEN[d] + "s", weekly(2, d)},
		{"fortnightly on " + dayEN[d], weekly(2, d)},
		{"every " + nw + " weeks on " + dayEN[d], weekly(nn, d)},
		{"every other day", rec(memo.Recurrence{Type: memo.RecurDaily, Every: 2})},
		{"every second day", rec(memo.Recurrence{Type: memo.RecurDaily, Every: 2})},
		{"every " + nw + " days", rec(memo.Recurrence{Type: memo.RecurDaily, Every: nn})},
		{"on the first of every month", rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: 1})},
		{"on the " + ordinal(k) + " of every month", rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: k})},
		{"every month on the " + ordinal(k), rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: k})},
		{"every month " + ordinal(k) + []string{"", " date"}[k%2], rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: k})},
		{"every other month on the " + ordinal(k), rec(memo.Recurrence{Type: memo.RecurMonthly, Every: 2, DayOfMonth: k})},
		{"every " + nw + " months on the " + ordinal(k), rec(memo.Recurrence{Type: memo.RecurMonthly, Every: nn, DayOfMonth: k})},
		{"on the " + ordEN[week] + " " + dayEN[d] + " of every month", rec(memo.Recurrence{Type: memo.RecurMonthly, Days: []int{d}, Week: week})},
		{"the " + ordEN[week] + " " + dayEN[d] + " of each month", rec(memo.Recurrence{Type: memo.RecurMonthly, Days: []int{d}, Week: week})},
		{"monthly on the " + ordEN[week] + " " + dayEN[d], rec(memo.Recurrence{Type: memo.RecurMonthly, Days: []int{d}, Week: week})},
		{"twice a week on " + dayShort[days[0]] + " and " + dayShort[days[1]], weekly(0, days...)},
		{"2 times a week on " + dayEN[days[0]] + " and " + dayEN[days[1]], weekly(0, days...)},
		{"every " + dayShort[days[0]] + " " + dayShort[days[1]], weekly(0, days...)},
		{"every week", func(now time.Time) *memo.Recurrence {
			return &memo.Recurrence{Type: memo.RecurWeekly, Days: []int{int(now.Weekday())}}
		}},
		{"once a month", func(now time.Time) *memo.Recurrence {
			return &memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: now.Day()}
		}},
		// The same said by an adverb.
		{"weekly", func(now time.Time) *memo.Recurrence {
			return &memo.Recurrence{Type: memo.RecurWeekly, Days: []int{int(now.Weekday())}}
		}},
		{"weekly on " + dayEN[d] + "s", weekly(0, d)},
		{"monthly", func(now time.Time) *memo.Recurrence {
			return &memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: now.Day()}
		}},
		{"monthly on the " + ordinal(k), rec(memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: k})},
		{"quarterly on the " + ordinal(k), rec(memo.Recurrence{Type: memo.RecurMonthly, Every: 3, DayOfMonth: k})},
		{"every year on " + monthEN[mo-1] + " " + strconv.Itoa(k), yearly(1)},
		{"every year on the " + ordinal(k) + " of " + monthEN[mo-1], yearly(1)},
		{"once a year on " + monthEN[mo-1][:3] + " " + strconv.Itoa(k), yearly(1)},
		{"annually on " + strconv.Itoa(k13) + "/" + strconv.Itoa(mo), yearly13},
		{"every 2 years on " + monthEN[mo-1] + " " + strconv.Itoa(k), yearly(2)},
		{"every year", nil},
		{"every year on the " + ordinal(k), nil},
		{"every second " + dayEN[d], nil},
		{"biweekly", nil},
		{"every few days", nil},
		{"twice a month", nil},
		// Two repetitions of two kinds: one rule cannot keep both.
		{"every " + dayEN[d] + " and on the " + ordinal(k), nil},
		{"every day and every " + dayEN[d], nil},
		{"on the " + ordinal(k) + " of every month and every " + dayEN[d], nil},
		{"on the last day of every month", monthEnd},
		{pick(g.r, []string{"every month end", "at the end of each month", "at the end of every month"}), monthEnd},
		{pick(g.r, []string{"every month start", "at the start of every month", "at the beginning of each month"}), monthStart},
		{"on alternate weeks on " + dayEN[d], weekly(2, d)},
		{"every weekday", weekly(0, 1, 2, 3, 4, 5)},
		{pick(g.r, []string{"every night of hanukkah", "each day of passover", "every evening during hanukkah"}), nil},
	}
	return pick(g.r, forms)
}

// ordinal is 1st, 2nd, 3rd, 4th, 21st.
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// clockEN and clockHE are times of day a repetition is said at, with the
// time meant; "" is none (the default hour).
var (
	clockEN = [][2]string{{"", "09:00"}, {"at 9", "09:00"}, {"at 7:30", "07:30"}, {"at 18:00", "18:00"}, {"at 6pm", "18:00"}, {"at 8am", "08:00"}}
	clockHE = [][2]string{{"", "09:00"}, {"ב-9", "09:00"}, {"ב-7:30", "07:30"}, {"ב-18:00", "18:00"}, {"בשמונה בערב", "20:00"}}
)

// compactClock are 24-hour times written without their colon, with the
// time meant.
var compactClock = [][2]string{{"1500", "15:00"}, {"0730", "07:30"}, {"1800", "18:00"}, {"0800", "08:00"}, {"2130", "21:30"}, {"1745", "17:45"}}

// compactRepetition is a weekday repeated with its hour written without a
// colon right after it ("every thu 1500", "כל יום ה' 1730", "כל שני
// 0800"); the clock returned is said with it, so it is "".
func (g *Generator) compactRepetition(lang memo.Language) (repetition, [2]string) {
	d := g.r.IntN(7)
	hh := pick(g.r, compactClock)
	text := pick(g.r, []string{"every " + dayShort[d], "every " + dayEN[d], "each " + dayEN[d], "every " + dayTextedEN[d]})
	if lang == memo.Hebrew {
		forms := []string{"כל " + dayHE[d], "כל יום " + dayHE[d]}
		if d < 6 {
			forms = append(forms, "כל יום "+string([]rune("אבגדהו")[d])+pick(g.r, []string{"'", "׳"}))
		}
		text = pick(g.r, forms)
	}
	return repetition{text + " " + hh[0], rec(memo.Recurrence{Type: memo.RecurWeekly, Days: []int{d}})}, [2]string{"", hh[1]}
}

// partEN and partHE are a day's repetition said by its part of the day
// with no hour, with the time meant: the hour the same part of the day is
// in a one-off reminder ("tomorrow evening", "מחר בצהריים").
var (
	partEN = [][2]string{{"every morning", "09:00"}, {"every afternoon", "14:00"}, {"every evening", "18:00"}, {"every night", "21:00"}, {"every noon", "12:00"}}
	partHE = [][2]string{{"כל בוקר", "09:00"}, {"כל צהריים", "12:00"}, {"כל אחר הצהריים", "14:00"}, {"כל ערב", "18:00"}, {"כל לילה", "21:00"}}
)

// partHourEN and partHourHE are a day's repetition said by its part of the
// day with a bare hour after it, with the time meant: "every evening 7",
// "כל ערב 9".
var (
	partHourEN = [][2]string{{"every morning 8", "08:00"}, {"every evening 7", "19:00"}, {"every night 10", "22:00"}, {"every evening 7:30", "19:30"}}
	partHourHE = [][2]string{{"כל בוקר 8", "08:00"}, {"כל ערב 9", "21:00"}, {"כל לילה 11", "23:00"}, {"כל ערב 8:30", "20:30"}}
)

// repeat composes a repeating reminder.
func (g *Generator) repeat(c *Case) {
	tmpl := pick(g.r, in(c.Lang, remindEN, remindHE))
	rep := g.repetition(c.Lang)
	clock := pick(g.r, in(c.Lang, clockEN, clockHE))
	switch g.r.IntN(10) {
	case 0, 1:
		rep, clock = g.compactRepetition(c.Lang)
	case 2:
		pt := pick(g.r, in(c.Lang, partEN, partHE))
		rep = repetition{pt[0], rec(memo.Recurrence{Type: memo.RecurDaily})}
		clock = [2]string{"", pt[1]}
	case 3:
		pt := pick(g.r, in(c.Lang, partHourEN, partHourHE))
		rep = repetition{pt[0], rec(memo.Recurrence{Type: memo.RecurDaily})}
		clock = [2]string{"", pt[1]}
	}
	when := rep.text
	if clock[0] != "" {
		if g.r.IntN(2) == 0 {
			when += " " + clock[0]
		} else {
			when = clock[0] + " " + when
		}
	}
	var until *time.Time
	if n := len(when); rep.mean != nil && n%5 == 0 {
		// An end said after it: the last day of the series. It is drawn
		// from the words said, not from the generator's source, so that
		// the other cases stay as they were.
		if r := rep.mean(c.Now); r.Type == memo.RecurDaily || r.Type == memo.RecurWeekly {
			u := c.Now.AddDate(0, 1+n%3, n%20)
			y, mo, d := u.Date()
			end := time.Date(y, mo, d, 23, 59, 59, 0, c.Now.Location())
			until = &end
			said := []string{" until ", " till ", " through "}[n%3] + monthEN[mo-1] + " " + strconv.Itoa(d)
			if c.Lang == memo.Hebrew {
				said = " עד ה-" + strconv.Itoa(d) + " ב" + monthHE[mo-1]
			}
			when += said
		}
	}
	item := g.doing(tmpl, c.Lang)
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item, "{t}", when)
	c.Want = Want{Has: words(item), Lacks: commandWords(tmpl, when)}
	if rep.mean != nil {
		r := rep.mean(c.Now)
		r.Time = clock[1]
		r.Until = until
		c.Want.Repeat = r
	} else {
		c.Want.Unkept = true
	}
	toldWeekly(g.stream("toldweekly"), c, when) // "i have english course every tuesday at 18:00, remind me every tuesday at 5pm"
}

// scoreRepeat scores a step that should create a repeating reminder.
func scoreRepeat(c Case, s memo.Step) (Outcome, string) {
	if c.Want.Unkept {
		return Wrong, "a repetition Memo does not keep was kept: " + describe(s)
	}
	if s.Capability != memo.CapTasks || s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
		return Wrong, "not one task created: " + describe(s)
	}
	d := s.Tasks.Drafts[0]
	if why := words2(c.Want, d.Text); why != "" {
		return Wrong, why
	}
	got, want := d.Recurrence, c.Want.Repeat
	if got == nil {
		return Wrong, "no repetition"
	}
	if got.Type != want.Type || max(got.Every, 1) != max(want.Every, 1) || !slices.Equal(got.Days, want.Days) ||
		got.DayOfMonth != want.DayOfMonth || got.Week != want.Week || got.Month != want.Month || got.Time != want.Time {
		return Wrong, fmt.Sprintf("repeats %s, want %s", repeatString(got), repeatString(want))
	}
	if want.Until != nil && (got.Until == nil || !sameDay(*got.Until, *want.Until)) {
		return Wrong, fmt.Sprintf("ends %v, want %v", got.Until, *want.Until)
	}
	return Correct, ""
}

func repeatString(r *memo.Recurrence) string {
	return fmt.Sprintf("%s every=%d days=%v dom=%d week=%d month=%d at %s", r.Type, r.Every, r.Days, r.DayOfMonth, r.Week, r.Month, r.Time)
}

// sameDay reports whether a and b fall on the same calendar day in a's zone.
func sameDay(a, b time.Time) bool {
	y1, m1, d1 := a.Date()
	y2, m2, d2 := b.In(a.Location()).Date()
	return y1 == y2 && m1 == m2 && d1 == d2
}
