package gen

import (
	"time"

	"github.com/memo-assistant/memo"
)

// Requests about a task the user has: done, deleted, moved. The oracle
// knows which task (by its words) and, for a move, when to.
const (
	// Complete marks a task done.
	Complete Kind = "done"
	// Delete deletes a task.
	Delete Kind = "delete"
	// Move moves a task to another time.
	Move Kind = "move"
)

var (
	completeEN = []string{
		"mark {i} as done", "done: {i}", "check off {i}", "{i} - done", "i finished {i}",
		"please mark {i} done", "you can mark {i} as done",
	}
	completeHE = []string{
		"סיימתי {i}", "תסמן {i} כבוצע", "תסמני את {i} כבוצע", "בוצע: {i}", "תסמן שסיימתי {i}",
		// A courtesy with it: "סיימתי … אלחמדולילה", "ח'לאס".
		"סיימתי {i} אלחמדולילה", "אלחמדולילה סיימתי {i}", "סיימתי {i} ח'לאס", "סיימתי {i} ב\"ה",
	}
	deleteEN = []string{
		"delete the reminder to {i}", "delete {i}", "remove {i} from my tasks", "cancel the reminder to {i}",
		"please delete the task {i}", "no need to {i} anymore, delete it",
	}
	deleteHE = []string{
		"תמחק את התזכורת {i}", "תמחק את {i}", "תמחקי את המשימה {i}", "תבטל את התזכורת {i}",
		"תוריד מהמשימות את {i}", "למחוק את {i}",
	}
	// deleteDayEN and deleteDayHE delete a reminder named by its day
	// alone: the one due that day, or a question which.
	deleteDayEN = []string{"delete the reminder {at}", "delete {own} reminder", "cancel my reminder for {for}", "cancel the reminder {at}"}
	deleteDayHE = []string{"תמחק את התזכורת {of}", "תבטל את התזכורת {to}", "תמחקי את התזכורת {of}"}
	// deleteDays are the days a reminder is named by, in each form, and
	// how many days from now each is (-1: the coming Friday).
	deleteDays = []struct {
		at, own, forDay, of, to string
		off                     int
	}{
		{"tomorrow", "tomorrow's", "tomorrow", "של מחר", "למחר", 1},
		{"today", "today's", "today", "של היום", "להיום", 0},
		{"on friday", "friday's", "friday", "של יום שישי", "ליום שישי", -1},
	}
	moveEN = []string{
		"move {i} to {t}", "push {i} to {t}", "reschedule {i} to {t}", "change {i} to {t}",
		"move the reminder to {i} to {t}",
	}
	moveHE = []string{
		"תזיז את {i} {t}", "תעביר את {i} {t}", "תדחה את {i} {t}", "תזיזי את התזכורת {i} {t}",
	}
)

// moveTimeEN are times a task is moved to: said with "to", a day and an
// hour both.
var moveTimesEN = []timeExpr{
	{text: "tomorrow at 9am", mean: tomorrow(9, 0)},
	{text: "tomorrow at 5pm", mean: tomorrow(17, 0)},
	{text: "friday at 10am", mean: weekdayAt(time.Friday, 10, 0, false)},
	{text: "next monday at 9am", mean: weekdayAt(time.Monday, 9, 0, true)},
	{text: "sunday at 8:30pm", mean: weekdayAt(time.Sunday, 20, 30, false)},
	{text: "march 15 at 10am", mean: dateAt(time.March, 15, 10, 0)},
	{text: "the day after tomorrow at 4pm", mean: dayAfter(2, 16, 0)},
}

// moveTimesHE are the Hebrew ones, with the ל that says "to".
var moveTimesHE = []timeExpr{
	{text: "למחר ב-9", mean: tomorrow(9, 0)},
	{text: "למחר בחמש אחר הצהריים", mean: tomorrow(17, 0)},
	{text: "ליום שישי ב-10 בבוקר", mean: weekdayAt(time.Friday, 10, 0, false)},
	{text: "ליום שני הבא ב-9 בבוקר", mean: weekdayAt(time.Monday, 9, 0, true)},
	{text: "למחרתיים ב-16:00", mean: dayAfter(2, 16, 0)},
	{text: "ל-15 במרץ ב-10:00", mean: dateAt(time.March, 15, 10, 0)},
	// A weekday said with "to" and no "יום".
	{text: "לשישי ב-10 בבוקר", mean: weekdayAt(time.Friday, 10, 0, false)},
	{text: "לראשון ב-20:30", mean: weekdayAt(time.Sunday, 20, 30, false)},
	{text: "לחמישי בשמונה בבוקר", mean: weekdayAt(time.Thursday, 8, 0, false)},
}

// change composes a request about a task the user has: c.Kind says which.
func (g *Generator) change(c *Case) {
	item := pick(g.r, in(c.Lang, doingsEN, doingsHE))
	var tmpl string
	switch c.Kind {
	case Complete:
		tmpl = pick(g.r, in(c.Lang, completeEN, completeHE))
	case Delete:
		if g.r.IntN(4) == 0 {
			g.deleteDay(c)
			return
		}
		tmpl = pick(g.r, in(c.Lang, deleteEN, deleteHE))
	case Move:
		tmpl = pick(g.r, in(c.Lang, moveEN, moveHE))
		te := pick(g.r, in(c.Lang, moveTimesEN, moveTimesHE))
		c.Template = tmpl
		c.Text = fill(tmpl, "{i}", item, "{t}", te.text)
		c.Want = Want{Has: words(item), Lacks: commandWords(tmpl, te.text), When: te.mean(c.Now)}
		return
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item)
	c.Want = Want{Has: words(item), Lacks: commandWords(tmpl)}
}

// deleteDay composes a delete of the reminder due on a day, named by the
// day alone.
func (g *Generator) deleteDay(c *Case) {
	tmpl := pick(g.r, in(c.Lang, deleteDayEN, deleteDayHE))
	d := pick(g.r, deleteDays)
	c.Template = tmpl
	c.Text = fill(tmpl, "{at}", d.at, "{own}", d.own, "{for}", d.forDay, "{of}", d.of, "{to}", d.to)
	off := d.off
	if off < 0 {
		off = (int(time.Friday) - int(c.Now.Weekday()) + 7) % 7
	}
	from := day(c.Now, off)
	c.Want = Want{When: When{From: from, To: from.AddDate(0, 0, 1)}}
	if off == 0 && d.off < 0 {
		c.Want.When.To = from.AddDate(0, 0, 8) // "on friday" said on a Friday: today's, or a week on
	}
}

// scoreDeleteDay scores a step that should delete the reminder due on the
// day the case names, by that day alone.
func scoreDeleteDay(c Case, a *memo.TaskArgs) (Outcome, string) {
	w := c.Want.When
	switch {
	case len(a.Targets) > 0 || len(a.DueAt) > 0:
		return Wrong, "named by more than its day: " + join2(a.Targets)
	case a.From == nil || a.To == nil:
		return Wrong, "the day said was dropped"
	case a.From.Before(w.From) || a.To.After(w.To) || !a.To.After(*a.From):
		return Wrong, "day " + when(a.From)
	}
	return Correct, ""
}

// scoreChange scores a step that should complete, delete or move the task
// the case names.
func scoreChange(c Case, s memo.Step) (Outcome, string) {
	want := map[Kind]memo.Op{Complete: memo.OpTaskComplete, Delete: memo.OpTaskDelete, Move: memo.OpTaskUpdate}[c.Kind]
	if s.Capability != memo.CapTasks || s.Operation != want || s.Tasks == nil {
		return Wrong, "not " + string(want) + ": " + describe(s)
	}
	a := s.Tasks
	if c.Kind == Delete && !c.Want.When.From.IsZero() {
		return scoreDeleteDay(c, a)
	}
	if len(a.Targets) != 1 {
		return Wrong, "targets " + join2(a.Targets)
	}
	if why := words2(c.Want, a.Targets[0]); why != "" {
		return Wrong, why
	}
	if c.Kind == Move {
		switch {
		case a.NewDue == nil:
			return Wrong, "no new time"
		case a.Move != memo.MoveAll:
			return Wrong, "a new time said whole, kept in part"
		case !c.Want.When.Accepts(*a.NewDue):
			return Wrong, "new time " + when(a.NewDue)
		}
	}
	return Correct, ""
}

func join2(xs []string) string {
	out := "["
	for i, x := range xs {
		if i > 0 {
			out += " | "
		}
		out += x
	}
	return out + "]"
}
