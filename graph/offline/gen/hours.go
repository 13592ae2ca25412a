package gen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/memo-assistant/memo"
)

// Hours is one reminder said with several hours ("every day at 8 and at
// 20", "פעמיים ביום ב-9 ו-21"): a daily reminder at each. A count of
// times a day that is not the hours said must not be stored at all.
const Hours Kind = "hours"

// hourLists are the hours said, each as it is written and as meant.
var hourLists = [][]int{{8, 20}, {9, 21}, {7, 19}, {9, 13, 21}, {8, 14, 20}, {10, 18}}

// reminders are forms of remindEN and remindHE that ask for a reminder,
// asked for in the plural, one at each hour: "reminders" is no word of
// the title.
var reminders = map[string]string{
	"set a reminder {t} to {i}": "set reminders {t} to {i}",
	"תשים לי תזכורת {t} {i}":    "תשים לי תזכורות {t} {i}",
	"תקבע לי תזכורת {t} {i}":    "תקבע לי תזכורות {t} {i}",
}

// hoursSaid writes hs in lang, in one of the ways a list of hours is said.
func (g *Generator) hoursSaid(lang memo.Language, hs []int) string {
	var parts []string
	he := lang == memo.Hebrew
	style := g.r.IntN(3)
	for i, h := range hs {
		w := strconv.Itoa(h)
		switch {
		case !he && style == 1 && h < 12:
			w += "am"
		case !he && style == 1:
			w = strconv.Itoa(h-12) + "pm"
		case style == 2:
			w += ":00"
		}
		switch {
		case he && i == 0:
			w = "ב-" + w
		case he && i == len(hs)-1:
			w = pick(g.r, []string{"וב-", "ו-", "וב"}) + w
		case !he && i == 0:
			w = "at " + w
		case !he && i == len(hs)-1:
			w = pick(g.r, []string{"and at ", "and "}) + w
		}
		parts = append(parts, w)
	}
	if len(parts) == 2 {
		return parts[0] + " " + parts[1]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " " + parts[len(parts)-1]
}

// timesADay says how many times a day, n, in lang.
func (g *Generator) timesADay(lang memo.Language, n int) string {
	if lang == memo.Hebrew {
		return pick(g.r, map[int][]string{2: {"פעמיים ביום"}, 3: {"שלוש פעמים ביום", "3 פעמים ביום"}, 4: {"ארבע פעמים ביום"}}[n])
	}
	return pick(g.r, map[int][]string{2: {"twice a day", "2 times a day", "two times a day"}, 3: {"3 times a day", "three times a day"}, 4: {"4 times a day"}}[n])
}

// hours composes a reminder said with several hours.
func (g *Generator) hours(c *Case) {
	tmpl := pick(g.r, in(c.Lang, remindEN, remindHE))
	if plural, ok := reminders[tmpl]; ok {
		tmpl = plural
	}
	hs := pick(g.r, hourLists)
	said := g.hoursSaid(c.Lang, hs)
	var every string
	switch g.r.IntN(3) {
	case 0:
		every = in(c.Lang, []string{"every day", "daily", "each day"}, []string{"כל יום", "כל יום"})[g.r.IntN(2)]
	case 1:
		every = g.timesADay(c.Lang, len(hs))
	default:
		// A count that is not the hours said: which is meant is not guessed.
		every = g.timesADay(c.Lang, len(hs)%3+2)
		c.Want.Unkept = len(hs)%3+2 != len(hs)
	}
	when := every + " " + said
	if g.r.IntN(2) == 0 {
		when = said + " " + every
	}
	if len(hs) == 2 && hs[0] < 12 && hs[1] > 12 && len(tmpl)%3 == 0 {
		// Each hour with a repetition of its own: "every morning at 8 and
		// also every evening at 8", "כל בוקר ב-8 וכל ערב ב-8".
		c.Want.Unkept = false
		when = pairSaid(c.Lang, hs[0], hs[1], len(tmpl)/3)
	}
	item := g.doing(tmpl, c.Lang)
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item, "{t}", when)
	c.Want.Has, c.Want.Lacks = words(item), commandWords(tmpl, when)
	if !c.Want.Unkept {
		for _, h := range hs {
			c.Want.Times = append(c.Want.Times, fmt.Sprintf("%02d:00", h))
		}
	}
	if n := len(c.Text); n%7 == 0 {
		countedAfterHour(c, hs[0], n/7) // "… at 8 and 9 kids are coming": a count, one hour
	}
}

// scoreHours scores the steps of a reminder said with several hours: a
// daily reminder at each hour, with the item's words.
func scoreHours(c Case, steps []memo.Step) (Outcome, string) {
	if c.Want.Unkept {
		return Wrong, fmt.Sprintf("a count unlike the hours said was stored: %d steps, %s", len(steps), describe(steps[0]))
	}
	if len(steps) != len(c.Want.Times) {
		return Wrong, fmt.Sprintf("%d steps for %d hours", len(steps), len(c.Want.Times))
	}
	var got []string
	for _, s := range steps {
		if s.Capability != memo.CapTasks || s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
			return Wrong, "not one task created: " + describe(s)
		}
		d := s.Tasks.Drafts[0]
		if why := words2(c.Want, d.Text); why != "" {
			return Wrong, why
		}
		if d.Recurrence == nil || d.Recurrence.Type != memo.RecurDaily || max(d.Recurrence.Every, 1) != 1 {
			return Wrong, "not daily: " + describe(s)
		}
		got = append(got, d.Recurrence.Time)
	}
	slices.Sort(got)
	if !slices.Equal(got, c.Want.Times) {
		return Wrong, fmt.Sprintf("at %v, want %v", got, c.Want.Times)
	}
	return Correct, ""
}

// pairSaid says a morning hour and an evening hour each with its own
// repetition, the evening's on a 12-hour clock, in the nth of its forms
// (drawn from the words said, not from the generator's source, so that
// the other cases stay as they were).
func pairSaid(lang memo.Language, am, pm, n int) string {
	if lang == memo.Hebrew {
		return "כל בוקר ב-" + strconv.Itoa(am) + []string{" וכל ערב ב-", " וגם כל ערב ב-", " וגם בערב ב-"}[n%3] + strconv.Itoa(pm-12)
	}
	return "every morning at " + strconv.Itoa(am) + []string{" and every evening at ", " and also every evening at ", " and also in the evening at "}[n%3] + strconv.Itoa(pm-12)
}
