package offline

import (
	"fmt"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A task named by the time it is due: "my 4pm reminder", "the reminder at
// 9am", "the 9am one" (a list of tasks in view), "התזכורת של 4", "המשימה
// ב-10"; or by its day, with its hour or without: "delete the reminder
// tomorrow", "tomorrow's reminder", "my reminder for tomorrow", "התזכורת
// של מחר", "התזכורת למחר". What is left once the task's word and the time
// are cut must be nothing: "the dentist reminder at 4" is named by its
// title, and "the 4th" or "של 4" with no task word is a position or a
// name. Entity resolution takes the one due then, asks which of several,
// and says when there is none.

// dueAtWords are the words around a task's time that name no task:
// articles, the task's word, "one", and what joins a time to it.
var dueAtWords = wordSet(`the my a reminder task todo one at for of on due את התזכורת תזכורת המשימה משימה של לשעה בשעה שלי`)

// dueAtKind are the words that say the thing is a task ("one" says so
// when the numbered list in view is of tasks).
var dueAtKind = wordSet(`reminder task todo התזכורת תזכורת המשימה משימה`)

// dueAtSaid reads target, what a delete names, as a task named by when it
// is due: in DueAt the times ("HH:MM") it may be, two when the hour said
// may be either half of the day ("התזכורת של 4"); in From and To the day,
// when one is said. ok is false when target names the task otherwise.
func (m *message) dueAtSaid(target string) (due memo.TaskArgs, ok bool) {
	text, day := dueDayText(dayOwnerOff(target)) // "התזכורת של 4" → "התזכורת ב-4"; "tomorrow's" → "tomorrow"
	if !day && !strings.ContainsAny(text, "0123456789") {
		return due, false
	}
	r, found, err := timeparse.Parse(text, m.now(), m.loc())
	if err != nil || !found || !r.HasTime && !r.HasDate || r.HourMeant || !r.PartStart.IsZero() {
		// "tonight's reminder": a part of the day is no time it is due at
		return due, false
	}
	rest := cutSpans(text, r.Spans)
	kind := false
	var name []string
	for _, w := range strings.Fields(toLower(rest)) {
		w = strings.TrimSuffix(strings.TrimSuffix(strings.Trim(w, ",.!?-"), "'s"), "’s")
		switch {
		case w == "" || w == "ב" || w == "ב-" || w == "ל" || w == "ל-":
		case dueAtKind[w]:
			kind = true
		case dueAtWords[w] && len(name) == 0:
			kind = kind || w == "one" && m.numbered() != nil && m.numbered().Kind == "tasks"
		case r.HasTime || !r.HasDate:
			return due, false // "the dentist reminder at 4": named by its title
		default:
			name = append(name, w) // "friday's job reminder", "התזכורת של שישי לעשות את העבודה"
		}
	}
	n := dueName(name)
	if n == "" && len(name) > 0 || n != "" && m.nameBefore(target) {
		return due, false // "the reminder to prep tomorrows lunch": the day is the name's
	}
	if r.HasDate {
		from, to := dayWindow(r.Time, m.loc())
		due.From, due.To = &from, &to
		// "delete friday's job" with no reminder's word: the reminder in
		// focus, due that day and named so (see dayNamedFocus).
		kind = kind || n != "" && focusDueNamed(m.req.Focus, from, to, n)
	}
	if !kind {
		return due, false
	}
	if n != "" {
		due.Targets = []string{n}
	}
	if r.HasTime {
		hhmm := r.Time.In(m.loc()).Format("15:04")
		due.DueAt = []string{hhmm}
		if h := r.Time.In(m.loc()).Hour(); ambiguousHour(text, h) {
			due.DueAt = append(due.DueAt, fmt.Sprintf("%02d:%s", (h+12)%24, hhmm[3:]))
		}
	}
	return due, true
}

// dueName is the name said with a task's day ("job" of "friday's job
// reminder", "לעשות את העבודה" of "התזכורת של שישי לעשות את העבודה"):
// words, without the "to" and the task words that close or open them, or
// "" when there are none, or too many to be a name.
func dueName(words []string) string {
	for len(words) > 0 && (dueAtWords[words[0]] || words[0] == "to") {
		words = words[1:]
	}
	for len(words) > 0 && dueAtWords[words[len(words)-1]] {
		words = words[:len(words)-1]
	}
	if len(words) == 0 || len(words) > 6 {
		return ""
	}
	return strings.Join(words, " ")
}

// nameBefore reports whether target, as said, holds a word of a task's
// name before its day: the day is then the name's own ("the reminder to
// prep tomorrows lunch", "התזכורת להכין את האוכל של מחר"), not when it is
// due. "friday's job reminder" names it after.
func (m *message) nameBefore(target string) bool {
	said, _ := dueDayText(target)
	r, found, err := timeparse.Parse(said, m.now(), m.loc())
	if err != nil || !found || len(r.Spans) == 0 {
		return false
	}
	for _, w := range strings.Fields(toLower(said[:r.Spans[0][0]])) {
		w = strings.Trim(w, ",.!?-")
		if w != "" && w != "to" && w != "ב" && w != "ל" && !dueAtWords[w] && !dueAtKind[w] {
			return true
		}
	}
	return false
}

// dueDayWords are the words of a day a task may be named by with no
// digit: the cheap gate before the time is parsed.
var dueDayWords = wordSet(`today tomorrow tonight tmrw tmr monday tuesday wednesday thursday friday saturday sunday ` +
	`היום מחר מחרתיים הערב ראשון שני שלישי רביעי חמישי שישי שבת`)

// dueDayText is text with the possessive of a day word taken off
// ("tomorrow's reminder" → "tomorrow reminder"), and whether it holds a
// word of dueDayWords, bare of a Hebrew prefix letter.
func dueDayText(text string) (string, bool) {
	fields := strings.Fields(text)
	day := false
	for i, f := range fields {
		w := strings.Trim(toLower(f), ",.!?-")
		if base, ok := strings.CutSuffix(w, "s"); ok && (base == "today" || base == "tomorrow") {
			fields[i], w = base, base // "tomorrows reminder", typed without its apostrophe
		} else if base, ok := strings.CutSuffix(w, "'s"); ok && dueDayWords[base] {
			fields[i], w = base, base
		} else if base, ok := strings.CutSuffix(w, "’s"); ok && dueDayWords[base] {
			fields[i], w = base, base
		}
		if base := strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s"); !dueDayWords[base] {
			if d := daySlipped(base); d != "" {
				fields[i], w = d, d // "tmorrow's reminder": the day one slip off
			}
		}
		for _, p := range []string{"", "ב", "ל", "ה", "מ"} {
			day = day || dueDayWords[strings.TrimPrefix(w, p)]
		}
	}
	if !day {
		return text, false
	}
	return strings.Join(fields, " "), true
}

// slippedDays are the day words a task may be named by that are known
// one slip off ("tmorrow", "wendesday"): slipDaysEN, and "today".
var slippedDays = append([]string{"today"}, slipDaysEN...)

// daySlipped is the day word of slippedDays w is one slip off, or "".
func daySlipped(w string) string {
	if len(w) < 5 {
		return ""
	}
	for _, d := range slippedDays {
		if w != d && slipOf(w, d) {
			return d
		}
	}
	return ""
}

// reWeekdaysOwner is a weekday with the "'s" of a thing's name said
// without its apostrophe, after a command on a thing or its article:
// "cancel fridays job", "move mondays meeting", "the fridays class". Group
// 4 is the word after it, which must be a noun's (see notOwnedAfter).
var reWeekdaysOwner = compile(`(?i)(^|\s)((?:cancel|delete|remove|scrap|bin|drop|move|push|reschedule|postpone|change|shift|show|the|my|our)\s+)` +
	`(sun|mon|tues|wednes|thurs|fri|satur)days\s+([a-z][a-z'’-]*)`)

// notOwnedAfter are the words after a plural weekday that make it every
// such day, not its owner: "cancel fridays from now on", "move mondays to
// 9", "cancel fridays and tuesdays".
var notOwnedAfter = wordSet(`at to from on in and or only too as also instead until till til this next every please pls thanks
	for the a an off anymore going onwards starting morning mornings evening evenings night nights afternoon afternoons am pm`)

// weekdayOwner reads "fridays job" as "friday's job" (see
// reWeekdaysOwner): no weekday's plural comes between a command and a
// noun.
func weekdayOwner(s string) string {
	if !strings.Contains(toLower(s), "days ") {
		return s
	}
	return reWeekdaysOwner.ReplaceAllStringFunc(s, func(x string) string {
		g := reWeekdaysOwner.FindStringSubmatch(x)
		if notOwnedAfter[toLower(g[4])] || dueDayWords[toLower(g[4])] {
			return x
		}
		return g[1] + g[2] + g[3] + "day's " + g[4]
	})
}

// dayNamedFocus reads a removal of a thing named with its day ("cancel
// friday's job", "cancel the friday job", "תבטל את העבודה של שישי"), read
// as an event's, as the reminder's when the reminder in focus is due that
// day and the name names it: the focus's kind decides the store. It is
// looked for among that day's tasks by the name and shown before it goes.
func dayNamedFocus(steps []memo.Step, f *memo.FocusItem) []memo.Step {
	if len(steps) != 1 {
		return steps
	}
	s := steps[0]
	a := s.Calendar
	if a == nil || s.Operation != memo.OpEventDelete && s.Operation != memo.OpEventDeleteBySummary || a.From == nil || a.To == nil ||
		len(a.EventIDs) > 0 || !focusDueNamed(f, *a.From, *a.To, a.Summary) {
		return steps
	}
	from, to := *a.From, *a.To
	t := taskStep(memo.OpTaskDelete, memo.TaskArgs{From: &from, To: &to, Targets: []string{a.Summary}})
	t.ID, t.Verify = s.ID, true
	return []memo.Step{t}
}

// focusDueNamed reports whether f is a reminder due between from and to
// that name names ("job" of "do the job").
func focusDueNamed(f *memo.FocusItem, from, to time.Time, name string) bool {
	return f != nil && f.ID != "" && f.Kind == memo.FocusTask && f.When != nil && name != "" &&
		!f.When.Before(from) && f.When.Before(to) && namesFocus(name, f.Title)
}
