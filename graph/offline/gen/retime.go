package gen

import (
	"fmt"
	"strings"

	"github.com/memo-assistant/memo"
)

// Retime moves a task or an event to an hour on its own day: "move the
// dentist to 6", "תזיז את הפגישה עם דן לשש וחצי". An hour said without its
// half of the day is read next to the item's own time, whatever the hour
// the message is sent at (past midnight "6" is not 06:00 for a 17:00
// dentist); a half of the day said is kept as said.
const Retime Kind = "retime"

// hourSaid is an hour as a message says it: h:m, and whether its half of
// the day is said (exact) or left to the item's time.
type hourSaid struct {
	text  string
	h, m  int
	exact bool
}

var (
	retimeEN = []string{
		"move {i} to {h}", "push {i} to {h}", "reschedule {i} to {h}", "change {i} to {h}", "can you move {i} to {h}",
		"please move {i} to {h}", "move {i} to {h} instead",
		// Told as news: the calendar should follow.
		"they moved {i} to {h}", "{i} got moved to {h}", "{i} was pushed to {h}", "she rescheduled {i} to {h}",
		"{i}'s been moved to {h}", "{i} is moving to {h}", "{i} is being pushed to {h}",
	}
	// retimeHE take the hour with its ל: "ל-6", "לשש".
	retimeHE = []string{
		"תזיז את {i} {h}", "תעביר את {i} {h}", "תזיזי את {i} {h}", "אפשר להזיז את {i} {h}", "תדחה את {i} {h}",
		// Told as news.
		"הזיזו את {i} {h}", "דחו לי את {i} {h}", "המזכירה העבירה את {i} {h}",
	}
	// heldEN and heldHE are events a user has, named as people do.
	heldEN  = []string{"the dentist", "the meeting with Dan", "the team meeting", "lunch with Noa", "the haircut", "my call with Avi", "the doctor's appointment"}
	heldHE  = []string{"רופא השיניים", "הפגישה עם דן", "ישיבת הצוות", "ארוחת הצהריים עם נועה", "התספורת", "השיחה עם אבי", "התור לרופא"}
	hoursEN = []hourSaid{
		{"6", 6, 0, false}, {"six", 6, 0, false}, {"5", 5, 0, false}, {"4:30", 4, 30, false}, {"half past four", 4, 30, false},
		{"11", 11, 0, false}, {"9", 9, 0, false}, {"10:15", 10, 15, false}, {"seven", 7, 0, false}, {"3", 3, 0, false},
		{"6pm", 18, 0, true}, {"6 am", 6, 0, true}, {"18:00", 18, 0, true}, {"9 in the morning", 9, 0, true},
		{"7 in the evening", 19, 0, true}, {"14:30", 14, 30, true},
	}
	hoursHE = []hourSaid{
		{"ל-6", 6, 0, false}, {"לשש", 6, 0, false}, {"לחמש", 5, 0, false}, {"ל-4:30", 4, 30, false}, {"לארבע וחצי", 4, 30, false},
		{"ל-11", 11, 0, false}, {"לתשע", 9, 0, false}, {"לשבע", 7, 0, false}, {"ל-3", 3, 0, false},
		{"ל-18:00", 18, 0, true}, {"לשש בערב", 18, 0, true}, {"ל-9 בבוקר", 9, 0, true}, {"לשבע בערב", 19, 0, true}, {"ל-14:30", 14, 30, true},
	}
)

// retime composes a move of an item to an hour.
func (g *Generator) retime(c *Case) {
	var item string
	if g.r.IntN(2) == 0 {
		item = pick(g.r, in(c.Lang, heldEN, heldHE))
	} else {
		item = pick(g.r, in(c.Lang, []string{"the reminder to ", "my reminder to "}, []string{"התזכורת ", "התזכורת "})) + pick(g.r, in(c.Lang, doingsEN, doingsHE))
	}
	tmpl := pick(g.r, in(c.Lang, retimeEN, retimeHE))
	h := pick(g.r, in(c.Lang, hoursEN, hoursHE))
	c.Template = tmpl
	c.Text = fill(tmpl, "{i}", item, "{h}", h.text)
	var lacks []string
	for _, w := range commandWords(tmpl, h.text) {
		if !contains(words(item), w) {
			lacks = append(lacks, w)
		}
	}
	c.Want = Want{Has: itemWords(item), Lacks: lacks, Hour: &h}
}

// itemWords are the words of an item that name it: not the article or
// the word "reminder".
func itemWords(item string) []string {
	var out []string
	for _, w := range words(item) {
		switch w {
		case "the", "my", "a", "to", "with", "reminder", "התזכורת", "את", "עם":
			continue
		}
		out = append(out, strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s"))
	}
	return out
}

// scoreRetime scores a step that should move a task or an event to an
// hour of its own day.
func scoreRetime(c Case, s memo.Step) (Outcome, string) {
	var name string
	var at *memo.Move
	var hour, minute int
	switch {
	case s.Capability == memo.CapTasks && s.Operation == memo.OpTaskUpdate && s.Tasks != nil && s.Tasks.NewDue != nil:
		if len(s.Tasks.Targets) != 1 {
			return Wrong, "targets " + join2(s.Tasks.Targets)
		}
		name, at = s.Tasks.Targets[0], &s.Tasks.Move
		t := s.Tasks.NewDue.In(Loc)
		hour, minute = t.Hour(), t.Minute()
	case s.Capability == memo.CapCalendar && s.Operation == memo.OpEventUpdate && s.Calendar != nil && s.Calendar.Fields != nil && s.Calendar.Fields.Start != nil:
		name, at = s.Calendar.Summary, &s.Calendar.Fields.Move
		t := s.Calendar.Fields.Start.In(Loc)
		hour, minute = t.Hour(), t.Minute()
	default:
		return Wrong, "not a move to an hour: " + describe(s)
	}
	// The item's name is looked for among the user's items: the words
	// that name it, none of the command's.
	named := plainName(name, c.Want.Has)
	if why := words2(Want{Has: c.Want.Has, Lacks: c.Want.Lacks}, named); why != "" {
		return Wrong, why
	}
	h := c.Want.Hour
	switch {
	case minute != h.m:
		return Wrong, fmt.Sprintf("minute %d", minute)
	case h.exact && (*at != memo.MoveTime || hour != h.h):
		return Wrong, fmt.Sprintf("an hour said whole, kept as %02d:%02d (move %q)", hour, minute, *at)
	case !h.exact && *at != memo.MoveNearHour:
		return Wrong, fmt.Sprintf("an hour without its half of the day taken as said from now (move %q)", *at)
	case !h.exact && hour%12 != h.h%12:
		return Wrong, fmt.Sprintf("hour %d", hour)
	}
	return Correct, ""
}

// plainName is an item's name as planned, with a possessive taken off the
// words has holds: "doctor's" may come as "doctor" or, its apostrophe
// dropped, as "doctors".
func plainName(name string, has []string) string {
	ws := strings.Fields(strings.NewReplacer("'s", "", "’s", "").Replace(name))
	for i, w := range ws {
		if base := strings.TrimSuffix(strings.ToLower(w), "s"); base != strings.ToLower(w) && contains(has, base) {
			ws[i] = base
		}
	}
	return strings.Join(ws, " ")
}
