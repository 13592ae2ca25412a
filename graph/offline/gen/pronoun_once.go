package gen

import (
	"time"

	"github.com/memo-assistant/memo"
)

// Follow-ups on an event in focus at 17:00 tomorrow, drawn from a stream
// of their own in place of a pronoun case now and then: one occurrence of
// its series restricted by "only"/"just"/"רק" or told off ("cancel just
// the one tomorrow", "תבטל רק את היוגה של מחר", "אין יוגה מחר"), its end
// said as what will be ("it'll run till 7pm", "זה יימשך עד 19:00"), and a
// move told as the call that asked for it ("the clinic called to move it
// to 6pm", "המרפאה התקשרה להזיז את זה ל-18:00").

var (
	// seriesTitlesEN and seriesTitlesHE are events that repeat weekly.
	seriesTitlesEN = []string{"yoga", "pilates", "piano lesson", "book club", "team standup"}
	seriesTitlesHE = []string{"יוגה", "פילאטיס", "חוג ציור", "שיעור פסנתר", "מועדון הקריאה"}
	onceSkipEN     = []string{"cancel just the one tomorrow", "cancel only tomorrow's {t}", "cancel only tomorrow's session", "no {t} tomorrow",
		"there's no {t} tomorrow", "cancel only this one", "delete just this one"}
	onceSkipHE = []string{"תבטל רק את ה{t} של מחר", "תבטלי רק את זה", "אין {t} מחר", "מחר אין {t}", "תמחק רק את זה", "תבטל רק את הסשן של מחר"}
	onceEndEN  = []string{"it'll run till 7pm", "it will go on until 7pm", "it should be over by 7pm", "make it till 7pm", "it's going to run till 19:00"}
	onceEndHE  = []string{"זה יימשך עד 19:00", "תאריך את זה עד 19:00", "שיהיה עד 19:00", "זה יהיה עד 19:00"}
	onceToldEN = []string{"the clinic called to move it to 6pm", "the optician has telephoned to move it to 6pm", "dana texted to push it to 6pm",
		"the school rang and asked to move it to 6pm"}
	onceToldHE = []string{"המרפאה התקשרה להזיז את זה ל-18:00", "הרופא התקשר ואמר לדחות את זה ל-18:00", "המזכירה של המורה התקשרה להעביר את זה ל-18:00"}
)

// pronounOnce puts one of the forms above in place of c, a pronoun case,
// now and then; it reports whether it did.
func (g *Generator) pronounOnce(c *Case) bool {
	r := g.stream("occurrences")
	if r.IntN(10) != 0 {
		return false
	}
	n := fresh(c)
	at := day(c.Now, 1).Add(17 * time.Hour)
	end := at.Add(time.Hour)
	title := pick(r, in(c.Lang, seriesTitlesEN, seriesTitlesHE))
	n.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: title, When: &at, End: &end}
	var tmpl string
	switch r.IntN(3) {
	case 0:
		n.Focus.Recurring = true
		tmpl = pick(r, in(c.Lang, onceSkipEN, onceSkipHE))
		n.Want = Want{Intent: pronounSkip, When: When{Times: []time.Time{day(c.Now, 1)}}}
	case 1:
		tmpl = pick(r, in(c.Lang, onceEndEN, onceEndHE))
		n.Want = Want{Intent: pronounLength, When: When{Times: []time.Time{at.Add(2 * time.Hour)}}}
	default:
		tmpl = pick(r, in(c.Lang, onceToldEN, onceToldHE))
		n.Want = Want{Intent: pronounRetime, When: When{Times: []time.Time{at.Add(time.Hour)}}}
	}
	n.Template, n.Text = tmpl, fill(tmpl, "{t}", title)
	*c = n
	return true
}
