package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Day questions: "what do I have on Friday?", "how does my sunday look",
// "מה הולך אצלי ביום ראשון?", "and monday?". A listing for a day, a date
// or a week shows that day's tasks and events together. The question is
// claimed only when what follows its opening is a time and nothing else,
// so "what's the wifi password" is not read as one.

var (
	// reDayLeadEN opens an English day question.
	reDayLeadEN = compile(`(?i)^(?:so\s+|and\s+|ok\s+)?(?:` +
		`(?:show\s+me\s+)?(?:everything|all)\s+(?:that\s+)?i\s+(?:have|need|got)\s+to\s+do|` +
		`what\s+(?:do|did|should|must)\s+i\s+(?:need\s+to\s+|have\s+to\s+)?do|what\s+(?:do|did)\s+i\s+(?:need|have)\s+to\s+do|` +
		`what(?:'?s|\s+is)\s+on\s+my\s+(?:plate|agenda|schedule)|` +
		`what(?:'?s|\s+is)\s+(?:on|happening|planned|scheduled|going\s+on|up|due|coming\s+up)|` +
		`what\s+(?:do|did)\s+(?:i|we)\s+have(?:\s+going\s+on|\s+planned|\s+on)?|(?:what|wat|wot)\s+(?:have|'ve|’ve)\s+(?:i|we)\s+got(?:\s+on)?|(?:what|wat|wot)(?:'?ve|’ve|'e|'v|'ev)\s*(?:i|we)\s+got(?:\s+on)?|` +
		`(?:what|wat|wot|wetin)\s+(?:i|we)\s+(?:got|get|have)(?:\s+on)?|` +
		`what\s+(?:do|did|should|must)\s+i\s+(?:need\s+to\s+|have\s+to\s+)?do|what\s+(?:do|did)\s+i\s+(?:need|have)\s+to\s+do|what\s+am\s+i\s+doing|` +
		// The idioms of it: "what am I up to tomorrow", "what's the damage
		// this week", "what's on the cards for friday".
		`(?:what|wat|wot)\s+(?:am|are)\s+(?:i|we)\s+up\s+to|(?:what|wat)(?:'?s\s*|\s+is\s+)the\s+damage(?:\s+for)?|(?:what|wat)(?:'?s|\s+is)\s+on\s+the\s+(?:cards|docket)(?:\s+for)?|` +
		`(?:do\s+i\s+have|is\s+there|have\s+i\s+got)\s+anything(?:\s+on|\s+planned)?|anything(?:\s+on|\s+planned|\s+happening|\s+due)?|` +
		`any\s+plans|what\s+are\s+my\s+plans|my\s+plans|(?:show\s+me\s+)?my\s+(?:day|schedule|agenda)|(?:show\s+me|show)|` +
		`how\s+does\s+my|how\s+does|how'?s\s+my|how\s+is\s+my|how'?s|what\s+does\s+my|what\s+does|what'?s\s+my|what'?s|what\s+is|` +
		`how\s+busy\s+am\s+i|` +
		`what\s+about|how\s+about|and)(?:\s+|$)`)
	// reDayTailEN closes one: "look like", "looking", "for me".
	reDayTailEN = compile(`(?i)(?:\s+(?:look(?:s|ing)?(?:\s+like)?|like|for\s+me|then|again))+$`)
	// reDayLeadHE opens a Hebrew one.
	reDayLeadHE = compile(`^(?:ו)?(?:` +
		`מה\s+(?:יש\s+לי|יש|הולך\s+(?:לי|אצלי)|הולך|קורה\s+(?:לי|אצלי)|קורה|מתוכנן\s+לי|מתוכנן|מחכה\s+לי|עליי|עלי|בלו"ז|בלוז|על\s+הלו"ז|ביומן|בתוכנית|הלו"ז|הלוז|ה?תוכניות|ה?תוכנית)|` +
		`מה\s+אני\s+(?:צריך|צריכה|צריכים)\s+לעשות|מה\s+(?:אני\s+)?(?:עושה|עושים)|` +
		`(?:האם\s+)?יש\s+לי\s+(?:משהו|משהו\s+מתוכנן|תוכניות)|יש\s+משהו|איך\s+נראה(?:\s+לי)?|איך\s+(?:נראית|נראים)|מה\s+התוכניות(?:\s+שלי)?|` +
		`כמה\s+אני\s+(?:עמוס|עמוסה|עסוק|עסוקה)|` +
		// The idiom of the plate ("מה על הצלחת שלי היום").
		`מה\s+(?:יש\s+)?על\s+הצלחת(?:\s+שלי)?|` +
		`(?:ו)?מה\s+עם|(?:ו)?מה\s+לגבי|תראה\s+לי\s+מה\s+יש|תראי\s+לי\s+מה\s+יש)(?:\s+|$)`)
	// reWhatInHE is "מה" with only a time after it, said with ב ("מה
	// בשבוע הבא", "ומה ביום שלישי"): "מה היום" may ask the date, so the
	// ב is needed.
	reWhatInHE  = compile(`^(?:ו)?מה\s+(ב\S.*)$`)
	reDayTailHE = compile(`(?:\s+(?:לי|אצלי|שלי|מתוכנן|בתוכנית))+$`)
	// reDayFillerEN are words a day question may hold around its time.
	reDayFiller = compile(`(?i)^(?:my|the|for|on|in|this|of|me|schedule|agenda|plans|plan|day|diary|look|looks|looking|like|את|של|לי|שלי|הלו"ז|לו"ז|הלוז|לוז|בלו"ז|בלוז|התוכניות|התוכנית)$`)
	// reToDo is a day question about what there is to do: its tasks only.
	reToDo = compile(`(?i)^(?:so\s+|and\s+)?what\s+(?:do|did|should|must)\s+i\s+(?:need\s+to\s+|have\s+to\s+)?do\b|` +
		`^(?:show\s+me\s+)?(?:everything|all)\s+(?:that\s+)?i\s+(?:have|need|got)\s+to\s+do\b|^(?:ו)?מה\s+אני\s+(?:צריך|צריכה)\s+לעשות`)
	// reHeBareWeekday is a weekday with only a prefix letter ("בשישי"),
	// which in a day question can only mean that day.
	reHeBareWeekday = compile(`(^|\s)(ו?)(ב|ל)(ראשון|שני|שלישי|רביעי|חמישי|שישי)(\s|$)`)
	// reHeWeekdayAlone is a weekday with nothing else, in a question about
	// a day ("מה יש לי חמישי").
	reHeWeekdayAlone = compile(`^(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)$`)
	// reLeftEN asks what is still open: "what's left", "which ones do i
	// have then", "מה נשאר", "אילו נשארו".
	reLeftEN = compile(`(?i)^(?:so\s+|and\s+)?(?:what(?:'?s|\s+is)\s+(?:left|still\s+open|open|remaining|pending)|what\s+(?:do\s+i\s+)?(?:still\s+)?have\s+left|anything\s+left|` +
		`what\s+(?:else\s+)?(?:do\s+i\s+(?:still\s+)?(?:need|have)\s+to\s+do)|what\s+else|what\s+remains|` +
		`which\s+ones?\s+(?:do\s+i\s+(?:still\s+)?have(?:\s+left)?|are\s+(?:still\s+)?(?:left|open|remaining)|(?:still\s+)?remain))(?:\s+(?:then|now))?$|` +
		`^(?:ו)?(?:מה\s+נשאר(?:\s+לי)?(?:\s+לעשות)?|מה\s+עוד\s+(?:יש|נשאר)(?:\s+לי)?|מה\s+פתוח|מה\s+(?:אני\s+)?(?:עוד\s+)?צריך\s+לעשות|מה\s+אני\s+צריכה\s+לעשות|` +
		`(?:אילו|איזה|אלו)\s+(?:עוד\s+)?(?:נשארו(?:\s+לי)?|יש\s+לי(?:\s+עוד)?))(?:\s+(?:אז|עכשיו))?$`)
)

// reLeftFor asks what is still open on a day.
var reLeftFor = compile(`^(?:so\s+|and\s+)?(?:what(?:'?s|\s+is)|(?:is\s+there\s+|do\s+i\s+have\s+)?anything(?:\s+else)?)\s+(?:left|still\s+open|remaining)\s+(?:for\s+)?(.+)$|` +
	`^(?:ו)?מה\s+(?:עוד\s+)?נשאר(?:\s+לי)?(?:\s+לעשות)?\s+(.+)$`)

// reWeekend is a question about the weekend.
var reWeekend = compile(`(?i)\bweek-?end\b|סופ"ש|סופ״ש|סופש|סוף\s+השבוע`)

// matchDayQuestion reads a question about a day or a week and lists its
// tasks and events.
func matchDayQuestion(m *message) ([]memo.Step, bool, error) {
	text := scheduleNoun(strings.TrimRight(m.raw, "?!. "))
	if reNamesList.MatchString(toLower(text)) {
		return nil, false, nil
	}
	if reLeftEN.MatchString(toLower(text)) {
		return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowAll})}, true, nil
	}
	if g := reLeftFor.FindStringSubmatch(toLower(text)); g != nil {
		// "what's left for today", "מה נשאר לי להיום": the day's tasks
		// and events.
		if from, to, ok, err := m.window(strings.TrimPrefix(firstOf(g[1:]), "ל")); err == nil && ok {
			return dayView(from, to), true, nil
		}
	}
	rest, ok := dayQuestionRest(text)
	if !ok {
		rest, ok = remarkedDayQuestion(text) // "wicked busy day whats on my plate today"
	}
	if !ok {
		return nil, false, nil
	}
	rest = spanOfNoun(rest)
	from, to, ok, err := m.window(rest)
	if err != nil {
		return nil, true, err
	}
	if !ok {
		return nil, false, nil
	}
	if reToDo.MatchString(toLower(text)) {
		return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowDays, From: &from, To: &to})}, true, nil
	}
	return dayView(from, to), true, nil
}

// reScheduleNoun is the schedule named as texted: "sched", "skedule",
// the English word after a Hebrew prefix and its hyphen ("ה-schedule",
// "ב-sched"), or לו"ז with its marks typed as two apostrophes or one
// ("לו'ז").
var reScheduleNoun = compile(`(?i)(^|\s)(?:(ו?[הב])-(?:schedule|sched|skedule|agenda)|(sched|skedule|schedual)|(ו?[הב]?)לו(?:''|')ז)(\s|$)`)

// scheduleNoun says the schedule of a day question the one way the
// question reads: "what's my sched tmrw" is "what's my schedule tmrw",
// "מה ה-schedule שלי מחר" is "מה הלו"ז שלי מחר".
func scheduleNoun(s string) string {
	return reScheduleNoun.ReplaceAllStringFunc(s, func(w string) string {
		g := reScheduleNoun.FindStringSubmatch(w)
		switch {
		case g[2] != "":
			return g[1] + g[2] + `לו"ז` + g[5]
		case g[3] != "":
			return g[1] + "schedule" + g[5]
		}
		return g[1] + g[4] + `לו"ז` + g[5]
	})
}

// dayQuestionRest strips the opening and closing words of a day question
// and returns what is left, which must be a time.
func dayQuestionRest(text string) (string, bool) {
	if loc := reDayLeadEN.FindStringIndex(text); loc != nil {
		rest := reDayTailEN.ReplaceAllString(strings.TrimSpace(text[loc[1]:]), "")
		if rest == "" && strings.HasSuffix(toLower(strings.TrimSpace(text[:loc[1]])), "my day") {
			// "show me my day", "my day?": the day is today.
			return "today", true
		}
		return rest, rest != ""
	}
	if loc := reDayLeadHE.FindStringIndex(text); loc != nil {
		rest := reDayTailHE.ReplaceAllString(strings.TrimSpace(text[loc[1]:]), "")
		return rest, rest != ""
	}
	if g := reWhatInHE.FindStringSubmatch(text); g != nil {
		return g[1], true // the rest must still read as a day or a week
	}
	return "", false
}

// spanOfNoun reads a day question's rest that names the span by a noun
// and no time ("what's my day look like", "how's my week", "איך נראה
// הלו"ז שלי"): the day is today, the week this week. Any other rest is
// returned as it is.
func spanOfNoun(rest string) string {
	var words []string
	for _, w := range strings.Fields(toLower(rest)) {
		if w = strings.Trim(w, ",.?!"); w != "my" && w != "the" && w != "this" && w != "של" && w != "שלי" {
			words = append(words, w)
		}
	}
	if len(words) != 1 {
		return rest
	}
	switch words[0] {
	case "day", "schedule", "agenda", "calendar", "diary", "plans", "הלו\"ז", "הלוז", "לו\"ז", "היומן", "התוכניות", "התוכנית":
		return "today"
	case "week", "השבוע":
		return "this week"
	}
	return rest
}

// matchBareDay reads a message that is only a day ("and monday?",
// "ובשני?", "tomorrow?") right after a day question: the same question for
// that day. Asked as a question ("tomorrow?") it is one on its own too:
// a listing changes nothing, and a day is all it names.
func matchBareDay(m *message) ([]memo.Step, bool, error) {
	if !m.afterQuery() && !strings.HasSuffix(strings.TrimSpace(m.req.Text), "?") {
		return nil, false, nil
	}
	from, to, ok, err := m.window(strings.TrimRight(m.raw, "?!. "))
	if err != nil || !ok {
		return nil, false, nil
	}
	return dayView(from, to), true, nil
}

// afterQuery reports whether the last turn answered a listing.
func (m *message) afterQuery() bool {
	t := m.lastTool()
	return t == memo.OpEventGetEvents || t == memo.OpTaskGetAll
}

// lastTool is what the bot's last reply ran (memo.OpTaskCreate), or "".
func (m *message) lastTool() memo.Op {
	for i := len(m.req.Recent) - 1; i >= 0; i-- {
		if t := m.req.Recent[i]; t.Role == "assistant" {
			return memo.Op(t.Tool)
		}
	}
	return ""
}

// dayView lists the tasks and the events of [from, to).
func dayView(from, to time.Time) []memo.Step {
	return []memo.Step{
		taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowDays, From: &from, To: &to}),
		calStep(memo.OpEventGetEvents, memo.CalendarArgs{From: &from, To: &to}),
	}
}

// window reads text as a span of days and nothing else: a day ("friday",
// "tomorrow", "the 21st", "בשישי"), "this week", "next week", "this
// weekend". ok is false when text holds anything but the time.
func (m *message) window(text string) (from, to time.Time, ok bool, err error) {
	text = reHeBareWeekday.ReplaceAllString(text, "${1}${2}${3}יום ${4}${5}")
	if reHeWeekdayAlone.MatchString(strings.TrimSpace(text)) {
		text = "יום " + strings.TrimSpace(text) // "מה יש לי חמישי": the day alone
	}
	low := toLower(strings.TrimSpace(text))
	if low == "weekend" || low == "the weekend" || low == "my weekend" {
		text, low = "this weekend", "this weekend"
	}
	today := startOfDay(m)
	onlyFiller := func(s string) bool {
		for _, w := range strings.Fields(toLower(s)) {
			if !reDayFiller.MatchString(strings.Trim(w, ",.?!")) {
				return false
			}
		}
		return true
	}
	if f, t, rest, ok := rollingWindow(low, today); ok && !hasWeekday(low) {
		// "over the next week", "בימים הקרובים": counted from today.
		return f, t, onlyFiller(rest), nil
	}
	switch {
	case reNextWeek.MatchString(low) && !hasWeekday(low):
		if !onlyFiller(reNextWeek.ReplaceAllString(low, " ")) {
			return from, to, false, nil
		}
		from = today.AddDate(0, 0, 7-int(today.Weekday()))
		return from, from.AddDate(0, 0, 7), true, nil
	case reThisWeek.MatchString(low) && !hasWeekday(low):
		if !onlyFiller(reThisWeek.ReplaceAllString(low, " ")) {
			return from, to, false, nil
		}
		return today, today.AddDate(0, 0, 7-int(today.Weekday())), true, nil
	}
	r, found, perr := timeparse.Parse(text, m.now(), m.loc())
	if perr != nil {
		return from, to, false, invalidTime(m)
	}
	if !found || !r.HasDate || !onlyFiller(r.Remainder(text)) {
		return from, to, false, nil
	}
	from, to = dayWindow(r.Time, m.loc())
	if reWeekend.MatchString(low) {
		// The weekend is its days: Friday and Saturday in Israel, Saturday
		// and Sunday elsewhere (the time grammar names its Saturday).
		if zone := m.loc().String(); zone == "Asia/Jerusalem" || zone == "Asia/Tel_Aviv" {
			from = from.AddDate(0, 0, -1)
		} else {
			to = to.AddDate(0, 0, 1)
		}
	}
	return from, to, true, nil
}
