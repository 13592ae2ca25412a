package gen

import (
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
)

// pronounLead is a new lead for the reminder in focus, counted from a
// deadline: after "deadline for the report tomorrow at 5pm, remind me 3
// hours before", "make it 2 hours before", "שעתיים לפני עדיף". The
// deadline stays; the reminder is counted again from it.
const pronounLead = "lead"

var (
	leadChangesEN = []string{"make it {l}", "actually {l}", "change it to {l}", "{l} is better", "make it {l} instead", "no, {l}",
		"{l} would be better", "let's make it {l}"}
	leadChangesHE = []string{"תעשה את זה {l}", "תעשי את זה {l}", "{l} עדיף", "בעצם {l}", "תשנה את זה ל{l}", "תעשי אותה {l} במקום",
		"עדיף {l}", "לא, {l}"}
	newLeadsEN = []pronounSaid{{text: "2 hours before", by: 2 * time.Hour}, {text: "half an hour before", by: 30 * time.Minute},
		{text: "an hour and a half before", by: 90 * time.Minute}, {text: "20 minutes before", by: 20 * time.Minute},
		{text: "an hour ahead", by: time.Hour}, {text: "5 hours prior", by: 5 * time.Hour}}
	newLeadsHE = []pronounSaid{{text: "שעתיים לפני", by: 2 * time.Hour}, {text: "חצי שעה לפני", by: 30 * time.Minute},
		{text: "שעה וחצי לפני", by: 90 * time.Minute}, {text: "20 דקות לפני", by: 20 * time.Minute},
		{text: "שעה מראש", by: time.Hour}, {text: "חמש שעות לפני", by: 5 * time.Hour}}
	// amountChangesEN and amountChangesHE say the new lead as an amount
	// alone: "actually make it 45 minutes", "בעצם תעשה את זה חצי שעה".
	amountChangesEN = []string{"make it {l}", "actually make it {l}", "change it to {l}", "make it {l} instead"}
	amountChangesHE = []string{"תעשה את זה {l}", "בעצם תעשה את זה {l}", "תעשי את זה {l} במקום", "תשני את זה ל{l}"}
	leadAmountsEN   = []pronounSaid{{text: "45 minutes", by: 45 * time.Minute}, {text: "2 hours", by: 2 * time.Hour}, {text: "an hour", by: time.Hour}}
	leadAmountsHE   = []pronounSaid{{text: "חצי שעה", by: 30 * time.Minute}, {text: "שעתיים", by: 2 * time.Hour}, {text: "45 דקות", by: 45 * time.Minute}}
)

// pronounNewLead composes a new lead for a reminder due at 17:00
// tomorrow, now coming 3 hours before it, said with "before" or as an
// amount alone.
func (g *Generator) pronounNewLead(c *Case) {
	at := day(c.Now, 1).Add(17 * time.Hour)
	c.Focus = &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: pick(g.r, in(c.Lang, deadlinesEN, deadlinesHE)),
		When: &at, Lead: 3 * time.Hour}
	tmpl := pick(g.r, in(c.Lang, leadChangesEN, leadChangesHE))
	l := pick(g.r, in(c.Lang, newLeadsEN, newLeadsHE))
	if g.r.IntN(3) == 0 {
		tmpl, l = pick(g.r, in(c.Lang, amountChangesEN, amountChangesHE)), pick(g.r, in(c.Lang, leadAmountsEN, leadAmountsHE))
	}
	c.Template, c.Text = tmpl, fill(tmpl, "{l}", l.text)
	c.Want = Want{Intent: pronounLead, When: When{Times: []time.Time{at.Add(-l.by)}}}
}

// deadlinesEN and deadlinesHE are things due at a time a reminder is
// counted back from.
var (
	deadlinesEN = []string{"deadline for the report", "submit the grant", "the essay is due"}
	deadlinesHE = []string{"דדליין לדוח", "הגשת העבודה", "להגיש את הבקשה"}
)

// scoreNewLead scores a new lead for the focus: its reminder counted from
// the same due time, which stays.
func scoreNewLead(c Case, s memo.Step) (Outcome, string) {
	if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || s.Tasks.NewLead == nil || s.Tasks.NewDue != nil {
		return Wrong, "not a new lead: " + describe(s)
	}
	due := c.Focus.When.Add(-*s.Tasks.NewLead)
	if !c.Want.When.Accepts(due) {
		return Wrong, fmt.Sprintf("reminder at %s", when(&due))
	}
	return Correct, ""
}
