package gen

import (
	"fmt"
	"strings"

	"github.com/memo-assistant/memo"
)

// Tasks is several things to do said in one message: "todo: buy milk,
// call the bank and feed the cat", "תוסיף למשימות: להתקשר לאמא, לקנות
// חלב ולהאכיל את החתול", "put on my to do list: call mom and buy milk". It
// is a task each, in the order said, with no time. One thing to do that
// holds "and" of its own ("buy salt and pepper", "לדבר עם אבא ואמא") is
// said in the same forms and stays one task.
const Tasks Kind = "tasks"

var (
	severalEN = []string{"todo: {l}", "add to my to do list: {l}", "put on my to do list: {l}", "add {l} to my todo",
		"tasks: {l}", "add tasks: {l}", "my to dos: {l}", "to do: {l}", "add to my tasks: {l}"}
	severalHE = []string{"תוסיף למשימות: {l}", "משימות: {l}", "להוסיף לרשימת המשימות: {l}", "מטלות: {l}",
		"תוסיפי משימות: {l}", "טודו: {l}", "תרשום לי משימות: {l}", "תוסיף לרשימת המטלות: {l}"}
	// oneMoreEN and oneMoreHE add one more task, "another" no word of it.
	oneMoreEN = []string{"another task: {l}", "one more task: {l}"}
	oneMoreHE = []string{"משימה נוספת: {l}", "עוד משימה: {l}", "מטלה נוספת - {l}"}
	// joinedEN and joinedHE are one thing to do that holds an "and".
	joinedEN = []string{"buy salt and pepper", "call Tom and Jerry", "pick up and drop off the kids",
		"wash and fold the laundry", "buy fish and chips", "call mom and tell her about the party"}
	joinedHE = []string{"לדבר עם אבא ואמא", "לקנות מלח ופלפל", "לקנות ולהרכיב את הארון", "להתקשר לדני ולרון"}
)

// several composes several things to do in one message, or one thing to
// do that holds an "and".
func (g *Generator) several(c *Case) {
	var items []string
	tmpl := pick(g.r, in(c.Lang, severalEN, severalHE))
	switch g.r.IntN(6) {
	case 0:
		items = []string{pick(g.r, in(c.Lang, joinedEN, joinedHE))}
	case 1:
		tmpl = pick(g.r, in(c.Lang, oneMoreEN, oneMoreHE))
		items = []string{pick(g.r, plainDoings(c.Lang))}
	default:
		n := 2 + g.r.IntN(2)
		for len(items) < n {
			if x := pick(g.r, plainDoings(c.Lang)); !contains(items, x) {
				items = append(items, x)
			}
		}
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{l}", join(g, c.Lang, items))
	c.Want = Want{Lacks: commandWords(tmpl)}
	for _, x := range items {
		c.Want.Items = append(c.Want.Items, words(x))
	}
}

// plainDoings are the things to do with no word of a day in them.
func plainDoings(lang memo.Language) []string {
	var out []string
	for _, d := range in(lang, doingsEN, doingsHE) {
		if !strings.Contains(d, "tomorrow") && !strings.Contains(d, "מחר") {
			out = append(out, d)
		}
	}
	return out
}

// scoreSeveral scores the tasks made of several things to do: a task
// each, in order, each with its own words and none of the others'.
func scoreSeveral(c Case, steps []memo.Step) (Outcome, string) {
	if len(steps) != 1 {
		return Wrong, fmt.Sprintf("%d steps", len(steps))
	}
	s := steps[0]
	if s.Capability != memo.CapTasks || s.Operation != memo.OpTaskCreate || s.Tasks == nil {
		return Wrong, "no tasks created: " + describe(s)
	}
	if len(s.Tasks.Drafts) != len(c.Want.Items) {
		return Wrong, fmt.Sprintf("%d tasks for %d", len(s.Tasks.Drafts), len(c.Want.Items))
	}
	if s.Tasks.NeedTime || len(s.Tasks.DateChoices) > 0 {
		return Wrong, "tasks with no time ask one"
	}
	for i, d := range s.Tasks.Drafts {
		w := Want{Has: c.Want.Items[i], Lacks: c.Want.Lacks}
		for j, o := range c.Want.Items {
			if j != i {
				w.Lacks = append(w.Lacks, others(o, c.Want.Items[i])...)
			}
		}
		if why := words2(w, d.Text); why != "" {
			return Wrong, why
		}
		if d.DueDate != nil || d.Recurrence != nil {
			return Wrong, "a task with no time got one"
		}
	}
	return Correct, ""
}
