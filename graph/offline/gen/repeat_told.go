package gen

import (
	"math/rand/v2"
	"strings"

	"github.com/memo-assistant/memo"
)

// A weekly thing told before a request to be reminded with only its
// repeating time: "i have english course every tuesday at 18:00, remind me
// every tuesday at 5pm", "יש לי חוג אנגלית כל שלישי ב-18:00, תזכיר לי כל
// יום שלישי ב-17". The reminder repeats as asked and is titled after the
// thing told.
var (
	toldWeeklyEN = []string{"english course", "football practice", "piano lesson", "pilates class", "choir rehearsal"}
	toldWeeklyHE = []string{"חוג אנגלית", "אימון כדורגל", "שיעור פסנתר", "חוג פילאטיס", "חזרה של המקהלה"}
	// toldWeeklyOpen is how the thing is told: "i have … every …".
	toldWeeklyOpenEN = []string{"i have {x} every {d} at 18:00, ", "we have {x} every {d} at 18:00, ", "i've got {x} every {d} at 18:00. "}
	toldWeeklyOpenHE = []string{"יש לי {x} כל {d} ב-18:00, ", "יש לנו {x} כל {d} ב-18:00, ", "יש לי {x} כל יום {d} ב-18:00. "}
	toldWeeklyAskEN  = []string{"remind me {t}", "remind me please {t}", "pls remind me {t}"}
	toldWeeklyAskHE  = []string{"תזכיר לי {t}", "תזכירי לי {t}", "תזכיר לי בבקשה {t}"}
)

// toldWeekly, one time in ten, says a weekly reminder on one day as the
// thing told before the request (see above). when is the repetition and
// hour the reminder was to be said with.
func toldWeekly(r *rand.Rand, c *Case, when string) {
	rep := c.Want.Repeat
	if r.IntN(10) != 0 || rep == nil || rep.Type != memo.RecurWeekly || len(rep.Days) != 1 || rep.Time == "" || rep.Until != nil ||
		max(rep.Every, 1) != 1 || !strings.Contains(" "+when+" ", " every ") && !strings.Contains(" "+when+" ", " כל ") {
		return
	}
	thing := pick(r, in(c.Lang, toldWeeklyEN, toldWeeklyHE))
	day := in(c.Lang, dayEN, dayHE)[rep.Days[0]]
	open := fill(pick(r, in(c.Lang, toldWeeklyOpenEN, toldWeeklyOpenHE)), "{x}", thing, "{d}", day)
	c.Template = open + pick(r, in(c.Lang, toldWeeklyAskEN, toldWeeklyAskHE))
	c.Text = fill(c.Template, "{t}", when)
	c.Want.Has, c.Want.Lacks = words(thing), []string{"remind", "have", "תזכיר", "תזכירי", "18:00"}
}
