package offline

import "github.com/memo-assistant/memo"

// A correction by the time it replaces, said as a statement: "i'm sorry,
// it is actually on monday, not sunday", "זה בעצם ביום שני, לא ראשון".
// The time it replaces must be the item's own (see restated).

// reSorryLead is an apology opening a correction: "i'm sorry, ",
// "סליחה, ".
var reSorryLead = compile(`(?i)^(?:i'?m\s+(?:so\s+)?sorry|sorry|oops|my\s+bad|סליחה|סורי|אופס)[,.!\s]+`)

// reBareWeekday is a weekday said alone, with no week or date: "thursday",
// "on thu", "ביום חמישי", "בחמישי".
var reBareWeekday = compile(`(?i)^(?:on\s+)?(?:the\s+)?(` + wdEN + `)[.!]*$|^(?:ב?יום\s+|ב)?(` + wdHE + `)[.!]*$`)

// bareWeekday returns the weekday s names alone (0 = Sunday).
func bareWeekday(s string) (int, bool) {
	g := reBareWeekday.FindStringSubmatch(toLower(s))
	if g == nil {
		return 0, false
	}
	d := weekdays(g[1] + g[2])
	return firstInt(d), len(d) == 1
}

func firstInt(xs []int) int {
	if len(xs) == 0 {
		return -1
	}
	return xs[0]
}

// dayInItsWeek reads a weekday said in place of the item's own ("it's on
// thursday not wednesday", "זה בחמישי ולא ברביעי") as that day of the
// item's week (Sunday to Saturday), not the next one from today: the
// user corrects the day, the week stays. A day next to the item's across
// the week's end ("it's sunday not saturday" of a Saturday, "זה בשבת לא
// בראשון" of a Sunday) is the day beside it, not six days away. newer is
// returned as the date then, and as it was when either part is no weekday
// said alone or the item repeats (its next such day is meant); it is
// "" when the day so found is already past, which is asked.
func (m *message) dayInItsWeek(newer, older string, f *memo.FocusItem) string {
	if f.When == nil || f.Recurring {
		return newer // a repeating item moves to the next such day
	}
	to, ok := bareWeekday(newer)
	from, ok2 := bareWeekday(older)
	when := f.When.In(m.loc())
	if !ok || !ok2 || int(when.Weekday()) != from {
		return newer
	}
	d := to - from
	switch d {
	case -6:
		d = 1 // Saturday → Sunday: the next day
	case 6:
		d = -1 // Sunday → Saturday: the day before
	}
	day := when.AddDate(0, 0, d)
	if civilDay(day, m.loc()) < civilDay(m.now(), m.loc()) {
		return ""
	}
	return day.Format("02.01.2006")
}

// moveFocusSaid moves the item to the time a correction said; none said
// is a day of the item's week already past (see dayInItsWeek).
func (m *message) moveFocusSaid(rest string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if rest == "" {
		return nil, true, pastTime(m)
	}
	return m.moveFocus(rest, f, true)
}
