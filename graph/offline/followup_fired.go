package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// The reminder that just fired, or the one quoted: snoozed ("again in 10
// min"), done, stopped; and a thing done, told as news ("nvm i already
// paid the bill").

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
	if err == nil && found && r.HourMeant && !r.HasTime && !r.Past && civilDay(r.Time, m.loc()) == civilDay(m.now(), m.loc()) && onlySnoozeWords(r.Remainder(text)) {
		return m.now().Add(10 * time.Minute), true // "again in a bit", "עוד מעט": the usual ten minutes
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
	case f != nil && f.Kind == memo.FocusTask && did && namesNothing(low):
		// "finally called them" about the reminder just set to call the
		// bank: done before its time. A deed that names its thing ("picked
		// up the prescription") is the done statements' to resolve.
		args.IDs = []string{f.ID}
	default:
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, args)}, true
}

// stop ends the nudge the message quotes or that just fired, or the
// series of a repeating one: "stop", "די".
func (m *message) stop(low string) ([]memo.Step, bool) {
	if !reStop.MatchString(low) && !stopWithReason(low) {
		return nil, false
	}
	args := memo.TaskArgs{EndSeries: true}
	switch f := m.req.Focus; {
	case m.req.Quoted:
		args.FromQuote = true
	case f != nil && f.Kind == memo.FocusTask && f.Recurring:
		args.IDs = []string{f.ID}
	case f != nil && f.Kind == memo.FocusTask && namesReminder(low):
		// "stop this reminder", "תפסיקי את התזכורת הזאת" of one that does
		// not repeat: it is deleted, as "delete it" would, not done.
		return deleteFocus(f), true
	default:
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, args)}, true
}

// namesReminder reports whether a stop names a reminder ("stop this
// reminder", "בלי התזכורת הזאת") rather than a nudge alone ("stop").
func namesReminder(low string) bool {
	return strings.Contains(low, "reminder") || strings.Contains(low, "תזכורת")
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
	if w := strings.Fields(toLower(obj)); len(w) > 0 && reportOpens(w[0]) {
		return nil, false // "תסמן שסיימתי דיברתי איתו עכשיו": a report of the deed, no thing named
	}
	obj = trimWords(CleanTitle(obj), "the", "my", "את", "it")
	if obj == "" || !itemText(obj) {
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: []string{obj}})}, true
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

// reNamesNothing is a deed told with nothing after its verb but a pronoun
// or a word of when: "finally called them", "i just called", "התקשרתי סוף
// סוף", "כבר התקשרתי אליהם".
var reNamesNothing = compile(`(?i)^(?:(?:i|just|finally|already|ok|okay|so|also|כבר|סוף|בדיוק|גם|אוקיי)\s+)*\S+` +
	`(?:\s+(?:them|him|her|it|that|this|back|out|up|off|over|already|finally|too|just\s+now|today|אותו|אותה|אותם|אליהם|אליו|אליה|להם|לו|לה|את\s+זה|כבר|סוף|היום|עכשיו))*[\s.!]*$`)

// namesNothing reports whether a deed told in low names nothing it was
// done to.
func namesNothing(low string) bool { return reNamesNothing.MatchString(low) }
