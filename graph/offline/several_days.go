package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// One event (or reminder) said with several days: "piano lesson monday at
// 5 and wednesday at 5", "yoga monday and wednesday at 6pm", "חוג ג'ודו
// ביום ראשון ב16:00 ובשלישי ב16:00", "ביום שני ורביעי ב-18:00 פילאטיס".
// Each day is an item of its own, with the same title and its own hour
// (or the one hour said for them all). A repetition ("every monday and
// wednesday") is the recurrence reader's, and "between monday and
// wednesday" is a span.

const (
	wdEN = `(?:sun(?:day)?|mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?)`
	wdHE = `(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)`
	// atEN and atHE are the hour said right after one of the days.
	atEN = `(?:at\s+|@\s*)?\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?` + partEN
	atHE = `(?:ב-?\s?|בשעה\s+)\d{1,2}(?::\d{2})?` + partHE
)

var (
	// reDaysEN is a list of two or more weekdays joined by "and", each with
	// its hour or not: "monday at 5 and wednesday at 5", "mon, wed and fri".
	reDaysEN = compile(`(?i)(?:^|\s)(?:on\s+)?(` + wdEN + `(?:\s+` + atEN + `)?(?:\s*,\s*(?:on\s+)?` + wdEN + `(?:\s+` + atEN + `)?)*` +
		`\s*,?\s+(?:and|&)\s+(?:on\s+)?` + wdEN + `(?:\s+` + atEN + `)?)(?:$|[\s,.!?])`)
	// reDaysHE is one in Hebrew: "ביום ראשון ב16:00 ובשלישי ב16:00",
	// "ביום שני ורביעי", "בשני, ברביעי ובחמישי".
	reDaysHE = compile(`(?:^|\s)((?:ב|ל)(?:יום\s+)?` + wdHE + `(?:\s+` + atHE + `)?(?:\s*,\s*(?:ב|ל)?(?:יום\s+)?` + wdHE + `(?:\s+` + atHE + `)?)*` +
		`\s+ו(?:ב|ל)?(?:יום\s+)?` + wdHE + `(?:\s+` + atHE + `)?)(?:$|[\s,.!?])`)
	// reOneDayEN and reOneDayHE pick one day, with its hour, out of such a list.
	reOneDayEN = compile(`(?i)(` + wdEN + `)(?:\s+(` + atEN + `))?(?:$|[\s,&])`)
	reOneDayHE = compile(`(` + wdHE + `)(?:\s+(` + atHE + `))?(?:$|[\s,])`)
	// reDaysRepeat is a word of repetition: the days are a series then.
	reDaysRepeat = compile(`(?i)\b(?:every|each|weekly|always|usually|twice|times|a\s+week|per\s+week)\b|(?:^|\s)ה?(?:כל|בכל)(?:\s|$)|` +
		`(?:^|\s)(?:קבוע|תמיד|פעמיים|פעמים|בשבוע|לשבוע|בימי|ימי)(?:\s|$)`)
)

// reDayAndWord is a weekday, a word joined to it by "ו", and an hour: a
// list of days whose second the reader above did not know.
var reDayAndWord = compile(`(?:^|\s)(?:ב|ל)?(?:יום\s+)?` + wdHE + `\s+ו\p{Hebrew}{2,}\s+` + atHE + `(?:$|[\s,.!?])`)

// rePartAfterDay is a part of the day joined to a weekday ("ביום שני
// ובערב ב-8"): the hour's, no second day.
var rePartAfterDay = compile(wdHE + `\s+וב?(?:ערב|בוקר|צהריים|צהרים|לילה|שעה)(?:\s|$)`)

// dayTime is one day of such a list, with its hour ("" for none).
type dayTime struct{ day, at string }

// splitDays returns text once per day of a list of days that share one
// title, each copy with its day and its hour; ok is false when text holds
// no such list, and texts nil with ok when it does but the hours said do
// not tell each day's (some days with an hour and others without).
func splitDays(text string) (texts []string, ok bool) {
	low := toLower(text)
	if len(low) != len(text) || reDaysRepeat.MatchString(low) {
		return nil, false
	}
	text = bareDaysHE(mendYom(text))
	low = toLower(text)
	he := false
	m := reDaysEN.FindStringSubmatchIndex(low)
	if m == nil {
		m, he = reDaysHE.FindStringSubmatchIndex(low), true
	}
	if m == nil && reDayAndWord.MatchString(low) && !rePartAfterDay.MatchString(low) {
		return nil, true // "ביום שבת ושילשי ב-16:00": a second day not read
	}
	if m == nil || precededByRange(text[:m[2]]) {
		return nil, false
	}
	one := reOneDayEN
	if he {
		one = reOneDayHE
	}
	var days []dayTime
	for _, g := range one.FindAllStringSubmatch(low[m[2]:m[3]], -1) {
		days = append(days, dayTime{day: g[1], at: strings.TrimSpace(g[2])})
	}
	if len(days) < 2 {
		return nil, false
	}
	timed := 0
	for _, d := range days {
		if d.at != "" {
			timed++
		}
	}
	last := days[len(days)-1].at
	switch {
	case timed == len(days):
	case timed == 1 && last != "":
		// "yoga monday and wednesday at 6pm": one hour for them all.
		for i := range days {
			days[i].at = last
		}
	case timed == 0:
		// The hour is said apart from the days, or not at all: each copy
		// keeps what is around the list.
	default:
		return nil, true // "monday at 5 and wednesday": which hour is wednesday's?
	}
	head, tail := ownListHead(text[:m[2]]), text[m[3]:]
	for _, d := range days {
		var when string
		switch {
		case he && d.at != "":
			when = "ביום " + d.day + " " + d.at
		case he:
			when = "ביום " + d.day
		case d.at != "" && !strings.HasPrefix(d.at, "at") && !strings.HasPrefix(d.at, "@"):
			when = d.day + " at " + d.at
		default:
			when = d.day + " " + d.at
		}
		texts = append(texts, oneSpace(head+" "+when+" "+tail))
	}
	return texts, true
}

// reWeekdayHE is a Hebrew weekday as a word, with "ו" before it or not.
var reWeekdayHE = compile(`^ו?` + wdHE + `$`)

// mendYom mends "יום" misspelt by one slip right before a weekday ("ביוום
// חמישי", "ביםו שלישי"), and a weekday after another and "ו" ("ביום
// שלישי ושילשי"), so a list of days is read as one.
func mendYom(text string) string {
	if !containsAny(text, heWeekdays...) {
		return text // every mend is beside a weekday
	}
	fs := strings.Fields(text)
	changed := false
	for i := 0; i+1 < len(fs); i++ {
		if rest, ok := strings.CutPrefix(fs[i+1], "ו"); ok && i > 0 && reWeekdayHE.MatchString(fs[i]) {
			if day, ok := mendDay(rest); ok && reWeekdayHE.MatchString(day) {
				fs[i+1], changed = "ו"+day, true // "ביום שלישי ושילשי"
			}
		}
		if !reWeekdayHE.MatchString(strings.TrimRight(fs[i+1], ",.")) {
			continue
		}
		if said, ok := yomSaid(fs[i]); ok && said != fs[i] {
			fs[i], changed = said, true // "ביוום חמישי": see yomSaid
		}
	}
	if !changed {
		return text
	}
	return strings.Join(fs, " ")
}

// planDays plans an event or a reminder said with several days as one per
// day. Each copy must make the same thing at an hour said (see
// thingAtEach, which two_whens.go reads with too); else the message is
// declined: read as one, its days would be two times, or two different
// things.
func planDays(req memo.PlanRequest, text string) ([]memo.Step, bool, error) {
	texts, ok := splitDays(text)
	if !ok {
		return nil, false, nil
	}
	decline := []memo.Step{general(memo.OpUnknown, "")}
	if texts == nil {
		return decline, true, nil
	}
	out, ok, err := thingAtEach(texts, func(t string) ([]memo.Step, error) {
		steps, _, err := planClauses(req, splitClauses(t, req.Now, req.Loc))
		if err != nil || !accounted(steps) {
			return nil, err // "… monday at 5 and …" with a day gone by: said why
		}
		return steps, nil
	})
	if err != nil {
		return nil, true, err
	}
	if !ok {
		return decline, true, nil
	}
	for i := 1; i < len(out); i++ {
		weekOnPast(out[i], out[i-1], req.Now)
	}
	if !thisWeekHolds(text, out, req.Now) {
		return decline, true, nil
	}
	return out, true, nil
}

// weekOnPast moves s, a day said after prev, a week on when it is today
// and before prev: "ביום ראשון ב-16 ובשלישי ב-16" said on a Tuesday is the
// Tuesday after that Sunday (a bare weekday that is today reads as today
// alone).
func weekOnPast(s, prev memo.Step, now time.Time) {
	at, before := itemTime(s), itemTime(prev)
	if at == nil || before == nil || !at.Before(*before) {
		return
	}
	if y, m, d := at.In(now.Location()).Date(); y != now.Year() || m != now.Month() || d != now.Day() {
		return
	}
	moved := at.AddDate(0, 0, 7)
	if s.Calendar != nil {
		d := &s.Calendar.Drafts[0]
		d.End, d.Start = d.End.Add(moved.Sub(d.Start)), moved
		return
	}
	s.Tasks.Drafts[0].DueDate = &moved
}

// itemTime is when the one item a step makes is.
func itemTime(s memo.Step) *time.Time {
	if s.Calendar != nil {
		return &s.Calendar.Drafts[0].Start
	}
	return s.Tasks.Drafts[0].DueDate
}

// One event said over a span of days with no command: "vacation dec
// 20-27", "I'm on reserve duty from dec 6 to dec 20", "conference
// Tue–Thu", "צו 8 ליום ראשון עד חמישי", "בחו"ל מ-10 עד 14 בדצמבר". It is
// one all-day event from the first day to the last. A span whose end is
// before its start, or longer than MaxSpanDays, is declined with why.

// MaxSpanDays is the longest span of days read as one event.
const MaxSpanDays = 60

var (
	// reSpanJoint is what joins the two days of a span: the cheap check.
	reSpanJoint = compile(`(?i)\s(?:to|until|till|through|thru)\s|\d\s*[-–—]\s*\d|\p{L}\s*[-–—]\s*\p{L}|עד`)
	// reOnLead is the user telling what they are on, or in: "I'm on
	// reserve duty", "i'll be on vacation", "אני בחופשה".
	reOnLead = compile(`(?i)^(?:(?:i'?m|i\s+am|im|i'?ll\s+be|i\s+will\s+be|we'?re|we\s+are|we'?ll\s+be)\s+(?:on|at|off\s+on)\s+|אני\s+(?:נמצא\s+|נמצאת\s+)?ב)`)
	// reWeekdayDash is two weekdays joined by a dash: "Tue–Thu", "ראשון-חמישי".
	// reOffLead is the user telling they are off ("I'm off work", "i'll
	// be off"): group 1 is the time off, the event's title.
	reOffLead = compile(`(?i)^(?:i'?m|i\s+am|im|i'?ll\s+be|i\s+will\s+be|we'?re|we\s+are|we'?ll\s+be)\s+(off\b)`)
	// reFromWeekdayHE is a Hebrew weekday glued to "מ" and the end of its
	// span: "מראשון עד שלישי".
	reFromWeekdayHE = compile(`(^|\s)מ(` + wdHE + `)(\s+ו?עד\s+)`)
	reWeekdayDash   = compile(`(?i)\b(` + wdEN + `)\s*[-–—]\s*(` + wdEN + `)\b|(` + wdHE + `)\s*[-–—]\s*(` + wdHE + `)`)
	// reSpanSubject opens a sentence of who does a thing ("I work from
	// Monday to Friday"), not the name of an event.
	// reReserveNoun follows "reserve" when it names the service ("reserve
	// duty"), not a booking.
	reReserveNoun = compile(`^(?:duty|service|training)\b`)
	reSpanSubject = compile(`(?i)^(?:i|we|you|he|she|they|it|אני|אנחנו|הוא|היא|הם|הן)(?:\s|$)`)
)

// matchDaySpan reads an event said over a span of days with no command.
func matchDaySpan(m *message) ([]memo.Step, bool, error) {
	low := m.low
	if len(low) != len(m.raw) || !reSpanJoint.MatchString(low) || hasTaskWord(low) || reDaysRepeat.MatchString(low) ||
		strings.HasSuffix(strings.TrimSpace(m.req.Text), "?") || reQuestionLead.MatchString(low) {
		return nil, false, nil
	}
	text := m.raw
	lead := false
	if loc := reOnLead.FindStringIndex(low); loc != nil {
		text, lead = text[loc[1]:], true // "אני בחופשה …": what the user is in
	} else if g := reOffLead.FindStringSubmatchIndex(low); g != nil {
		text, lead = text[g[2]:], true // "I'm off work …": the time off is the event
	}
	if reSpanSubject.MatchString(toLower(text)) || reStatement.MatchString(text) || changeVerbLeads(text) ||
		reFallbackCommand.MatchString(toLower(text)) || startsWithHeCommand(text) || opensWithDoing(text) || reAsksMemo.MatchString(toLower(text)) {
		return nil, false, nil
	}
	steps, err := m.createEvent(weekdaySpanSaid(text))
	if err != nil {
		if why, _ := memo.WhyOf(err); why == memo.WhyEndsBeforeStart || why == memo.WhySpanTooLong {
			return nil, true, err
		}
		return nil, false, nil
	}
	if len(steps) != 1 || steps[0].Operation != memo.OpEventCreate || len(steps[0].Calendar.Drafts) != 1 {
		return nil, false, nil
	}
	d := &steps[0].Calendar.Drafts[0]
	if fs := strings.Fields(toLower(d.Summary)); len(fs) > 1 && fs[len(fs)-1] != "from" && slipOf(fs[len(fs)-1], "from") {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "seminar froom the 6th to the 8th": "from" misspelt
	}
	if !d.AllDay || d.End.Sub(d.Start) < 36*time.Hour || !spanThing(d.Summary) {
		return nil, false, nil // one day, or no name: not a span said of a thing
	}
	if lead {
		if _, ok := lexicon.PlaceZone(d.Summary); ok {
			return nil, false, nil // "I'm in London from …": a stay, not an event
		}
	}
	m.tentative = true
	return steps, true, nil
}

// spanTooLong refuses an event of more than MaxSpanDays days.
func spanTooLong(start, end time.Time) error {
	if end.Sub(start) > time.Duration(MaxSpanDays)*24*time.Hour+2*time.Hour {
		return memo.Refuse(memo.EInvalid, memo.WhySpanTooLong, memo.Detail{N: MaxSpanDays})
	}
	return nil
}

// reSpanThing names a thing that lasts days: a stay away, a service, a
// course ("vacation", "reserve duty", "conference", "מילואים", "צו 8",
// "חו"ל").
var reSpanThing = compile(`(?i)\b(?:vacation|holidays?|trip|travel|conference|convention|retreat|reserve\s+duty|reserves|army|duty|leave|sick|sick\s+leave|` +
	`maternity|paternity|honeymoon|camp|course|seminar|workshop|festival|abroad|away|off|visit|training|expo|summit|hackathon|tour|cruise|ski|` +
	`staycation|out\s+of\s+office|ooo|wfh|business\s+trip|road\s+trip)\b|` +
	`(?:^|\s)[הבלו]{0,2}(?:חופשה|חופש|מילואים|צו|טיול|כנס|חו["״']?ל|קורס|סמינר|השתלמות|גיבוש|מחנה|נופש|ירח\s+דבש|ביקור|חל["״']?ת|מחלה|` +
	`תערוכה|פסטיבל|סדנה|סדנא|נסיעה|שייט|גיחה|אימון|תרגיל|שמירות|כוננות|משמרות)(?:\s|$|[,.!?])`)

// spanThing reports whether title names a thing that lasts over days or a
// day's occasion, in its first two words: what a
// span of days said with no command is made for. "pack for the trip
// from Monday to Wednesday" is a thing to do, and is not.
func spanThing(title string) bool {
	if opensWithDoing(title) {
		return false
	}
	words := strings.Fields(title)
	for len(words) > 0 && isArticle(toLower(words[0])) {
		words = words[1:]
	}
	head := strings.Join(words[:min(2, len(words))], " ")
	return reSpanThing.MatchString(toLower(head)) || dayLong(head)
}

// weekdayOnly reports whether s names a weekday and no date: the end of a
// span that is the first such day after its start.
func weekdayOnly(s string) bool {
	low := toLower(s)
	return strings.IndexAny(low, "0123456789") < 0 && (hasWeekday(low) || reOneDayEN.MatchString(low) || reOneDayHE.MatchString(low)) &&
		!reMonthWord.MatchString(low)
}

// reMonthWord is the name of a month.
var reMonthWord = compile(`(?i)` + monthName)

// weekdaySpanSaid writes two weekdays joined by a dash ("Tue–Thu",
// "ראשון-חמישי") as a span the event reader knows: "Tue to Thu".
func weekdaySpanSaid(text string) string {
	if strings.Contains(text, "עד") {
		text = reFromWeekdayHE.ReplaceAllString(text, "${1}מיום ${2}${3}") // "מראשון עד" → "מיום ראשון עד"
	}
	return reWeekdayDash.ReplaceAllStringFunc(text, func(s string) string {
		g := reWeekdayDash.FindStringSubmatch(s)
		if g[1] != "" {
			return g[1] + " to " + g[2]
		}
		return "יום " + g[3] + " עד " + g[4]
	})
}
