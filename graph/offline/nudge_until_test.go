package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestNudgeUntilTheDeed: a nudge said with the deed that ends it ("nag me
// every hour until i book the flights", "תציק לי כל שעה עד שאני מגיש את
// הדוח") nudges about that deed, its verb made the infinitive in Hebrew
// where it is known; with no interval, a deed done ("until i've sent"),
// someone else's ("until the plumber comes") or a thing of its own before
// it, it is declined, and "until" never reaches a title.
func TestNudgeUntilTheDeed(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		every       time.Duration
	}{
		{"keep reminding me every hour until i book the flights to rome", "book the flights to rome", time.Hour},
		{"nag me every 30 min until i pay the dentist", "pay the dentist", 30 * time.Minute},
		{"bug me every 15 minutes till I send the invoice", "send the invoice", 15 * time.Minute},
		{`תציק לי כל שעה עד שאני מגיש את הדוח לרו"ח`, `להגיש את הדוח לרו"ח`, time.Hour},
		{"תנדנד לי כל חצי שעה עד שאסיים את העבודה", "לסיים את העבודה", 30 * time.Minute},
		{"תציקי לי כל רבע שעה עד שאני מסיימת את המצגת", "לסיים את המצגת", 15 * time.Minute},
		{"תציק לי כל שעה עד שאקנה מתנה לדנה", "לקנות מתנה לדנה", time.Hour},
		{"nag me every hour to drink water until i say done", "drink water", time.Hour},
		{"תציק לי כל חצי שעה להתקשר לגננת עד שאני מתקשר", "להתקשר לגננת", 30 * time.Minute},
		{"nag me every hour to call mom until i call", "call mom", time.Hour},
		// With no interval said: every hour, which the reply states.
		{"nudge me until i book the flights to rome", "book the flights to rome", time.Hour},
		{"keep reminding me till I pay the dentist", "pay the dentist", time.Hour},
		{"remind me every 30 min until i book the flights", "book the flights", 30 * time.Minute},
		{`תציק לי עד שאני מגיש את הדוח לרו"ח`, `להגיש את הדוח לרו"ח`, time.Hour},
		{"תנדנד לי עד שאסיים את העבודה", "לסיים את העבודה", time.Hour},
		{"תציק לי עד שאני אשלח את הדוח לרואה החשבון", "לשלוח את הדוח לרואה החשבון", time.Hour},
		{"nudge me to send the final files until i do it", "send the final files", time.Hour},
		// Talk after the deed is no word of it.
		{"nag me every hour until i finish the report to be honest", "finish the report", time.Hour},
		{"nudge me until i book the flights tbh", "book the flights", time.Hour},
		{"תציק לי עד שאני מגיש את הדוח בבקשה", "להגיש את הדוח", time.Hour},
		{"תנדנדי לי כל שעה עד שאסיים את העבודה באמת", "לסיים את העבודה", time.Hour},
	} {
		nudgeMade(t, tt.text, tt.title, tt.every)
	}
	for _, text := range []string{
		"bug me until i've sent the invoice",
		"bug me every hour until i've sent the invoice", "bug me every hour until the plumber comes", "nag me every hour to call mom until i call her",
		"תזכיר לי כל הזמן עד שאני מתקשר לבנק",
		"תציק לי כל שעה עד שהחבילה תגיע",
		// Nothing to nag about once the talk after the deed is taken off.
		"nag me until i do it to be honest", "nag me until i do it tbh", "nag me every hour until i do it please",
		"תציק לי עד שאעשה את זה באמת", "תנדנד לי עד שאני עושה את זה בבקשה",
	} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Text != "" {
			t.Errorf("%q: %+v; want it declined", text, s.Tasks)
		}
	}
}

// TestNudgeUnitShort: the minutes of a nudge written short after the
// count ("כל 10 דק", "כל 5 דק׳") are minutes, with the until-done clause
// after the deed; an hour it ends at is declined with why, and "דק"
// after a word is no unit.
func TestNudgeUnitShort(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		every       time.Duration
	}{
		{"תזכיר לי כל 10 דק לבדוק את התנור עד שאגיד שסיימתי", "לבדוק את התנור", 10 * time.Minute},
		{"תציק לי כל 20 דק לשתות מים", "לשתות מים", 20 * time.Minute},
		{"תזכיר לי כל 5 דק׳ לכבות את הגז", "לכבות את הגז", 5 * time.Minute},
		{"תציק לי כל רבע שעה לשתות מים עד שאענה", "לשתות מים", 15 * time.Minute},
		{"nag me every 15 min to take the meds until I say done", "take the meds", 15 * time.Minute},
	} {
		nudgeMade(t, tt.text, tt.title, tt.every)
	}
	for _, text := range []string{"תזכיר לי כל 10 דק לבדוק את התנור עד 6", "nag me every 15 min to take the meds until 6"} {
		p, err := planErr(text)
		if why, _ := memo.WhyOf(err); why != memo.WhyNudgeUntilHour {
			t.Errorf("%q: %v %v; want declined: no nudge ends at an hour", text, p.Steps, err)
		}
	}
	if s := plan(t, "משימה: לקנות נייר דק").Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence != nil || s.Tasks.Drafts[0].Text != "לקנות נייר דק" {
		t.Errorf("לקנות נייר דק: %+v; want a task of that title", s.Tasks)
	}
}
