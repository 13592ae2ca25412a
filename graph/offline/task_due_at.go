package offline

import (
	"fmt"
	"strings"

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
	for _, w := range strings.Fields(toLower(rest)) {
		w = strings.TrimSuffix(strings.TrimSuffix(strings.Trim(w, ",.!?-"), "'s"), "’s")
		switch {
		case w == "" || w == "ב" || w == "ב-" || w == "ל" || w == "ל-":
		case dueAtKind[w]:
			kind = true
		case dueAtWords[w]:
			kind = kind || w == "one" && m.numbered() != nil && m.numbered().Kind == "tasks"
		default:
			return due, false // "the dentist reminder at 4": named by its title
		}
	}
	if !kind {
		return due, false
	}
	if r.HasDate {
		from, to := dayWindow(r.Time, m.loc())
		due.From, due.To = &from, &to
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
