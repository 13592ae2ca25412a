package offline

import "github.com/memo-assistant/memo"

// Questions and news about the item just made or changed that name it only
// by a pronoun: "when is it?", "מתי זה?", "done with it", "סיימתי עם זה".
// Without an item in focus they are not claimed; "when is it?" is never
// a search of what was remembered.

var (
	// reWhenFocus asks the focus's time: "when is it?", "when's that
	// again?", "for when?", "what time did you set it for?", "מתי זה?",
	// "לאיזו שעה קבעת?". ("what time is it" asks the clock, and is not one.)
	reWhenFocus = compile(`(?i)^(?:so\s+|and\s+|wait\s+|sorry\s+)?(?:` +
		`when(?:'?s|\s+is|\s+was|\s+will\s+be)\s+(?:it|that|this|that\s+one|this\s+one|(?:the|that|this|my)\s+(?:reminder|meeting|event|appointment|task|alarm))` +
		`(?:\s+(?:again|set\s+for|for|scheduled\s+for|happening|exactly))?|` +
		`(?:for\s+)?when(?:\s+again)?|when\s+for|for\s+what\s+time|` +
		`(?:for\s+)?what\s+time\s+(?:is\s+(?:it|that)\s+(?:set\s+)?for|is\s+(?:it|that)\s+(?:at|again)|(?:did|have)\s+(?:you|i|we)\s+(?:set|schedule|put|make)\s+(?:it|that)(?:\s+(?:for|at))?(?:\s+again)?)|` +
		`when\s+did\s+(?:you|i|we)\s+(?:set|schedule|put|make)\s+(?:it|that)(?:\s+for)?(?:\s+again)?)$|` +
		`^(?:ו)?(?:` +
		`מתי\s+(?:זה|זאת|הוא|היא|התזכורת|הפגישה|האירוע)(?:\s+(?:הזאת|הזו|הזה))?(?:\s+(?:יהיה|תהיה|שוב|בדיוק|קבוע|קבועה))?|` +
		`ל?מתי\s+(?:קבעת|שמת|הגדרת|קבעתי|שמתי)(?:\s+(?:את\s+זה|אותו|אותה|לי))?(?:\s+שוב)?|למתי(?:\s+(?:זה|זאת))?|` +
		`(?:ל|ב)(?:איזו|איזה)\s+שעה(?:\s+(?:קבעת|שמת|הגדרת|קבעתי|שמתי|זה|זאת|הוא|היא))?(?:\s+(?:את\s+זה|אותו|אותה|לי))?(?:\s+שוב)?|` +
		`באיזה\s+(?:יום|תאריך)\s+(?:זה|קבעת)(?:\s+(?:את\s+זה|אותו|אותה))?|מתי)$`)
	// reDoneWithIt tells the focus task is done: "done with it", "i'm
	// done with that", "finished it", "סיימתי עם זה", "גמרתי את זה".
	reDoneWithIt = compile(`(?i)^(?:ok\s+|okay\s+)?(?:i'?m\s+|im\s+|i\s+am\s+)?(?:all\s+)?(?:done|finished|through)\s+with\s+(?:it|that|this|that\s+one|this\s+one)$|` +
		`^(?:please\s+)?(?:mark|tick|check)\s+(?:it|that|this|(?:the|that|this)\s+(?:task|reminder|one))(?:\s+off)?(?:\s+as)?(?:\s+(?:done|complete|completed|finished|closed))?$|` +
		// "mark done", "tick off", "check off", "תעשה וי", "שים על זה וי":
		// the tick with no pronoun, said of the task in focus.
		`^(?:please\s+)?(?:mark\s+(?:as\s+)?(?:done|complete|completed|finished)|(?:tick|check|cross)\s+off)$|` +
		`^(?:תעשה|תעשי|תן|תני|תשים|תשימי|שים|שימי)\s+(?:לי\s+)?(?:על\s+(?:זה|זאת)\s+)?וי$|` +
		// "close it", "close the task out", "תסגור את המשימה": a task closed is done.
		`^(?:please\s+)?(?:just\s+)?close\s+(?:out\s+|off\s+)?(?:it|that|this|that\s+one|this\s+one|(?:the|that|this)\s+(?:task|to-?do|one))(?:\s+(?:out|off))?$|` +
		`^(?:תסגור|תסגרי|סגור|סגרי)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה|המשימה|המטלה)(?:\s+(?:הזאת|הזו|הזה))?$|` +
		`^(?:תסמן|תסמני|סמן|סמני)\s+(?:לי\s+)?(?:(?:את\s+)?(?:זה|אותו|אותה|המשימה|התזכורת)(?:\s+(?:הזאת|הזו|הזה))?\s+)?(?:כ)?(?:בוצע|בוצעה|גמור|גמורה|הושלם|הושלמה|סגור|סגורה)$|` +
		`^(?:תסמן|תסמני|סמן|סמני)\s+(?:לי\s+)?ש(?:עשיתי|סיימתי|ביצעתי|גמרתי|(?:זה\s+)?(?:בוצע|נעשה|הושלם))(?:\s+(?:את\s+זה|אותו|אותה))?$|` +
		`^(?:i(?:'ve|\s+have)\s+|i\s+)?(?:already\s+)?(?:done|finished|completed|did)\s+(?:it|that|this|that\s+one|this\s+one)(?:\s+already)?$|` +
		`^(?:כבר\s+)?(?:סיימתי|גמרתי|עשיתי)\s+(?:עם\s+זה|את\s+זה|איתו|איתה|אותו|אותה)(?:\s+כבר)?$|` +
		// "ok done already", "already done", "כבר סיימתי", "בוצע כבר".
		// "forget it, done": the thing done, not a note forgotten; "all done".
		`^(?:(?:ok|okay|yeah|yep|so|forget\s+(?:about\s+)?it|never\s*mind|nvm)[,.\s]+)?(?:already\s+(?:done|finished)|(?:all\s+)?(?:done|finished|did\s+it)\s+already|(?:it'?s|its|it\s+is)\s+already\s+done|all\s+(?:done|finished|sorted))$|` +
		`^(?:forget\s+(?:about\s+)?it|never\s*mind|nvm)[,.\s]+(?:done|did\s+it|finished)$|` +
		`^(?:(?:טוב|אוקיי|אוקי)[,\s]+)?(?:כבר\s+(?:סיימתי|גמרתי|עשיתי|בוצע)|(?:סיימתי|גמרתי|עשיתי|בוצע)\s+כבר)$|` +
		// "זה עשיתי כבר", "את זה כבר סיימתי": the thing said first.
		`^(?:את\s+)?זה\s+(?:כבר\s+)?(?:סיימתי|גמרתי|עשיתי)(?:\s+כבר)?$`)
)

// whenFocus answers a question of when the focus is with the focus itself:
// the task or the event shown, its time with it.
func whenFocus(low string, f *memo.FocusItem) ([]memo.Step, bool) {
	if !reWhenFocus.MatchString(low) && !reWeekdayFocus.MatchString(low) {
		return nil, false
	}
	switch f.Kind {
	case memo.FocusTask:
		return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{IDs: []string{f.ID}, Window: memo.WindowAll})}, true
	case memo.FocusEvent:
		return []memo.Step{calStep(memo.OpEventGet, memo.CalendarArgs{EventIDs: []string{f.ID}})}, true
	}
	return nil, false
}

// doneWithFocus completes the focus task told done by a pronoun. A
// repeating task is not: whether this time or all of it is meant cannot
// be told.
func doneWithFocus(low string, f *memo.FocusItem) ([]memo.Step, bool) {
	if f.Kind != memo.FocusTask || f.Recurring || !reDoneWithIt.MatchString(low) {
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{IDs: []string{f.ID}})}, true
}
