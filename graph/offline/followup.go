package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Follow-ups act on the item the conversation is about (PlanRequest.Focus)
// or on the reminder the message quotes: "actually make it 8", "push it to
// 10:30", "sorry i meant thursday", "oops not Dvir, Tomer", "remind me
// about it saturday morning", "again in 10 min", "snooze it an hour",
// "stop", "undo", "what did you do?", "nvm i already paid the bill", "and
// the cooler too". Without a focus they are not claimed: nothing is acted
// on a guess.

var (
	// reItRef is a pronoun for the focus, with the verb that moves it.
	reMoveIt = compile(`(?i)^(?:make|change|move|push|shift|set|put|switch|reschedule|bring|change|update)\s+` +
		`(?:it|that|this|this\s+one|that\s+one|the\s+(?:reminder|task|meeting|event|appointment|time|alarm))\s*(?:to|for|at|until|till|into)?\s+(.+)$`)
	// Hebrew drops the object: "תזיז לתשע", "תעביר לחמישי".
	reMoveItHE = compile(`^(?:תעשה|תעשי|תזיז|תזיזי|תעביר|תעבירי|תשנה|תשני|תדחה|תדחי|תקבע|תקבעי|תשים|תשימי|תקדים|תקדימי)\s+` +
		`(?:לי\s+)?(?:(?:את\s+)?(?:זה|אותו|אותה|התזכורת|המשימה|הפגישה|האירוע|השעה)\s+)?(.+)$`)
	// reShiftIt is "push it back an hour", "תדחה את זה בחצי שעה".
	reShiftIt = compile(`(?i)^(?:push|move|delay|postpone|shift|bring|snooze)\s+(?:it|that|this)\s+(back|forward|later|earlier|ahead)?\s*(?:by\s+)?(.+?)(?:\s+(later|earlier|back|forward))?$`)
	reShiftHE = compile(`^(?:תדחה|תדחי|תזיז|תזיזי|תקדים|תקדימי)\s+(?:לי\s+)?(?:(?:את\s+)?(?:זה|אותו|אותה|התזכורת|הפגישה)\s+)?(?:ב|ב-)?(.+?)(\s+(?:קדימה|אחורה|מוקדם\s+יותר|מאוחר\s+יותר))?$`)
	// reShiftMake is "make it half an hour earlier", "20 min later": an
	// amount with its direction, the verb and "it" optional.
	reShiftMake = compile(`(?i)^(?:(?:make|have|set|move|push)\s+(?:it|that|this)\s+)?(.+?)\s+(earlier|later|sooner|before|after)$|` +
		`^(?:(?:תעשה|תעשי|תזיז|תזיזי)\s+(?:את\s+)?(?:זה|אותו|אותה)\s+)?(.+?)\s+(מוקדם\s+יותר|מאוחר\s+יותר|אחר\s+כך|קודם)$`)
	// reChangeTo is a change of the focus to something ("change it to …",
	// "תשנה את זה ל…"), which may be a new text rather than a time.
	reChangeTo = compile(`^(?:change|make|switch|update)\s+(?:it|that|this)\s+(?:to|into)\s`)
	// reInstead is a closing "instead", "במקום", said with a change.
	reInstead = compile(`(?i)\s+(?:instead|במקום)$`)
	// reEndsAt is "it ends at 22:00": the end of the focus event.
	reEndsAt = compile(`(?i)^(?:it|that|this|the\s+\w+)\s+(?:ends|finishes|is\s+over|will\s+end|will\s+finish|runs|goes|lasts)\s+(?:at|until|till|to|by)?\s*(.+)$|` +
		`^(?:make\s+it|have\s+it)\s+(?:end|run|go|last)\s+(?:at|until|till|to)\s+(.+)$|` +
		`^(?:זה|הוא|היא|האירוע|הפגישה)\s+(?:נגמר|נגמרת|נגמרים|מסתיים|מסתיימת|ייגמר|תיגמר|יסתיים|תסתיים|עד)\s+(.+)$`)
	// reDeleteIt deletes the focus: "delete it", "remove that one", "תמחק
	// את זה". ("cancel that" and "תבטל את זה" undo the last change.)
	reDeleteIt = compile(`(?i)^(?:please\s+)?(?:delete|remove|erase|trash|scrap|bin|get\s+rid\s+of)\s+(?:it|that|this|that\s+one|this\s+one|the\s+whole\s+thing)$|` +
		`^(?:תמחק|תמחקי|מחק|תסיר|תסירי|הסר|תוריד|תורידי|תזרוק|תעיף)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה|הכל)$`)
	// reRemindFocus is "remind me (about it) saturday morning", "remind me
	// half an hour before", "תזכיר לי על זה יום לפני": a reminder with a
	// time and no text, about the focus.
	reRemindFocus = compile(`(?i)^(?:remind|ping|nudge)\s+me(?:\s+(?:about|of|on)\s+(?:it|that|this))?\s+(.+)$|` +
		`^(?:תזכיר|תזכירי)\s+לי(?:\s+(?:על\s+זה|את\s+זה|לגבי\s+זה|בקשר\s+לזה|עליו|עליה))?\s+(.+)$`)
	// reBeforeEN and reBeforeHE are a reminder ahead of the focus: "the
	// day before", "half an hour before", "יום לפני", "שעה קודם".
	reBeforeEN = compile(`(?i)^(?:the\s+)?(.+?)\s+(?:before|ahead|earlier|in\s+advance|prior)(?:\s+(?:it|that|the\s+\w+))?$`)
	reBeforeHE = compile(`^(.+?)\s+(?:לפני|קודם|מראש|לפני\s+כן|לפני\s+זה)$`)
	// reNotThisButThat is a text correction: "not Dvir, Tomer".
	reNotThis   = compile(`(?i)^(?:not|no)\s+(.+?)\s*(?:,|\bbut\b|-|–|—|\brather\b)\s*(?:it'?s\s+|to\s+)?(.+)$|^(?:לא)\s+(.+?)\s*(?:,|אלא|-|–)\s*(.+)$`)
	reMeantThis = compile(`(?i)^(?:i\s+meant\s+|meant\s+|it'?s\s+)?(.+?)\s*,?\s+not\s+(.+)$|^(?:התכוונתי\s+)?ל?(.+?)\s*,?\s+ולא\s+ל?(.+)$`)
	// reRename is "rename it to X", "change the text to X".
	reRename = compile(`(?i)^(?:rename|retitle)\s+(?:it|that|this)\s+(?:to|as)\s+(.+)$|^(?:change|make)\s+(?:the\s+)?(?:text|title|name|wording)\s+(?:to|into)\s+(.+)$|^call\s+it\s+(.+)$|` +
		`^(?:תשנה|תשני)\s+(?:את\s+)?(?:השם|הטקסט|הכותרת|הנוסח)\s+ל-?(.+)$`)
	// reStop ends a nudge: "stop", "די", "enough".
	reStop = compile(`(?i)^(?:(?:you\s+can\s+|please\s+|pls\s+)?(?:stop|stop it|stop that|stop this(?:\s+one|\s+reminder)?|stop these|stop them|enough|ok stop|quit it|` +
		`stop reminding me|stop nagging|stop bugging me|no more|no more of (?:this|these|that)|shut up|` +
		`די|מספיק|הפסק|תפסיק|תפסיקי|די כבר|די נו|עצור|תעצור|תפסיק להזכיר|תפסיק לנדנד|תפסיק להציק|` +
		`(?:אפשר\s+)?(?:להפסיק|לעצור)(?:\s+(?:עם\s+)?(?:זה|את\s+זה|התזכורת(?:\s+הזאת|\s+הזו)?))?|(?:תפסיק|תפסיקי|די)\s+(?:עם\s+)?(?:זה|את\s+זה|התזכורת(?:\s+הזאת|\s+הזו)?)))$`)
	// reUndo is "undo", "undo that", "cancel that", "תבטל את מה שעשית".
	reUndo = compile(`(?i)^(?:undo(?:\s+(?:that|it|this|the\s+last\s+(?:one|thing|change)|what\s+you\s+(?:just\s+)?did))?|` +
		`cancel\s+(?:that|what\s+you\s+(?:just\s+)?did|the\s+last\s+(?:one|thing|change))|revert(?:\s+(?:that|it))?|take\s+(?:that|it)\s+back|` +
		`put\s+it\s+back|bring\s+it\s+back|restore\s+(?:it|that)|never\s*mind\s+that|` +
		`תבטל\s+את\s+מה\s+שעשית|תבטלי\s+את\s+מה\s+שעשית|בטל\s+את\s+מה\s+שעשית|תבטל\s+את\s+זה|תבטלי\s+את\s+זה|בטל\s+את\s+זה|` +
		`תחזיר\s+את\s+זה|תחזירי\s+את\s+זה|תחזיר\s+את\s+זה\s+בחזרה|תחזיר\s+(?:אותו|אותה)|תחזירי\s+(?:אותו|אותה)|תחזיר\s+אחורה|` +
		`תחזירי\s+אחורה|תשחזר|תשחזרי|ביטול\s+פעולה|אנדו|עוד\s+לא\s+(?:סיימתי|עשיתי)(?:\s+את\s+זה)?|` +
		// "undo the delete", "תבטל את הפעולה האחרונה", "תחזיר כמו שהיה".
		`undo\s+(?:the\s+|that\s+|my\s+)?(?:delete|deletion|removal|change|move|edit|update|last\s+action)|` +
		`(?:put|change)\s+it\s+back(?:\s+(?:the\s+way\s+it\s+was|how\s+it\s+was|like\s+it\s+was))?|` +
		`(?:תבטל|תבטלי|בטל|בטלי)\s+את\s+(?:ה)?(?:פעולה\s+האחרונה|פעולה\s+האחרונה\s+שלך|מחיקה|שינוי|הזזה|עדכון|העברה)|` +
		`(?:תחזיר|תחזירי|החזר|החזירי)(?:\s+(?:כמו\s+שהיה|כמו\s+שזה\s+היה|את\s+המצב|למה\s+שהיה|בחזרה))?)$`)
	// reRecent is "what did you do?", "מה עשית עכשיו?".
	reRecent = compile(`(?i)^(?:what\s+(?:did|have)\s+(?:you|u|ya)\s+(?:just\s+)?(?:do|done|change|changed)(?:\s+(?:just\s+now|now|there))?|` +
		`what\s+was\s+that|what\s+did\s+you\s+just\s+do|what\s+happened|what\s+changed|show\s+me\s+what\s+you\s+did|` +
		`מה\s+עשית(?:\s+(?:עכשיו|הרגע|כרגע|עכשיו\s+בדיוק))?|מה\s+שינית|מה\s+קרה|מה\s+בדיוק\s+עשית)$`)
	// reAlready is a thing done, said as news: "i already paid the bill".
	reAlreadyEN = compile(`(?i)^(?:(?:mark|tick)\s+(?:that|off\s+that)\s+i\s+(?:already\s+)?|(?:i\s+)?(?:already|just)\s+)(?:did|paid|sent|bought|called|picked\s+up|dropped\s+off|booked|ordered|renewed|returned|fixed|finished|handled|took|brought|got|made|wrote|emailed|texted|filed|submitted|cancelled|canceled|cleaned|washed|watered|fed|printed|signed|sorted|collected|mailed|posted|moved|swapped|done)\s+(.+)$|` +
		`^(?:i(?:'ve|\s+have)\s+(?:already\s+)?|already\s+)(?:done|finished|completed|handled|sorted|taken\s+care\s+of|dealt\s+with)\s+(.+)$`)
	reAlreadyHE = compile(`^(?:אני\s+)?כבר\s+(\p{Hebrew}+תי)\s+(.+)$|^(?:תסמן|תסמני|סמן|סמני)\s+ש(?:כבר\s+)?(\p{Hebrew}+תי)\s+(.+)$`)
)

// followUp plans a message that acts on the focus or the quoted reminder.
// ok is false when it is none of these.
func followUp(req memo.PlanRequest, c Cleaned) ([]memo.Step, bool, error) {
	text := strings.TrimRight(c.Text, "?!. ")
	low := toLower(text)
	m := newMessage(req)
	head, _, _ := strings.Cut(low, ",")
	switch {
	case reUndo.MatchString(low) || reUndo.MatchString(strings.TrimSpace(head)) || c.Correction && (low == "cancel" || low == "cancel it" || low == "תבטל"):
		return []memo.Step{general(memo.OpUndo, "")}, true, nil
	case reRecent.MatchString(low):
		return []memo.Step{general(memo.OpRecent, "")}, true, nil
	}
	if steps, ok, err := m.digestAgain(text, c); ok || err != nil {
		return steps, ok, err
	}
	if steps, ok, err := m.snooze(text, c); ok || err != nil {
		return steps, ok, err
	}
	if steps, ok := m.stop(low); ok {
		return steps, true, nil
	}
	if steps, ok := m.doneFired(low); ok {
		return steps, true, nil
	}
	if steps, ok := m.already(text, c); ok {
		return steps, true, nil
	}
	f := req.Focus
	if f == nil || f.ID == "" {
		return nil, false, nil
	}
	if reDeleteIt.MatchString(low) {
		if steps := deleteFocus(f); steps != nil {
			return steps, true, nil
		}
	}
	if g := reRemindFocus.FindStringSubmatch(text); g != nil {
		if steps, ok, err := m.remindFocus(firstOf(g[1:]), f); ok || err != nil {
			return steps, ok, err
		}
	}
	if g := reEndsAt.FindStringSubmatch(text); g != nil && f.Kind == memo.FocusEvent && f.When != nil {
		return m.endFocus(firstOf(g[1:]), f)
	}
	for _, rx := range []*pattern{reShiftIt, reShiftHE, reShiftMake} {
		if g := rx.FindStringSubmatch(text); g != nil {
			if steps, ok, err := m.shiftFocus(g, f); ok || err != nil {
				return steps, ok, err
			}
		}
	}
	if g := reRename.FindStringSubmatch(text); g != nil {
		// "תשנה את השם ל…" opens as a move does, but names the new text.
		return m.retitle(f, firstOf(g[1:]))
	}
	for _, rx := range []*pattern{reMoveIt, reMoveItHE} {
		if g := rx.FindStringSubmatch(text); g != nil {
			if steps, ok, err := m.moveFocus(g[1], f, true); ok || err != nil {
				return steps, ok, err
			}
			// "change it to text Ziv instead": not a time, a new text.
			if !reChangeTo.MatchString(toLower(text)) && !strings.HasPrefix(text, "תשנ") {
				break
			}
			if steps, ok, err := m.retitle(f, strings.TrimSpace(reInstead.ReplaceAllString(trimWords(g[1], "to", "into", "ל"), ""))); ok || err != nil {
				return steps, ok, err
			}
		}
	}
	if c.Correction || strings.HasPrefix(toLower(text), "not ") {
		if g := reNotThis.FindStringSubmatch(text); g != nil {
			if steps, ok := m.replaceInTitle(f, pair(g)); ok {
				return steps, true, nil
			}
		}
		if g := reMeantThis.FindStringSubmatch(text); g != nil {
			if steps, ok := m.replaceInTitle(f, swap(pair(g))); ok {
				return steps, true, nil
			}
		}
		// "actually 8", "sorry i meant thursday", "לא, בשבע": a new time;
		// "actually the haircut is at 6", "בעצם התספורת ב-18:00": the
		// same, naming the item.
		if steps, ok, err := m.moveFocus(text, f, true); ok || err != nil {
			return steps, ok, err
		}
		if rest, ok := withoutTitle(text, f.Title); ok {
			return m.moveFocus(rest, f, true)
		}
	}
	return nil, false, nil
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

// moveFocus moves the focus to the time in text: a new time of day keeps
// its day, a new day keeps its time, and an hour said without am/pm is the
// one nearer the old time ("make it 8" after 19:30 is 20:00), with 1–6 in
// the afternoon (nearerHalf). strict
// means text must be a time and nothing else.
func (m *message) moveFocus(text string, f *memo.FocusItem, strict bool) ([]memo.Step, bool, error) {
	text = strings.TrimSpace(text)
	when, hasDate, hasTime, ok, err := m.timeNear(text, f.When)
	if rest, cut := strings.CutPrefix(text, "ל"); !ok && err == nil && cut && hebrewText(text) {
		// "תזיז לתשע", "תעביר לחמישי": "to" a time is "at" it.
		when, hasDate, hasTime, ok, err = m.timeNear("ב"+rest, f.When)
	}
	if err != nil {
		return nil, true, err
	}
	if !ok {
		return nil, false, nil
	}
	switch f.Kind {
	case memo.FocusTask:
		args := memo.TaskArgs{IDs: []string{f.ID}, NewDue: &when, KeepTime: hasDate && !hasTime && f.When != nil,
			TimeOnly: hasTime && !hasDate}
		if hasDate && !hasTime && f.When == nil {
			args.NeedTime = true
		}
		if !hasTime && !hasDate {
			return nil, false, nil
		}
		return []memo.Step{taskStep(memo.OpTaskUpdate, args)}, true, nil
	case memo.FocusEvent:
		fields := &memo.EventFields{Start: &when, TimeOnly: hasTime && !hasDate, DateOnly: hasDate && !hasTime}
		return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Fields: fields, Scope: memo.ScopeInstance})}, true, nil
	}
	return nil, false, nil
}

// timeNear reads text as a time and nothing else, next to old: a day
// is counted from today, a time of day alone lands on old's day, at the half of the day nearer old's time
// when the hour is ambiguous ("8" near 19:30 is 20:00).
func (m *message) timeNear(text string, old *time.Time) (when time.Time, hasDate, hasTime, ok bool, err error) {
	loc := m.loc()
	// "same time", "same day" keep what they name: dropped, the rest is
	// read as a day alone or a time alone.
	text = dropSame(text)
	if reBareNumber.MatchString(text) {
		text = "at " + text // "make it 8": the verb said it is a time
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

// dropSame takes "same time", "באותה שעה" out of a move's new time.
func dropSame(text string) string {
	return strings.TrimSpace(strings.Trim(reSameKept.ReplaceAllString(text, " "), " ,?"))
}

// reBareNumber is an hour alone ("8", "6:30").
var reBareNumber = compile(`^\d{1,2}(?::\d{2})?$`)

// reClockWords are what make an hour unambiguous: am/pm, parts of the day,
// a 24-hour clock reading.
var reClockWords = compile(`(?i)(?:\d|\b)(?:am|pm|a\.m|p\.m|a|p)\b|\b(?:morning|evening|night|noon|afternoon|tonight)\b|בבוקר|בערב|בלילה|בצהריים|אחה"צ|אחה״צ|לפנות|\b(?:0\d|1[3-9]|2[0-3]):\d\d\b|\b(?:1[3-9]|2[0-3])\b`)

// ambiguousHour reports whether hour h was said without what fixes its
// half of the day.
func ambiguousHour(text string, h int) bool {
	return h%12 != 0 && !reClockWords.MatchString(text)
}

// NearerHalf is the hour h said without its half of the day, read next
// to an item's time oh:om (see nearerHalf); m is the minute said.
func NearerHalf(h, oh, om, m int) int { return nearerHalf(h, oh, om, m) }

// nearerHalf is h or h±12, whichever is nearer oh:om. As when an item is
// made, 1–6 are the afternoon unless the old time is itself in the small
// hours: "move it to 4" from 10:00 is 16:00, from 05:00 it is 04:00.
func nearerHalf(h, oh, om, m int) int {
	base := h % 12
	if base >= 1 && base <= 6 && oh >= 7 {
		return base + 12
	}
	best, bestDist := base, 24*60
	for _, c := range []int{base, base + 12} {
		d := c*60 + m - (oh*60 + om)
		if d < 0 {
			d = -d
		}
		if d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
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
// (the next day when it would be before the start: "ends at 1am").
func (m *message) endFocus(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	when, hasDate, hasTime, ok, err := m.timeNear(text, f.When)
	if err != nil || !ok || !hasTime {
		return nil, ok, err
	}
	start := f.When.In(m.loc())
	if !hasDate {
		y, mo, d := start.Date()
		when = time.Date(y, mo, d, when.Hour(), when.Minute(), 0, 0, m.loc())
		if !when.After(start) && ambiguousHour(text, when.Hour()) && when.Hour() < 12 {
			when = when.Add(12 * time.Hour)
		}
		if !when.After(start) {
			when = when.AddDate(0, 0, 1)
		}
	}
	if !when.After(start) {
		return nil, true, memo.Errorf(memo.EInvalid, "%s", m.say("the event ends before it starts", "האירוע מסתיים לפני שהוא מתחיל"))
	}
	return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
		Fields: &memo.EventFields{End: &when}})}, true, nil
}

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
		case "back", "later", "after", "אחורה", "מאוחר יותר", "אחר כך":
		default:
			if amount == "" {
				amount = s
			}
		}
	}
	if strings.HasPrefix(g[0], "תקדים") || strings.HasPrefix(toLower(g[0]), "bring") {
		earlier = true
	}
	d, ok := durationOf(amount, m.now(), m.loc())
	if !ok {
		return nil, false, nil
	}
	if earlier {
		d = -d
	}
	when := f.When.Add(d)
	switch f.Kind {
	case memo.FocusTask:
		// Within the day it is a new time of day (which a repeating
		// reminder takes as its new hour).
		sameDay := civilDay(when, m.loc()) == civilDay(*f.When, m.loc())
		return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewDue: &when, TimeOnly: sameDay})}, true, nil
	case memo.FocusEvent:
		return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
			Fields: &memo.EventFields{Start: &when}})}, true, nil
	}
	return nil, false, nil
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

// retitle changes the focus's text.
func (m *message) retitle(f *memo.FocusItem, title string) ([]memo.Step, bool, error) {
	if g := reQuotedTo.FindStringSubmatch(title); g != nil {
		title = g[1] // "ל'להזמין עוגה'", "to “call Dana”"
	}
	title = CleanTitle(title)
	if !itemText(title) {
		return nil, false, nil
	}
	switch f.Kind {
	case memo.FocusTask:
		return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewText: title})}, true, nil
	case memo.FocusEvent:
		return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
			Fields: &memo.EventFields{Summary: title}})}, true, nil
	}
	return nil, false, nil
}

// reQuotedTo is a new title in quotes, with "to"/"ל" before it.
var reQuotedTo = compile(`(?i)^(?:to\s+|into\s+|ל-?\s*)?["'“”„׳״‘’](.+?)["'“”„׳״‘’]?$`)

// replaceInTitle swaps one word of the focus's title for another: "not
// Dvir, Tomer". It is claimed only when the old word is in the title.
func (m *message) replaceInTitle(f *memo.FocusItem, p [2]string) ([]memo.Step, bool) {
	old, repl := strings.TrimSpace(p[0]), CleanTitle(p[1])
	if old == "" || repl == "" || !itemText(repl) || len(strings.Fields(old)) > 4 || len(strings.Fields(repl)) > 6 {
		return nil, false
	}
	i := wordIndex(f.Title, old)
	if i < 0 {
		return nil, false
	}
	title := f.Title[:i] + repl + f.Title[i+len(old):]
	steps, ok, _ := m.retitle(f, title)
	return steps, ok
}

// wordIndex finds word in s case-insensitively, as whole words (a Hebrew
// prefix letter may stand before it), and returns its byte index or -1.
func wordIndex(s, word string) int {
	ls, lw := toLower(s), toLower(word)
	for from := 0; from <= len(ls); {
		i := strings.Index(ls[from:], lw)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(lw)
		beforeOK := i == 0 || !isWordByte(ls, i-1) || hebrewPrefixAt(ls, i)
		afterOK := end == len(ls) || !isWordByte(ls, end)
		if beforeOK && afterOK && len(s) == len(ls) {
			return i
		}
		from = i + 1
	}
	return -1
}

func isWordByte(s string, i int) bool {
	c := s[i]
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 0x80
}

// hebrewPrefixAt reports whether s[:i] ends a word with one Hebrew prefix
// letter standing alone before i ("ל" of "לדביר").
func hebrewPrefixAt(s string, i int) bool {
	for _, p := range []string{"ל", "ב", "ה", "ו", "מ", "ש"} {
		if strings.HasSuffix(s[:i], p) {
			j := i - len(p)
			return j == 0 || s[j-1] == ' '
		}
	}
	return false
}

// snooze reads "again in 10 min", "snooze it an hour", "עוד 10 דקות" said
// about a reminder that just fired: the quoted one, or the focus when it
// is a task whose time has come.
func (m *message) snooze(text string, c Cleaned) ([]memo.Step, bool, error) {
	low := toLower(text)
	fired := false
	if f := m.req.Focus; f != nil && f.Kind == memo.FocusTask && f.When != nil && !f.When.After(m.now()) {
		fired = true
	}
	reason := false
	if _, tail, ok := cutReason(text); ok {
		// "they're closed, remind me tomorrow morning": why, then when.
		text, low, reason = tail, toLower(tail), true
	}
	if !m.req.Quoted && !(fired && (reason || reSnoozeWord.MatchString(low) || reMoreMinutes.MatchString(low))) {
		return nil, false, nil
	}
	due, ok := m.snoozeTime(text)
	if !ok {
		return nil, false, nil
	}
	args := memo.TaskArgs{NewDue: &due}
	if m.req.Quoted {
		args.FromQuote = true
	} else {
		args.IDs = []string{m.req.Focus.ID}
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, args)}, true, nil
}

var (
	// reSnoozeWord says "later" about a reminder: snooze, again, שוב.
	reSnoozeWord = compile(`(?i)\b(?:snooze|again|later|more)\b|שוב|נודניק|אח"כ|אחר\s+כך|עוד\s+\d|עוד\s+(?:רבע|חצי|שעה|שעתיים|כמה)`)
	// reMoreMinutes is "5 more min", "give me 10".
	reMoreMinutes = compile(`(?i)^(?:give\s+me\s+)?(\d{1,3}|a\s+few|few|a\s+couple(?:\s+of)?|another)\s+(?:more\s+)?(min\w*|m|hours?|hrs?|h)\b`)
	// reSnoozeFiller are words a snooze says around its time.
	reSnoozeFiller = compile(`(?i)^(?:snooze|again|later|more|remind|ping|ask|me|it|that|this|not|now|can'?t|cannot|busy|ok|okay|pls|please|for|in|another|give|me|` +
		`שוב|תזכיר|תזכירי|לי|עוד|לא|עכשיו|אני|עסוק|עסוקה|את|זה|אותו|אותה|נודניק|תדחה|תדחי|בבקשה|אח"כ|תן|תני)$`)
	// reReasonHead says why a reminder cannot be done now: "they're
	// closed", "no answer", "לא עונים שם", "אני בפגישה".
	reReasonHead = compile(`(?i)^(?:they'?re|he'?s|she'?s|we'?re|it'?s|i'?m|they|he|she|it|no\s+answer|nobody|no\s+one|noone|` +
		`closed|busy|stuck|driving|still|not\s+(?:now|yet|home|open|there)|can'?t|cannot|couldn'?t|didn'?t|wasn'?t|won'?t|` +
		`לא|אין|אני\s+ב|אני\s+עדיין|עדיין|סגור|סגורים|סגורה|עסוק|עסוקה|תקוע|תקועה|בנהיגה|נוהג|נוהגת)(?:\s|$|[,.!])`)
	// reReasonCut is where the reason ends and the snooze begins.
	reReasonCut = compile(`(?i)\s*(?:[,;.!—–-]+\s*(?:so\s+|then\s+|just\s+|אז\s+)?|\s+(?:so|then|אז)\s+)`)
)

// cutReason splits "they're closed, remind me tomorrow morning" into the
// reason and the snooze after it.
func cutReason(text string) (head, tail string, ok bool) {
	if !reReasonHead.MatchString(text) {
		return "", "", false
	}
	locs := reReasonCut.FindAllStringIndex(text, -1)
	if len(locs) == 0 {
		return "", "", false
	}
	l := locs[len(locs)-1]
	head, tail = strings.TrimSpace(text[:l[0]]), strings.TrimSpace(text[l[1]:])
	if head == "" || tail == "" || !reSnoozeAsk.MatchString(tail) {
		return "", "", false
	}
	return head, tail, true
}

// reSnoozeAsk opens the part of a message that asks for the reminder
// again: "remind me", "try again", "תזכיר לי", "שוב".
var reSnoozeAsk = compile(`(?i)^(?:remind|ping|nudge|ask|try|snooze|again|תזכיר|תזכירי|תנסה|שוב|נסה)(?:\s|$)`)

// snoozeTime reads when a snoozed reminder comes again: a clock time
// ("again at 5", "שוב בחמש"), a time from now ("in 10 min", "עוד שעה",
// "5 more min"), or ten minutes for "snooze" alone. The words around
// must all be a snooze's.
func (m *message) snoozeTime(text string) (time.Time, bool) {
	low := toLower(text)
	if g := reMoreMinutes.FindStringSubmatch(low); g != nil {
		text = g[1] + " " + g[2] // "5 more min" is five minutes
		if n := strings.TrimSpace(g[1]); n == "another" || strings.HasSuffix(n, "few") || strings.Contains(n, "couple") {
			text = strings.Replace(text, g[1], map[bool]string{true: "2", false: "5"}[strings.Contains(n, "couple")], 1)
		}
		if d, ok := durationOf(text, m.now(), m.loc()); ok {
			return m.now().Add(d), true
		}
	}
	r, found, err := timeparse.Parse(text, m.now(), m.loc())
	if err == nil && found && r.HasTime && r.Time.After(m.now()) && onlySnoozeWords(r.Remainder(text)) {
		return r.Time, true
	}
	if onlySnoozeWords(text) && reSnoozeWord.MatchString(low) {
		return m.now().Add(10 * time.Minute), true // "snooze": the usual ten minutes
	}
	// A duration said bare: "an hour", "10 min", "חצי שעה".
	words := strings.Fields(text)
	for i := range words {
		if !onlySnoozeWords(strings.Join(words[:i], " ")) {
			break
		}
		if d, ok := durationOf(strings.Join(words[i:], " "), m.now(), m.loc()); ok {
			return m.now().Add(d), true
		}
	}
	return time.Time{}, false
}

// onlySnoozeWords reports whether s holds nothing but a snooze's words.
func onlySnoozeWords(s string) bool {
	for _, w := range strings.Fields(s) {
		w = strings.Trim(toLower(w), ",.!?")
		if w != "" && !reSnoozeFiller.MatchString(w) && !onlyConnectives(w) {
			return false
		}
	}
	return true
}

var (
	// reDoneNews says a thing is done: "done", "called them, done",
	// "לקחתי ✅", "התקשרתי, סיימתי".
	reDoneNews = compile(`(?i)\b(?:done|did\s+it|did\s+that|finished|completed|handled|sorted|taken\s+care\s+of|paid|called|sent|bought|took\s+(?:it|them)|got\s+it|all\s+set)\b|` +
		`(?:^|\s)(?:בוצע|בוצעה|סיימתי|עשיתי|טיפלתי|לקחתי|שילמתי|התקשרתי|שלחתי|קניתי|הושלם|סגרתי|גמרתי|טופל)(?:\s|$|[,.!])`)
	// reNotDone says it is not: "not yet", "didn't", "שכחתי", "עוד לא".
	reNotDone = compile(`(?i)\b(?:not|didn'?t|haven'?t|hasn'?t|forgot|never|can'?t|won'?t|later)\b|(?:^|\s)(?:לא|שכחתי|עוד\s+לא|אח"כ|אחר\s+כך)(?:\s|$)`)
)

// doneFired reads "done" said about the reminder the message quotes or
// that just fired: it completes that reminder's task.
func (m *message) doneFired(low string) ([]memo.Step, bool) {
	did := false
	if f := m.req.Focus; f != nil && f.Kind == memo.FocusTask {
		did = didVerb(low, f.Title)
	}
	if !(reDoneNews.MatchString(low) || did) || reNotDone.MatchString(low) || len(strings.Fields(low)) > 8 {
		return nil, false
	}
	args := memo.TaskArgs{}
	switch f := m.req.Focus; {
	case m.req.Quoted:
		args.FromQuote = true
	case f != nil && f.Kind == memo.FocusTask && f.When != nil && !f.When.After(m.now()) && (reDoneWord.MatchString(low) || did):
		args.IDs = []string{f.ID}
	default:
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, args)}, true
}

// stop ends the nudge the message quotes or that just fired: "stop", "די".
func (m *message) stop(low string) ([]memo.Step, bool) {
	if !reStop.MatchString(low) && !stopWithReason(low) {
		return nil, false
	}
	args := memo.TaskArgs{}
	switch f := m.req.Focus; {
	case m.req.Quoted:
		args.FromQuote = true
	case f != nil && f.Kind == memo.FocusTask && f.Recurring:
		args.IDs = []string{f.ID}
	default:
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, args)}, true
}

// already reads a thing done, told as news ("nvm i already paid the
// electricity bill", "עזוב, כבר שילמתי את החשמל"): the task it names is
// done. The name must match a task; entity resolution decides.
func (m *message) already(text string, c Cleaned) ([]memo.Step, bool) {
	var obj string
	if g := reAlreadyEN.FindStringSubmatch(text); g != nil {
		obj = firstOf(g[1:])
	} else if g := reAlreadyHE.FindStringSubmatch(text); g != nil {
		obj = g[2]
		if obj == "" {
			obj = g[4]
		}
	} else {
		return nil, false
	}
	obj = trimWords(CleanTitle(obj), "the", "my", "את", "it")
	if obj == "" || !itemText(obj) {
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: []string{obj}})}, true
}

// reSameTime is a trailing "same time" / "באותה שעה": at the time of the
// task in focus.
var reSameTime = compile(`(?i)\s*,?\s*(?:at\s+)?(?:the\s+)?same\s+time(?:\s+too|\s+as\s+well)?$|\s*,?\s*(?:ב|גם\s+ב)?(?:אותה\s+שעה|אותו\s+זמן|אותו\s+הזמן|אותה\s+השעה)(?:\s+גם)?$`)

// reToo is a trailing "too"/"as well"/"גם" that says "one more like it".
var reToo = compile(`(?i)\s+(?:too|as\s+well|also|גם\s+כן|גם)$`)

// reItemRef is a reference to an item by its place: "the first one",
// "2", "number 3", "השני", "את האחרונה".
var reItemRef = compile(`(?i)^(?:and\s+)?(?:the\s+)?(?:first|second|third|fourth|fifth|last|other|next|previous|\d+(?:st|nd|rd|th)?)(?:\s+one)?$|` +
	`^(?:and\s+)?(?:number|no\.?|#)\s*\d+$|^(?:ו)?(?:גם\s+)?(?:את\s+)?(?:ה)?(?:ראשון|ראשונה|שני|שנייה|שניה|שלישי|שלישית|רביעי|רביעית|אחרון|אחרונה|אחר|אחרת|\d+)$|^(?:ו)?(?:גם\s+)?(?:מספר\s+)?\d+$`)

// alsoLike reads "and the cooler too" / "וגם את הצידנית" after a task or a
// list: one more task like the focus (its verb, its time), or one more
// item on the focus list.
func alsoLike(req memo.PlanRequest, c Cleaned) ([]memo.Step, bool) {
	f := req.Focus
	text := strings.TrimRight(c.Text, "?!. ")
	hasToo := reToo.MatchString(text)
	same := false
	if loc := reSameTime.FindStringIndex(text); loc != nil && loc[0] > 0 && f != nil && f.Kind == memo.FocusTask {
		// "also chem lab report same time": the focus task's time.
		text, same = strings.TrimSpace(text[:loc[0]]), true
		hasToo = hasToo || reToo.MatchString(text)
	}
	if f == nil || (!c.Continuation && !hasToo && !same) {
		return nil, false
	}
	text = reToo.ReplaceAllString(text, "")
	if reItemRef.MatchString(strings.TrimSpace(text)) {
		// "the first one too", "2 גם": an item of a list shown, not a
		// new thing.
		return nil, false
	}
	switch f.Kind {
	case memo.FocusList:
		items := SplitItems(text)
		for _, it := range items {
			if !nameText(it) || !nounPhrase(it) {
				return nil, false
			}
		}
		if len(items) == 0 {
			return nil, false
		}
		return []memo.Step{listStep(memo.OpListAdd, memo.ListArgs{ListID: f.ID, Name: f.Title, Items: items})}, true
	case memo.FocusTask:
		obj := CleanTitle(text)
		if same && (f.When == nil || !f.When.After(req.Now) || !itemText(obj)) {
			return nil, false
		}
		if !same && (!itemText(obj) || !nounPhrase(obj) || startsWithVerb(obj)) {
			return nil, false
		}
		title := obj
		if v := leadingVerb(f.Title); v != "" && !startsWithVerb(obj) {
			title = v + " " + trimWords(obj, "the")
			if hebrewText(v) {
				title = v + " " + obj
			}
		}
		d := memo.TaskDraft{Text: title}
		if f.When != nil && f.When.After(req.Now) {
			due := *f.When
			d.DueDate = &due
		}
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}})}, true
	}
	return nil, false
}

// reNotNoun is a word a bare thing's name does not hold: a modal, a
// copula, "there".
var reNotNoun = compile(`(?i)(?:^|\s)(?:should|could|would|can|must|need|needs|be|is|are|was|were|there|here|want|wants|` +
	`צריך|צריכה|צריכים|אמור|אמורה|צריכות|יש|אין|שם|פה|רוצה)(?:\s|$)`)

// nounPhrase reports whether s is a short name of a thing ("the cooler",
// "oat milk"), not a sentence.
func nounPhrase(s string) bool {
	return len(strings.Fields(s)) <= 4 && !reNotNoun.MatchString(s) && !reStatement.MatchString(s)
}

// leadingVerb is the verb a task's text opens with ("bring", "להחזיר"),
// or "".
func leadingVerb(title string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(title), " ")
	low := toLower(first)
	if taskVerbEN[low] || heInfinitiveVerb(first) {
		return first
	}
	return ""
}

// startsWithVerb reports whether s opens with a task verb of its own.
func startsWithVerb(s string) bool { return leadingVerb(s) != "" }

// didVerb reports whether low opens with the past tense, first person, of
// the verb the task's title opens with: "יצאתי" for "לצאת לעבודה",
// "booked it" for "book the plumber". The Hebrew verbs share their root
// letters (the vowel letters י and ו aside); a few past forms say
// something else and never count ("ניסיתי", "חשבתי", "הבנתי").
func didVerb(low, title string) bool {
	words, tw := strings.Fields(low), strings.Fields(toLower(title))
	if len(words) == 0 || len(words) > 4 || len(tw) == 0 {
		return false
	}
	w := strings.Trim(words[0], ",.!")
	if w == "i" && len(words) > 1 {
		w = strings.Trim(words[1], ",.!")
	}
	verb := tw[0]
	if stem, ok := strings.CutSuffix(w, "תי"); ok && hebrewText(w) {
		if notDoneVerbs[w] || len([]rune(stem)) < 2 {
			return false
		}
		inf := strings.TrimPrefix(verb, "ל")
		if inf == verb {
			return false // the task does not open with an infinitive
		}
		return sharedLetters(consonants(stem), consonants(inf)) >= 2
	}
	if past, ok := enPast[verb]; ok && w == past {
		return true
	}
	return len(verb) >= 3 && (w == verb+"ed" || w == verb+"d" || strings.HasSuffix(verb, "y") && w == verb[:len(verb)-1]+"ied")
}

// notDoneVerbs are Hebrew past forms that tell no completion.
var notDoneVerbs = map[string]bool{
	"ניסיתי": true, "חשבתי": true, "רציתי": true, "התכוונתי": true, "הבנתי": true, "ראיתי": true, "שמעתי": true,
	"שכחתי": true, "התחלתי": true, "קיוויתי": true, "ידעתי": true, "זכרתי": true, "התעוררתי": true, "אמרתי": true,
	"ביקשתי": true, "שאלתי": true,
}

// enPast are English verbs whose past is not verb+ed.
var enPast = map[string]string{
	"take": "took", "go": "went", "leave": "left", "buy": "bought", "send": "sent", "pay": "paid", "get": "got",
	"make": "made", "write": "wrote", "give": "gave", "bring": "brought", "drive": "drove", "eat": "ate", "do": "did",
	"pick": "picked", "find": "found", "feed": "fed", "put": "put", "tell": "told", "sell": "sold", "pack": "packed",
}

// consonants drops the vowel letters י and ו, and a final form's
// difference, from a Hebrew word.
func consonants(s string) []rune {
	final := map[rune]rune{'ך': 'כ', 'ם': 'מ', 'ן': 'נ', 'ף': 'פ', 'ץ': 'צ'}
	var out []rune
	for _, r := range s {
		if r == 'י' || r == 'ו' {
			continue
		}
		if f, ok := final[r]; ok {
			r = f
		}
		out = append(out, r)
	}
	return out
}

// sharedLetters is the length of the longest common subsequence of a and b.
func sharedLetters(a, b []rune) int {
	prev := make([]int, len(b)+1)
	for i := range a {
		cur := make([]int, len(b)+1)
		for j := range b {
			switch {
			case a[i] == b[j]:
				cur[j+1] = prev[j] + 1
			default:
				cur[j+1] = max(prev[j+1], cur[j])
			}
		}
		prev = cur
	}
	return prev[len(b)]
}

// civilDay is the calendar day of t in loc, as yyyymmdd.
func civilDay(t time.Time, loc *time.Location) int {
	y, m, d := t.In(loc).Date()
	return y*10000 + int(m)*100 + d
}

// remindFocus reads the time of a reminder about the focus: a task takes
// it as its due time; an event gets a reminder task of its own, at that
// time or the lead said ahead of its start ("half an hour before").
func (m *message) remindFocus(rest string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	rest = strings.TrimSpace(rest)
	if lead, ok := leadOf(rest); ok {
		if f.When == nil || f.Kind != memo.FocusEvent {
			return nil, false, nil
		}
		due := f.When.Add(-lead)
		if !due.After(m.now()) {
			return nil, true, pastTime(m)
		}
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{{Text: f.Title, DueDate: &due}}})}, true, nil
	}
	switch f.Kind {
	case memo.FocusTask:
		return m.moveFocus(rest, f, true)
	case memo.FocusEvent:
		r, found, err := timeparse.Parse(rest, m.now(), m.loc())
		if err != nil {
			return nil, true, invalidTime(m)
		}
		if !found || !onlyConnectives(r.Remainder(rest)) {
			return nil, false, nil
		}
		if r.Past {
			return nil, true, pastTime(m)
		}
		due := r.Time
		args := memo.TaskArgs{Drafts: []memo.TaskDraft{{Text: f.Title, DueDate: &due}}, NeedTime: !r.HasTime}
		return []memo.Step{taskStep(memo.OpTaskCreate, args)}, true, nil
	}
	return nil, false, nil
}

// leadOf reads how long ahead "the day before", "half an hour before",
// "יומיים לפני" is.
func leadOf(s string) (time.Duration, bool) {
	var amount string
	if g := reBeforeEN.FindStringSubmatch(s); g != nil {
		amount = g[1]
	} else if g := reBeforeHE.FindStringSubmatch(s); g != nil {
		amount = g[1]
	} else {
		return 0, false
	}
	amount = strings.TrimSpace(toLower(amount))
	if d, ok := dayLeads[amount]; ok {
		return d, true
	}
	if d, ok := durationOf(amount, time.Time{}, time.UTC); ok {
		return d, true
	}
	return 0, false
}

// dayLeads are leads counted in days or weeks, which durationOf reads as
// dates.
var dayLeads = map[string]time.Duration{
	"day": 24 * time.Hour, "a day": 24 * time.Hour, "one day": 24 * time.Hour, "1 day": 24 * time.Hour,
	"two days": 48 * time.Hour, "2 days": 48 * time.Hour, "a couple of days": 48 * time.Hour, "three days": 72 * time.Hour,
	"3 days": 72 * time.Hour, "a week": 7 * 24 * time.Hour, "one week": 7 * 24 * time.Hour, "1 week": 7 * 24 * time.Hour,
	"יום": 24 * time.Hour, "יום אחד": 24 * time.Hour, "יומיים": 48 * time.Hour, "שלושה ימים": 72 * time.Hour,
	"3 ימים": 72 * time.Hour, "שבוע": 7 * 24 * time.Hour,
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

// stopWithReason reads a stop said with its reason around it: "stop this
// one, vet said no more pills", "די, אפשר להפסיק עם זה". One part is the
// stop; the other gives no command of its own.
func stopWithReason(low string) bool {
	head, tail, ok := strings.Cut(low, ",")
	if !ok {
		return false
	}
	head, tail = strings.TrimSpace(head), strings.TrimSpace(tail)
	switch {
	case reStop.MatchString(head):
		return !reCommandEN.MatchString(tail) && !startsWithHeCommand(tail) && !strings.Contains(tail, ",")
	case reStop.MatchString(tail):
		return !reCommandEN.MatchString(head) && !startsWithHeCommand(head)
	}
	return false
}
