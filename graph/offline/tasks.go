package offline

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/resolution"
)

// partOfDayTime is the time of "every morning/evening..." with no hour.
var partOfDayTime = map[string]string{
	"morning": "09:00", "afternoon": "14:00", "evening": "18:00", "night": "21:00",
	"בוקר": "09:00", "צהריים": "14:00", "ערב": "18:00", "לילה": "21:00",
}

// DefaultTaskHour is the hour a task gets when the user names a day but no
// time ("add a task for tomorrow: pay rent").
const DefaultTaskHour = 9

var (
	reTaskListEN = []*pattern{
		re(`^(?:(?:show|list|see|view|display|get|read|tell me|give me)\s+)?(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?:open\s+|pending\s+|overdue\s+|undated\s+|upcoming\s+|today'?s\s+|tomorrow'?s\s+)?(?:tasks|task list|to-?dos|to-?do list|to do list|reminders)\b`),
		re(`^what\s+(?:are|is|were)\s+(?:all\s+)?(?:my|the)\s+(?:open\s+|overdue\s+|undated\s+|upcoming\s+)?(?:tasks|to-?dos|reminders)\b`),
		re(`^what(?:'s| is)?\s+(?:do|should|must)?\s*i\s+(?:have|need|got)\s+to\s+do\b`),
		re(`^what\s+do\s+i\s+(?:have|need)\s+to\s+do\b`),
		re(`^what\s+(?:do\s+i\s+have|have\s+i\s+got|is\s+there)\s+(?:for\s+|on\s+)?(?:today|tonight|tomorrow|this\s+week|later)\b`),
		re(`^(?:anything|what'?s)\s+(?:on\s+|for\s+|due\s+)?(?:today|tonight|tomorrow|this\s+week)$`),
		re(`^what(?:'s| is)\s+on\s+my\s+(?:plate|list|agenda|to-?do list)\b`),
		re(`^(?:anything|what|what'?s)\s+(?:is\s+)?(?:still\s+)?(?:overdue|due|late|past\s+due)\b`),
		re(`^(?:overdue|upcoming|pending|open)(?:\s+(?:tasks|reminders|to-?dos|stuff|items))?$`),
		re(`^(?:what(?:'s|\s+is|\s+are)\s+)?(?:my\s+|the\s+)?next\s+(?:reminder|task|to-?do)s?(?:\s+(?:please|pls))?[?.!]*$`),
		re(`^how\s+many\s+(?:tasks|reminders|to-?dos)(?:\s+do\s+i\s+(?:have|got)|\s+are\s+(?:there|left|open))?(?:\s+(?:left|open|now))?[?.!]*$`),
	}
	reTaskListHE = []*pattern{
		re(`^(?:מה|תראה|תראי|הראה|הראי|תציג|תציגי|הצג|תן|תני|אילו|איזה)\b.*(?:משימות|מטלות|תזכורות|לעשות|לבצע)`),
		re(`^(?:ה)?(?:משימות|מטלות|תזכורות)(?:\s+שלי)?\b`),
		re(`^(?:מה|איזה\s+משימות|אילו\s+משימות)\s+(?:יש\s+לי\s+)?(?:ב)?איחור$|^מה\s+פספסתי$|^(?:מה\s+)?(?:ה)?(?:תזכורת|משימה)\s+הבאה(?:\s+שלי)?$|^כמה\s+(?:משימות|תזכורות)\b`),
		// "מה יש לי (לעשות) (היום)": with nothing after it but these, so
		// "מה יש לי חמישי" is a question about a day, read elsewhere.
		re(`^מה\s+(?:יש\s+לי|עליי|עלי)(?:\s+לעשות)?(?:\s+(?:היום|מחר|השבוע|להיום|למחר|לשבוע))?(?:\s+לעשות)?$`),
	}

	reDoneEN = []*pattern{
		re(`^(?:i(?:'ve|\s+have)?\s+)?(?:done|did|finished|completed|complete|mark|marked|check off|tick off)(?:\s+with)?(?:\s+the)?(?:\s+task)?(?:\s+(.*?))?(?:\s+(?:as\s+)?(?:done|complete|completed|finished))?$`),
		re(`^(.+?)\s+(?:is\s+)?(?:done|finished|completed)$`),
	}
	reDoneHE = []*pattern{
		re(`^(?:סיימתי|עשיתי|ביצעתי|גמרתי|בוצע|בוצעה|סיימנו|עשינו|טיפלתי|הושלם)(?:\s+(?:עם|ב))?(?:\s+את)?(?:\s+ה?משימה)?(?:\s+(.*))?$`),
		re(`^(?:סמן|תסמן|תסמני|סמני)\s+(?:את\s+)?(.+?)\s+כ(?:בוצע|בוצעה|גמור|גמורה|הושלם)$`),
	}

	reDoneWord = re(`^(?:done|did it|finished|completed|ok done|✅|✔️|👍|סיימתי|בוצע|עשיתי|גמרתי|טופל)$`)
	reTaskList = concat(reTaskListEN, reTaskListHE)
	reDone     = concat(reDoneEN, reDoneHE)
	reCreate   = concat(reCreateEN, reCreateHE)
	reDeleteEN = re(`^(?:please\s+)?(?:delete|remove|cancel|erase|drop|clear)\s+(.+)$`)
	reDeleteHE = re(`^(?:תמחק|מחק|תמחקי|מחקי|למחוק|תבטל|בטל|תבטלי|תסיר|הסר|תסירי|תוריד|תורידי)\s+(?:לי\s+)?(.+)$`)
	reAllEN    = re(`^(?:all\b|every\b|everything\b)`)
	reAllHE    = re(`^(?:את\s+)?(?:כל|כולם|הכל)\b`)

	reCreateEN = []*pattern{
		re(`^(?:please\s+)?(?:remind|ping|nudge)\s+me\b`),
		re(`^(?:keep\s+)?(?:nag(?:ging)?|bug(?:ging)?|pester(?:ing)?|ping(?:ing)?|nudg(?:e|ing)|remind(?:ing)?)\s+me\s+(?:every|each)\b`),
		re(`^(?:please\s+)?(?:add|create|new|make|set|put)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:task|todo|to-do|to do|reminder)s?\b`),
		re(`^(?:(?:new|a)\s+)?(?:task|todo|to-do|reminder)\s*(?::|\s[-–—])`),
		re(`^(?:please\s+)?(?:add|put|write|jot\s+down)\s+(?:this\s+|it\s+)?(?:to|on|in|into)\s+(?:my\s+|the\s+)?(?:tasks|task\s+list|to-?dos?|to-?do\s+list|to\s+do\s+list)\s*(?::|\s[-–—])`),
		re(`^(?:i\s+)?(?:need|have|must|should)\s+to\s+`),
		re(`^(?:add|put|write|jot\s+down|note\s+down)\s+.+\s+(?:to|on|in|into)\s+(?:my\s+|the\s+)?(?:tasks|task\s+list|to-?dos?|to-?do\s+list|to\s+do\s+list|list\s+of\s+tasks)$`),
	}
	reCreateHE = []*pattern{
		re(`^(?:תזכירי|תזכיר|הזכירי|הזכר|להזכיר|תזכורת)\s+(?:לי\b)?`),
		re(`^(?:תציק|תציקי|תנדנד|תנדנדי|תחפור)\s+לי\s+(?:ב)?כל\b`),
		re(`^(?:תוסיפי|תוסיף|הוסיפי|הוסף|תיצור|צור|תצור|צרי|רשום|תרשום|תרשמי|רשמי|תקבע|קבע)\s+(?:לי\s+)?(?:משימה|מטלה|תזכורת|משימות)(?:\s+חדשה)?\b`),
		re(`^(?:משימה|מטלה|תזכורת)(?:\s+חדשה)?\s*(?::|\s[-–—])`),
		re(`^(?:תכניס|תכניסי|תוסיף|תוסיפי|תרשום|תרשמי|תשים|תשימי)\s+(?:לי\s+)?(?:ל|ב)(?:ה)?(?:משימות|מטלות|רשימת\s+המשימות)(?:\s+שלי)?\s*:?\s+`),
		re(`^(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת)\s+`),
	}
	reTrigger = re(`^(?:please\s+)?(?:(?:remind|ping|nudge)\s+me|(?:add|create|new|make|set|put)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:task|todo|to-do|to do|reminder)s?(?:\s*[-–—:])?|(?:(?:new|a)\s+)?(?:task|todo|to-do|reminder)\s*(?::|[-–—])|(?:add|put|write|jot\s+down)\s+(?:this\s+|it\s+)?(?:to|on|in|into)\s+(?:my\s+|the\s+)?(?:tasks|task\s+list|to-?dos?|to-?do\s+list|to\s+do\s+list)\s*(?::|[-–—])|i\s+(?:need|have|must|should)\s+to|(?:need|have|must|should)\s+to|` +
		`(?:תזכירי|תזכיר|הזכירי|הזכר|להזכיר|תזכורת)(?:\s+לי)?|(?:תוסיפי|תוסיף|הוסיפי|הוסף|תיצור|צור|תצור|צרי|רשום|תרשום|תרשמי|רשמי|תקבע|קבע)\s+(?:לי\s+)?(?:משימה|מטלה|תזכורת|משימות)(?:\s+חדשה)?|(?:משימה|מטלה|תזכורת)(?:\s+חדשה)?\s*(?::|[-–—])|(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת)|(?:תכניס|תכניסי|תוסיף|תוסיפי|תרשום|תרשמי|תשים|תשימי)\s+(?:לי\s+)?(?:ל|ב)(?:ה)?(?:משימות|מטלות|רשימת\s+המשימות)(?:\s+שלי)?|(?:add|put|write|jot\s+down|note\s+down))\s*:?\s*`)
	reReminderWord = re(`^(?:please\s+)?(?:remind|ping|nudge)\s+me\b|^(?:keep\s+)?(?:nag(?:ging)?|bug(?:ging)?|pester(?:ing)?)\s+me\b|^(?:תזכירי|תזכיר|הזכירי|הזכר|להזכיר|תציק|תציקי|תנדנד|תנדנדי)\b`)
)

func taskStep(op string, args memo.TaskArgs) memo.Step {
	return memo.Step{Capability: memo.CapTasks, Operation: op, Tasks: &args}
}

// window reads the due window a listing asks for.
func window(low string) memo.TaskWindow {
	has := func(words ...string) bool { return containsAny(low, words...) }
	switch {
	case has("overdue", "late", "missed", "past due", "באיחור", "שעבר זמנן", "שעבר זמנה", "שפספסתי", "פספסתי", "שלא עשיתי", "מאחרות"):
		return memo.WindowOverdue
	case has("undated", "no date", "without a date", "without date", "unscheduled", "someday", "no due", "בלי תאריך", "ללא תאריך", "בלי זמן", "ללא זמן", "לא מתוזמנות"):
		return memo.WindowUndated
	case has("tomorrow", "מחר"):
		return memo.WindowTomorrow
	case has("today", "tonight", "היום", "הערב"):
		return memo.WindowToday
	case has("this week", "week", "השבוע", "לשבוע"):
		return memo.WindowWeek
	case has("upcoming", "coming up", "next", "הבאות", "הקרובות", "הבאה"):
		return memo.WindowUpcoming
	}
	return memo.WindowAll
}

func matchTaskList(m *message) ([]memo.Step, bool, error) {
	for _, r := range reTaskList {
		if r.MatchString(m.low) {
			return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: window(m.low)})}, true, nil
		}
	}
	return nil, false, nil
}

// targets reads what a done/delete names: positions in the last numbered
// list ("2", "1,3", "the 2nd") or task names split at "and"/commas.
func (m *message) targets(s string) (names []string, indexes []int) {
	s = trimWords(strings.TrimSpace(s), "the", "my", "task", "tasks", "reminder", "reminders", "todo", "with",
		"את", "המשימה", "משימה", "התזכורת", "תזכורת", "המשימות", "של", "עם")
	s = trimTrailingWords(strings.TrimSpace(s), "task", "one", "reminder", "todo", "item", "thing", "המשימה", "משימה", "התזכורת", "תזכורת")
	if s == "" {
		return nil, nil
	}
	if i, last, ok := resolution.ParseOrdinalRef(s); ok {
		if last {
			if n := m.numbered(); n != nil {
				return nil, []int{len(n.IDs)}
			}
			return nil, []int{-1}
		}
		return nil, []int{i}
	}
	texts, idx := itemRefs(s)
	if len(idx) > 0 {
		return nil, idx
	}
	out := make([]string, 0, len(texts))
	for _, t := range texts {
		if t = CleanTitle(t); t != "" {
			out = append(out, t)
		}
	}
	return out, nil
}

func matchTaskDone(m *message) ([]memo.Step, bool, error) {
	if m.req.Quoted && reDoneWord.MatchString(m.low) {
		// "done" quoting a reminder: the quoted message names the tasks.
		return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{FromQuote: true})}, true, nil
	}
	if strings.HasSuffix(strings.TrimSpace(m.raw), "?") || reAskedDone.MatchString(m.low) {
		return nil, false, nil // "did I call the bank": asked, not told
	}
	for _, r := range reDone {
		g, ok := m.find(r)
		if !ok {
			continue
		}
		if low := toLower(strings.TrimSpace(g[1])); reAllEN.MatchString(low) || reAllHE.MatchString(low) || reAllOfThem.MatchString(low) {
			return m.completeAllShown()
		}
		names, idx := m.targets(g[1])
		if s, ok := m.onShownItems(memo.OpListCheck, names, idx); ok {
			return []memo.Step{s}, true, nil
		}
		return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: names, Indexes: idx})}, true, nil
	}
	return nil, false, nil
}

// reAllOfThem is "all of them", "them all", "both": every item shown.
var reAllOfThem = re(`^(?:(?:with\s+)?all\s+of\s+them|them\s+all|both(?:\s+of\s+them)?|the\s+lot|את\s+שתיהן|את\s+שניהם|שתיהן|שניהם|את\s+כולן|כולן)$`)

// completeAllShown reads "mark all as done" / "סיימתי הכל": every task of
// the numbered list in view, confirmed first. With no task list in view
// the message is not claimed: "all" is never a name to look up.
func (m *message) completeAllShown() ([]memo.Step, bool, error) {
	n := m.numbered()
	if n == nil || n.Kind != memo.NumberedTasks || len(n.IDs) == 0 {
		return nil, false, nil
	}
	idx := make([]int, len(n.IDs))
	for i := range idx {
		idx[i] = i + 1
	}
	step := taskStep(memo.OpTaskComplete, memo.TaskArgs{Indexes: idx})
	step.Verify = true
	return []memo.Step{step}, true, nil
}

func matchTaskDelete(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reDeleteEN)
	if !ok {
		if g, ok = m.find(reDeleteHE); !ok {
			return nil, false, nil
		}
	}
	target := strings.TrimSpace(g[1])
	low := toLower(target)
	if reAllEN.MatchString(low) || reAllHE.MatchString(low) {
		return []memo.Step{taskStep(memo.OpTaskDeleteAll, memo.TaskArgs{Window: window(low)})}, true, nil
	}
	if w := window(low); w == memo.WindowOverdue || w == memo.WindowUndated {
		// "delete overdue tasks" / "תמחק משימות באיחור" mean all of them.
		if strings.Contains(low, "task") || strings.Contains(low, "reminder") || strings.Contains(low, "משימות") || strings.Contains(low, "תזכורות") {
			return []memo.Step{taskStep(memo.OpTaskDeleteAll, memo.TaskArgs{Window: w})}, true, nil
		}
	}
	names, idx := m.targets(target)
	if len(names) == 0 && len(idx) == 0 {
		return nil, false, nil
	}
	if s, ok := m.onShownItems(memo.OpListRemove, names, idx); ok {
		return []memo.Step{s}, true, nil
	}
	return []memo.Step{taskStep(memo.OpTaskDelete, memo.TaskArgs{Targets: names, Indexes: idx})}, true, nil
}

// onShownItems turns "delete 1 and 3" / "done 2" into the list operation op
// when the last numbered lines the user saw were a list's items.
func (m *message) onShownItems(op string, names []string, idx []int) (memo.Step, bool) {
	parent, ok := m.onShownList()
	if !ok || len(names) > 0 || len(idx) == 0 {
		return memo.Step{}, false
	}
	s := listStep(op, memo.ListArgs{ItemIndexes: idx})
	s.Lists.ListID = parent
	return s, true
}

var reMoveVerb = re(`^(?:please\s+)?(?:move|reschedule|postpone|push(?:\s+back)?|change|shift|delay|bring forward)\s+(?:the\s+)?(?:task\s+|reminder\s+)?|^(?:תזיז|הזז|תזיזי|תדחה|דחה|תדחי|תעביר|העבר|תעבירי|תשנה|שנה|תשני)\s+(?:לי\s+)?(?:את\s+)?(?:ה?משימה\s+|ה?תזכורת\s+)?`)

// matchTaskMove reads "move call mom to tomorrow at 10" / "תזיז את
// להתקשר לאמא למחר ב-10": the task named before the new time moves to it.
func matchTaskMove(m *message) ([]memo.Step, bool, error) {
	verb := reMoveVerb.FindStringIndex(m.low)
	if verb == nil || len(m.low) != len(m.raw) {
		return nil, false, nil
	}
	rest := dropSame(m.raw[verb[1]:]) // "to friday, same time": the day moves
	r, found, err := timeparse.Parse(toAtAll(rest), m.now(), m.loc())
	if err != nil {
		return nil, true, invalidTime(m)
	}
	if !found || len(r.Spans) == 0 {
		return nil, false, nil
	}
	name := strings.TrimSpace(rest[:r.Spans[0][0]])
	name = trimTrailingWords(name, "to", "until", "for", "ל", "אל", "עד")
	name = strings.TrimSuffix(strings.TrimSpace(name), " ל")
	names, idx := m.targets(name)
	if len(names) == 0 && len(idx) == 0 {
		return nil, false, nil
	}
	due := r.Time
	args := memo.TaskArgs{Targets: names, Indexes: idx, NewDue: &due, KeepTime: !r.HasTime, TimeOnly: r.HasTime && !r.HasDate}
	if args.TimeOnly {
		said := rest[r.Spans[0][0]:r.Spans[len(r.Spans)-1][1]]
		args.NearHour = ambiguousHour(said, due.In(m.loc()).Hour())
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, args)}, true, nil
}

func matchTaskCreate(m *message) ([]memo.Step, bool, error) {
	claimed := false
	for _, r := range reCreate {
		if r.MatchString(m.low) {
			claimed = true
			break
		}
	}
	if !claimed || remindsSomeoneElse(m.raw) {
		return nil, false, nil
	}
	steps, err := m.createTask(reReminderWord.MatchString(m.low))
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

// reStatement is a word of a sentence that tells or wonders rather than
// names a thing to do: a message with a time and one of these and no
// command is no request.
var reStatement = compile(`(?i)(?:^|\s)(?:was|were|is|are|am|been|being|has|had|will|would|did|does|think|thought|guess|maybe|` +
	`probably|perhaps|said|says|told|moved|changed|cancell?ed|postponed|happened|went|came|i'?m|it'?s|there'?s|` +
	`היה|היתה|הייתה|היו|יהיה|תהיה|אולי|נראה|חושב|חושבת|אמר|אמרה|אמרו|הוזז|הוזזה|נדחה|נדחתה|בוטל|בוטלה|עבר|עברה|קרה)(?:\s|$|[,.!?])|` +
	`^(?:it|that|this|they|he|she|we|זה|זאת|הוא|היא|הם|הן|אנחנו)\s`)

// reFallbackCommand opens a request the fallback must not read as a
// thing to do: "cancel my 3pm meeting" asks to cancel, not to be reminded
// to.
var reFallbackCommand = compile(`^(?:cancel|delete|remove|move|reschedule|postpone|push|change|clear|erase|drop|mark|check|tick|show|list|find|undo|set|add|schedule|book|create|make)\b`)

// matchTimedFallback reads a message with a time and some words but no
// command ("call mom tomorrow at 9", "מחר ב-9 רופא שיניים") as a reminder.
func matchTimedFallback(m *message) ([]memo.Step, bool, error) {
	r, found, err := timeparse.Parse(m.raw, m.now(), m.loc())
	if err != nil && errors.Is(err, timeparse.ErrInvalid) {
		return nil, true, invalidTime(m)
	}
	if !found || !r.HasTime || CleanTitle(r.Remainder(m.raw)) == "" {
		return nil, false, nil
	}
	if strings.HasSuffix(strings.TrimSpace(m.req.Text), "?") || reQuestionLead.MatchString(lower(m.raw)) || reStatement.MatchString(r.Remainder(m.raw)) ||
		(reFallbackCommand.MatchString(lower(m.raw)) && !leadsWithEvent(m.raw)) || startsWithHeCommand(m.raw) {
		// "the meeting was moved to 3pm?" tells or asks; it asks for nothing.
		return nil, false, nil
	}
	m.tentative = true
	text := m.raw
	if loc := reHaveLead.FindStringIndex(text); loc != nil && leadsWithEvent(text[loc[1]:]) {
		text = text[loc[1]:] // "i've got a meeting with the accountant wed at 14:30"
	}
	if leadsWithEvent(r.Remainder(text)) || r.HasEnd {
		// A thing that runs from one time to another is an event.
		steps, err := m.createEvent(text)
		return steps, true, err
	}
	steps, err := m.createTask(true)
	return steps, true, err
}

// createTask builds the create step: the title is what is left once the
// command words, the recurrence and the time are cut out.
func (m *message) createTask(reminder bool) ([]memo.Step, error) {
	raw := m.raw
	if loc := reTrigger.FindStringIndex(lower(raw)); loc != nil && loc[0] == 0 && loc[1] < len(raw) {
		// The command goes first, before times are cut around it
		// ("reminder: tuesday 16:00 physio exercises").
		raw = strings.TrimSpace(raw[loc[1]:])
	}
	rc, text, err := m.readRecurrence(raw)
	if err != nil {
		return nil, err
	}
	rec := rc.rec
	parseNow := m.now()
	if rec != nil && rec.Type != memo.RecurNudge {
		// A repeating time is read as said ("every day at 8" is 08:00), not
		// moved past a time of day that already passed today.
		parseNow = repeatClock(m)
	}
	r, found, err := timeparse.Parse(text, parseNow, m.loc())
	var choices []time.Time
	passed := false
	switch {
	case errors.Is(err, timeparse.ErrConflict) && r.Conflict != nil:
		// "Friday 13.3" when the 13th is a Thursday: ask which was meant.
		choices = []time.Time{r.Conflict.Date, r.Conflict.Weekday}
	case err != nil:
		return nil, invalidTime(m)
	case found && r.HasDate && !r.HasTime && rec == nil && beforeDay(text, r.Spans):
		// "remind me to submit the form before the 10th": the 10th is when
		// it is due, not when to remind. The words stay in its text, where
		// they are time words: the request is left unclaimed.
		r, found = timeparse.Result{}, false
	case found && r.Past && rec == nil:
		passed = true // "remind me yesterday …": asked when, below
	}
	rest := text
	if found {
		rest = r.Remainder(text)
	}
	if found && rec == nil && (clockTimes(text, r, parseNow, m.loc()) > 1 || reTimesLeft.MatchString(rest)) {
		// "tomorrow morning … and … in the afternoon", "at 9, 11 and 3":
		// more than one time for one reminder; which one is not guessed.
		return nil, memo.Errorf(memo.EInvalid, "%s", m.say(
			"I read more than one time for one reminder. Send each with its own time, e.g. “remind me tomorrow at 9 to call the bank”.",
			"קראתי יותר משעה אחת לתזכורת אחת. אפשר לשלוח כל אחת עם השעה שלה, למשל „תזכיר לי מחר ב-9 להתקשר לבנק”"))
	}
	var within int
	var weekStart time.Time
	if !found || !r.HasDate {
		// "next week" / "בשבוע הבא" names days, not a day: the reminder
		// asks which, within them.
		if loc := reNextWeek.FindStringIndex(toLower(rest)); loc != nil && len(toLower(rest)) == len(rest) {
			today := startOfDay(m)
			weekStart = today.AddDate(0, 0, 7-int(today.Weekday()))
			within, rest = 7, cut(rest, loc)
		}
	}
	if loc := reTrigger.FindStringIndex(toLower(rest)); loc != nil && loc[0] == 0 && len(toLower(rest)) == len(rest) {
		rest = rest[loc[1]:]
	}
	if rc.lead > 0 {
		rest = cutAnchor(rest)
	}
	draft := memo.TaskDraft{Text: CleanTitle(rest), Recurrence: rec}
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
		step.Tasks.NeedTime, step.Tasks.Within = true, within
		return []memo.Step{step}, nil
	}
	switch {
	case rec != nil && rec.Type == memo.RecurNudge:
		if found && reUntilHour.MatchString(toLower(text)) {
			// "every hour until 6pm": a nudge stops when it is done, not
			// at an hour; 6pm is no start.
			return nil, memo.Errorf(memo.EInvalid, "%s", m.say(
				"I can repeat a reminder until you say it's done, not until an hour yet. For example: “remind me every hour to stretch”.",
				"אני יכול לחזור על תזכורת עד שתגיד שבוצעה, עדיין לא עד שעה מסוימת. למשל: „תזכיר לי כל שעה להתמתח”"))
		}
		if found && r.HasTime {
			due := r.Time
			if due.Before(m.now().Add(-time.Minute)) {
				return nil, pastTime(m)
			}
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
		} else if at, ok := partOfDayTime[rc.partOfDay]; ok {
			rec.Time = at // "every morning" with no hour
		} else {
			// "on the 1st of every month remind me to pay rent": a repeating
			// reminder said with no hour comes at the day's usual start; the
			// reply names the hour, and "make it 8" changes it.
			rec.Time = fmt.Sprintf("%02d:00", DefaultTaskHour)
		}
	case found:
		due := r.Time
		if !r.HasTime {
			if reminder || r.HourMeant {
				// A reminder needs a time, and "later", "after work" say
				// there is one without saying it: keep the day (and how
				// long before it to remind) and ask for the hour.
				d.DueDate, d.Lead = &due, rc.lead
				step.Tasks.NeedTime = true
				return []memo.Step{step}, nil
			}
			y, mo, day := due.In(m.loc()).Date()
			due = time.Date(y, mo, day, DefaultTaskHour, 0, 0, 0, m.loc())
		}
		if due.Before(m.now().Add(-time.Minute)) {
			return askPassed(m, step)
		}
		d.DueDate = &due
		d.Lead = rc.lead
	case reminder:
		// "remind me to call mom": ask when.
		step.Tasks.NeedTime = true
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
		return nil
	}
	var parts []string
	for _, p := range reTodoJoint.get().Split(text, -1) {
		p = strings.TrimSpace(p)
		if hebrewText(p) {
			for _, sub := range strings.Split(p, " ו") {
				parts = append(parts, strings.TrimSpace(sub))
			}
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
			p = strings.TrimPrefix(p, "ו")
		}
		if !startsWithVerb(p) || !itemText(p) {
			return nil
		}
		ds = append(ds, memo.TaskDraft{Text: p})
	}
	return ds
}

// reBeforeEnd is "before" ending the words ahead of a day: "… before",
// "… before the", "לפני".
var reBeforeEnd = compile(`(?:^|\s)(?:before|ו?לפני)(?:\s+the)?$`)

// beforeDay reports whether a day in text is said with "before" ("before
// Friday", "before the 10th", "לפני שבת"): a deadline, not a day.
func beforeDay(text string, spans [][2]int) bool {
	for _, sp := range spans {
		said := toLower(text[sp[0]:sp[1]])
		if strings.HasPrefix(said, "before ") || reBeforeEnd.MatchString(toLower(strings.TrimSpace(text[:sp[0]]))) {
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

// reQuestionLead opens a question said without its question mark
// ("what's free tomorrow afternoon", "מה קורה מחר בערב"): it asks, and
// makes no task of its words.
var reQuestionLead = compile(`^(?:what|what's|whats|when|where|who|whom|whose|why|which|how|is|are|am\s+i|do\s+i|does|did|any|anything)(?:\s|$)|` +
	`^(?:מה|מתי|איפה|מי|איך|למה|האם|כמה|איזה|אילו)(?:\s|$)`)

// reTimesLeft is a list of more hours left at the front of a reminder's
// text once its time was cut ("at 9, 11 and 3 to drink water"), or one
// more hour before the thing to do ("ב-8 ו-10 להתקשר": "10 להתקשר").
var reTimesLeft = compile(`^(?:ו?ב-?)?\d{1,2}(?::\d{2})?\s*(?:,|and|&|ו-?)\s*(?:ו?ב-?)?\d{1,2}(?::\d{2})?(?:\s|$|,)|` +
	`^(?:and\s+|ו-?)?(?:ב-?)?\d{1,2}(?::\d{2})?\s+(?:to\s+\p{L}|ל\p{Hebrew})`)

// clockTimes counts the different times of day r's expressions name
// each on its own in text ("tomorrow morning" and "in the afternoon":
// two); a day and a time said apart ("tomorrow", "at 9") are one, and so
// are a part of the day and an hour within it ("sunday morning like at
// 8").
func clockTimes(text string, r timeparse.Result, now time.Time, loc *time.Location) int {
	if len(r.Spans) < 2 {
		return 1
	}
	var clocks, parts []int // minutes of the day
	for _, sp := range r.Spans {
		if sp[0] < 0 || sp[1] > len(text) || sp[0] >= sp[1] {
			continue
		}
		one, found, err := timeparse.Parse(text[sp[0]:sp[1]], now, loc)
		if err != nil || !found || !one.HasTime {
			continue
		}
		at := one.Time.In(loc)
		mins := at.Hour()*60 + at.Minute()
		if reClockWord.MatchString(toLower(text[sp[0]:sp[1]])) {
			// An hour read alone may land in the other half of the day
			// than beside the rest ("like at 8" after "sunday morning"):
			// hours are compared on the 12-hour clock.
			clocks = appendNew(clocks, mins%(12*60))
		} else {
			parts = appendNew(parts, mins)
		}
	}
	n := len(clocks) + len(parts)
	for _, p := range parts {
		for _, c := range clocks {
			if near(c, p) || near(c+12*60, p) {
				n-- // the hour falls within the part of the day
				break
			}
		}
	}
	return n
}

// near reports whether two minutes of the day are at most four hours
// apart, around midnight too.
func near(a, b int) bool {
	d := (a - b + 24*60) % (24 * 60)
	return min(d, 24*60-d) <= 4*60
}

// reClockWord is an hour said in an expression, by number or by word,
// against a part of the day alone ("morning", "בערב").
var reClockWord = compile(`\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|midnight)\b|(?:אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|חצות)`)

// appendNew appends v to s unless s holds it.
func appendNew(s []int, v int) []int {
	if slices.Contains(s, v) {
		return s
	}
	return append(s, v)
}

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

func invalidTime(m *message) error { return InvalidTime(m.req.Lang) }

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

func pastTime(m *message) error { return PastTime(m.req.Lang) }

// InvalidTime is the error for a date or time that does not exist
// ("February 30", "25:00"), worded in lang.
func InvalidTime(lang memo.Language) error {
	if lang == memo.Hebrew {
		return memo.Errorf(memo.EInvalid, "התאריך או השעה לא קיימים בלוח השנה")
	}
	return memo.Errorf(memo.EInvalid, "that date or time does not exist")
}

// PastTime is the error for a reminder time that has already passed,
// worded in lang.
func PastTime(lang memo.Language) error {
	if lang == memo.Hebrew {
		return memo.Errorf(memo.EInvalid, "הזמן הזה כבר עבר")
	}
	return memo.Errorf(memo.EInvalid, "that time has already passed")
}

// hourInPart reads hour h (as the time grammar gave it) in a part of the
// day named by a recurrence ("every evening", "כל ערב").
func hourInPart(h int, part string) int {
	base := h % 12
	switch part {
	case "morning", "בוקר":
		return base
	case "afternoon", "evening", "צהריים", "ערב":
		return base + 12
	case "night", "לילה":
		if base >= 6 {
			return base + 12
		}
		return base
	}
	return h
}

// reLateCommand finds a reminder command that comes after the time it is
// for: "on the 1st of every month remind me to pay rent", "בעוד 20 דקות
// תזכיר לי לכבות את הדוד".
var reLateCommand = compile(`(?i)(?:^|[\s,;:.\-–—]+)(?:remind|ping|nudge)\s+me\b|(?:^|[\s,;:.\-–—]+)(?:תזכיר|תזכירי)\s+לי(?:\s|$)`)

// matchLateCommand reads a reminder whose time or recurrence opens the
// message, before the command: the opening must be time and nothing else.
func matchLateCommand(m *message) ([]memo.Step, bool, error) {
	loc := reLateCommand.FindStringIndex(m.raw)
	if loc == nil || loc[0] == 0 {
		return nil, false, nil
	}
	head := strings.TrimSpace(m.raw[:loc[0]])
	rc, rest, err := m.readRecurrence(head)
	if err != nil {
		return nil, false, nil
	}
	r, found, err := timeparse.Parse(rest, m.now(), m.loc())
	if err != nil {
		return nil, true, invalidTime(m)
	}
	if found {
		rest = r.Remainder(rest)
	}
	if strings.Trim(rest, " ,;:.-–—") != "" || (rc.rec == nil && !found) {
		return nil, false, nil
	}
	req := m.req
	req.Text = strings.TrimSpace(strings.TrimLeft(m.raw[loc[0]:], " ,;:.-–—")) + " " + head
	return matchTaskCreate(newMessage(req))
}
