package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

var (
	// "what's on Wednesday", "what's on my calendar tomorrow".
	reWhatsOnEN = re(`^(?:so\s+)?(?:what'?s|what\s+is|anything)\s+(?:on\s+|in\s+)(.*)$`)
	// "what do I have tomorrow" (not "... to do").
	reWhatHaveEN = re(`^what\s+(?:do\s+i\s+have|have\s+i\s+got|is\s+there)\s+(.*)$`)
	reShowCalEN  = re(`^(?:(?:(?:show|list|see|view|display|get|check|read)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?|(?:my|the)\s+)(?:calendar|schedule|agenda|events|meetings|appointments)|(?:calendar|agenda|events|meetings|appointments))\b(.*)$`)
	reWhichEvEN  = re(`^(?:what|which|any)\s+(?:events|meetings|appointments)\b(.*)$`)
	reDoIHaveEN  = re(`^(?:do|have)\s+i\s+(?:have|got)\s+(?:any\s+)?(?:events|meetings|appointments|plans)\b(.*)$`)
	// "מה יש לי ביום חמישי", "מה ביומן מחר", "מה האירועים שלי מחר".
	reWhatHaveHE = re(`^מה\s+(?:יש\s+לי|יש|מתוכנן|קורה|מחכה\s+לי)(?:\s|$)(.*)$`)
	reShowCalHE  = re(`^(?:מה|אילו|איזה|תראה|תראי|הראה|תציג|תציגי|הצג|יש\s+לי)\s+(?:לי\s+)?(?:יש\s+)?(?:ב|ל)?(?:ה)?(?:יומן|אירועים|פגישות|תורים)(.*)$`)

	// "when is my meeting with Dana", "מתי הפגישה עם דני".
	// How long an event is is asked of it too ("how long is the
	// hackathon", "כמה זמן נמשך ההאקתון"): its times answer it.
	reWhenEN = re(`^(?:when(?:'?s|\s+is|\s+was|\s+are)|what\s+time(?:'s|\s+is|\s+was)|how\s+long(?:'s|\s+is|\s+was|\s+will\s+be))\s+(.+)$|` +
		`^how\s+long\s+(?:does|will|did)\s+(.+?)\s+(?:last|take|run|go\s+on|be)$`)
	reWhenHE = re(`^(?:מתי|באיזו\s+שעה|באיזה\s+שעה|כמה\s+זמן\s+(?:נמשך|נמשכת|נמשכים|יימשך|ימשך|תימשך|יימשכו|לוקח|לוקחת|זה))\s+(?:יש\s+לי\s+)?(?:את\s+)?(.+)$`)
	// reWhenGoDeedHE is the word after "מתי אני הולך": a place
	// ("לרופא") or a deed ("לישון"), which names no event.
	reWhenGoDeedHE = re(`^ו?מתי\s+(?:אני\s+|אנחנו\s+)?(?:הולך|הולכת|הולכים|אלך|נלך)\s+(ל\p{Hebrew}+)`)
	// reWhatAtEN asks what an hour holds: "what's my 4pm", "what is the
	// 10:30 tomorrow".
	reWhatAtEN = re(`^what(?:'s|\s+is)\s+(.+)$`)

	// "am I free tomorrow at 10", "האם אני פנוי מחר ב-10".
	reFreeEN = re(`^(?:am\s+i|are\s+we)\s+(?:free|available|busy)\b(.*)$|^(?:do\s+i\s+have\s+)?(?:any(?:thing)?\s+)?conflicts?\b(.*)$|^(?:what(?:'s|\s+is)?|whats)\s+(?:free|open)\b(.*)$`)
	reFreeHE = re(`^(?:האם\s+)?(?:אני\s+)?(?:פנוי|פנויה|תפוס|תפוסה)\b(.*)$`)

	reCancelVerb = re(`^(?:please\s+)?(?:cancel|call\s+off)\s+(.+)$|^(?:תבטל|בטל|תבטלי|בטלי)\s+(?:לי\s+)?(?:את\s+)?(.+)$`)
	reClearVerb  = re(`^(?:please\s+)?(?:clear|free\s+up|empty)\s+(?:out\s+)?(.+)$|^(?:תפנה|פנה|תפני|פני|תנקה|נקה|תנקי)\s+(?:לי\s+)?(?:את\s+)?(.+)$`)
	reExcept     = re(`\s*(?:,\s*)?(?:\bexcept(?:\s+for)?\b|\bbut\s+not\b|\bother\s+than\b|\bapart\s+from\b|\bbesides\b|(?:^|\s)חוץ\s+מ-?|(?:^|\s)מלבד\s+|(?:^|\s)פרט\s+ל-?)\s*`)
	reAllEvents  = re(`^(?:all\s+(?:of\s+)?(?:my\s+|the\s+)?|every\s+|everything\b)|^(?:את\s+)?(?:כל|כולם|הכל)\b`)
	reSeries     = re(`\b(?:recurring|repeating|whole\s+series|the\s+series|every|all\s+(?:the\s+)?(?:occurrences|instances))\b|(?:^|\s)(?:החוזר|החוזרת|הקבוע|הקבועה|הסדרה|כל\s+הסדרה|כל\s+המופעים)(?:\s|$)`)
	reFromCal    = re(`\s*(?:\bfrom\s+(?:my\s+|the\s+)?calendar\b|(?:^|\s)מהיומן(?:\s+שלי)?)`)
	reEvArticle  = re(`^(?:the|my|a|an|את|לי|של)\s+`)
)

// reNamesList is a question that ends by naming a list ("what's on the
// weekend list"): a list's, whatever day its name holds.
var reNamesList = compile(`(?i)\blists?$|(?:^|\s)(?:ב|ה|ל)?רשימ(?:ה|ת)(?:\s|$)`)

// matchEventList reads "what's on Wednesday?", "מה יש לי ביום חמישי?",
// "show my calendar tomorrow". "What do I have tomorrow" shows the day's
// tasks and events: two steps, tasks first.
func matchEventList(m *message) ([]memo.Step, bool, error) {
	low := m.low
	if hasTaskWord(low) || strings.Contains(low, "to do") || strings.Contains(low, "my plate") || strings.Contains(low, "my list") ||
		reNamesList.MatchString(strings.TrimRight(low, "?!. ")) {
		return nil, false, nil
	}
	var rest string
	both, who, kind := false, false, false
	switch {
	case m.match(reWhichKindEN, &rest), m.match(reWhichKindHE, &rest):
		kind = true
	case m.match(reWhatsOnEN, &rest):
		rest = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest), "for"))
		both = !hasEventWord(rest)
	case m.match(reWhatHaveEN, &rest), m.match(reWhatHaveHE, &rest):
		both = !hasEventWord(rest)
	case m.match(reShowCalEN, &rest), m.match(reWhichEvEN, &rest), m.match(reDoIHaveEN, &rest), m.match(reShowCalHE, &rest):
	case m.match(reWhoWith, &rest):
		who = true
	default:
		return nil, false, nil
	}
	from, to, _, ok, err := m.readWindow(rest)
	if err != nil {
		return nil, true, err
	}
	if (who || kind) && !ok && (!kind || strings.TrimSpace(strings.Trim(rest, "?!. ")) != "") {
		return nil, false, nil // "who is my dentist": no day, no calendar
	}
	if kind && !ok && reTradeKind.MatchString(m.low) {
		return nil, false, nil // "what clients do i have": who they are, not a day's
	}
	if !ok && both && strings.TrimSpace(rest) != "" && !hasEventWord(rest) {
		// "what's on sale", "מה יש לי לאכול": no day, no calendar word.
		return nil, false, nil
	}
	args := memo.CalendarArgs{}
	if ok {
		args.From, args.To = &from, &to
	}
	steps := []memo.Step{calStep(memo.OpEventGetEvents, args)}
	if both && ok {
		// The tasks of the same days, when a task window covers them.
		var w memo.TaskWindow
		today := startOfDay(m)
		switch {
		case from.Equal(today) && to.Equal(today.AddDate(0, 0, 1)):
			w = memo.WindowToday
		case from.Equal(today.AddDate(0, 0, 1)) && to.Equal(today.AddDate(0, 0, 2)):
			w = memo.WindowTomorrow
		case from.Equal(today) && to.Equal(today.AddDate(0, 0, 7-int(today.Weekday()))):
			w = memo.WindowWeek
		}
		if w != "" {
			steps = append([]memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: w})}, steps...)
		}
	}
	return steps, true, nil
}

// match runs rx on low and stores its first non-empty group in *rest.
func (m *message) match(rx *pattern, rest *string) bool {
	g, ok := m.find(rx)
	if !ok {
		return false
	}
	*rest = ""
	for _, s := range g[1:] {
		if s != "" {
			*rest = s
			break
		}
	}
	return true
}

// startIn reads the time of day an event is named by in text ("my 3pm",
// "the meeting at 10 tomorrow"): its local "HH:MM", text without the time
// expressions, and what was read. ok is false when text says no time of
// day.
func (m *message) startIn(text string) (hhmm, rest string, r timeparse.Result, ok bool) {
	r, found, err := timeparse.Parse(text, m.now(), m.loc())
	if err != nil || !found || !r.HasTime {
		return "", text, r, false
	}
	return r.Time.In(m.loc()).Format("15:04"), cutSpans(text, r.Spans), r, true
}

// matchEventWhen reads "when is my meeting with Dana?" / "מתי הפגישה עם דני?".
// "what time is lunch with Sarah", "what's my 4pm", "באיזו שעה הארוחה".
func matchEventWhen(m *message) ([]memo.Step, bool, error) {
	var rest string
	if g, ok := m.find(reWhenGoDeedHE); ok && (heInfinitives[g[1]] || strings.HasPrefix(g[1], "לה")) {
		return nil, false, nil // "מתי אני הולך לישון": a deed, no place
	}
	atTime := reEventAtTime.MatchString(m.low)
	if hasTaskWord(m.low) || !(m.match(reWhenDue, &rest) || m.match(reWhenEN, &rest) || m.match(reWhenHE, &rest) || atTime && m.match(reWhatAtEN, &rest)) {
		return nil, false, nil
	}
	var args memo.CalendarArgs
	if atTime {
		if at, left, r, ok := m.startIn(rest); ok {
			// "what's my 4pm tomorrow": the event that starts then.
			args.AtTime, rest = at, left
			if r.HasDate {
				from, to := dayWindow(r.Time, m.loc())
				args.From, args.To = &from, &to
			}
		}
	}
	args.Summary = eventName(cutRemark(rest)) // "what time's the auction again? can't remember"
	if args.Summary == "" && args.AtTime == "" {
		return nil, false, nil
	}
	nextEvent(&args, m.now())
	return []memo.Step{calStep(memo.OpEventGet, args)}, true, nil
}

var reOccurrences = re(`^(?:show|list|give)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:next\s+|upcoming\s+)?(?:dates|occurrences|instances|sessions)\s+(?:of|for)\s+(?:the\s+|my\s+)?(.+)$|^(?:תראה|תראי|הצג|תציג|תציגי|מה)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?:התאריכים|המופעים|המפגשים)\s+(?:הבאים\s+)?(?:של\s+)?(.+)$`)

// matchEventOccurrences reads "show the dates of gym" / "תראה את כל
// התאריכים של האימון": the occurrences of a series (getRecurringInstances).
func matchEventOccurrences(m *message) ([]memo.Step, bool, error) {
	var rest string
	if hasTaskWord(m.low) || !m.match(reOccurrences, &rest) {
		return nil, false, nil
	}
	name := eventName(reSeries.ReplaceAllString(rest, " "))
	if name == "" {
		return nil, false, nil
	}
	return []memo.Step{calStep(memo.OpEventGetRecurringInstances, memo.CalendarArgs{Summary: name, Scope: memo.ScopeSeries})}, true, nil
}

// matchEventFree reads "am I free tomorrow at 10?": the events overlapping
// that hour (checkConflicts).
func matchEventFree(m *message) ([]memo.Step, bool, error) {
	var rest string
	if !(m.match(reFreeEN, &rest) || m.match(reFreeHE, &rest)) {
		return nil, false, nil
	}
	r, found, err := timeparse.Parse(rest, m.now(), m.loc())
	if err != nil {
		return nil, true, invalidTime(m, err)
	}
	args := memo.CalendarArgs{}
	switch {
	case found && !r.PartStart.IsZero():
		// "am I free tomorrow afternoon": the whole afternoon, from now
		// when it has begun.
		from, to := r.PartStart, r.PartEnd
		if from.Before(m.now()) && to.After(m.now()) {
			from = m.now()
		}
		args.From, args.To = &from, &to
	case found && r.HasTime:
		from, to := r.Time, r.Time.Add(memo.DefaultEventDuration)
		args.From, args.To = &from, &to
	case found:
		from, to := dayWindow(r.Time, m.loc())
		args.From, args.To = &from, &to
	default:
		from, to := dayWindow(m.now(), m.loc())
		args.From, args.To = &from, &to
	}
	return []memo.Step{calStep(memo.OpEventCheckConflicts, args)}, true, nil
}

// matchEventDelete reads "cancel lunch with Dan", "delete all my events
// tomorrow", "תמחק את כל האירועים של מחר", "תפנה את מחר חוץ
// מהאולטרסאונד". Deletes that name no event word stay tasks.
func matchEventDelete(m *message) ([]memo.Step, bool, error) {
	if hasTaskWord(m.low) {
		return nil, false, nil
	}
	var rest string
	clear := false
	said, scope, isSaid := m.cancelSaid()
	switch {
	case isSaid:
		rest = said
	case m.match(reClearVerb, &rest):
		clear = true
	case m.match(reCancelVerb, &rest):
	case hasEventWord(m.low) && (m.match(reDeleteEN, &rest) || m.match(reDeleteHE, &rest)):
	case (m.match(reDeleteEN, &rest) || m.match(reDeleteHE, &rest)) && m.namesDay(rest):
		// "delete boxing next Monday": tasks are deleted by name, so a
		// delete that names a day means that day's event.
	default:
		return nil, false, nil
	}
	if !isSaid && opensWithDoing(rest) {
		return nil, false, nil // "תמחק את לקבוע תור לרופא": a task to do, by its name
	}
	only := false
	if !isSaid {
		rest, only = onlyOne(rest) // "cancel only this monday's session": that day's, not the series
	}
	rest = strings.TrimSpace(reFromCal.ReplaceAllString(rest, " "))
	rest = dayOwnerOff(rest) // "השמירה של שישי": the one on Friday
	var except []string
	if loc := reExcept.FindStringIndex(toLower(rest)); loc != nil && len(toLower(rest)) == len(rest) {
		for _, x := range SplitItems(rest[loc[1]:]) {
			if x = eventName(x); x != "" {
				except = append(except, x)
			}
		}
		rest = strings.TrimSpace(rest[:loc[0]])
	}
	low := toLower(rest)
	all := reAllEvents.MatchString(low)
	from, to, spans, ok, err := m.readWindow(rest)
	if err != nil {
		return nil, true, err
	}
	atTime := ""
	if at, left, _, ok := m.startIn(rest); ok && !clear && !all {
		// "cancel my 3pm meeting", "the meeting at 10 tomorrow": the event
		// that starts then.
		atTime, rest, spans = at, left, nil
	}
	if only {
		if !ok && atTime == "" || clear || all {
			return nil, false, nil // "cancel only yoga": only which of them?
		}
		scope = memo.ScopeInstance
	}
	if kind := kindNamed(cutSpans(rest, spans)); ok && atTime == "" && kind != "" && !clear && !all && len(except) == 0 {
		return kindOnDay(kind, from, to, scope), true, nil // "cancel the meeting tomorrow": not the whole day
	}
	if ok && atTime == "" && (clear || all || len(except) > 0 || eventName(cutSpans(rest, spans)) == "") {
		// A window: "delete all my events tomorrow", "clear tomorrow".
		args := memo.CalendarArgs{From: &from, To: &to, ExcludeSummaries: except}
		return []memo.Step{calStep(memo.OpEventDeleteByWindow, args)}, true, nil
	}
	if clear {
		return nil, false, nil
	}
	args := memo.CalendarArgs{Scope: scope}
	if reSeries.MatchString(low) {
		args.Scope = memo.ScopeSeries
		rest = reSeries.ReplaceAllString(rest, " ")
	}
	op := memo.OpEventDeleteBySummary
	if ok {
		// "delete boxing next Monday": that day's event.
		op = memo.OpEventDelete
		args.From, args.To = &from, &to
		rest = cutSpans(rest, spans)
	} else if atTime != "" {
		op = memo.OpEventDelete
	}
	args.AtTime = atTime
	args.All = all
	args.Summary = eventName(rest)
	if args.Summary == "" && atTime == "" {
		return nil, false, nil
	}
	return []memo.Step{calStep(op, args)}, true, nil
}

// namesDay reports whether text holds a date ("next Monday", "מחר") beside
// some words naming a thing.
func (m *message) namesDay(text string) bool {
	r, found, err := timeparse.Parse(text, m.now(), m.loc())
	return err == nil && found && r.HasDate && eventName(cutSpans(text, r.Spans)) != ""
}

// matchEventMove reads "move the review with Noa to 15:00": the event named
// before the new time moves to it. Without an event word or "with"/"עם"
// it is a task's move.
func matchEventMove(m *message) ([]memo.Step, bool, error) {
	verb := reMoveVerb.FindStringIndex(m.low)
	if verb == nil || len(m.low) != len(m.raw) || hasTaskWord(m.low) || reShiftNounLead.MatchString(m.low) {
		return nil, false, nil
	}
	if !hasEventWord(m.low) && !reWithName.MatchString(m.low) && !reEventAtTime.MatchString(m.low) {
		return nil, false, nil
	}
	rest := dropSame(m.raw[verb[1]:]) // "to sunday, same time": the day moves
	// The new time is the last time expression: "move tomorrow's meeting to
	// Thursday" names the old day first.
	idx := m.lastTo(rest)
	name, target := rest, rest
	if idx >= 0 {
		name, target = rest[:idx], rest[idx:]
	}
	r, found, err := timeparse.Parse(toAt(target), m.now(), m.loc())
	if err != nil {
		return nil, true, invalidTime(m, err)
	}
	if !found {
		return nil, false, nil
	}
	if idx < 0 {
		name = r.Remainder(rest)
	}
	if head := strings.Fields(m.low[:verb[1]]); opensWithDoing(name) && (len(head) == 0 || !isArticle(head[len(head)-1])) {
		return nil, false, nil // "move call the dentist to 5", "תזיז את לקבוע תור לרופא …": a task
	}
	start := r.Time
	fields := &memo.EventFields{Start: &start, Move: moveOf(r.HasDate && !r.HasTime, r.HasTime && !r.HasDate)}
	if fields.Move == memo.MoveTime && ambiguousHour(target, start.In(m.loc()).Hour()) {
		// "move the dentist to 6": the half of the day nearer the event's
		// own time, not the next 6 o'clock from now.
		fields.Move = memo.MoveNearHour
	}
	args := memo.CalendarArgs{Fields: fields}
	name = trimTrailingWords(strings.TrimSpace(name), "to", "until", "for", "ל", "אל", "עד")
	name = strings.TrimSuffix(strings.TrimSpace(name), " ל")
	name = strings.ReplaceAll(strings.ReplaceAll(name, "'s ", " "), "’s ", " ")
	said := toLower(name)
	if at, left, r, ok := m.startIn(name); ok && !r.HasDate && r.PartStart.IsZero() {
		// "move my 3pm to 4", "push the 10:30 call with Dan to 11": the
		// event that starts at the time said; a day said stays a window.
		args.AtTime, name = at, left
	}
	if from, to, spans, ok, err := m.readWindow(name); err == nil && ok {
		args.From, args.To = &from, &to
		name = cutSpans(name, spans)
	}
	if args.From != nil && (reAllEvents.MatchString(toLower(name)) || rePluralEvents.MatchString(toLower(name))) {
		narrowToPart(said, args.From, args.To)
		return []memo.Step{calStep(memo.OpEventUpdateByWindow, args)}, true, nil
	}
	if reSeries.MatchString(toLower(name)) {
		args.Scope = memo.ScopeSeries
		name = reSeries.ReplaceAllString(name, " ")
	}
	args.Summary = eventName(name)
	if args.Summary == "" && args.From == nil && args.AtTime == "" {
		return nil, false, nil
	}
	return []memo.Step{calStep(memo.OpEventUpdate, args)}, true, nil
}

var (
	// reEventAtTime is an event named by its start: "my 3pm", "the 10:30",
	// "my 2 o'clock".
	reEventAtTime  = re(`\b(?:my|the|our)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)(?:\s|$)|\b(?:my|the|our)\s+\d{1,2}:\d{2}(?:\s|$)`)
	rePluralEvents = re(`\b(?:events|meetings|appointments)\b|(?:^|\s)[הבלמשו]{0,3}(?:אירועים|פגישות|תורים)(?:\s|$)`)
	reMorning      = re(`\bmorning\b|(?:^|\s)(?:ו?ב|של\s+|ו)?ה?בוקר(?:\s|$|[?!.,])`)
	reAfternoon    = re(`\bafternoon\b|אחר\s+הצהריים|אחה"צ`)
	reEvening      = re(`\bevening\b|(?:^|\s)(?:ו?ב|של\s+|ו)?ה?ערב(?:\s|$|[?!.,])`)
	reNight        = re(`\bnight\b|(?:^|\s)(?:ו?ב|של\s+|ו)?ה?לילה(?:\s|$|[?!.,])`)
	reEndSeries    = re(`^(?:please\s+)?(?:end|stop|finish)\s+(?:the\s+|my\s+)?(.+?)\s+(?:series\s+|recurring\s+event\s+)?(?:after|on|from|by)\s+(.+)$|^(?:תסיים|סיים|תפסיק|הפסק|תעצור)\s+(?:את\s+)?(.+?)\s+(?:אחרי|החל\s+מ|מ|ב)-?\s*(.+)$`)
)

// narrowToPart narrows a day's window to the part of the day named, to
// the hours the time grammar gives that part (timeparse.PartSpan), so a
// question about "tomorrow evening" covers the hours a reminder "tomorrow
// evening" may be at.
func narrowToPart(low string, from, to *time.Time) {
	part := ""
	switch {
	case reMorning.MatchString(low):
		part = "morning"
	case reAfternoon.MatchString(low):
		part = "afternoon"
	case reNight.MatchString(low):
		part = "night"
	case reEvening.MatchString(low):
		part = "evening"
	}
	if a, b, ok := timeparse.PartSpan(part); ok {
		day := *from
		*from, *to = day.Add(time.Duration(a)*time.Hour), day.Add(time.Duration(b)*time.Hour)
	}
}

// matchEventEndSeries reads "end the gym series on 10.2" / "תסיים את
// האימון החוזר ב-10.2": the series stops after that day
// (truncateRecurring). It needs a series or event word.
func matchEventEndSeries(m *message) ([]memo.Step, bool, error) {
	if hasTaskWord(m.low) || !(reSeries.MatchString(m.low) || hasEventWord(m.low) || strings.Contains(m.low, "series") || strings.Contains(m.low, "סדרה")) {
		return nil, false, nil
	}
	var g []string
	var ok bool
	if g, ok = m.find(reEndSeries); !ok {
		return nil, false, nil
	}
	name, when := g[1], g[2]
	if name == "" {
		name, when = g[3], g[4]
	}
	r, found, err := timeparse.Parse(when, m.now(), m.loc())
	if err != nil {
		return nil, true, invalidTime(m, err)
	}
	if !found || !r.HasDate {
		return nil, false, nil
	}
	y, mo, d := r.Time.In(m.loc()).Date()
	until := time.Date(y, mo, d, 23, 59, 59, 0, m.loc())
	name = reSeries.ReplaceAllString(name, " ")
	name = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(name), " series"))
	if name = eventName(name); name == "" {
		return nil, false, nil
	}
	return []memo.Step{calStep(memo.OpEventTruncateRecurring, memo.CalendarArgs{Summary: name, Until: &until, Scope: memo.ScopeSeries})}, true, nil
}

// lastTo is the byte index of the last " to "/" ל" that starts the new
// time in a move, or -1.
func (m *message) lastTo(s string) int {
	low := toLower(s)
	if len(low) != len(s) {
		return -1
	}
	best := -1
	for _, w := range []string{" to ", " until ", " ל", " אל "} {
		if i := strings.LastIndex(low, w); i > best {
			if _, found, _ := timeparse.Parse(toAt(s[i:]), m.now(), m.loc()); found {
				best = i
			}
		}
	}
	return best
}

// cutSpans removes the byte ranges spans from s.
func cutSpans(s string, spans [][2]int) string {
	for i := len(spans) - 1; i >= 0; i-- {
		sp := spans[i]
		if sp[0] >= 0 && sp[1] <= len(s) && sp[0] <= sp[1] {
			s = s[:sp[0]] + " " + s[sp[1]:]
		}
	}
	return oneSpace(s)
}

// eventName tidies the name of an event the user refers to: no article,
// no "event"/"from my calendar", no possessive of a day, none of the
// words peelLookup takes off.
func eventName(s string) string {
	s = strings.Trim(peelLookup(strings.TrimSpace(s)), " :-–—,.?!\"'“”„")
	for {
		low := toLower(s)
		loc := reEvArticle.FindStringIndex(low)
		if loc == nil || len(low) != len(s) {
			break
		}
		s = strings.TrimSpace(s[loc[1]:])
	}
	s = trimTrailingWords(s, "event", "please", "for", "on", "of", "at", "של", "ב", "ל")
	s = strings.TrimSuffix(s, "'s")
	s = strings.Trim(s, " :-–—,.?!\"'“”„")
	switch toLower(s) {
	case "event", "events", "meeting", "it", "that", "my", "our", "the", "me", "for me", "אירוע", "האירוע", "זה", "אותו", "לי", "את":
		return "" // "cancel my 3pm": no name, only the time; "תבטל לי": none at all
	}
	return s
}
