package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Terse notes: a thing and its time jotted down the way a notes app holds
// them, with no command ("math hw reminder at 6 pm", "grade midterms by
// fri", "ביטוח רכב תזכורת מחר ב-5").

// reminderNoun reads "reminder" said after the thing, before or after
// its time, as the command: "math hw reminder at 6 pm" is "remind me math
// hw at 6 pm", "6pm math hw reminder" the same; "ביטוח רכב תזכורת מחר
// ב-5" is "תזכיר לי ביטוח רכב מחר ב-5". The word must stand between a
// thing and a time that runs to the end, or end a text that holds a thing
// and a time; anything else is left as it is.
func reminderNoun(s string) string {
	ws := strings.Fields(s)
	for i := 1; i < len(ws); i++ {
		w := reminderWord(strings.TrimRight(lower(ws[i]), ":,-–—.!?"))
		if w == "" {
			continue
		}
		if reminderDeterminers[lower(ws[i-1])] {
			return s // "leave a note on the fridge as a reminder …": the noun, not a label
		}
		head := strings.TrimRight(strings.Join(ws[:i], " "), ",;:-–— ")
		tail := strings.Join(ws[i+1:], " ")
		if head == "" || startsWithRemind(head) || opensCommand(head) || !hasLetter(head) || askedOrTold(head) {
			return s
		}
		cmd := "remind me "
		if w == "תזכורת" {
			cmd = "תזכיר לי "
		}
		switch {
		case tail == "":
			if r, found, _ := timeparse.Parse(head, whenAnchor, time.UTC); found && hasLetter(r.Remainder(head)) {
				return cmd + head // "6pm math hw reminder"
			}
		case onlyWhen(tail):
			return cmd + head + " " + tail // "math hw reminder at 6 pm"
		}
		return s
	}
	return s
}

// reminderDeterminers before "reminder" make it a noun of the sentence;
// a reminder turned down ("no reminder tomorrow", "בלי תזכורת מחר", "לא
// צריכה תזכורת מחר") is no command either.
var reminderDeterminers = wordSet(`a an the as my your this that for no without any new another each every one של עם כל בלי ללא אין צריך צריכה`)

// reminderWord is "reminder" or "תזכורת" when w is that word or one slip
// of the keys from it ("remidner", "תזכרות"), and "" otherwise.
func reminderWord(w string) string {
	switch {
	case w == "":
		return ""
	case w[0] == 'r' && (w == "reminder" || slipOf(w, "reminder")):
		return "reminder"
	case strings.HasPrefix(w, "ת") && (w == "תזכורת" || slipOf(w, "תזכורת")):
		return "תזכורת"
	}
	return ""
}

// askedOrTold reports whether s asks, tells or changes rather than names
// a thing ("what's my dentist", "the dentist was", "cancel the dentist"):
// a note's words never do.
func askedOrTold(s string) bool {
	low := lower(s)
	return reQuestionLead.MatchString(low) || reStatement.MatchString(low) || reFallbackCommand.MatchString(low) ||
		changeVerbLeads(s) || startsWithHeCommand(s) || reAsksMemo.MatchString(low)
}

// reDeadlineOpen is a deadline word opening a time expression, or just
// before it: "by fri", "before the 15th", "עד ה-31 לחודש", "לפני שישי".
var reDeadlineOpen = compile(`^(?:by|before|until|till|til|עד|לפני)\s`)

// notePronouns open a sentence about someone, not a thing to do: "i'll
// be home by fri", "הוא חוזר עד שישי".
var notePronouns = wordSet(`i i'll ill im i'm i'd you u you'll we we'll he she they he'll she'll they'll
	אני אתה את הוא היא אנחנו הם הן`)

// deadlineNote reads a thing to do with a deadline and no command ("grade
// midterms by fri", "לחדש ביטוח רכב עד ה-31 לחודש") as the reminder the
// command would make of it, on that day: a deed due by a day with no hour
// is a task due at the day's usual hour, and anything else is asked its
// hour as the command would. The deadline must open the time
// said, and the rest be a thing to do: two words or more, or a Hebrew
// infinitive, opening with no pronoun.
func deadlineNote(m *message, r timeparse.Result) ([]memo.Step, bool, error) {
	if r.HasTime || len(r.Spans) == 0 {
		return nil, false, nil
	}
	before := strings.Fields(m.raw[:r.Spans[0][0]])
	if !reDeadlineOpen.MatchString(lower(m.raw[r.Spans[0][0]:])) && (len(before) == 0 || !reDeadlineOpen.MatchString(lower(before[len(before)-1])+" ")) {
		return nil, false, nil
	}
	rest := strings.Fields(CleanTitle(r.Remainder(m.raw)))
	if len(rest) == 0 || notePronouns[lower(rest[0])] || len(rest) < 2 && !heInfinitives[rest[0]] {
		return nil, false, nil
	}
	req := m.req
	req.Text = asRemindMe(m.raw)
	if dueBy(m.raw[:r.Spans[0][0]], m.raw[r.Spans[0][0]:]) && opensWithDoing(m.raw) && !commandInfinitive(rest[0]) {
		// "pay the water bill by friday", "להגיש את הדוח עד סוף החודש": a
		// deed due on a day with no hour is a task due that day, at the
		// day's usual hour, as a task said with a day is (dayDue).
		n := newMessage(req)
		n.part = m.part
		steps, err := n.createTask(false)
		return steps, true, err
	}
	return matchTaskCreate(newMessage(req))
}

// reDueBy is the word of a deadline on its day: "by", "until", "עד". A
// deed said "before" a day ("before the 15th", "לפני שישי") is reminded
// of the day before it, which createTask reads.
var reDueBy = compile(`^(?:by|until|till|til|עד)\s`)

// dueBy reports whether the time said opens with, or just after, a
// deadline on its day (see reDueBy): before is the text before the time
// said, at the time said and what follows it.
func dueBy(before, at string) bool {
	words := strings.Fields(before)
	return reDueBy.MatchString(lower(at)) || len(words) > 0 && reDueBy.MatchString(lower(words[len(words)-1])+" ")
}

// asksOrTellsLead reports whether a message with the time r asks, opens
// with a command the fallback must not read as a thing to do, or tells a
// mood: a timed message that does asks for no reminder.
func (m *message) asksOrTellsLead(r timeparse.Result) bool {
	low := lower(m.raw)
	return strings.HasSuffix(strings.TrimSpace(m.req.Text), "?") || reQuestionLead.MatchString(low) ||
		(reFallbackCommand.MatchString(low) && !leadsWithEvent(m.raw)) || startsWithHeCommand(m.raw) || changeVerbLeads(m.raw) ||
		reAsksMemo.MatchString(low) || tellsMood(r.Remainder(m.raw))
}

// asksOrTells is asksOrTellsLead, or a sentence that tells or wonders, or
// tells a state.
func (m *message) asksOrTells(r timeparse.Result) bool {
	return m.asksOrTellsLead(r) || reStatement.MatchString(r.Remainder(m.raw)) || tellsState(m.raw)
}

// capsSighs are the sighs that, written in capitals, are as often an
// abbreviation (OH office hours, ER the emergency room).
var capsSighs = wordSet(`oh er`)

// capsName reports whether the opening filler s[:end] is a short word
// written in capitals, with no mark after it, in a message not written in
// capitals: "OH tue 2-4 every week" names office hours, where "oh, …" and
// "OH NO" sigh.
func capsName(s string, end int) bool {
	w := strings.TrimRight(s[:end], " ")
	if len(w) < len(s) && s[len(w)] != ' ' || !capsSighs[strings.ToLower(w)] || opensCommand(strings.TrimSpace(s[len(w):])) {
		return false
	}
	for _, r := range w {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return strings.ToUpper(s[len(w):]) != s[len(w):]
}

// runDayEN are the English weekday words a note lists its days with; a
// plural says the day repeats ("tuesdays").
var runDayEN = func() map[string]bool {
	set := wordSet(`mon tue tues wed weds thu thur thurs fri sat sun`)
	for _, d := range []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"} {
		set[d], set[d+"s"] = true, true
	}
	return set
}()

// runDayHE are the Hebrew weekday names, bare.
var runDayHE = wordSet(`ראשון שני שלישי רביעי חמישי שישי שבת`)

// runBefore are the words after which a run of days is already read: a
// repetition ("every", "כל", "בימי"), or a single day ("on", "next", "עד").
var runBefore = wordSet(`every each on from until till by before after next this last starting כל בימי מ עד לפני אחרי`)

// weekdayRun reads a run of weekday names in a note as the days a thing
// repeats on, with "every" before it: a run with a plural ("Dana training
// tuesdays and thursdays 6:30pm"), a run of two days or more with no "and"
// ("session w/ Avi 7am mon wed fri", "mon/wed"), and in Hebrew "ימי" or
// "ימים" before the days ("אימון ימי שני ורביעי ב-7"). A run said after a
// word that reads it already, or a single day, is left as it is.
func weekdayRun(s string) string {
	ws := strings.Fields(s)
	for i := 0; i < len(ws); i++ {
		w := strings.Trim(lower(ws[i]), ",.;")
		if (w == "ימי" || w == "ימים") && i+1 < len(ws) && runDayHE[strings.Trim(ws[i+1], ",")] && (i == 0 || !runBefore[lower(ws[i-1])]) {
			ws[i] = "בימי" // "אימון ימי שני ורביעי ב-7"
			return strings.Join(ws, " ")
		}
		if !runDayEN[strings.Trim(w, "/")] && !strings.Contains(w, "/") {
			continue
		}
		j, days, plural, and := i, 0, false, false
		for ; j < len(ws); j++ {
			t := strings.Trim(lower(ws[j]), ",.;")
			if (t == "and" || t == "&") && days > 0 && j+1 < len(ws) && runDayEN[strings.Trim(lower(ws[j+1]), ",.;")] {
				and = true
				continue
			}
			parts := strings.Split(t, "/")
			ok := true
			for _, p := range parts {
				ok = ok && runDayEN[p]
			}
			if !ok {
				break
			}
			for _, p := range parts {
				days++
				plural = plural || len(p) > 6 && strings.HasSuffix(p, "days")
			}
		}
		if !plural && (days < 2 || and) || i > 0 && runBefore[lower(ws[i-1])] {
			i = j
			continue
		}
		for k := i; k < j; k++ {
			ws[k] = strings.ReplaceAll(ws[k], "/", " ") // "mon/wed"
		}
		return strings.Join(slicesInsert(ws, i, "every"), " ")
	}
	return s
}

func slicesInsert(ws []string, i int, w string) []string {
	out := make([]string, 0, len(ws)+1)
	out = append(out, ws[:i]...)
	out = append(out, w)
	return append(out, ws[i:]...)
}

// asRemindMe is a deed told with no command said as the request it makes:
// "remind me to …", "תזכיר לי …".
func asRemindMe(raw string) string {
	if hebrewText(raw) {
		return "תזכיר לי " + raw
	}
	return "remind me to " + raw
}
