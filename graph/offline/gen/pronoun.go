package gen

import (
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
)

// Pronoun is a follow-up on the item the conversation is about (the
// reminder or the event just made), naming it only as "it": "when is
// it?", "cancel it", "done with it", "snooze 30 min", "make it 6
// instead", "מתי זה?", "תבטל אותו", "סיימתי עם זה", "תדחה בחצי שעה". The
// case carries that item as its Focus.
const Pronoun Kind = "pronoun"

// The intents of a Pronoun case.
const (
	pronounWhen   = "when"
	pronounDelete = "delete"
	pronounDone   = "done"
	pronounShift  = "shift"
	pronounRetime = "retime"
)

// pronounSaid is a follow-up as said, what it means, and whether it is
// said of a reminder only ("done with it", "snooze").
type pronounSaid struct {
	text, intent string
	// by is the shift's amount; taskOnly marks words said of reminders.
	by       time.Duration
	taskOnly bool
}

var (
	pronounEN = []pronounSaid{
		{text: "when is it?", intent: pronounWhen}, {text: "when's that?", intent: pronounWhen}, {text: "for when?", intent: pronounWhen},
		{text: "when is it again?", intent: pronounWhen}, {text: "what time is it set for?", intent: pronounWhen},
		{text: "what time did you set it for?", intent: pronounWhen},
		{text: "cancel it", intent: pronounDelete}, {text: "nvm cancel it", intent: pronounDelete}, {text: "cancel that one", intent: pronounDelete},
		{text: "delete it", intent: pronounDelete}, {text: "just cancel it", intent: pronounDelete},
		{text: "done with it", intent: pronounDone, taskOnly: true}, {text: "i'm done with it", intent: pronounDone, taskOnly: true},
		{text: "finished it", intent: pronounDone, taskOnly: true},
		{text: "snooze 30 min", intent: pronounShift, by: 30 * time.Minute, taskOnly: true},
		{text: "snooze for 30 minutes", intent: pronounShift, by: 30 * time.Minute, taskOnly: true},
		{text: "snooze it an hour", intent: pronounShift, by: time.Hour, taskOnly: true},
		{text: "push it back an hour", intent: pronounShift, by: time.Hour}, {text: "postpone it by 20 minutes", intent: pronounShift, by: 20 * time.Minute},
		{text: "make it 6 instead", intent: pronounRetime}, {text: "make it 6", intent: pronounRetime}, {text: "move it to 6 instead", intent: pronounRetime},
		{text: "push it to the evening, like 6", intent: pronounRetime}, {text: "move it to the evening, say 6", intent: pronounRetime},
		{text: "snooze it to 6", intent: pronounRetime, taskOnly: true}, {text: "snooze it to 6pm", intent: pronounRetime, taskOnly: true},
		// Said politely, or as a mistake owned.
		{text: "now move it to 6 please", intent: pronounRetime}, {text: "could you possibly move it to 6", intent: pronounRetime},
		{text: "actually, would you mind making it 6", intent: pronounRetime}, {text: "make it 6 actually", intent: pronounRetime},
		{text: "sorry, I've made a mistake, it should be 6", intent: pronounRetime}, {text: "it should be at 6.00", intent: pronounRetime},
		{text: "please delete it, it's been cancelled", intent: pronounDelete},
		{text: "oh, please delete that one, my sister is doing it instead", intent: pronounDelete},
		// With why after it, or a word of filler, and no pause.
		{text: "nah delete that my teacher extended it", intent: pronounDelete}, {text: "cancel it, not needed anymore", intent: pronounDelete},
		{text: "delete it, no longer relevant", intent: pronounDelete}, {text: "done, I picked them up already", intent: pronounDone, taskOnly: true},
		// A move said with its way and a polite question.
		{text: "could you move it later to 6", intent: pronounRetime}, {text: "can we push it back to 6?", intent: pronounRetime},
	}
	pronounHE = []pronounSaid{
		{text: "מתי זה?", intent: pronounWhen}, {text: "לאיזו שעה קבעת?", intent: pronounWhen}, {text: "למתי?", intent: pronounWhen},
		{text: "מתי זה יהיה?", intent: pronounWhen}, {text: "באיזו שעה זה?", intent: pronounWhen},
		{text: "תמחק את זה", intent: pronounDelete}, {text: "עזוב תמחק את זה", intent: pronounDelete}, {text: "תבטל אותו", intent: pronounDelete},
		{text: "תמחקי את זה", intent: pronounDelete},
		{text: "סיימתי עם זה", intent: pronounDone, taskOnly: true}, {text: "גמרתי את זה", intent: pronounDone, taskOnly: true},
		{text: "תדחה בחצי שעה", intent: pronounShift, by: 30 * time.Minute, taskOnly: true},
		{text: "תדחי בשעה", intent: pronounShift, by: time.Hour, taskOnly: true},
		{text: "תדחה את זה בשעה", intent: pronounShift, by: time.Hour},
		{text: "תעשה את זה ב-6 במקום", intent: pronounRetime}, {text: "תזיז את זה לשש במקום", intent: pronounRetime},
		{text: "תעשה את זה לשש", intent: pronounRetime},
		{text: "תעביר את זה לערב, ב-6", intent: pronounRetime}, {text: "תדחה את זה ל-6", intent: pronounRetime, taskOnly: true},
		{text: "עכשיו תזיז את זה ל-6 בבקשה", intent: pronounRetime}, {text: "סליחה טעיתי, זה צריך להיות ב-6", intent: pronounRetime},
		{text: "זה אמור להיות ב-6", intent: pronounRetime}, {text: "תעשה את זה 6 בעצם", intent: pronounRetime},
		{text: "תמחק את זה, זה בוטל", intent: pronounDelete}, {text: "תמחקי את זה כי היא עושה את זה במקומי", intent: pronounDelete},
		{text: "תבטלי אותה, נדחתה", intent: pronounDelete}, {text: "תבטל את זה עזוב", intent: pronounDelete},
		{text: "תבטלי את זה, לא רלוונטי יותר", intent: pronounDelete}, {text: "בוצע, אספתי אותם", intent: pronounDone, taskOnly: true},
		{text: "אפשר לדחות את זה לשש?", intent: pronounRetime}, {text: "אפשר לדחות לשש?", intent: pronounRetime},
	}
)

// pronounWhy are what happened, said before a follow-up on the focus by
// language and intent: a why that names nothing but the focus.
var (
	pronounWhyEN = []map[string][]string{{
		pronounDelete: {"she cancelled", "they cancelled", "it got cancelled", "he can't come", "never mind", "turns out they called it off"},
		pronounRetime: {"they changed it", "they swapped me", "sorry my bad", "she asked"},
		pronounDone:   {"never mind", "ok"},
	}}
	pronounWhyHE = []map[string][]string{{
		pronounDelete: {"היא ביטלה", "ביטלו", "זה בוטל", "הוא לא יכול", "עזוב"},
		pronounRetime: {"שינו את זה", "החליפו לי", "סליחה טעיתי"},
		pronounDone:   {"בוצע", "סבבה"},
	}}
)

// pronoun composes a follow-up on a reminder or an event at 17:00
// tomorrow; "6" is then 18:00.
func (g *Generator) pronoun(c *Case) {
	if g.r.IntN(6) == 0 {
		g.pronounNewLead(c) // "make it 2 hours before"
		return
	}
	at := day(c.Now, 1).Add(17 * time.Hour)
	said := pick(g.r, in(c.Lang, pronounEN, pronounHE))
	c.Focus = &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: pick(g.r, in(c.Lang, doingsEN, doingsHE)), When: &at}
	if !said.taskOnly && g.r.IntN(2) == 0 {
		end := at.Add(time.Hour)
		c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: pick(g.r, in(c.Lang, heldEN, heldHE)),
			When: &at, End: &end}
	}
	text := said.text
	if leads := in(c.Lang, pronounWhyEN, pronounWhyHE)[0][said.intent]; len(leads) > 0 && g.r.IntN(4) == 0 {
		text = pick(g.r, leads) + ", " + text // "she cancelled, delete it"
	}
	c.Template, c.Text = text, text
	c.Want = Want{Intent: said.intent}
	switch said.intent {
	case pronounShift:
		c.Want.When = When{Times: []time.Time{at.Add(said.by)}}
	case pronounRetime:
		c.Want.When = When{Times: []time.Time{at.Add(time.Hour)}}
	}
}

// scorePronoun scores a step that should act on the case's focus as its
// intent says: show it, delete it (an undo of its making is that too),
// complete it, or move it.
func scorePronoun(c Case, s memo.Step) (Outcome, string) {
	f := c.Focus
	onFocus := s.Tasks != nil && len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == f.ID ||
		s.Calendar != nil && len(s.Calendar.EventIDs) == 1 && s.Calendar.EventIDs[0] == f.ID
	if s.Operation == memo.OpUndo && c.Want.Intent == pronounDelete {
		return Correct, ""
	}
	if !onFocus {
		if c.Noise != "" && readOnly(s) {
			// "wheen's that?" searched for: nothing changes. Said plainly,
			// a search instead of the focus is the reply people got wrong.
			return Declined, "a read, not on the focus: " + describe(s)
		}
		return Wrong, "not on the focus: " + describe(s)
	}
	if c.Want.Intent == pronounLead {
		return scoreNewLead(c, s)
	}
	var ok bool
	var moved *time.Time
	switch c.Want.Intent {
	case pronounWhen:
		ok = s.Operation == memo.OpTaskGetAll || s.Operation == memo.OpEventGet
	case pronounDelete:
		ok = s.Operation == memo.OpTaskDelete || s.Operation == memo.OpEventDelete
	case pronounDone:
		ok = s.Operation == memo.OpTaskComplete
	case pronounShift, pronounRetime:
		switch {
		case s.Operation == memo.OpTaskUpdate:
			moved = s.Tasks.NewDue
		case s.Operation == memo.OpEventUpdate && s.Calendar.Fields != nil:
			moved = s.Calendar.Fields.Start
		}
		ok = moved != nil && c.Want.When.Accepts(*moved)
	}
	if !ok {
		return Wrong, fmt.Sprintf("%s for %s, to %s", describe(s), c.Want.Intent, when(moved))
	}
	return Correct, ""
}

// readOnly reports whether s only reads: a search or a listing.
func readOnly(s memo.Step) bool {
	switch s.Operation {
	case memo.OpMemorySearch, memo.OpTaskGetAll, memo.OpEventGet, memo.OpEventGetEvents, memo.OpListGet, memo.OpListGetAll:
		return true
	}
	return false
}
