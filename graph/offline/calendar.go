package offline

import (
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Routing between tasks and the calendar (the predecessor's rule): "remind
// me", task and list words stay tasks and lists; scheduling words
// (meeting, appointment, event, calendar, schedule, book, פגישה, תור,
// אירוע, יומן, תקבע) and "what's on <day>" go to the calendar.

// DefaultEventHour is the start of an event given a day but no time
// (10:00–11:00, as the predecessor did).
const DefaultEventHour = 10

var (
	// heP is the Hebrew prefix letters a noun may carry (ה, ב, ל, מ, ש, ו).
	heP         = `(?:^|\s)[הבלמשו]{0,3}`
	eventNounEN = `\b(?:meetings?|appointments?|appts?|events?|calendar|schedule|agenda|interviews?)\b`
	eventNounHE = heP + `(?:פגישה|פגישות|פגישת|תור|תורים|אירוע|אירועים|יומן)(?:\s|$|[?!.,])`
	reEventWord = re(eventNounEN + `|` + eventNounHE)
	reTaskWord  = re(`\b(?:tasks?|to-?dos?|to do|reminders?|remind|nudge|ping)\b|` + heP + `(?:משימה|משימות|מטלה|מטלות|תזכורת|תזכורות|תזכיר|תזכירי|להזכיר|לעשות)(?:\s|$|[?!.,:;])`)
	// reDoneTail closes a message that reports a thing done: "book a table
	// at Nando's - done", "לקבוע תור לרופא: בוצע".
	reDoneTail = re(`(?:\s*[-–—:,]\s*|\s+)(?:done|finished|completed|✅|✔️|בוצע|סיימתי|עשיתי)[.!]*$`)
	reWithName = re(`\bwith\s+\S|(?:^|\s)עם\s+\S`)

	reCreateVerbEN = re(`^(?:please\s+)?(?:can\s+you\s+)?(schedule|book|arrange|set\s+up|set\s+aside|set|add|create|put|stick|pop|pencil|chuck|bung|slot|squeeze|make|plan|organi[sz]e|block(?:\s+out|\s+off)?|reserve|enter|log|(?:jot|note|write)\s+down)\s+(?:me\s+)?(?:up\s+)?`)
	reCreateVerbHE = re(`^(תקבע|קבע|תקבעי|קבעי|תזמן|תזמני|תכניס|תכניסי|הכנס|תוסיף|תוסיפי|הוסף|תרשום|רשום|תרשמי|תחסום|תחסמי|חסום|תשריין|תשרייני|שריין|תעשה|תעשי|תעשו|תשים|תשימי|שים|שימי|תזין|תזיני|הזן)\s+(?:לי\s+)?`)
	// strong verbs schedule by themselves; the others need an event word,
	// "calendar", or a time range.
	strongCreate = map[string]bool{"לקבוע": true, "schedule": true, "book": true, "arrange": true, "set up": true, "organise": true, "organize": true, "block": true, "block out": true, "block off": true, "reserve": true, "set aside": true, "תחסום": true, "תשריין": true, "תשרייני": true, "שריין": true, "תחסמי": true, "חסום": true,
		"תקבע": true, "קבע": true, "תקבעי": true, "קבעי": true, "תזמן": true, "תזמני": true}

	// heMakeVerbs are "make" said to Memo ("תעשה פגישה עם דני"): an
	// event only with an event word after them.
	heMakeVerbs = map[string]bool{"תעשה": true, "תעשי": true, "תעשו": true}

	reToCalendar = re(`\s*(?:\b(?:to|in|on|into)\s+(?:my\s+|the\s+)?calendar\b|(?:^|\s)(?:ל|ב)יומן(?:\s+שלי)?)`)
	// reCalendarTail is the request for the calendar said after the event
	// ("…, add to calendar", "… calendar pls", "… put it in my calendar").
	reCalendarTail = re(`[,.\s]*(?:(?:pls|please|can\s+you)\s+)?(?:(?:add|put|save|stick|throw|pop)\s+(?:it\s+|this\s+|that\s+)?(?:to|in|on|into)\s+(?:my\s+|the\s+)?|(?:to|in|on|into)\s+(?:my\s+|the\s+)?)?calendar(?:\s+(?:pls|please|plz|thx|thanks))?[.!]*$`)
	// reThatIHave opens what is put in the calendar as a thing the user
	// has: "(put in my calendar) that I have …", "(תכניס ליומן) שיש לי …".
	reThatIHave = re(`^\s*(?:that\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:have|got|have\s+got)\s+|^\s*ש?יש\s+(?:לי|לנו)\s+`)
	reAllDay    = re(`\b(?:all[\s-]day|whole\s+day|full\s+day)\b|(?:^|\s)(?:יום\s+שלם|כל\s+היום|יום\s+מלא)`)
	clockPat    = `([01]?\d|2[0-3])(?::([0-5]\d))?`
	reRange     = re(`(?:\bfrom\s+|\bbetween\s+|\bat\s+|(?:^|\s)(?:מ-?|בין\s+|משעה\s+)|(?:^|\s)ב-?)?` + clockPat + `\s*(?:-|–|—|\bto\b|\buntil\b|\btill\b|\band\b|עד|ל-)\s*` + clockPat + `\b`)
	// reDayRange is a span of days of one month: "12-15 August", "from
	// the 12th to the 15th of august", "מ-12 עד 15 באוגוסט", "Aug 3-5".
	reDayRange = re(`(?:\bfrom\s+(?:the\s+)?|(?:^|\s)(?:מ-?|בין\s+(?:ה-?)?|מה-?|ב-?))?(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b|\bthrough\b|\bthru\b|עד|ל-?)\s*(?:the\s+|ה-?)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?((?:ב|ל)?-?` + monthName + `)\b|` +
		`\b(` + monthName + `)\s+(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b|\bthrough\b|\bthru\b)\s*(\d{1,2})(?:st|nd|rd|th)?\b`)
	reSpanUntil = re(`\s+(?:until|till|through|to|עד)\s+`)
	// reTrailFrom is the "from" left before the first day of a span.
	reTrailFrom = re(`\s*(?:\bfrom|(?:^|\s)(?:מה?-?|החל\s+מה?-?))\s*$`)

	// monthName is a month's name in English or Hebrew.
	monthName = `(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|` +
		`ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר)`

		// reBareHeDay is a weekday named alone after "עד" ("עד שישי"), which
	// the time grammar reads only with "יום" before it.
	reBareHeDay = compile(`^(?:ה|ל)?(ראשון|שני|שלישי|רביעי|חמישי|שישי)(?:\s|$)`)

	reArticle = re(`^(?:a|an|the|new|my|את|לי)\s+`)
	// reNewWhat is what "new" says is made, and so is no word of: "new
	// meeting with Dana", "new event: …".
	reNewWhat = re(`^` + eventNounEN + `|^(?:calendar\s+)?entry\b`)
	// reEventHead is the word "event" heading a new event's title ("add
	// event: …", "תוסיף אירוע חדש: …", dictated "new event comma …"): it
	// says what is made, and names nothing.
	reEventHead = re(`^(?:(?:an?|new)\s+)?(?:calendar\s+)?event\s*(?::|,|[-–—]|\s)\s*|^אירוע(?:\s+חדש)?\s*(?::|,|[-–—]|\s)\s*`)
)

// calStep returns a calendar step.
func calStep(op memo.Op, args memo.CalendarArgs) memo.Step {
	return memo.Step{Capability: memo.CapCalendar, Operation: op, Calendar: &args}
}

// hasEventWord reports whether s holds a scheduling noun.
func hasEventWord(s string) bool { return reEventWord.MatchString(s) }

// hasTaskWord reports whether s holds a task or reminder word.
func hasTaskWord(s string) bool { return reTaskWord.MatchString(s) }

// matchEventCreate reads "schedule a meeting with Dana tomorrow at 10",
// "תקבע תור לרופא שיניים מחר ב-8:30", "add gym every Monday 18:00–19:00".
func matchEventCreate(m *message) ([]memo.Step, bool, error) {
	if hasTaskWord(m.low) || len(m.low) != len(m.raw) || reDoneTail.MatchString(m.low) {
		return nil, false, nil
	}
	g := reCreateVerbEN.FindStringSubmatchIndex(m.low)
	if g == nil {
		g = reCreateVerbHE.FindStringSubmatchIndex(m.low)
	}
	if g == nil {
		g = setFirstThenWhen(m)
	}
	if g == nil {
		return nil, false, nil
	}
	verb := oneSpace(m.low[g[2]:g[3]])
	rest := m.raw[g[1]:]
	if blockVerbs[verb] {
		if l := reBlockedObject.FindStringIndex(toLower(rest)); l != nil && len(toLower(rest)) == len(rest) {
			rest = rest[l[1]:] // "block my calendar tomorrow 2-3 for …": the calendar is no title
		}
		rest = blockedFor(rest)
	}
	rest, putIn := putDown(verb, rest) // "put down the match for saturday at 3"
	lowRest := toLower(rest)
	if verb == "book" && strings.HasPrefix(lowRest, "club") || listAfterVerb(lowRest) {
		return nil, false, nil // "book club at Anat's on the 20th", "book list the great gatsby, …": a noun, not a verb
	}
	if verb == "reserve" && reReserveNoun.MatchString(lowRest) {
		return nil, false, nil // "reserve duty dec 6 to dec 20": the service, not a booking
	}
	if (calendarNamedVerbs[verb] || strings.HasSuffix(verb, " down")) && !reToCalendar.MatchString(lowRest) &&
		(verb != "enter" || !reForTime.MatchString(lowRest)) {
		return nil, false, nil
	}
	setsNoun := verb == "set" && setsEventNoun(lowRest) // "set a call with the client at 9"
	if (verb == "set" || heMakeVerbs[verb]) && !hasEventWord(lowRest) && !setsNoun {
		return nil, false, nil
	}
	if !strongCreate[verb] && !putIn && !setsNoun && !hasEventNoun(lowRest) && !reRange.MatchString(lowRest) && !reToCalendar.MatchString(lowRest) &&
		!writtenSchedule(m, verb, rest) && !putSchedule(m, verb, rest) {
		return nil, false, nil
	}
	if !strongCreate[verb] && !putIn && !reToCalendar.MatchString(lowRest) && itemForOccasion(rest) {
		return nil, false, nil // "תוסיפי גם נרות שבת", "… יין לשבת": a thing for a list, not a day
	}
	steps, err := m.createEvent(weekdaySpanSaid(rest)) // "block off mon-wed for …"
	return steps, true, err
}

// createEvent builds the create step from what follows the verb: the
// recurrence, a time range or a span of days, the date and time, and
// what is left as the title.
func (m *message) createEvent(rest string) ([]memo.Step, error) {
	if loc := reCalendarTail.FindStringIndex(toLower(rest)); loc != nil && loc[0] > 0 && len(toLower(rest)) == len(rest) {
		rest = rest[:loc[0]] // "yoga saturday 10am, add to calendar", "… calendar pls"
	}
	rest = reToCalendar.ReplaceAllString(rest, " ")
	if loc := reThatIHave.FindStringIndex(rest); loc != nil {
		rest = rest[loc[1]:] // "put in my calendar that I have …": what I have
	}
	rest, shabbatName := maskShabbatName(rest)
	length, rest := cutDuration(rest)
	if length == 0 {
		length = m.lasts
	}
	place := m.place
	if place == "" {
		place, rest = cutAddress(rest)
	}
	allDay := false
	if loc := reAllDay.FindStringIndex(toLower(rest)); loc != nil && len(rest) == len(toLower(rest)) {
		allDay, rest = true, cut(rest, loc)
	}
	rc, text, err := m.readRecurrence(rest)
	if err != nil {
		return nil, err
	}
	if rc.rec != nil && rc.rec.Type == memo.RecurNudge {
		return nil, memo.Refuse(memo.EInvalid, memo.WhyEventEveryMinutes, memo.Detail{})
	}
	var startWeek *time.Time // "every tuesday at 11 starting next week"
	started := reStartWord.MatchString(m.low) || reStartWord.MatchString(toLower(rest))
	if rc.rec != nil {
		text, startWeek = m.cutStarting(text, m.now())
	}
	// A span of days of a month is said as one day until another, for
	// the span reader below: "מ-12 עד 15 באוגוסט" → "12 באוגוסט עד 15 באוגוסט".
	if low := toLower(text); len(low) == len(text) && rc.rec == nil {
		if g := reDayRange.FindStringSubmatchIndex(low); g != nil {
			part := func(k int) string { return low[g[2*k]:g[2*k+1]] }
			var d1, d2, month string
			if g[2] >= 0 {
				d1, d2, month = part(1), part(2), part(3)
			} else {
				d1, d2, month = part(5), part(6), part(4)
			}
			month = strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(month, "ב"), "ל"), "-")
			if hebrewText(month) {
				month = "ב" + month
			}
			until := " until "
			if hebrewText(month) {
				until = " עד "
			}
			text = text[:g[0]] + " " + d1 + " " + month + until + d2 + " " + month + " " + text[g[1]:]
		}
	}
	// A time range: "18:00–19:00", "from 9 to 11", "בין 9 ל-11".
	var fromH, fromM, toH, toM = -1, 0, -1, 0
	overnight := false
	if low := toLower(text); len(low) == len(text) {
		g := reRange.FindStringSubmatchIndex(low)
		if g != nil {
			if err := minutesOrRange(low[g[0]:g[1]]); err != nil {
				return nil, err // "at 10 to 1": 12:50, or from 10 to 1?
			}
		}
		if g != nil && (strings.Contains(low[g[0]:g[1]], ":") || !isBareDash(low[g[0]:g[1]])) &&
			!rangeGoesOn(low[g[0]:g[1]], low[g[1]:]) {
			fromH, _ = strconv.Atoi(low[g[2]:g[3]])
			if g[4] >= 0 {
				fromM, _ = strconv.Atoi(low[g[4]:g[5]])
			}
			toH, _ = strconv.Atoi(low[g[6]:g[7]])
			if g[8] >= 0 {
				toM, _ = strconv.Atoi(low[g[8]:g[9]])
			}
			fromH, toH, overnight = hoursOfRange(low, g, fromH, toH, toM < fromM)
			text = rangeCut(text, g[:2])
		}
	}
	parseNow := m.now()
	if rc.rec != nil {
		parseNow = repeatClock(m)
	}
	// A span of days with no time: "ממחר עד שישי", "from Monday to Wednesday".
	var spanEnd *time.Time
	var r timeparse.Result
	var found bool
	title := text
	if fromH < 0 && rc.rec == nil {
		// Each "to"/"עד" is tried: "trip to Crete from July 12 to July 16"
		// spans at the one with a day on both sides.
		for _, loc := range reSpanUntil.FindAllStringIndex(toLower(text), -1) {
			if len(toLower(text)) != len(text) {
				break
			}
			left, right := text[:loc[0]], reBareHeDay.ReplaceAllString(text[loc[1]:], "יום $1 ")
			lr, lf, lerr := timeparse.Parse(left, parseNow, m.loc())
			rr, rf, rerr := timeparse.Parse(right, parseNow, m.loc())
			if lerr == nil && rerr == nil && lf && rf && rr.Time.Before(lr.Time) && weekdayOnly(right) {
				// "from Sunday to Thursday" said on a Wednesday: the
				// Thursday after that Sunday.
				rr, rf, rerr = timeparse.Parse(right, lr.Time, m.loc())
			}
			if lerr == nil && rerr == nil && lf && rf && lr.HasDate && rr.HasDate && !lr.HasTime && !rr.HasTime {
				end := rr.Time
				spanEnd, allDay = &end, true
				r, found = lr, true
				title = reTrailFrom.ReplaceAllString(lr.Remainder(left), "") + " " + rr.Remainder(right)
				break
			}
		}
	}
	if spanEnd == nil {
		r, found, err = timeparse.Parse(text, parseNow, m.loc())
		if err != nil {
			return nil, invalidTime(m, err)
		}
		if found {
			title = r.Remainder(text)
		}
	}
	if rc.rec != nil && rc.rec.Type == memo.RecurYearly {
		// "mom's birthday every year on march 14": on that date; a year
		// said without its date asks for it.
		if err := m.yearDate(&memo.Recurrence{}, r, found, text); err != nil {
			return nil, err
		}
	}
	if rc.rec != nil && mixedRepeat(rc.rec, r, found, started || startWeek != nil, text) {
		// "יוגה כל יום שני וב-1 לחודש": two repetitions, not a first day.
		return nil, memo.Refuse(memo.EInvalid, memo.WhyTwoTimes, memo.Detail{})
	}
	if fromH < 0 && spanEnd == nil && (found && r.HasDate && !r.HasTime || rc.rec != nil && len(rc.rec.Days) > 0 && !(found && r.HasTime)) {
		// "block off 2-4 tomorrow for deep work", "soccer every mon and
		// wed 4-6": a bare "2-4" beside a day and no other time is the hours.
		if g := reBareHours.FindStringSubmatchIndex(title); g != nil && !reCountAfter.MatchString(title[g[1]:]) {
			h1, _ := strconv.Atoi(title[g[2]:g[3]])
			h2, _ := strconv.Atoi(title[g[4]:g[5]])
			if h1 >= 1 && h1 <= 12 && h2 >= 1 && h2 <= 12 && h1 != h2 {
				fromH, toH = pmIfSmall(h1), pmIfSmall(h2)
				for toH <= fromH {
					toH += 12
				}
				if toH <= 24 {
					title = cut(title, g[:2])
				} else {
					fromH, toH = -1, -1
				}
			}
		}
	}
	title = cleanEventTitle(title)
	if shabbatName {
		title = unmaskShabbatName(title)
	}
	if reHoursLeft.MatchString(title) {
		// "…, משמרת בוקר 7-15": hours left unread in the title; the
		// time read is not the one meant.
		return []memo.Step{general(memo.OpUnknown, "")}, nil
	}
	if title == "" {
		title = m.say("Event", "אירוע")
	}
	day := startOfDay(m)
	if found && r.HasDate {
		y, mo, d := r.Time.In(m.loc()).Date()
		day = time.Date(y, mo, d, 0, 0, 0, 0, m.loc())
	}
	draft := memo.EventDraft{Summary: title}
	if place != "" {
		draft.Summary, draft.Location = placeTitle(title, place), place
	}
	switch {
	case fromH >= 0:
		draft.Start = day.Add(time.Duration(fromH)*time.Hour + time.Duration(fromM)*time.Minute)
		draft.End = day.Add(time.Duration(toH)*time.Hour + time.Duration(toM)*time.Minute)
		if fromH >= 18 && toH < fromH && toH <= 12 {
			draft.End = draft.End.AddDate(0, 0, 1) // "23:00–7:00": a night shift ends the next morning
		}
		if overnight && (day.After(startOfDay(m)) || m.now().In(m.loc()).Hour() >= 5) {
			draft.Start, draft.End = draft.Start.AddDate(0, 0, 1), draft.End.AddDate(0, 0, 1)
		}
		if !draft.End.After(draft.Start) {
			return nil, memo.Refuse(memo.EInvalid, memo.WhyEndsBeforeStart, memo.Detail{})
		}
		if !(found && r.HasDate) && rc.rec == nil && draft.Start.Before(m.now()) {
			draft.Start, draft.End = draft.Start.AddDate(0, 0, 1), draft.End.AddDate(0, 0, 1)
		}
	case allDay:
		draft.AllDay = true
		draft.Start = day
		draft.End = day.AddDate(0, 0, 1)
		if spanEnd != nil {
			y, mo, d := spanEnd.In(m.loc()).Date()
			draft.End = time.Date(y, mo, d, 0, 0, 0, 0, m.loc()).AddDate(0, 0, 1)
			if !draft.End.After(draft.Start) {
				return nil, memo.Refuse(memo.EInvalid, memo.WhyEndsBeforeStart, memo.Detail{})
			}
			if err := spanTooLong(draft.Start, draft.End); err != nil {
				return nil, err
			}
		}
	case found && r.HasTime:
		draft.Start = r.Time
		shift := time.Duration(0)
		if h := r.Time.In(m.loc()).Hour(); h < 12 && eveningEvent(title) && !daytimePlace(title, h) && ambiguousHour(text, h) {
			// "dinner with the in-laws saturday at 8" is 20:00.
			shift = 12 * time.Hour
			draft.Start = draft.Start.Add(shift)
		}
		if rc.rec != nil {
			draft.Start = day.Add(time.Duration(draft.Start.In(m.loc()).Hour())*time.Hour + time.Duration(draft.Start.In(m.loc()).Minute())*time.Minute)
		}
		draft.End = draft.Start.Add(memo.DefaultEventDuration)
		if r.HasEnd {
			// "4-7pm", "from 9 to 5", "מ9 עד 5": the range the user gave.
			draft.End = draft.Start.Add(r.End.Sub(r.Time))
			if !draft.End.After(draft.Start) {
				return nil, memo.Refuse(memo.EInvalid, memo.WhyEndsBeforeStart, memo.Detail{})
			}
		}
	case rc.partOfDay != "":
		h, _ := partOfDayHour(rc.partOfDay)
		draft.Start = day.Add(time.Duration(h) * time.Hour)
		draft.End = draft.Start.Add(memo.DefaultEventDuration)
	case found && (rc.rec == nil || rc.rec.Type == memo.RecurYearly) && (dayLong(title) || shabbatName):
		// "mom's birthday on dec 15": a day's occasion is the whole day.
		draft.AllDay = true
		draft.Start = day
		draft.End = day.AddDate(0, 0, 1)
	case found && rc.rec == nil:
		// A day and no hour, of a thing that has one ("dinner at mom's
		// on Friday"): asked, the draft on that day's midnight.
		draft.Start = day
		draft.End = day.Add(memo.DefaultEventDuration)
		if draft.Start.Before(startOfDay(m)) {
			return nil, pastTime(m)
		}
		return []memo.Step{calStep(memo.OpEventCreate, memo.CalendarArgs{Drafts: []memo.EventDraft{draft}, NeedTime: true})}, nil
	case rc.rec != nil:
		// A series said with no time: 10:00–11:00.
		draft.Start = day.Add(DefaultEventHour * time.Hour)
		draft.End = draft.Start.Add(memo.DefaultEventDuration)
	default:
		return nil, memo.Refuse(memo.EInvalid, memo.WhyEventWhen, memo.Detail{})
	}
	if length > 0 && !draft.AllDay && fromH < 0 && !r.HasEnd {
		draft.End = draft.Start.Add(length)
	}
	op := memo.OpEventCreate
	if rec := rc.rec; rec != nil {
		draft.Recurrence = &memo.EventRecurrence{Type: rec.Type, Days: rec.Days, DayOfMonth: rec.DayOfMonth, Week: rec.Week,
			Interval: rec.Every, Until: rec.Until}
		draft.TimeZone = m.loc().String()
		op = memo.OpEventCreateRecurring
		first := m.now()
		if startWeek != nil && startWeek.After(first) {
			first = *startWeek // "starting next week": from its Sunday
		}
		for i := 0; i < 8 && startWeek != nil && draft.Start.Before(first); i++ {
			draft.Start, draft.End = draft.Start.AddDate(0, 0, 1), draft.End.AddDate(0, 0, 1)
		}
		if rec.Type == memo.RecurWeekly && !(found && r.HasDate) {
			// The series starts on its first day ahead: "every Sunday" said
			// on a Tuesday starts on Sunday, not today.
			for i := 0; i < 8 && (draft.Start.Before(first) || !containsInt(rec.Days, int(draft.Start.In(m.loc()).Weekday()))); i++ {
				draft.Start, draft.End = draft.Start.AddDate(0, 0, 1), draft.End.AddDate(0, 0, 1)
			}
		}
	} else if !draft.AllDay && draft.Start.Before(m.now().Add(-time.Minute)) {
		return nil, pastTime(m)
	}
	if rc.lead > 0 {
		n := int(rc.lead / time.Minute)
		draft.ReminderMinutes = &n
	}
	return []memo.Step{calStep(op, memo.CalendarArgs{Drafts: []memo.EventDraft{draft}})}, nil
}

// cleanEventTitle tidies what is left of a create once the times are cut.
func cleanEventTitle(s string) string {
	s = CleanTitle(s)
	if loc := reHaveLead.FindStringIndex(toLower(s)); loc != nil && loc[1] < len(s) && len(toLower(s)) == len(s) {
		s = strings.TrimSpace(s[loc[1]:]) // "i got a meeting with the designers", "יש לי טיסה לאילת"
	}
	s = tellingOff(s)
	s = anotherOff(s)
	s = otherTitle(s)
	s = andOff(s)
	for {
		loc := reArticle.FindStringIndex(toLower(s))
		if loc == nil || len(toLower(s)) != len(s) {
			break
		}
		if low := toLower(s); strings.HasPrefix(low, "new") && !reNewWhat.MatchString(low[loc[1]:]) {
			break // "new client consult", "new hire lunch": a word of the name
		}
		s = strings.TrimSpace(s[loc[1]:])
	}
	if loc := reEventHead.FindStringIndex(toLower(s)); loc != nil && loc[1] < len(s) && len(toLower(s)) == len(s) {
		s = strings.TrimSpace(s[loc[1]:]) // "event: grandma's birthday", "אירוע חדש: ישיבת צוות"
	}
	s = trimTrailingWords(s, "on", "at", "for", "ב", "ל", "in", "is", "are", "will be", "הוא", "היא")
	return strings.Trim(s, " :-–—,.")
}

// anotherOff takes "another", "עוד" off an event's title before the
// event's noun: "עוד פגישת צוות ביום שלישי", "another team meeting on
// friday" tell of one more of a kind, not a word of its name.
func anotherOff(s string) string {
	low := toLower(s)
	if len(low) != len(s) {
		return s
	}
	for _, p := range []string{"another ", "one more ", "ועוד ", "עוד "} {
		if rest, ok := strings.CutPrefix(low, p); ok && leadsWithEvent(rest) {
			return strings.TrimSpace(s[len(p):])
		}
	}
	return s
}

// dayWindow is [midnight of t's day, the next midnight) in loc.
func dayWindow(t time.Time, loc *time.Location) (time.Time, time.Time) {
	y, mo, d := t.In(loc).Date()
	from := time.Date(y, mo, d, 0, 0, 0, 0, loc)
	return from, from.AddDate(0, 0, 1)
}

var (
	reThisWeek = re(`\bthis\s+week\b|(?:^|\s)(?:ה|ב|ל)שבוע(?:\s+הזה)?(?:\s|$|[?!.,])`)
	reNextWeek = re(`\bnext\s+week(?:$|[^\p{L}'’])|(?:^|\s)(?:ב|ל|ה|בה|לה)?שבוע\s+הבא`)
)

// readWindow reads the days a calendar request names: a date (that day),
// "this week" (today to Saturday), "next week" (Sunday to Saturday), a
// span counted from today ("the next 7 days", rollingWindow), or
// nothing (ok false). found reports the byte ranges used in spans.
func (m *message) readWindow(text string) (from, to time.Time, spans [][2]int, ok bool, err error) {
	low := toLower(text)
	today := startOfDay(m)
	if f, t, _, ok := rollingWindow(low, today); ok && !hasWeekday(low) {
		return f, t, nil, true, nil // "in the next 7 days", "בשבוע הקרוב": counted from today
	}
	switch {
	case reNextWeek.MatchString(low) && !hasWeekday(low):
		from = today.AddDate(0, 0, 7-int(today.Weekday()))
		return from, from.AddDate(0, 0, 7), weekWordsAt(reNextWeek, text, low), true, nil
	case reThisWeek.MatchString(low) && !hasWeekday(low):
		return today, today.AddDate(0, 0, 7-int(today.Weekday())), weekWordsAt(reThisWeek, text, low), true, nil
	}
	r, found, perr := timeparse.Parse(text, m.now(), m.loc())
	if perr != nil {
		return from, to, nil, false, invalidTime(m)
	}
	if !found || !r.HasDate {
		return from, to, nil, false, nil
	}
	from, to = dayWindow(r.Time, m.loc())
	return from, to, r.Spans, true, nil
}

// weekWordsAt is where rx, a week's words, stands in text ("skip yoga next
// week": "yoga" is the name left), or none when low is not text's bytes.
func weekWordsAt(rx *pattern, text, low string) [][2]int {
	loc := rx.FindStringIndex(low)
	if loc == nil || len(low) != len(text) {
		return nil
	}
	return [][2]int{{loc[0], loc[1]}}
}

var reAnyWeekday = compile(`(?i)(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*day|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת`)

func hasWeekday(s string) bool { return reAnyWeekday.MatchString(s) }
