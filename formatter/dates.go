package formatter

import (
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

func itoa(n int) string { return strconv.Itoa(n) }

// Hebrew weekday names and letters, Sunday first, as in time.Weekday.
const (
	heDayNames   = "ראשון שני שלישי רביעי חמישי שישי שבת"
	heDayLetters = "א׳ ב׳ ג׳ ד׳ ה׳ ו׳ ש׳"
)

// heDay is the Hebrew name of weekday d ("ראשון").
func heDay(d time.Weekday) string { return strings.Fields(heDayNames)[d%7] }

// heDayLetter is the Hebrew letter of weekday d ("א׳").
func heDayLetter(d time.Weekday) string { return strings.Fields(heDayLetters)[d%7] }

// dayDiff returns how many calendar days t is after now, both read in the
// writer's zone. It counts dates, not hours, so a DST change in between
// does not turn tomorrow into today.
func (w *writer) dayDiff(t time.Time) int {
	ty, tm, td := t.In(w.loc).Date()
	ny, nm, nd := w.now.Date()
	a := time.Date(ty, tm, td, 0, 0, 0, 0, time.UTC)
	b := time.Date(ny, nm, nd, 0, 0, 0, 0, time.UTC)
	return int(a.Sub(b).Hours() / 24)
}

// clock is the 24-hour time of t in the writer's zone.
func (w *writer) clock(t time.Time) string { return t.In(w.loc).Format("15:04") }

// day names the day of t relative to now: "today", "tomorrow",
// "yesterday", a weekday within the next six days, otherwise a short date
// (with the year when it is not this year). inSentence gives the form that
// follows a verb ("I'll remind you on Sun 25 Jan"); Hebrew weekdays always
// take "ב".
func (w *writer) day(t time.Time, inSentence bool) string {
	t = t.In(w.loc)
	diff := w.dayDiff(t)
	switch {
	case diff == 0:
		return w.pick("today", "היום")
	case diff == 1:
		return w.pick("tomorrow", "מחר")
	case diff == -1:
		return w.pick("yesterday", "אתמול")
	case diff >= 2 && diff <= 6:
		if w.he {
			// "בשבת" in a sentence; "שבת" after another word's letter
			// ("בין היום לשבת").
			at := ""
			if inSentence {
				at = "ב"
			}
			if t.Weekday() == time.Saturday {
				return at + "שבת"
			}
			return at + "יום " + heDay(t.Weekday())
		}
		if inSentence {
			return "on " + t.Weekday().String()
		}
		return t.Weekday().String()
	}
	var d string
	if w.he {
		d = "יום " + heDayLetter(t.Weekday())
		if t.Weekday() == time.Saturday {
			d = "שבת"
		}
		d += " " + itoa(t.Day()) + "." + itoa(int(t.Month()))
		if t.Year() != w.now.Year() {
			d += "." + itoa(t.Year())
		}
		if inSentence {
			d = "ב" + d
		}
		return d
	}
	d = t.Format("Mon 2 Jan")
	if t.Year() != w.now.Year() {
		d += " " + itoa(t.Year())
	}
	if inSentence {
		d = "on " + d
	}
	return d
}

// at joins a day and a clock time: "tomorrow at 09:00", "מחר ב-09:00".
func (w *writer) at(day, clock string) string {
	return day + w.pick(" at ", " ב-") + clock
}

// when is a due time on its own, as after a dash: "tomorrow at 09:00",
// "Sun 25 Jan at 10:15", "יום א׳ 25.1 ב-10:15".
func (w *writer) when(t time.Time) string { return w.at(w.day(t, false), w.clock(t)) }

// whenIn is a due time inside a sentence: "on Sun 25 Jan at 10:15",
// "ביום א׳ 25.1 ב-10:15".
func (w *writer) whenIn(t time.Time) string { return w.at(w.day(t, true), w.clock(t)) }

// every words how a reminder repeats: "every day at 08:00",
// "every Sunday and Tuesday at 14:00", "every other Monday at 09:00",
// "on the last Friday of every month at 16:00", "every year on 14 March
// at 09:00", "every 10 minutes".
func (w *writer) every(r memo.Recurrence) string {
	return w.everyOf(r, false)
}

// reminderEvery is every for a reminder's series, on whose 31st of the
// month a shorter month falls on its last day (reminder.Rule): it is said
// as every month's last day. A calendar series on the 31st skips the
// shorter months, and is said as the 31st.
func (w *writer) reminderEvery(r memo.Recurrence) string {
	return w.everyOf(r, true)
}

// everyOf words r; lastDay says the 31st of a month as its last day.
func (w *writer) everyOf(r memo.Recurrence, lastDay bool) string {
	at := ""
	if r.Time != "" {
		at = w.pick(" at ", " ב-") + r.Time
	}
	n := max(r.Every, 1)
	switch r.Type {
	case memo.RecurDaily:
		return w.periods(n, "day", "days", "יום", "יומיים", "ימים") + at
	case memo.RecurWeekly:
		names := w.dayNames(r.Days)
		switch {
		case len(names) == 0:
			return w.periods(n, "week", "weeks", "שבוע", "שבועיים", "שבועות") + at
		case w.he && n == 1:
			return "כל יום " + joinAnd(names, ", ", " ו") + at
		case w.he && len(names) == 1:
			return w.periods(n, "", "", "", "שבועיים", "שבועות") + " ביום " + names[0] + at
		case w.he:
			return w.periods(n, "", "", "", "שבועיים", "שבועות") + " בימים " + joinAnd(names, ", ", " ו") + at
		case n == 1:
			return "every " + joinAnd(names, ", ", " and ") + at
		case n == 2 && len(names) == 1:
			return "every other " + names[0] + at
		}
		return w.periods(n, "", "", "", "", "") + " weeks on " + joinAnd(names, ", ", " and ") + at
	case memo.RecurMonthly:
		months := w.periods(n, "month", "months", "חודש", "חודשיים", "חודשים")
		if r.Week != 0 && len(r.Days) == 1 {
			day := w.dayNames(r.Days)[0]
			if w.he {
				return "ביום " + day + " " + heWeekOfMonth(r.Week) + " של " + months + at
			}
			return "on the " + enWeekOfMonth(r.Week) + " " + day + " of " + months + at
		}
		if r.DayOfMonth < 1 {
			return months + at
		}
		if lastDay && r.DayOfMonth == 31 {
			return w.pick(months+" on the last day", "ביום האחרון של "+months) + at
		}
		if w.he && n == 1 {
			return "ב-" + itoa(r.DayOfMonth) + " בכל חודש" + at
		}
		return w.pick(months+" on the "+ordinal(r.DayOfMonth), months+" ב-"+itoa(r.DayOfMonth)+" לחודש") + at
	case memo.RecurYearly:
		years := w.periods(n, "year", "years", "שנה", "שנתיים", "שנים")
		if r.Month < 1 || r.Month > 12 {
			return years + at
		}
		if w.he {
			return years + " ב-" + itoa(r.DayOfMonth) + " ב" + heMonths[r.Month-1] + at
		}
		return years + " on " + itoa(r.DayOfMonth) + " " + time.Month(r.Month).String() + at
	case memo.RecurNudge:
		return w.interval(r.Interval)
	}
	return w.pick("repeating", "חוזרת")
}

// periods words "every n units": "every day", "every other day", "every 3
// days", "כל יום", "כל יומיים", "כל 3 ימים". An empty English unit leaves
// the count alone ("every 3"), for a caller that says the unit itself.
func (w *writer) periods(n int, one, many, heOne, heTwo, heMany string) string {
	switch {
	case w.he && n == 1:
		return "כל " + heOne
	case w.he && n == 2:
		return "כל " + heTwo
	case w.he:
		return "כל " + itoa(n) + " " + heMany
	case n == 1:
		return "every " + one
	case n == 2 && one != "":
		return "every other " + one
	case one == "":
		return "every " + itoa(n)
	}
	return "every " + itoa(n) + " " + many
}

// heMonths are the months in Hebrew, January first.
var heMonths = [12]string{"ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"}

// dayNames are weekdays (0 = Sunday) by name, those out of range left out.
func (w *writer) dayNames(days []int) []string {
	var names []string
	for _, d := range days {
		if d >= 0 && d < 7 {
			names = append(names, w.pick(time.Weekday(d).String(), heDay(time.Weekday(d))))
		}
	}
	return names
}

// enWeekOfMonth and heWeekOfMonth word a week of the month: 1 to 4, -1
// the last.
func enWeekOfMonth(n int) string {
	return map[int]string{1: "first", 2: "second", 3: "third", 4: "fourth", -1: "last"}[n]
}

func heWeekOfMonth(n int) string {
	return map[int]string{1: "הראשון", 2: "השני", 3: "השלישי", 4: "הרביעי", -1: "האחרון"}[n]
}

// interval words a nudge period: "every 10 minutes", "כל שעתיים".
func (w *writer) interval(d time.Duration) string {
	switch {
	case d <= 0:
		return w.pick("repeatedly", "שוב ושוב")
	case d == time.Hour:
		return w.pick("every hour", "כל שעה")
	case d < 2*time.Minute:
		return w.pick("every minute", "כל דקה")
	}
	return w.pick("every ", "כל ") + w.hoursOrMinutes(d)
}

// lead words how long before something a reminder comes: in whole days
// or weeks when it is, "a day"/"יום", "2 days"/"יומיים", "a week"/"שבוע",
// else as hoursOrMinutes does ("15 minutes", "רבע שעה" is "15 דקות").
func (w *writer) lead(d time.Duration) string {
	const day = 24 * time.Hour
	switch {
	case d == 7*day:
		return w.pick("a week", "שבוע")
	case d == day:
		return w.pick("a day", "יום")
	case d == 2*day:
		return w.pick("2 days", "יומיים")
	case d%day == 0:
		return w.pick(itoa(int(d/day))+" days", itoa(int(d/day))+" ימים")
	}
	return w.hoursOrMinutes(d)
}

// hoursOrMinutes words a length in whole hours, else in minutes: "an
// hour"/"שעה", "2 hours"/"שעתיים", "3 hours", "a minute"/"דקה", "90
// minutes".
func (w *writer) hoursOrMinutes(d time.Duration) string {
	if d%time.Hour == 0 {
		switch h := int(d / time.Hour); h {
		case 1:
			return w.pick("an hour", "שעה")
		case 2:
			return w.pick("2 hours", "שעתיים")
		default:
			return w.pick(itoa(h)+" hours", itoa(h)+" שעות")
		}
	}
	if m := int(d / time.Minute); m > 1 {
		return w.pick(itoa(m)+" minutes", itoa(m)+" דקות")
	}
	return w.pick("a minute", "דקה")
}

// repeatTag is the short recurrence mark of a listing line.
func (w *writer) repeatTag(r memo.Recurrence) string {
	n := max(r.Every, 1)
	switch {
	case r.Type == memo.RecurDaily && n == 1:
		return "🔁 " + w.pick("daily", "כל יום")
	case r.Type == memo.RecurDaily:
		return "🔁 " + w.periods(n, "day", "days", "יום", "יומיים", "ימים")
	case r.Type == memo.RecurWeekly && n == 1:
		return "🔁 " + w.pick("weekly", "כל שבוע")
	case r.Type == memo.RecurWeekly:
		return "🔁 " + w.periods(n, "week", "weeks", "שבוע", "שבועיים", "שבועות")
	case r.Type == memo.RecurMonthly && n == 1:
		return "🔁 " + w.pick("monthly", "כל חודש")
	case r.Type == memo.RecurMonthly:
		return "🔁 " + w.periods(n, "month", "months", "חודש", "חודשיים", "חודשים")
	case r.Type == memo.RecurYearly && n == 1:
		return "🔁 " + w.pick("yearly", "כל שנה")
	case r.Type == memo.RecurYearly:
		return "🔁 " + w.periods(n, "year", "years", "שנה", "שנתיים", "שנים")
	case r.Type == memo.RecurNudge:
		return "🔁 " + w.interval(r.Interval)
	}
	return "🔁"
}

// joinAnd joins words as "a, b and c" with the given separators.
func joinAnd(xs []string, sep, last string) string {
	if len(xs) <= 1 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], sep) + last + xs[len(xs)-1]
}

// ordinal is an English ordinal: 1st, 2nd, 3rd, 4th, 11th, 21st.
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
	return itoa(n) + suffix
}
