package gen

import (
	"math/rand/v2"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Reminders and events asked in Spanglish, English texted by a Spanish
// speaker: an opener ("oye"), the hour said "a las 7am", the day
// "mañana", "hoy", "el viernes", the articles and "con" in Spanish ("call
// el plumber", "con el architect"), "tengo" (I have) telling an event and
// "ponlo en el calendar" (put it in the calendar) closing it. The title
// keeps the words of content, never the Spanish scaffolding.

var (
	spanglishOpens = []string{"", "oye ", "oye, ", "óyeme "}
	// spanglishTimes are the times said in Spanglish with their meaning.
	spanglishTimes = []timeExpr{
		{text: "mañana a las 7am", mean: tomorrow(7, 0)},
		{text: "mañana a las 5pm", mean: tomorrow(17, 0)},
		{text: "mañana a las 7 de la mañana", mean: tomorrow(7, 0)},
		{text: "mañana a las 4 de la tarde", mean: tomorrow(16, 0)},
		{text: "el viernes a las 10am", mean: weekdayAt(time.Friday, 10, 0, false)},
		{text: "el lunes a las 8am", mean: weekdayAt(time.Monday, 8, 0, false)},
		{text: "el friday at 3pm", mean: weekdayAt(time.Friday, 15, 0, false)},
	}
	// spanglishDeeds are the things to do, with the words the title keeps.
	spanglishDeeds = []struct {
		said string
		has  []string
	}{
		{"call el plumber", []string{"call", "plumber"}},
		{"call el concrete guy from Pedro Supply", []string{"call", "concrete", "guy", "pedro"}},
		{"pick up los kids", []string{"pick", "kids"}},
		{"send las invoices to Marta", []string{"send", "invoices", "marta"}},
		{"check el generator con el foreman", []string{"check", "generator", "foreman"}},
	}
	// spanglishRemindForms place the time {t} and the thing {i}.
	spanglishRemindForms = []string{"remind me {t} to {i}", "{t} remind me to {i}", "remind me to {i} {t}"}
	// spanglishEvents are the things told, who with, and the words the
	// title keeps.
	spanglishEvents = []struct {
		said string
		has  []string
	}{
		{"inspection con el city inspector", []string{"inspection", "city", "inspector"}},
		{"meeting con el architect", []string{"meeting", "architect"}},
		{"lunch con los owners", []string{"lunch", "owners"}},
		{"walkthrough con la client", []string{"walkthrough", "client"}},
	}
	// spanglishEventForms place the event {i} and the time {t}.
	spanglishEventForms = []string{"tengo {i} {t}, ponlo en el calendar", "tengo {i} {t}", "ponlo en el calendario: {i} {t}",
		"add {i} {t} en el calendar"}
)

// spanglish writes now and then (r decides, a stream of its own so the
// other cases keep their draws) an English reminder or event c as one
// asked in Spanglish, after it is dressed.
func spanglish(r *rand.Rand, c *Case) {
	if c.Lang != memo.English || c.Kind != Reminder && c.Kind != Event || strings.HasPrefix(c.Template, "hinglish") || r.IntN(10) != 0 {
		return
	}
	te := pick(r, spanglishTimes)
	lacks := []string{"mañana", "a las", "las", "el", "los", "la", "de la", "tengo", "ponlo", "con", "calendario", "oye", "óyeme"}
	if c.Kind == Reminder {
		deed := pick(r, spanglishDeeds)
		form := pick(r, spanglishRemindForms)
		c.Text = pick(r, spanglishOpens) + fill(form, "{t}", te.text, "{i}", deed.said)
		c.Template = "spanglish: " + form
		c.Want = Want{Has: deed.has, Lacks: lacks, When: te.mean(c.Now)}
	} else {
		ev := pick(r, spanglishEvents)
		form := pick(r, spanglishEventForms)
		c.Text = pick(r, spanglishOpens) + fill(form, "{t}", te.text, "{i}", ev.said)
		c.Template = "spanglish: " + form
		c.Want = Want{Has: ev.has, Lacks: lacks, When: te.mean(c.Now)}
	}
	c.Noise = ""
}
