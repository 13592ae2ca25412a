package offline

// Forms Clean rewrites to the one the grammar reads.
var (
	// reTellMeQuestion is a question asked through "tell me" or "show me":
	// "tell me what I have this week" is "what do I have this week", and
	// "תגידי לי מה המשימות שלי" is "מה המשימות שלי" (and so is what
	// is left of it once "תגידי" went as a filler, "לי מה…").
	reTellMeQuestion   = compile(`(?i)^((?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:tell|show)\s+me\s+)(what|which|how\s+many)\s+(?:(?:do|did)\s+)?i\s+(have|got|need|owe)\b`)
	reTellMeQuestionHE = compile(`^(?:(?:אתה\s+יכול|את\s+יכולה)\s+)?(?:(?:לומר|להגיד|תגיד|תגידי|תאמר|תאמרי|תספר|תספרי)\s+)?לי\s+((?:מה|מתי|איזה|אילו|כמה)\s)`)
	// reSlipContraction is a contraction's apostrophe doubled or put after
	// the s: "whats'", "what''s" are "what's".
	reSlipContraction = compile(`(?i)\b(what|that|it|who|where|there|here|how|when)(?:s'|''+s)([\s?!.,]|$)`)
	// reRememberForMe is "תזכור לי ל…" ("remember for me to …"), said for
	// "תזכיר לי ל…": with an infinitive after it, a reminder is asked.
	reRememberForMe = compile(`(^|\s)(ו?)(?:תזכור|תזכרי)\s+לי\s+(ל\p{Hebrew}{2,})`)
	// reRemindSelf is the reminder's recipient said reflexively: "להזכיר
	// לעצמי", "remind myself to" are "להזכיר לי", "remind me to".
	reRemindSelf   = compile(`(^|\s)(ו?(?:ל|ת)?(?:הזכיר|זכיר|זכירי))\s+לעצמי(\s|$)`)
	reRemindSelfEN = compile(`(?i)(?:\b(?:i\s+)?(?:need|have|got|gotta|must|should|want)\s+(?:to\s+)?)?\b(remind)\s+myself\b`)
)
