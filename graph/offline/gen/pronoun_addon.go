package gen

import (
	"fmt"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// pronounAddon is one more reminder said with its deed right after one:
// "and one for checking the water troughs", "another one to feed the
// dogs", "ועוד אחת לבדוק את המים". It is the deed at the same time.
const pronounAddon = "addon"

// pronounNextDay is the item moved to the day after its own, or one more
// of it there: "the following day at the same hour", "למחרת באותה שעה",
// "and another one same time the next day".
const pronounNextDay = "nextday"

// pronounNamed is a reminder counted back from the event in focus named
// with a deed of its own: "remind me 30 min before the showing to grab
// the lockbox code", "תזכירי לי חצי שעה לפני הפגישה להביא את המפתח".
const pronounNamed = "named"

// addonSaid is a deed said after "one more" and the plain deed it is.
type addonSaid struct{ text, deed string }

var (
	addonEN = []string{"and one for {g}", "and one more for {g}", "one more for {g}", "another one to {d}", "and another one to {d}",
		"and another one for {g}"}
	addonHE    = []string{"ועוד אחת {d}", "ועוד אחד {d}", "עוד אחת {d}"}
	addonDoEN  = []addonSaid{{"checking the water troughs", "check the water troughs"}, {"feeding the dogs", "feed the dogs"}, {"taking out the bins", "take out the bins"}}
	addonDoHE  = []string{"לבדוק את המים", "להאכיל את הכלבים", "להוציא את הפחים"}
	nextDayEN  = []string{"the following day at the same hour", "same time the next day", "the next day", "the following day"}
	nextDayHE  = []string{"למחרת באותה שעה", "למחרת", "ביום שאחרי באותה שעה"}
	nextCopyEN = []string{"and another one the following day at the same hour", "and another one same time the next day", "one more the next day"}
	nextCopyHE = []string{"ועוד אחת למחרת באותה שעה", "ועוד אחד למחרת"}
	// anchorNamedEN and anchorNamedHE are an event's title and how it is named.
	anchorNamedEN = [][2]string{{"house showing", "the showing"}, {"dentist appointment", "the dentist"}, {"team meeting", "the team meeting"}}
	anchorNamedHE = [][2]string{{"פגישה עם דנה", "הפגישה"}, {"תור לרופא", "התור לרופא"}, {"ישיבת צוות", "ישיבת הצוות"}}
	namedAskEN    = []string{"remind me {l} before {e} to {x}", "please remind me {l} before {e} to {x}"}
	namedAskHE    = []string{"תזכירי לי {l} לפני {e} {x}", "תזכיר לי {l} לפני {e} {x}"}
	namedDoEN     = []string{"grab the lockbox code", "print the flyers", "charge the camera"}
	namedDoHE     = []string{"להביא את המפתח", "לשלוח את המצגת", "להטעין את המצלמה"}
	namedLeadEN   = []pronounSaid{{text: "30 min", by: 30 * time.Minute}, {text: "an hour", by: time.Hour}, {text: "15 minutes", by: 15 * time.Minute}}
	namedLeadHE   = []pronounSaid{{text: "חצי שעה", by: 30 * time.Minute}, {text: "שעה", by: time.Hour}, {text: "רבע שעה", by: 15 * time.Minute}}
)

// pronounAddOn composes one of the three, after a reminder or an event at
// 17:00 tomorrow.
func (g *Generator) pronounAddOn(c *Case) {
	at := day(c.Now, 1).Add(17 * time.Hour)
	end := at.Add(time.Hour)
	switch g.r.IntN(3) {
	case 0:
		c.Focus = &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: pick(g.r, in(c.Lang, doingsEN, doingsHE)), When: &at}
		tmpl := pick(g.r, in(c.Lang, addonEN, addonHE))
		deed := pick(g.r, addonDoHE)
		c.Text = fill(tmpl, "{d}", deed)
		if c.Lang == memo.English {
			d := pick(g.r, addonDoEN)
			deed, c.Text = d.deed, fill(tmpl, "{g}", d.text, "{d}", d.deed)
		}
		c.Template = tmpl
		c.Want = Want{Intent: pronounAddon, Has: words(deed), When: When{Times: []time.Time{at}}}
	case 1:
		c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: pick(g.r, in(c.Lang, heldEN, heldHE)), When: &at, End: &end}
		if g.r.IntN(2) == 0 {
			c.Focus = &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: pick(g.r, in(c.Lang, doingsEN, doingsHE)), When: &at}
		}
		copied := g.r.IntN(2) == 0
		c.Template = pick(g.r, in(c.Lang, nextDayEN, nextDayHE))
		if copied {
			c.Template = pick(g.r, in(c.Lang, nextCopyEN, nextCopyHE))
		}
		c.Text = c.Template
		c.Want = Want{Intent: pronounNextDay, When: When{Times: []time.Time{at.AddDate(0, 0, 1)}}, EventOrReminder: copied}
	default:
		n := pick(g.r, in(c.Lang, anchorNamedEN, anchorNamedHE))
		c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: n[0], When: &at, End: &end}
		l := pick(g.r, in(c.Lang, namedLeadEN, namedLeadHE))
		x := pick(g.r, in(c.Lang, namedDoEN, namedDoHE))
		tmpl := pick(g.r, in(c.Lang, namedAskEN, namedAskHE))
		c.Template, c.Text = tmpl, fill(tmpl, "{l}", l.text, "{e}", n[1], "{x}", x)
		c.Want = Want{Intent: pronounNamed, Has: words(x), Lacks: words(n[1]), When: When{Times: []time.Time{at.Add(-l.by)}}}
	}
}

// scoreAddOn scores the three: one more reminder with its deed at the
// focus's time; the focus moved, or copied (EventOrReminder), to the next
// day at its hour; the deed counted back from the event named.
func scoreAddOn(c Case, s memo.Step) (Outcome, string) {
	switch c.Want.Intent {
	case pronounNextDay:
		var at *time.Time
		switch {
		case c.Want.EventOrReminder && s.Operation == memo.OpEventCreate && s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			at = &s.Calendar.Drafts[0].Start
		case c.Want.EventOrReminder && s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			at = s.Tasks.Drafts[0].DueDate
		case !c.Want.EventOrReminder && s.Operation == memo.OpTaskUpdate && s.Tasks != nil:
			at = s.Tasks.NewDue
		case !c.Want.EventOrReminder && s.Operation == memo.OpEventUpdate && s.Calendar != nil && s.Calendar.Fields != nil:
			at = s.Calendar.Fields.Start
		}
		if at == nil || !c.Want.When.Accepts(*at) {
			return Wrong, "not the next day: " + describe(s)
		}
		return Correct, ""
	}
	if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
		return Wrong, "not one reminder: " + describe(s)
	}
	d := s.Tasks.Drafts[0]
	if d.DueDate == nil {
		return Wrong, "no time"
	}
	fire := d.DueDate.Add(-d.Lead)
	if !c.Want.When.Accepts(fire) {
		return Wrong, fmt.Sprintf("reminder at %s", when(&fire))
	}
	low := strings.ToLower(d.Text)
	for _, w := range c.Want.Has {
		if !strings.Contains(low, strings.ToLower(w)) {
			return Wrong, "titled " + d.Text
		}
	}
	for _, w := range c.Want.Lacks {
		if len([]rune(w)) > 3 && strings.Contains(low, strings.ToLower(w)) {
			return Wrong, "titled " + d.Text
		}
	}
	return Correct, ""
}
