package gen

import (
	"math/rand/v2"

	"github.com/memo-assistant/memo"
)

// A question about a day said in its idioms, and after a remark on the
// day: "what am I up to tomorrow", "what's the damage on friday", "wicked
// busy day whats on my plate today", "מה הולך מחר", "מה על הצלחת שלי
// היום", "איזה יום עמוס, מה מחכה לי מחר". It reads the day as any agenda
// question does.
var (
	agendaIdiomEN = []string{"what am I up to {d}", "what's the damage {d}", "what's happening {d}", "whats on my plate {d}",
		"what do I have {d}", "anything on {d}?"}
	agendaIdiomHE = []string{"מה הולך {d}", "מה על הצלחת שלי {d}", "מה מחכה לי {d}", "מה יש לי {d}"}
	// agendaRemarkEN and agendaRemarkHE are remarks on the day said before
	// the question, or nothing.
	agendaRemarkEN = []string{"", "", "wicked busy day ", "crazy week, ", "ugh long day ", "such a hectic week "}
	agendaRemarkHE = []string{"", "", "איזה יום עמוס, ", "וואי שבוע מטורף ", "יום ארוך. ", "איזה שבוע עמוס "}
)

// agendaIdiom, one time in five, says tmpl as an idiom, at times after a
// remark on the day.
func agendaIdiom(r *rand.Rand, lang memo.Language, tmpl string) string {
	if r.IntN(5) != 0 {
		return tmpl
	}
	return pick(r, in(lang, agendaRemarkEN, agendaRemarkHE)) + pick(r, in(lang, agendaIdiomEN, agendaIdiomHE))
}
