package offline

import (
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// The focus moved in time: to a new time ("make it 8", "sorry i meant
// thursday"), by an amount ("push it back an hour"), a new end ("it ends at
// 22:00"), or a reminder about it ("remind me half an hour before").

// moveFocus moves the focus to the time in text: a new time of day keeps
// its day, a new day keeps its time, and an hour said without am/pm is the
// one nearer the old time ("make it 8" after 19:30 is 20:00), with 1–6 in
// the afternoon (nearerHalf). strict
// means text must be a time and nothing else.
func (m *message) moveFocus(text string, f *memo.FocusItem, strict bool) ([]memo.Step, bool, error) {
	text = strings.TrimSpace(text)
	if day, ok := m.dayOfAllDay(text, f); ok {
		text = day // "move it to 16" of a birthday: the 16th
	}
	if f.Recurring {
		text = reDaysPlural.ReplaceAllString(text, "${1}day$2")        // "make it thursdays" of a weekly reminder: its day
		text = reHeDaysPlural.ReplaceAllString(text, "${1}${2}יום $3") // "תעביר לימי חמישי"
	}
	if steps, ok := m.newAmount(text, f); ok {
		return steps, true, nil
	}
	if steps, ok := m.newAmountSaid(text, f); ok {
		return steps, true, nil // "תעשה את זה עשר דקות" after "בעוד חצי שעה"
	}
	when, hasDate, hasTime, ok, err := m.timeNear(text, f.When)
	if at, cut := atForm(text); !ok && err == nil && cut && hebrewText(text) {
		// "תזיז לתשע", "תעביר לחמישי": "to" a time is "at" it.
		when, hasDate, hasTime, ok, err = m.timeNear(at, f.When)
	}
	if err != nil {
		return nil, true, err
	}
	if !ok {
		return nil, false, nil
	}
	when, half, ask := m.eitherHalf(text, f, when, hasDate, hasTime)
	if ask {
		return nil, true, memo.Refuse(memo.EInvalid, memo.WhyWhichHalf, memo.Detail{N: half})
	}
	switch f.Kind {
	case memo.FocusTask:
		args := memo.TaskArgs{IDs: []string{f.ID}, NewDue: &when, Move: moveOf(hasDate && !hasTime && f.When != nil, hasTime && !hasDate)}
		if hasDate && !hasTime && f.When == nil {
			args.NeedTime = true
		}
		if !hasTime && !hasDate {
			return nil, false, nil
		}
		return []memo.Step{taskStep(memo.OpTaskUpdate, args)}, true, nil
	case memo.FocusEvent:
		if hasTime && !hasDate && f.When != nil && f.When.After(m.now()) && !Moved(*f.When, when, memo.MoveTime, m.loc()).After(m.now()) {
			// "no, 9" of a meeting at 15:00 today, said at 10:00: an hour
			// gone on its own day is asked, as it is of a reminder.
			return nil, true, PastTime()
		}
		fields := &memo.EventFields{Start: &when, Move: moveOf(hasDate && !hasTime, hasTime && !hasDate)}
		return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Fields: fields, Scope: memo.ScopeInstance})}, true, nil
	}
	return nil, false, nil
}

// timeNear reads text as a time and nothing else, next to old: a day
// is counted from today, a time of day alone lands on old's day, at the half of the day nearer old's time
// when the hour is ambiguous ("8" near 19:30 is 20:00).
func (m *message) timeNear(text string, old *time.Time) (when time.Time, hasDate, hasTime, ok bool, err error) {
	loc := m.loc()
	text = dropSame(text) // "same time", "same day" keep what they name: dropped, the rest is read alone
	if d, ok := m.followingDay(text, old); ok {
		return d, true, false, true, nil // "the next day": the day after old's, at its hour
	}
	switch {
	case reBareNumber.MatchString(text), reHourWordEN.MatchString(text):
		text = "at " + text // "make it 8", "make it three": the verb said it is a time
	case reHourWordHE.MatchString(text):
		text = "ב" + text // "תעשה את זה שלוש"
	}
	// A day is read from today, as the user counts it: "actually
	// thursday" said on Wednesday about a Friday reminder is tomorrow.
	r, found, perr := timeparse.Parse(text, m.now(), loc)
	if perr != nil {
		return when, false, false, true, invalidTime(m)
	}
	if !found || !onlyConnectives(r.Remainder(text)) {
		return when, false, false, false, nil
	}
	when = r.Time.In(loc)
	hasDate, hasTime = r.HasDate, r.HasTime
	if old != nil {
		o := old.In(loc)
		switch {
		case hasTime && !hasDate:
			y, mo, d := o.Date()
			if o.Before(m.now()) {
				y, mo, d = m.now().In(loc).Date()
			}
			h := when.Hour()
			if ambiguousHour(text, h) {
				h = nearerHalf(h, o.Hour(), o.Minute(), when.Minute())
			}
			when = time.Date(y, mo, d, h, when.Minute(), 0, 0, loc)
			if !when.After(m.now()) && !o.Before(m.now()) {
				when = when.AddDate(0, 0, 1)
			}
		case hasDate && !hasTime:
			y, mo, d := when.Date()
			when = time.Date(y, mo, d, o.Hour(), o.Minute(), 0, 0, loc)
		}
	}
	return when, hasDate, hasTime, true, nil
}

// reSameKept is "same time", "same day", "באותה שעה": the part of a
// moved item's time that stays.
var reSameKept = compile(`(?i)(?:^|[\s,]+)(?:(?:at|on|for)\s+)?(?:the\s+)?same\s+(?:time|hour|day|date)(?:\s+(?:as\s+before|as\s+now))?|(?:^|[\s,]+)(?:ב|ו)?(?:אותה\s+שעה|אותו\s+יום|אותו\s+זמן|אותה\s+שעה)`)

// dropSame takes "same time", "באותה שעה" out of a move's new time. A
// part of the day said with the same hour only describes it: "tmrw night
// same time" is tomorrow at the item's hours, not at the night's 21:00.
func dropSame(text string) string {
	g := reSameKept.FindAllString(text, -1)
	out := reSameKept.ReplaceAllString(text, " ")
	if len(g) > 0 && reSameHourSaid.MatchString(strings.Join(g, " ")) {
		out = rePartTonight.ReplaceAllStringFunc(out, func(w string) string {
			if hebrewText(w) {
				return " היום "
			}
			return " today "
		})
		out = rePartWord.ReplaceAllString(out, " ")
	}
	return oneSpace(strings.Trim(out, " ,?"))
}

// reSameHourSaid is the hour kept, of reSameKept's words: not "same day".
var reSameHourSaid = compile(`(?i)time|hour|שעה|זמן`)

// rePartTonight and rePartWord are the parts of the day a kept hour
// makes a description: "tonight" is today, "night" says nothing more.
var (
	rePartTonight = compile(`(?i)(?:^|\s)(?:tonight|this\s+(?:evening|morning|afternoon)|הערב|הלילה|הבוקר)(?:\s|$|[,.])`)
	rePartWord    = compile(`(?i)\b(?:in\s+the\s+|at\s+)?(?:night|evening|morning|afternoon)\b|(?:^|\s)(?:ב|ו)?(?:לילה|ערב|בוקר|צהריים)(?:\s|$)`)
)

// reBareNumber is an hour alone ("8", "6:30").
var reBareNumber = compile(`^\d{1,2}(?:[:.][0-5]\d)?$`)

// reHourWordEN and reHourWordHE are an hour of the clock said alone in
// words, with its quarter or half: "three", "seven thirty", "שלוש", "שבע
// ורבע".
var (
	reHourWordEN = compile(`(?i)^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:fifteen|thirty|forty[\s-]five))?$`)
	reHourWordHE = compile(`^(?:אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה|שתים\s+עשרה)(?:\s+(?:ורבע|וחצי|ועשרים|ועשר))?$`)
)

// reClockWords are what make an hour unambiguous: am/pm after a number
// ("7p", "9 am"; the article "a" and "i am" are none), parts of the day,
// a 24-hour clock reading (an hour of 13 to 23, not the minutes of
// "10:15").
var reClockWords = compile(`(?i)\d\s?(?:am|pm|a\.m|p\.m|a|p)\b|\b(?:a\.m|p\.m)|\b(?:morning|evening|night|noon|afternoon|tonight)\b|בבוקר|בערב|בלילה|בצהריים|אחה"צ|אחה״צ|לפנות|\b(?:0\d|1[3-9]|2[0-3]):\d\d\b|(?:^|[^\d:.])(?:1[3-9]|2[0-3])\b`)

// reDateSaid is a date said with its month ("17.12", "dec 17", "17th of
// december", "17 בדצמבר"): its day of 13 to 31 is no hour of the 24-hour
// clock, so "the wedding is on 17.12 at 8" is still an hour said bare.
var reDateSaid = compile(`(?i)\b\d{1,2}[./](?:0?[1-9]|1[0-2])\b(?:[./]\d{2,4})?|\b` + monthName + `\s+\d{1,2}(?:st|nd|rd|th)?\b|` +
	`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:ב-?)?` + monthName)

// ambiguousHour reports whether hour h was said without what fixes its
// half of the day.
func ambiguousHour(text string, h int) bool {
	return h%12 != 0 && !reClockWords.MatchString(reDateSaid.ReplaceAllString(text, " "))
}

// onlyConnectives reports whether s holds nothing but words that tie a
// time to a sentence.
func onlyConnectives(s string) bool {
	for _, w := range strings.Fields(toLower(s)) {
		switch strings.Trim(w, ",.!?") {
		case "to", "at", "for", "on", "in", "by", "until", "till", "instead", "then", "it", "the", "ל", "ב", "עד", "במקום", "אז", "זה",
			"", "-":
		default:
			return false
		}
	}
	return true
}

// endFocus sets the end of the focus event: a time of day on its day
// (the next day when it would be before the start: "ends at 1am"), or a
// day and time after its start.
func (m *message) endFocus(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	when, hasDate, hasTime, ok, err := m.timeNear(text, f.When)
	if err == nil && ok && !hasTime {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "it'll run till tomorrow": till when that day?
	}
	if err != nil || !ok {
		return nil, ok, err
	}
	if !hasDate {
		// A time of day on the event's day, settled where the event is
		// read (as "the meeting ends at 5" is).
		return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
			Fields: &memo.EventFields{End: &when, EndOfDay: true, EndEitherHalf: ambiguousHour(text, when.Hour())}})}, true, nil
	}
	if start := f.When.In(m.loc()); !when.After(start) {
		return nil, true, memo.Refuse(memo.EInvalid, memo.WhyEndsBeforeStart, memo.Detail{})
	}
	return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
		Fields: &memo.EventFields{End: &when}})}, true, nil
}

// reDaysPlural is a weekday named in the plural ("thursdays"): said of a
// repeating item, the day it repeats on, as the singular is.
var reDaysPlural = compile(`(?i)\b(mon|tues|wednes|thurs|fri|satur|sun)days\b([\s,.!?]|$)`)

// reHeDaysPlural is "בימי", "לימי" before a weekday: "ביום", "ליום".
var reHeDaysPlural = compile(`(^|\s)([בל])ימי\s+(?:ה)?(ראשון|שני|שלישי|רביעי|חמישי|שישי)`)

// shiftFocus moves the focus by a duration: "push it back an hour".
func (m *message) shiftFocus(g []string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if f.When == nil {
		return nil, false, nil
	}
	amount := ""
	earlier := false
	for _, s := range g[1:] {
		switch strings.TrimSpace(toLower(s)) {
		case "":
		case "forward", "earlier", "ahead", "sooner", "before", "קדימה", "מוקדם יותר", "קודם":
			earlier = true
		case "back", "later", "after", "out", "more", "אחורה", "מאוחר יותר", "אחר כך":
		default:
			if amount == "" {
				amount = s
			}
		}
	}
	if strings.HasPrefix(g[0], "תקדים") || strings.HasPrefix(g[0], "להקדים") || strings.HasPrefix(toLower(g[0]), "bring") {
		earlier = true
	}
	if hourAfterAt(g[0], amount) {
		return nil, false, nil // "תזיז את זה ב14": at 14:00, not 14 minutes on
	}
	if reOneUnitHE.MatchString(strings.TrimSpace(amount)) && strings.HasPrefix(amount, "שעה") && hebrewMove(g[0]) {
		// "תזיז את הפגישה בשעה אחת": by an hour, or to one o'clock; only
		// לדחות and להקדים say a length for sure.
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	when, ok := shiftDays(*f.When, amount, earlier, m.loc()) // "push it back a day", "תדחה את זה ביומיים"
	if !ok {
		d, ok := durationOf(amount, m.now(), m.loc())
		if more, cut := onAmount(amount); !ok && cut {
			d, ok = durationOf(more, m.now(), m.loc()) // "push it out another 20": 20 more
		}
		if !ok {
			return nil, false, nil
		}
		if earlier {
			d = -d
		}
		when = f.When.Add(d)
	}
	switch f.Kind {
	case memo.FocusTask:
		// Within the day it is a new time of day (which a repeating
		// reminder takes as its new hour).
		sameDay := civilDay(when, m.loc()) == civilDay(*f.When, m.loc())
		return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewDue: &when, Move: moveOf(false, sameDay)})}, true, nil
	case memo.FocusEvent:
		return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
			Fields: &memo.EventFields{Start: &when}})}, true, nil
	}
	return nil, false, nil
}

// reAtBareNumber is a number said after "ב" or "at" with no unit: "ב14",
// "ב-8", "at 14". It is an hour of the clock; only a unit ("ב14 דקות")
// or the minutes written into a time ("ורבע", ":14") say minutes.
var reAtBareNumber = compile(`(?i)(?:^|\s)(?:ב-?\s?|at\s+)(\d{1,2})$`)

// hourAfterAt reports whether amount, the length a shift of the focus
// would read in text, is a bare number said after "ב" or "at".
func hourAfterAt(text, amount string) bool {
	g := reAtBareNumber.FindStringSubmatch(strings.TrimSpace(text))
	return g != nil && g[1] == strings.TrimSpace(amount)
}

// durationOf reads "an hour", "10 min", "חצי שעה" as a duration.
func durationOf(s string, now time.Time, loc *time.Location) (time.Duration, bool) {
	s = strings.TrimSpace(s)
	if g := reAmountLead.FindStringIndex(s); g != nil && g[1] < len(s) {
		s = s[g[1]:] // "postpone it in 10 minutes", "תדחה בעוד שעה": by that much
	}
	if s == "" {
		return 0, false
	}
	s = reOneUnitHE.ReplaceAllString(s, "$1") // "שעה אחת": an hour, as the amount after ב
	if _, found, err := timeparse.Parse(s, now, loc); err == nil && found && !isAmount(s) {
		// "to 10:30" is a time of day, not an amount of time.
		return 0, false
	}
	r, found, err := timeparse.Parse("in "+s, now, loc)
	if err != nil || !found || !r.HasTime || !onlyConnectives(r.Remainder("in "+s)) {
		r, found, err = timeparse.Parse("בעוד "+s, now, loc)
		if err != nil || !found || !r.HasTime || !onlyConnectives(r.Remainder("בעוד "+s)) {
			return 0, false
		}
	}
	d := r.Time.Sub(now)
	if d <= 0 {
		return 0, false
	}
	return d.Round(time.Minute), true
}

// reAmountLead is "in", "בעוד" before an amount of time.
var reAmountLead = compile(`(?i)^(?:in|within|בעוד|עוד|תוך)\s+`)

// reAmount is a length of time said bare: "an hour", "10 min", "חצי שעה".
var reAmount = compile(`(?i)^(?:in\s+|within\s+|בעוד\s+|עוד\s+|תוך\s+)?(?:an?|one|\d+(?:\.\d+)?|half(?:\s+an)?|a\s+couple\s+of|few|\p{Hebrew}+)?\s*(?:hours?|hrs?|h|minutes?|mins?|m|שעה|שעתיים|שעות|דקות|דקה|דק'|חצי\s+שעה|רבע\s+שעה)\b`)

// isAmount reports whether s opens as a bare length of time.
func isAmount(s string) bool { return reAmount.MatchString(strings.TrimSpace(s)) }

// civilDay is the calendar day of t in loc, as yyyymmdd.
func civilDay(t time.Time, loc *time.Location) int {
	y, m, d := t.In(loc).Date()
	return y*10000 + int(m)*100 + d
}

// leadOf reads how long ahead of the focus "the day before", "half an
// hour prior", "יומיים לפני", "שעה מראש" is: the whole of s, or a lead and
// the focus named after it ("an hour before the meeting").
func leadOf(s string) (time.Duration, bool) {
	low := toLower(strings.TrimSpace(s))
	l, loc, ok := findLead(low)
	if !ok || loc[0] != 0 || l.part != 0 {
		return 0, false // "the night before" is beforeFocus's
	}
	rest := strings.TrimSpace(low[loc[1]:])
	return l.duration(), rest == "" || reLeadNamed.MatchString(rest)
}

// reLeadNamed is the focus named after its lead: "the meeting".
var reLeadNamed = compile(`^the\s+\w+$`)

var (
	// reItIs opens a correction that says the item's time again: "it's
	// at 11:30", "its 11:30", "it is actually on monday", "זה ב-11:30".
	reItIs = compile(`^(?:(?:it'?s|it\s+is|it'?ll\s+be|it\s+will\s+be)(?:\s+(?:actually|really|in\s+fact))?|זה\s+יהיה|זה\s+בעצם|זה\s+דווקא|זה)\s+`)
	// reNotOld closes one with the time it replaces: "not 11", ", not at
	// 11", "instead of 11", "ולא ב-11", "במקום ב-11", ", לא ראשון".
	reNotOld = compile(`(?:\s*,?\s*(?:not|instead\s+of|ולא|במקום)|(?:\s*,\s*|\s+)לא)\s+(\S.*)$`)
)

// restated reads a correction that says the item's time again ("actually
// its at 11:30 not 11", "בעצם זה ב-11:30 ולא ב-11"): the new time, when
// the time it says it replaces is the item's own, or none is said.
func (m *message) restated(text string, f *memo.FocusItem) (string, bool) {
	body := strings.TrimSpace(text)
	loc := reItIs.FindStringIndex(toLower(body))
	if loc == nil || len(toLower(body)) != len(body) {
		return "", false
	}
	body = body[loc[1]:]
	if g := reNotOld.FindStringSubmatchIndex(body); g != nil {
		old := body[g[2]:g[3]]
		body = body[:g[0]]
		if slices.Contains(heWeekdays, old) {
			old = "יום " + old // "לא ראשון": the weekday, named bare
		}
		if f.When == nil || !m.namesTime(old, *f.When) {
			return "", false // "not 11" of an item at 10: which is it?
		}
		if body = m.dayInItsWeek(strings.TrimSpace(body), old, f); body == "" {
			return "", true // a day of its week already past: asked
		}
	}
	return body, body != ""
}

// namesTime reports whether text is a time that names t: its hour and
// minute (either half of the day), its day, or its weekday said alone.
func (m *message) namesTime(text string, t time.Time) bool {
	if d, ok := bareWeekday(text); ok {
		return int(t.In(m.loc()).Weekday()) == d // "not wednesday": whichever week it is in
	}
	when, hasDate, hasTime, ok, err := m.timeNear(text, &t)
	if err != nil || !ok {
		return false
	}
	t = t.In(m.loc())
	when = when.In(m.loc())
	if hasTime && (when.Hour()%12 != t.Hour()%12 || when.Minute() != t.Minute()) {
		return false
	}
	return !hasDate || civilDay(when, m.loc()) == civilDay(t, m.loc())
}

// withoutTitle returns text without its opening mention of title ("the
// haircut is at 6" → "at 6", "התספורת ב-18:00" → "ב-18:00"); ok is false
// when text does not open with it.
func withoutTitle(text, title string) (string, bool) {
	t, low := toLower(strings.TrimSpace(title)), toLower(text)
	if t == "" || len(low) != len(text) {
		return "", false // the cut below is made on the lower-cased text
	}
	for _, lead := range []string{"the ", "my ", "ה", ""} {
		rest, ok := strings.CutPrefix(low, lead+t)
		if !ok || rest != "" && !strings.HasPrefix(rest, " ") && !strings.HasPrefix(rest, ",") {
			continue
		}
		rest = strings.TrimLeft(rest, " ,")
		for _, is := range []string{"is ", "will be ", "is actually ", "זה ", "היא ", "הוא "} {
			rest = strings.TrimPrefix(rest, is)
		}
		return text[len(text)-len(rest):], rest != ""
	}
	return "", false
}

// pair returns the two filled groups of a two-way regexp match.
func pair(g []string) [2]string {
	var out [2]string
	n := 0
	for _, s := range g[1:] {
		if s != "" && n < 2 {
			out[n] = strings.TrimSpace(s)
			n++
		}
	}
	return out
}

func swap(p [2]string) [2]string { return [2]string{p[1], p[0]} }

func firstOf(gs []string) string {
	for _, s := range gs {
		if s != "" {
			return strings.TrimSpace(s)
		}
	}
	return ""
}

// deleteFocus deletes the item the conversation is about; an occurrence
// of a series is asked about (this one or all).
func deleteFocus(f *memo.FocusItem) []memo.Step {
	switch f.Kind {
	case memo.FocusTask:
		return []memo.Step{taskStep(memo.OpTaskDelete, memo.TaskArgs{IDs: []string{f.ID}})}
	case memo.FocusEvent:
		args := memo.CalendarArgs{EventIDs: []string{f.ID}}
		if !f.Recurring {
			args.Scope = memo.ScopeInstance
		}
		return []memo.Step{calStep(memo.OpEventDelete, args)}
	case memo.FocusList:
		return []memo.Step{listStep(memo.OpListDelete, memo.ListArgs{ListID: f.ID, Name: f.Title})}
	}
	return nil
}

// reNotThat opens a correction that first names the time it replaces:
// "not tomorrow, the day after", "לא מחר מחרתיים", "no not 5, 6".
var reNotThat = compile(`^(?:(?:no|nope|oh\s+no)[,\s]+)?(?:not|לא)\s+`)

// reDayAfter is "the day after" said alone, of the day just named.
var reDayAfter = compile(`^(?:the\s+)?day\s+after$|^(?:ב?יום\s+)?(?:שאחרי|אחרי\s+זה|אחרי)$`)

// notThatTime reads "not <the item's time>[,] <the new one>": the new
// time, when the words after "not" open with a time that names the item's.
func (m *message) notThatTime(text string, f *memo.FocusItem) (string, bool) {
	body := strings.TrimSpace(text)
	loc := reNotThat.FindStringIndex(toLower(body))
	if loc == nil || len(toLower(body)) != len(body) || f.When == nil {
		return "", false
	}
	words := strings.Fields(body[loc[1]:])
	for i := 1; i < len(words); i++ {
		old := strings.TrimRight(strings.Join(words[:i], " "), ",")
		rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(strings.Join(words[i:], " "), "אלא "), "but "))
		if rest != "" && m.namesTime(old, *f.When) {
			if reDayAfter.MatchString(toLower(rest)) {
				// "the day after": the one after the day it replaces.
				rest = f.When.In(m.loc()).AddDate(0, 0, 1).Format("02.01.2006")
			}
			return m.dayInItsWeek(rest, old, f), true
		}
	}
	return "", false
}
