package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/resolution"
)

// partOfDayHour is the hour of "every morning/evening...", "כל צהריים"
// with no hour: the hour the time grammar gives the same part of the day
// in a one-off time ("tomorrow morning", "מחר בצהריים"), so both say one
// hour.
func partOfDayHour(part string) (int, bool) { return timeparse.PartHour(part) }

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
		re(`^(?:i(?:'ve|\s+have)?\s+)?(?:done|did|finished|completed|complete|mark|marked|check off|tick off)(?:\s+with)?(?:\s+the)?(?:\s+task)?\s*:?(?:\s+(.*?))?(?:\s+(?:as\s+)?(?:done|complete|completed|finished|closed))?$`),
		re(`^(.+?)\s+(?:is\s+)?(?:done|finished|completed)$`),
	}
	reDoneHE = []*pattern{
		// "(אני) עשיתי את (ה)משימה (של) חשבון חשמל": the task's words.
		re(`^(?:(?:אני|אנחנו)\s+)?(?:סיימתי|עשיתי|ביצעתי|גמרתי|בוצע|בוצעה|סיימנו|עשינו|טיפלתי|הושלם)\s*:?(?:\s+(?:עם|ב))?(?:\s+את)?(?:\s+ה?משימה(?:\s+של)?)?(?:\s+(.*))?$`),
		re(`^(?:סמן|תסמן|תסמני|סמני)\s+(?:את\s+)?(.+?)\s+כ(?:בוצע|בוצעה|גמור|גמורה|הושלם|סגור|סגורה)$`),
	}

	reDoneWord = re(`^(?:done|did it|finished|completed|ok done|✅|✔️|👍|סיימתי|בוצע|עשיתי|גמרתי|טופל)$`)
	reTaskList = concat(reTaskListEN, reTaskListHE)
	reDone     = concat(reDoneEN, reDoneHE)
	reCreate   = concat(reCreateEN, reCreateHE)
	reDeleteEN = re(`^(?:please\s+)?(?:delete|remove|cancel|erase|drop|clear)\s+((?:[^o]|o[^f]|of[^f]|off\S).*?)(?:\s+(?:from|off)\s+(?:my\s+|the\s+)?(?:tasks|task\s+list|to-?dos?|to-?do\s+list|reminders))?$`)
	reDeleteHE = re(`^(?:תמחק|מחק|תמחקי|מחקי|למחוק|תבטל|בטל|תבטלי|תסיר|הסר|תסירי|תוריד|תורידי)\s+(?:לי\s+)?(?:מ(?:ה)?(?:משימות|מטלות|תזכורות|רשימת\s+המשימות)(?:\s+שלי)?\s+)?(.+)$`)
	// reOneReminder is a reminder said with no name: "my reminder",
	// "התזכורת שלי".
	reOneReminder = re(`^(?:the\s+|my\s+)?(?:reminder|task)$|^(?:את\s+)?(?:ה)?(?:תזכורת|משימה)(?:\s+שלי)?$`)
	reAllEN       = re(`^(?:all\b|every\b|everything\b)`)
	reAllHE       = re(`^(?:את\s+)?(?:כל|כולם|הכל)\b`)

	reCreateEN = []*pattern{
		re(`^(?:please\s+)?(?:remind|ping|nudge)\s+me\b`),
		re(`^(?:keep\s+)?(?:nag(?:ging)?|bug(?:ging)?|pester(?:ing)?|ping(?:ing)?|nudg(?:e|ing)|remind(?:ing)?)\s+me\s+(?:every|each)\b`),
		// "put as task: renew the licence", "save as a todo": "as" says what the
		// rest is to be made.
		re(`^(?:please\s+)?(?:add|create|new|make|set|put|save)\s+(?:me\s+)?(?:as\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:task|todo|to-do|to do|reminder)s?\b`),
		re(`^(?:(?:new|a)\s+)?(?:task|todo|to-do|to\s+do|reminder)\s*(?::|\s[-–—])`), // "to do - call the bank" too
		re(`^new\s+(?:task|todo|to-do)\s+\pL`), // "new task call the plumber"
		// "todo call the bank": the shorthand alone, but not "todo list".
		re(`^(?:todo|to-do)\s+(?:[^l\s:\-–—]|l(?:[^i]|i(?:[^s]|s(?:[^t]|t(?:[^s\s]|s\S)))))`),
		re(`^(?:please\s+)?(?:add|put|write|jot\s+down)\s+(?:this\s+|it\s+)?(?:to|on|in|into)\s+(?:my\s+|the\s+)?(?:tasks|task\s+list|to-?dos?|to-?do\s+list|to\s+do\s+list)\s*(?::|\s[-–—]|\s+\pL)`),
		reObligationEN, // "i must book flights", "gotta call the insurance" (obligation.go)
		re(`^(?:add|put|write|jot\s+down|note\s+down)\s+.+\s+(?:to|on|in|into)\s+(?:my\s+|the\s+)?(?:tasks|task\s+list|to-?dos?|to-?do\s+list|to\s+do\s+list|list\s+of\s+tasks)$`),
	}
	reCreateHE = []*pattern{
		re(`^(?:תזכירי|תזכיר|הזכירי|הזכר|להזכיר|תזכורת)\s+(?:לי\b)?`),
		re(`^(?:תציק|תציקי|תנדנד|תנדנדי|תחפור)\s+לי\s+(?:ב)?כל\b`),
		re(`^(?:תוסיפי|תוסיף|הוסיפי|הוסף|תיצור|צור|תצור|צרי|רשום|תרשום|תרשמי|רשמי|תקבע|תקבעי|קבע|תשים|תשימי|שים)\s+(?:לי\s+)?(?:כ|בתור\s+)?(?:משימה|מטלה|תזכורת|משימות)(?:\s+חדשה)?\b`),
		re(`^(?:משימה|מטלה|תזכורת)(?:\s+חדשה)?\s*(?::|\s[-–—])`),
		re(`^(?:משימה|מטלה)(?:\s+חדשה)?\s+ל\p{Hebrew}{2,}`),        // "משימה חדשה להתקשר לאמא": an infinitive follows
		re(`^(?:todo|to-do|to\s+do|טודו)\s*[:\-–—]?\s*\p{Hebrew}`), // "todo לסדר את המחסן", "to do לשלוח קורות חיים"
		re(`^(?:תכניס|תכניסי|תוסיף|תוסיפי|תרשום|תרשמי|תשים|תשימי)\s+(?:לי\s+)?(?:ל|ב)(?:ה)?(?:משימות|מטלות|רשימת\s+המשימות)(?:\s+שלי)?\s*:?\s+`),
		reObligationHE,
	}
	reTrigger = re(`^(?:please\s+)?(?:(?:remind|ping|nudge)\s+me\b|(?:add|create|new|make|set|put|save)\s+(?:me\s+)?(?:as\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:task|todo|to-do|to do|reminder)s?(?:\s*[-–—:])?|(?:(?:new|a)\s+)?(?:task|todo|to-do|reminder)\s*(?::|[-–—])|new\s+(?:task|todo|to-do)\s|(?:todo|to-do|טודו)(?:\s*[:\-–—]|\s)|to\s+do(?:\s*[:\-–—]\s*|\s+)|(?:add|put|write|jot\s+down)\s+(?:this\s+|it\s+)?(?:to|on|in|into)\s+(?:my\s+|the\s+)?(?:tasks|task\s+list|to-?dos?|to-?do\s+list|to\s+do\s+list)(?:\s*(?::|[-–—])|\s)|(?:i\s+)?(?:really\s+|still\s+|also\s+|just\s+)?(?:(?:need|have|must|should)\s+to|must|gotta)|(?:i'?ve|ive|i\s+have)\s+(?:really\s+|still\s+|also\s+|just\s+)?(?:got\s+to|gotta)|` +
		`(?:תזכירי|תזכיר|הזכירי|הזכר|להזכיר|תזכורת)(?:\s+לי)?|(?:תוסיפי|תוסיף|הוסיפי|הוסף|תיצור|צור|תצור|צרי|רשום|תרשום|תרשמי|רשמי|תקבע|תקבעי|קבע|תשים|תשימי|שים)\s+(?:לי\s+)?(?:כ|בתור\s+)?(?:משימה|מטלה|תזכורת|משימות)(?:\s+חדשה)?|(?:משימה|מטלה|תזכורת)(?:\s+חדשה)?\s*(?::|[-–—])|(?:משימה|מטלה)(?:\s+חדשה)?\s|(?:אני\s+)?(?:צריכה|צריך|חייבת|חייב)|(?:תכניס|תכניסי|תוסיף|תוסיפי|תרשום|תרשמי|תשים|תשימי)\s+(?:לי\s+)?(?:ל|ב)(?:ה)?(?:משימות|מטלות|רשימת\s+המשימות)(?:\s+שלי)?|(?:add|put|write|jot\s+down|note\s+down))\s*:?\s*`)
	reReminderWord = re(`^(?:please\s+)?(?:remind|ping|nudge)\s+me\b|^(?:keep\s+)?(?:nag(?:ging)?|bug(?:ging)?|pester(?:ing)?)\s+me\b|^(?:תזכירי|תזכיר|הזכירי|הזכר|להזכיר|תציק|תציקי|תנדנד|תנדנדי)\b`)
)

// moveOf is the move of a new time said with a day and no time of day
// (day), or a time of day and no day (tod); at most one is set.
func moveOf(day, tod bool) memo.Move {
	switch {
	case day:
		return memo.MoveDay
	case tod:
		return memo.MoveTime
	}
	return memo.MoveAll
}

func taskStep(op memo.Op, args memo.TaskArgs) memo.Step {
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
	if strings.Contains(m.low, ":") && (reTaskHeadingHE.MatchString(m.low) || reTaskHeadingEN.MatchString(m.low)) {
		return nil, false, nil // "משימות להיום: חלב": a heading with things after it asks nothing
	}
	if _, items, ok := strings.Cut(m.low, ":"); ok && strings.Contains(items, ",") && (reTasksHeadingHE.MatchString(m.low) || reTasksHeadingEN.MatchString(m.low)) {
		return nil, false, nil // "משימות לחתונה: חלב, ביצים": nor with several things after it
	}
	for _, r := range []*pattern{reTasksRunEN, reTasksRunHE} {
		if g := r.FindStringSubmatch(m.low); g != nil && todoItems(purposeRunOff(g[1])) != nil {
			return nil, false, nil // "tasks for the trip submit the timesheet and buy milk": things to do, not asked
		}
	}
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
	s = trimWords(peelLookup(strings.TrimSpace(s)), "the", "my", "task", "tasks", "reminder", "reminders", "todo", "with",
		"את", "המשימה", "משימה", "התזכורת", "תזכורת", "המשימות", "של", "עם")
	s = trimTrailingWords(strings.TrimSpace(s), "task", "one", "reminder", "todo", "item", "thing", "המשימה", "משימה", "התזכורת", "תזכורת")
	switch toLower(s) {
	case "a", "an", "one", "some", "any", "a single", "אחת", "אחד", "כלשהי", "כלשהו", "שלי":
		return nil, nil // "delete a reminder", "התזכורת שלי": which one is not said
	}
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
	if verb, obj, ok := doneByNoun(strings.TrimRight(strings.TrimSpace(m.raw), ".!")); ok {
		// "בוצעה השליחה להורים": the noun stands for the verb.
		return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: []string{obj}, DoneVerbs: []string{verb}})}, true, nil
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
		if pointsBackName(names) {
			return nil, false, nil // "I did it already, you can delete": the thing in focus, no name
		}
		if s, ok := m.onShownItems(memo.OpListCheck, names, idx); ok {
			return []memo.Step{s}, true, nil
		}
		return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: names, Indexes: idx})}, true, nil
	}
	return nil, false, nil
}

// pointsBackName reports whether a name read for a completion opens with
// "it" or "them": a pointer to the thing in focus, not a name to search
// ("it already", "it out").
func pointsBackName(names []string) bool {
	for _, n := range names {
		if w, _, _ := strings.Cut(toLower(n), " "); w == "it" || w == "them" {
			return true
		}
		for _, w := range strings.Fields(toLower(n)) {
			if markWords[w] || heObjectPronouns[w] {
				return true // "בוצע, המשימה הושלמה נא לסמן אותה": asked to mark the one in focus
			}
		}
	}
	return false
}

// reClearDay clears time rather than a thing: "clear my schedule", "wipe
// my afternoon", "clear my calendar for friday".
var reClearDay = compile(`^(?:please\s+)?(?:clear|wipe|empty)\s+(?:out\s+)?(?:my|the|our)\s+(?:schedule|calendar|diary|agenda|day|morning|afternoon|evening|week|weekend)(?:\s|$)`)

// markWords ask to mark a thing done, or say it was ("done done", "בוצע
// בוצע אספתי אותם"); a name they are in, or a Hebrew pronoun pointing back
// ("אותם"), is no name but the request about the thing in focus.
var markWords = wordSet(`mark tick לסמן תסמן תסמני סמן סמני נא כבוצעה כבוצע כהושלמה כהושלם כסגורה כסגור done closed בוצע בוצעה סיימתי`)

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
	if low == "לי" || low == "me" || low == "for me" {
		return nil, false, nil // "תבטל לי" names nothing
	}
	if reClearDay.MatchString(m.low) {
		return nil, false, nil // "clear my schedule": a day's events, not a task
	}
	if reAllEN.MatchString(low) || reAllHE.MatchString(low) {
		return []memo.Step{taskStep(memo.OpTaskDeleteAll, memo.TaskArgs{Window: window(low)})}, true, nil
	}
	if w := window(low); w == memo.WindowOverdue || w == memo.WindowUndated {
		// "delete overdue tasks" / "תמחק משימות באיחור" mean all of them.
		if strings.Contains(low, "task") || strings.Contains(low, "reminder") || strings.Contains(low, "משימות") || strings.Contains(low, "תזכורות") {
			return []memo.Step{taskStep(memo.OpTaskDeleteAll, memo.TaskArgs{Window: w})}, true, nil
		}
	}
	if due, ok := m.dueAtSaid(target); ok {
		// "cancel my 4pm reminder", "תבטלי את התזכורת של 4", "delete the
		// reminder tomorrow": the one due then. Named by its day alone, it
		// is shown before it goes, as "cancel my reminder" is.
		step := taskStep(memo.OpTaskDelete, due)
		step.Verify = len(due.DueAt) == 0
		return []memo.Step{step}, true, nil
	}
	names, idx := m.targets(target)
	if len(names) == 0 && len(idx) == 0 {
		if reOneReminder.MatchString(low) {
			// "cancel my reminder": the only one, shown before it goes, or
			// a question which.
			step := taskStep(memo.OpTaskDelete, memo.TaskArgs{})
			step.Verify = true
			return []memo.Step{step}, true, nil
		}
		return nil, false, nil
	}
	if s, ok := m.onShownItems(memo.OpListRemove, names, idx); ok {
		return []memo.Step{s}, true, nil
	}
	return []memo.Step{taskStep(memo.OpTaskDelete, memo.TaskArgs{Targets: names, Indexes: idx})}, true, nil
}

// onShownItems turns "delete 1 and 3" / "done 2" into the list operation op
// when the last numbered lines the user saw were a list's items.
func (m *message) onShownItems(op memo.Op, names []string, idx []int) (memo.Step, bool) {
	parent, ok := m.onShownList()
	if !ok || len(names) > 0 || len(idx) == 0 {
		return memo.Step{}, false
	}
	s := listStep(op, memo.ListArgs{ItemIndexes: idx})
	s.Lists.ListID = parent
	return s, true
}

var reMoveVerb = re(`^(?:please\s+)?(?:move|reschedule|postpone|push(?:\s+back)?|change|shift|delay|bring forward)\s+(?:the\s+)?(?:task\s+|reminder\s+)?|^(?:תזיז|הזז|תזיזי|תדחה|דחה|תדחי|תעביר|העבר|תעבירי|תשנה|שנה|תשני)\s+(?:לי\s+)?(?:את\s+)?(?:ה?משימה\s+|ה?תזכורת\s+)?`)

// reShiftNounLead opens with a shift as a thing, not a verb: "shift swap
// with Michal on the 12th" tells of a swap and moves nothing.
var reShiftNounLead = re(`^(?:shift\s+(?:swap|change|switch|trade|cover|handover)|change\s+of\s+shift)(?:\s|$)`)

// matchTaskMove reads "move call mom to tomorrow at 10" / "תזיז את
// להתקשר לאמא למחר ב-10": the task named before the new time moves to it.
func matchTaskMove(m *message) ([]memo.Step, bool, error) {
	verb := reMoveVerb.FindStringIndex(m.low)
	if verb == nil || len(m.low) != len(m.raw) || reShiftNounLead.MatchString(m.low) {
		return nil, false, nil
	}
	rest := dropSame(m.raw[verb[1]:]) // "to friday, same time": the day moves
	name, rest := m.movedFrom(rest)   // "move X from friday 4pm to thursday 4pm"
	r, found, err := timeparse.Parse(toAtAll(rest), m.now(), m.loc())
	if err != nil {
		return nil, true, invalidTime(m, err)
	}
	if !found || len(r.Spans) == 0 {
		return nil, false, nil
	}
	if name == "" {
		name = strings.TrimSpace(rest[:r.Spans[0][0]])
	}
	name = trimTrailingWords(name, "to", "until", "for", "ל", "אל", "עד")
	name = strings.TrimSuffix(strings.TrimSpace(name), " ל")
	names, idx := m.targets(name)
	if len(names) == 0 && len(idx) == 0 {
		return nil, false, nil
	}
	due := r.Time
	args := memo.TaskArgs{Targets: names, Indexes: idx, NewDue: &due, Move: moveOf(!r.HasTime, r.HasTime && !r.HasDate)}
	if args.Move == memo.MoveTime && ambiguousHour(rest[r.Spans[0][0]:r.Spans[len(r.Spans)-1][1]], due.In(m.loc()).Hour()) {
		args.Move = memo.MoveNearHour
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, args)}, true, nil
}
