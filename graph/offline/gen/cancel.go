package gen

import (
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
)

// Cancel deletes an event the user has, named as people name it, with the
// day it is on or without: "cancel the dentist on thursday", "תבטל את
// הפגישה עם דן מחר". A day said narrows the delete to that day; it is
// never dropped.
const Cancel Kind = "cancel"

var (
	cancelEN = []string{
		"cancel {i}{d}", "delete {i}{d}", "call off {i}{d}", "please cancel {i}{d}", "can you cancel {i}{d}",
		"remove {i} from my calendar{d}",
		// With the condition of its being there.
		"cancel {i}{d} if theres one", "delete {i}{d} if there is one",
		// Told as news.
		"they cancelled {i}{d}", "{i}{d} got cancelled", "{i}{d} was called off, delete it",
		"{i}{d} was cancelled", "{i}{d} has been cancelled",
	}
	cancelHE = []string{
		"תבטל את {i}{d}", "תמחק את {i}{d}", "תבטלי את {i}{d}", "תוריד מהיומן את {i}{d}", "אפשר לבטל את {i}{d}",
		"תבטל את {i}{d} אם יש", "תבטלי את {i}{d} אם יש כזה",
		// Told as news.
		"ביטלו את {i}{d}", "ביטלו לי את {i}{d}", "ביטלו את {i}{d} תמחק אותו",
	}
	// cancelWhyTmplEN and cancelWhyTmplHE are cancels a reason is drawn
	// after, and cancelWhyEN, cancelWhyHE the reasons: said with no pause
	// where the name is told apart by two words of its own ("cancel the
	// meeting with Dan they postponed"), after a comma where it is one
	// ("cancel the dentist, he's sick"). The reason is no word of the name.
	cancelWhyTmplEN = []string{"cancel {i}{d}", "delete {i}{d}"}
	cancelWhyTmplHE = []string{"תבטל את {i}{d}", "תמחק את {i}{d}", "תבטלי את {i}{d}"}
	cancelWhyEN     = []string{"they postponed", "he's sick", "she's sick", "they cancelled", "she can't come", "because he's sick"}
	cancelWhyHE     = []string{"הם דחו", "הוא חולה", "היא חולה", "הם ביטלו", "היא לא יכולה", "כי הוא חולה"}
	// cancelMineEN and cancelMineHE are the speaker's own reasons, said
	// after any name, with a pause or none: "cancel the dentist i'll
	// rebook", "תבטל את הפגישה עם דן אני חולה".
	cancelMineEN = []string{"i'll rebook", "im sick", "I need to reschedule", "can't make it", "I'm not feeling well", "will rebook later"}
	cancelMineHE = []string{"אני אקבע מחדש", "אני חולה", "אני לא יכולה להגיע", "נקבע שוב", "אני לא מרגיש טוב"}
	// cancelWhysEN and cancelWhysHE are the reasons of others and the
	// speaker's own, drawn from together.
	cancelWhysEN = append(append([]string{}, cancelWhyEN...), cancelMineEN...)
	cancelWhysHE = append(append([]string{}, cancelWhyHE...), cancelMineHE...)
	// cancelNoNeedEN and cancelNoNeedHE tell the thing is not needed, then
	// cancel it, with a pause or none, with the command's object or none.
	cancelNoNeedEN = []string{
		"i don't need to go to {i}{d} cancel it", "i dont need to go to {i}{d}, cancel", "no need for {i}{d} anymore delete it",
		"we don't need to attend {i}{d}, delete it",
	}
	cancelNoNeedHE = []string{"לא צריך את {i}{d} תבטל", "כבר לא צריכה את {i}{d}, תמחקי", "אני לא צריך את {i}{d} תבטל"}
	// cancelDaysEN and cancelDaysHE are the days said with a cancel, and
	// how many days from now each is (-1: the coming Thursday).
	cancelDaysEN = []struct {
		text string
		off  int
	}{{"", 0}, {" tomorrow", 1}, {" on thursday", -1}, {" today", 0}}
	cancelDaysHE = []struct {
		text string
		off  int
	}{{"", 0}, {" מחר", 1}, {" ביום חמישי", -1}, {" היום", 0}}
)

// cancel composes a delete of an event.
func (g *Generator) cancel(c *Case) {
	item := pick(g.r, in(c.Lang, heldEN, heldHE))
	tmpl := pick(g.r, in(c.Lang, cancelEN, cancelHE))
	d := pick(g.r, in(c.Lang, cancelDaysEN, cancelDaysHE))
	why := ""
	switch g.r.IntN(5) {
	case 0:
		tmpl = pick(g.r, in(c.Lang, cancelWhyTmplEN, cancelWhyTmplHE))
		why = pick(g.r, in(c.Lang, cancelWhysEN, cancelWhysHE))
		pause := " "
		if len(itemWords(item)) < 2 {
			pause = ", "
		}
		tmpl += pause + why
	case 1:
		tmpl = pick(g.r, in(c.Lang, cancelNoNeedEN, cancelNoNeedHE))
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item, "{d}", d.text)
	var lacks []string
	for _, w := range commandWords(tmpl, d.text) {
		if !contains(words(item), w) {
			lacks = append(lacks, w)
		}
	}
	c.Want = Want{Has: itemWords(item), Lacks: lacks}
	if d.text != "" {
		off := d.off
		if off < 0 {
			off = (int(time.Thursday) - int(c.Now.Weekday()) + 7) % 7
		}
		from := day(c.Now, off)
		c.Want.When = When{From: from, To: from.AddDate(0, 0, 1)}
		if off == 0 && d.off < 0 {
			// "on thursday" said on a Thursday: today's, or a week on.
			c.Want.When.To = from.AddDate(0, 0, 8)
		}
	}
}

// scoreCancel scores a step that should delete the event the case names,
// on the day it names.
func scoreCancel(c Case, s memo.Step) (Outcome, string) {
	var name string
	var from, to *time.Time
	switch {
	case s.Capability == memo.CapCalendar && s.Calendar != nil && (s.Operation == memo.OpEventDelete || s.Operation == memo.OpEventDeleteBySummary):
		name, from, to = s.Calendar.Summary, s.Calendar.From, s.Calendar.To
	case s.Capability == memo.CapTasks && s.Tasks != nil && s.Operation == memo.OpTaskDelete && len(s.Tasks.Targets) == 1:
		name = s.Tasks.Targets[0]
	default:
		return Wrong, "not a delete: " + describe(s)
	}
	if why := words2(Want{Has: c.Want.Has, Lacks: c.Want.Lacks}, plainName(name, c.Want.Has)); why != "" {
		return Wrong, why
	}
	w := c.Want.When
	switch {
	case w.From.IsZero():
		return Correct, ""
	case from == nil || to == nil:
		return Wrong, "the day said was dropped"
	case from.Before(w.From) || to.After(w.To) || !to.After(*from):
		return Wrong, fmt.Sprintf("window %s–%s", from.In(Loc).Format("Mon 02 15:04"), to.In(Loc).Format("Mon 02 15:04"))
	}
	return Correct, ""
}
