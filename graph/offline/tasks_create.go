package offline

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A new task or reminder: its command, its time or repetition, and the
// text left once they are cut out.

func matchTaskCreate(m *message) ([]memo.Step, bool, error) {
	claimed := false
	for _, r := range reCreate {
		if r.MatchString(m.low) {
			claimed = true
			break
		}
	}
	if !claimed || remindsSomeoneElse(m.raw) || slipAfterDeadline(m.raw) {
		// "… של מחר עד שייש": a day misspelt after "until" leaves the
		// when unknown, and the time cut may take the "until" with
		// another day, hiding the slip from the title's checks.
		return nil, false, nil
	}
	reminder := reReminderWord.MatchString(m.low)
	steps, err := m.createTask(reminder)
	if err == nil && !reminder && (reObligationEN.MatchString(m.low) || reObligationHE.MatchString(m.low)) && obligationNoDeed(m.req.Text, steps) {
		return nil, false, nil // "I must say the weather is nice", "gotta go": no deed (obligation.go)
	}
	return steps, true, err
}

// reRemindWhom is a Hebrew "remind" and whom it names: "תזכיר לדני …",
// "תזכיר לי ולדנה …" (an English "remind Dan" is no reminder the
// grammar reads at all).
var reRemindWhom = compile(`^(?:תזכירי|תזכיר|תזכירו|הזכירי|הזכר)\s+(?:(?:לי|לנו)\s+(ו))?(ל\S+)`)

// notWhom are words after "תזכיר" that open what to remind of, not whom.
var notWhom = toSet([]string{"לי", "לנו", "לגבי", "לקראת", "למחר", "לפני", "לכל", "לערב", "לבוקר", "לשבוע", "לחודש", "ליום", "לשעה"})

// remindsSomeoneElse reports whether text asks to remind another person
// ("תזכיר לדני מחר ב-9 להביא את המפתח", "תזכיר לי ולדנה …"): Memo can
// only remind its user, and a reminder titled "לדני להביא את המפתח" would
// say it reminds them.
func remindsSomeoneElse(text string) bool {
	g := reRemindWhom.FindStringSubmatch(strings.TrimSpace(text))
	if g == nil {
		return false
	}
	if g[1] != "" { // "לי ולדנה"
		return true
	}
	return !notWhom[g[2]] && !heInfinitives[g[2]]
}

// createTask builds the create step: the title is what is left once the
// command words, the recurrence and the time are cut out.
func (m *message) createTask(reminder bool) ([]memo.Step, error) {
	raw, said := m.raw, false
	if loc := reTrigger.FindStringIndex(lower(raw)); loc != nil && loc[0] == 0 && loc[1] < len(raw) {
		said = true
		// The command goes first, before times are cut around it
		// ("reminder: tuesday 16:00 physio exercises").
		raw = strings.TrimSpace(raw[loc[1]:])
	}
	// "remind me to quote the job at 14 Baird st tomorrow": the house
	// number is no hour; the address is kept at the end of the title.
	addr, raw := cutAddress(raw)
	rc, text, err := m.readRecurrence(raw)
	if err != nil {
		return nil, err
	}
	rec := rc.rec
	parseNow := m.now()
	var startWeek *time.Time // "starting next week"
	if rec != nil && rec.Type != memo.RecurNudge {
		// A repeating time is read as said ("every day at 8" is 08:00), not
		// moved past a time of day that already passed today.
		parseNow = repeatClock(m)
		text, startWeek = m.cutStarting(text, parseNow)
	}
	var sameAs *time.Time // "at the same time": the time of the item in focus
	if rec == nil {
		text, sameAs = m.cutSameTime(text)
		text, _ = cutEndHour(text, parseNow, m.loc()) // "at 8 to go to the beach till 4"
	}
	// "every thursday … shop for saturday", "… call the group arriving on
	// saturday": days the deed names are no time to remind.
	purposed := maskPurposeDays(text, rec)
	if rec == nil {
		purposed = maskOccasion(purposed, reminder, m) // "todo: book a babysitter for friday night"
	}
	read, asked := maskDeedDays(purposed, rec != nil, m)
	if asked {
		return nil, memo.Refuse(memo.EInvalid, memo.WhyTwoTimes, memo.Detail{})
	}
	r, found, err := parseBesideOwnedDay(parserFor(reminder), read, parseNow, m.loc())
	if sameAs != nil && err == nil {
		if r, found, err = atSameTime(r, found, *sameAs, m.loc()); err != nil {
			return nil, err
		}
		r.Past = r.Time.Before(m.now())
	}
	var choices []time.Time
	passed := false
	switch {
	case errors.Is(err, timeparse.ErrConflict) && r.Conflict != nil:
		// "Friday 13.3" when the 13th is a Thursday: ask which was meant.
		choices = []time.Time{r.Conflict.Date, r.Conflict.Weekday}
	case err != nil:
		return nil, invalidTime(m, err)
	case found && r.HasDate && rec == nil && beforeDay(text, r.Spans) != "":
		if r.HasTime {
			// "before Friday at 5": before the day, or at 5 on it? Not
			// guessed; the words stay and the request is left unclaimed.
			r, found = timeparse.Result{}, false
			break
		}
		// "remind me to submit the form before the 10th", "לפני שבת": the
		// day named is the deadline; the reminder is the day before it,
		// at the hour asked for or the day's default like any other day.
		cut := beforeDay(text, r.Spans)
		if r2, ok, err2 := timeparse.Parse(cut, parseNow, m.loc()); err2 == nil && ok && r2.HasDate && !r2.HasTime {
			text, r = cut, r2
			r.Time = r.Time.AddDate(0, 0, -1)
			r.Past = r.Time.Before(startOfDay(m))
			passed = r.Past
		} else {
			r, found = timeparse.Result{}, false
		}
	case found && timeIsSubject(text, r.Spans):
		// "Thursday is the deadline": the day is what the sentence is
		// about, not when to remind; the words stay and it is unclaimed.
		r, found = timeparse.Result{}, false
	case found && r.Past && rec == nil:
		passed = true // "remind me yesterday …": asked when, below
	}
	rest := text
	if found {
		rest = r.Remainder(text)
	}
	if read == purposed && reDeedDayTail.MatchString(strings.TrimRight(toLower(rest), " .!?")) {
		// "לפני שבת, תזכיר לי ברבע לארבע …": a day left over that no
		// deed holds is a time not read, never the title's.
		return []memo.Step{general(memo.OpUnknown, "")}, nil
	}
	if found && rec == nil && (clockTimes(text, r, parseNow, m.loc()) > 1 || reTimesLeft.MatchString(rest)) {
		// "tomorrow morning … and … in the afternoon", "at 9, 11 and 3":
		// more than one time for one reminder; which one is not guessed.
		return nil, memo.Refuse(memo.EInvalid, memo.WhyTwoTimes, memo.Detail{})
	}
	var within int
	var weekStart time.Time
	var inMonth bool
	if (!found || !r.HasDate) && rec == nil {
		// "next week", "sometime this week", "מתישהו השבוע" names days,
		// not a day: the reminder asks which, within them.
		if start, days, month, loc, ok := weekSpan(rest, startOfDay(m)); ok {
			weekStart, within, inMonth, rest = start, days, month, cut(rest, loc)
		}
	}
	if loc := reTrigger.FindStringIndex(toLower(rest)); loc != nil && loc[0] == 0 && len(toLower(rest)) == len(rest) && !(said && bareVerbTrigger(rest[:loc[1]])) && !remindsAnotherDeed(rest) {
		// Once the command is cut, a bare "add" left is the deed's own
		// verb ("i need to add the receipts to the report").
		rest = rest[loc[1]:]
	}
	if rc.lead > 0 {
		rest = cutAnchor(rest)
	} else if found {
		rest = beforeLast(rest) // "tomorrow at 9 before the meeting to print the slides"
	}
	if found || within > 0 {
		rest = dropDueWord(strings.TrimSpace(rest)) // "book flights, due next friday"
	}
	if found && r.HasDate && reToldIsOn.MatchString(lower(m.raw)) {
		// "remind me my visa renewal is on January 20"; "my essay is due
		// friday, remind me thursday" says the thing as it is.
		rest = toldIsTitle(rest)
	}
	draft := memo.TaskDraft{Text: CleanTitle(dropClauseShin(leadingTwoTo(CleanTitle(rest)))), Recurrence: rec}
	if reRemindObject.MatchString(m.low) && rc.lead == 0 {
		draft.Text = objectTitle(draft.Text) // "remind me the pills at 9"
	}
	if addr != "" && draft.Text != "" {
		draft.Text = placeTitle(draft.Text, addr)
	}
	step := taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{draft}, DateChoices: choices})
	d := &step.Tasks.Drafts[0]
	if passed {
		return askPassed(m, step)
	}
	if within > 0 && rec == nil {
		due := weekStart
		if found && r.HasTime {
			lt := r.Time.In(m.loc())
			due = time.Date(due.Year(), due.Month(), due.Day(), lt.Hour(), lt.Minute(), 0, 0, m.loc())
		}
		d.DueDate = &due
		step.Tasks.NeedTime, step.Tasks.Within, step.Tasks.WithinMonth = true, within, inMonth
		return []memo.Step{step}, nil
	}
	switch {
	case rec != nil && rec.Type == memo.RecurNudge:
		if found && reUntilHour.MatchString(toLower(text)) {
			// "every hour until 6pm": a nudge stops when it is done, not
			// at an hour; 6pm is no start.
			return nil, memo.Refuse(memo.EInvalid, memo.WhyNudgeUntilHour, memo.Detail{})
		}
		if found && r.HasTime {
			due := r.Time
			if due.Before(m.now().Add(-time.Minute)) {
				return nil, pastTime(m)
			}
			d.DueDate = &due
		} else if y, mo, day := r.Time.In(m.loc()).Date(); found && r.HasDate && r.Time.In(m.loc()).Format(time.DateOnly) != m.now().In(m.loc()).Format(time.DateOnly) && r.Time.After(m.now()) {
			// "remind me tomorrow to pay rent and nag me till it's done": from
			// the day's usual start, as a repeating reminder with no hour; the
			// reply names the hour.
			due := time.Date(y, mo, day, DefaultTaskHour, 0, 0, 0, m.loc())
			d.DueDate = &due
		}
	case rec != nil:
		if found && r.HasTime {
			at := r.Time.In(m.loc())
			h := at.Hour()
			if rc.partOfDay != "" && ambiguousHour(text, h) {
				// "every evening at 8" is 20:00.
				h = hourInPart(h, rc.partOfDay)
			}
			rec.Time = fmt.Sprintf("%02d:%02d", h, at.Minute())
		} else if h, ok := partOfDayHour(rc.partOfDay); ok {
			rec.Time = fmt.Sprintf("%02d:00", h) // "every morning" with no hour
		} else {
			// "on the 1st of every month remind me to pay rent": a repeating
			// reminder said with no hour comes at the day's usual start; the
			// reply names the hour, and "make it 8" changes it.
			rec.Time = fmt.Sprintf("%02d:00", DefaultTaskHour)
		}
		if err := m.settleStart(rec, r, found, startWeek, text); err != nil {
			return nil, err
		}
	case found:
		due := r.Time
		if at, ok := m.endOfDay(text, r); ok {
			due = at // "send the report by eod", "עד סוף היום": the day's end, while it is still ahead
		} else if !r.HasTime {
			if reminder || r.HourMeant {
				// A reminder needs a time, and "later", "after work" say
				// there is one without saying it: keep the day (and how
				// long before it to remind) and ask for the hour.
				d.DueDate, d.Lead = &due, rc.lead
				step.Tasks.NeedTime = true
				return []memo.Step{step}, nil
			}
			due = dayDue(m, due)
		}
		if due.Before(m.now().Add(-time.Minute)) {
			return askPassed(m, step)
		}
		d.DueDate = &due
		d.Lead = rc.lead
		if ds := todoItems(d.Text); ds != nil && !reminder && rc.lead == 0 {
			// "add tasks for tomorrow: call the bank, pay rent": one task
			// each, all due when the list is.
			for i := range ds {
				ds[i].DueDate = &due
			}
			step.Tasks.Drafts = ds
		}
	case reminder:
		// "remind me to call mom": ask when; "remind me 15 minutes before
		// the dentist": ask when the dentist is, and keep the lead.
		step.Tasks.NeedTime, d.Lead = true, rc.lead
	default:
		if ds := todoItems(d.Text); ds != nil {
			// "add to my todo: fix the bike, call the plumber, buy a
			// present for Yael": one task each.
			step.Tasks.Drafts = ds
		}
	}
	return []memo.Step{step}, nil
}

// reTodoJoint is where a list of things to do is cut: a comma, with the
// "and" or "ו" of the last one, and a "then" ("call the bank, then email
// Dana").
var reTodoJoint = compile(`\s*[,;]\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?`)

// todoItems cuts an undated task's text that lists things to do, each
// opening with a verb, into a draft each: "fix the bike, call the
// plumber and buy a present", "לתקן את האופניים, להתקשר לאינסטלטור
// ולקנות מתנה". nil unless there are at least two such parts, with a
// comma between some, and every part opens with a verb ("buy milk, eggs
// and bread" is one task).
func todoItems(text string) []memo.TaskDraft {
	if !strings.ContainsAny(text, ",;") {
		if ds := joinedInfinitives(text); ds != nil {
			return ds
		}
		return joinedTasksEN(text) // "fix the gate and call the council"
	}
	var parts []string
	for _, p := range reTodoJoint.get().Split(text, -1) {
		p = strings.TrimSpace(p)
		if hebrewText(p) {
			parts = append(parts, vavInfinitives(p)...) // "…, לקנות ורדים ולהתקשר לאמא"
			continue
		}
		parts = append(parts, p)
	}
	if len(parts) < 2 {
		return nil
	}
	ds := make([]memo.TaskDraft, 0, len(parts))
	for i, p := range parts {
		if i > 0 && hebrewText(p) && strings.HasPrefix(p, "ו") && !startsWithVerb(p) {
			p = strings.TrimPrefix(strings.TrimPrefix(p, "ו"), "-") // ", ולשלם", ", ו-לשלם"
		}
		if !startsWithVerb(p) || !itemText(p) {
			return nil
		}
		ds = append(ds, memo.TaskDraft{Text: p})
	}
	return ds
}

// reBeforeEnd is "before" ending the words ahead of a day: "… before",
// "… (the) day before (the)", "(יום) לפני".
var reBeforeEnd = compile(`(?:^|\s)(?:(?:the\s+|a\s+|one\s+)?day\s+before|before|ו?(?:יום\s+)?לפני)(?:\s+the)?$`)

// beforeDay reads a day said with "before" ("before Friday", "before the
// 10th", "לפני שבת"): a deadline, not the day itself. It returns text
// with "on" or "ב" for that "before", or "" when no day is said with it.
func beforeDay(text string, spans [][2]int) string {
	for _, sp := range spans {
		said := toLower(text[sp[0]:sp[1]])
		if month, ok := strings.CutPrefix(said, "before "); ok && monthNames[strings.TrimSpace(month)] {
			// "before january": the time grammar read the month's eve, the
			// last day before it starts, which is the deadline already.
			continue
		}
		if strings.HasPrefix(said, "before ") {
			return text[:sp[0]] + "on " + text[sp[0]+len("before "):]
		}
		head := strings.TrimRight(text[:sp[0]], " ")
		if loc := reBeforeEnd.FindStringIndex(toLower(head)); loc != nil && len(toLower(head)) == len(head) {
			// The day keeps a word that says it is one: "on", "ב".
			on, day := " on ", text[sp[0]:]
			if hebrewText(day) {
				on, day = " ב", withoutArticle(day) // "לפני ה-15": "ב-15", not "בה-15"
			}
			return head[:loc[0]] + on + day
		}
	}
	return ""
}

// reSameTimeIn is a time said as the one just spoken of, anywhere in a
// request: "at the same time", "same time tomorrow", "באותה שעה", "באותו
// זמן"; ending a bare "also …", the time of the task in focus.
var reSameTimeIn = compile(`(?:^|\s)(?:at\s+)?(?:the\s+)?same\s+time(?:\s+as\s+(?:that|it|this|before))?(?:\s|$)|(?:^|\s)ו?ב?אות(?:ה|ו)\s+(?:ה)?(?:שעה|זמן)(?:\s|$)`)

// cutSameTime cuts "at the same time" from text when the item in focus
// has a time, and returns that time; otherwise text is as it was, and the
// words, left in the title, leave the request unclaimed.
func (m *message) cutSameTime(text string) (string, *time.Time) {
	f := m.req.Focus
	low := toLower(text)
	loc := reSameTimeIn.FindStringIndex(low)
	if loc == nil || len(low) != len(text) || f == nil || f.When == nil || (f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent) {
		return text, nil
	}
	return cut(text, loc), f.When
}

// atSameTime sets r to the time of same: its day and hour when no other
// time was said, its hour on the day said ("same time tomorrow"); an hour
// said too is two times.
func atSameTime(r timeparse.Result, found bool, same time.Time, loc *time.Location) (timeparse.Result, bool, error) {
	same = same.In(loc)
	switch {
	case !found:
		return timeparse.Result{Time: same, HasDate: true, HasTime: true}, true, nil
	case r.HasDate && !r.HasTime:
		d := r.Time
		r.Time = time.Date(d.Year(), d.Month(), d.Day(), same.Hour(), same.Minute(), 0, 0, loc)
		r.HasTime, r.HourMeant = true, false
		r.PartStart, r.PartEnd = time.Time{}, time.Time{}
		return r, true, nil
	}
	return r, found, memo.Refuse(memo.EInvalid, memo.WhyTwoTimes, memo.Detail{})
}

// reOwnedDay is a day said as whose a thing is: "(האוכל) של מחר", "(הסרט)
// של הערב".
var reOwnedDay = compile(`(?:^|\s)של\s+(מחר|היום|מחרתיים|הערב|הבוקר|הלילה)(?:\s|$)`)

// parseBesideOwnedDay reads text's time; when a day is said as a thing's
// ("להכין את האוכל של מחר ב-15/3") and another day is said too, the
// thing keeps its day and the other is when. Alone, "של מחר" is the
// when ("את הפגישה של מחר ב-9"), and so are a listing's days elsewhere.
// parse reads the time (see parserFor).
func parseBesideOwnedDay(parse parseFunc, text string, now time.Time, loc *time.Location) (timeparse.Result, bool, error) {
	r, found, err := parse(text, now, loc)
	owned := reOwnedDay.FindAllStringSubmatchIndex(text, -1)
	if len(owned) == 0 {
		return r, found, err
	}
	masked := []byte(text)
	for _, o := range owned {
		for i := o[2]; i < o[3]; i++ {
			masked[i] = '_'
		}
	}
	mr, ok, merr := parse(string(masked), now, loc)
	if merr == nil && ok && mr.HasDate {
		return mr, true, nil
	}
	if _, _, _, _, week := weekSpan(string(masked), now); merr == nil && week {
		return mr, ok, nil // "האוכל של מחר מתישהו השבוע": the week is when
	}
	return r, found, err
}

// reAfterSubject opens what follows a time that is a sentence's subject:
// "(Thursday) is the deadline", "(friday) was payday".
var reAfterSubject = compile(`^\s*(?:is|was|are|will\s+be)(?:\s|$)`)

// timeIsSubject reports whether a time said in text is followed by a
// copula ("Thursday is the deadline", "friday was payday").
func timeIsSubject(text string, spans [][2]int) bool {
	for _, sp := range spans {
		if reAfterSubject.MatchString(toLower(text[sp[1]:])) {
			return true
		}
	}
	return false
}

// reUntilHour is an end said as an hour: "until 6pm", "till noon", "עד
// 18:00", "עד השעה 6", or a span of hours a nudge would keep to ("between
// 9 and 5", "from 9am to 5pm", "בין 9 ל-5").
var reUntilHour = compile(`\b(?:until|till|til)\s+(?:\d|noon|midnight|tonight|the\s+evening)|(?:^|\s)עד\s+(?:ה?שעה\s+)?(?:ה-?|ל-?)?(?:\d|הערב|הצהריים|חצות)|` +
	`\b(?:between|from)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?\s*(?:and|to|-|–)\s*\d|` +
	`(?:^|\s)בין\s+(?:ה-?)?\d{1,2}(?::\d{2})?\s+(?:ל-?|ו-?)\d`)

// reAnchorEN and reAnchorHE are the event a reminder's lead counts back
// from, left before the thing to do once the times are read: "(15
// minutes before) my (3pm) meeting to prep slides", "(רבע שעה לפני)
// הפגישה (ב-3) להכין מצגת".
var (
	reAnchorEN = compile(`(?i)^(?:my|the|our|this|that)\s+(?:` + alternation(eventNounsEN) + `)(?:\s+(?:with|at)\s+\S+)?\s+(?:to|so\s+i\s+can|so\s+that\s+i\s+can)\s+`)
	reAnchorHE = compile(`^ה?(?:` + alternation(eventNounsHE) + `)\s`)
)

// cutAnchor drops the event a lead counts back from off the front of a
// reminder's text, when the thing to do follows it: in Hebrew, an
// infinitive within a few words of the event's name ("התור לרופא להביא
// את ההפניה").
func cutAnchor(rest string) string {
	t := strings.TrimSpace(rest)
	if loc := reAnchorEN.FindStringIndex(t); loc != nil {
		return t[loc[1]:]
	}
	if loc := reAnchorHE.FindStringIndex(t); loc != nil {
		words := strings.Fields(t[loc[1]:])
		for i, w := range words[:min(len(words), 4)] {
			if w == "כדי" && i+1 < len(words) && heInfinitives[words[i+1]] {
				return strings.Join(words[i+1:], " ")
			}
			if heInfinitives[w] {
				return strings.Join(words[i:], " ")
			}
		}
	}
	return rest
}

// askPassed keeps a reminder whose time has already passed ("remind me
// yesterday to call Dafna") as a question: the reply says the time has
// passed and asks when, and the answer ("I meant tomorrow at 10") sets it.
// With nothing to remind of, it is only refused.
func askPassed(m *message, step memo.Step) ([]memo.Step, error) {
	if step.Tasks.Drafts[0].Text == "" {
		return nil, pastTime(m)
	}
	step.Tasks.Drafts[0].DueDate = nil
	step.Tasks.NeedTime, step.Tasks.Passed = true, true
	return []memo.Step{step}, nil
}

// hourInPart reads hour h (as the time grammar gave it) in a part of the
// day named by a recurrence ("every evening", "כל ערב").
func hourInPart(h int, part string) int {
	ph, ok := partOfDayHour(part)
	base := h % 12
	switch {
	case !ok:
		return h
	case ph < timeparse.NoonHour:
		return base // the morning
	case ph >= timeparse.NightHour && base < 6:
		return base // "every night at 1" is after midnight
	}
	return base + 12
}

// reBareVerbTrigger is a trigger that is only a verb ("add", "put",
// "write", "note down", the "to do" of "remind me to do laundry"), with no
// word of a task or a reminder.
var reBareVerbTrigger = compile(`(?i)^(?:add|put|write|jot\s+down|note\s+down|to\s+do)\s*$`)

// bareVerbTrigger reports whether the trigger said is a bare verb.
func bareVerbTrigger(trigger string) bool {
	return reBareVerbTrigger.MatchString(strings.TrimSpace(trigger))
}
