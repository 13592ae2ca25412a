package offline

// reWeekdayFocus asks which day of the week the item in focus falls on:
// "what day of the week is that?", "wait, which day is it on", "what day
// does that fall on", "זה איזה יום בשבוע?", "איזה יום זה יוצא". It is
// answered as "when is it?" is, with the item and its day. "What day is
// it?" alone asks what today is, and is not one.
var reWeekdayFocus = compile(`(?i)^(?:so,?\s+|and\s+|wait,?\s+|sorry,?\s+|hmm+,?\s+|um+,?\s+)?(?:` +
	`(?:what|which)\s+day(?:\s+of\s+the\s+week)?(?:\s+is|\s+was|'s|’s|s)\s+(?:(?:that|this)(?:\s+(?:again|on|exactly))?|it\s+(?:again|on|exactly))|` +
	`(?:what|which)\s+day(?:\s+of\s+the\s+week)?\s+(?:does|will)\s+(?:it|that|this)\s+(?:fall|land|be)(?:\s+on)?|` +
	`(?:is\s+(?:it|that)\s+)?(?:on\s+)?(?:what|which)\s+day(?:\s+of\s+the\s+week)?)$|` +
	`^(?:ו|רגע,?\s+|רגע\s+)?(?:(?:זה|זאת|הוא|היא)\s+(?:ב)?(?:איזה|איזו)\s+יום(?:\s+בשבוע)?(?:\s+(?:בדיוק|שוב))?|` +
	`(?:ב)?(?:איזה|איזו)\s+יום(?:\s+בשבוע)?\s+(?:זה|זאת|הוא|היא)(?:\s+(?:יוצא|יוצאת|נופל|נופלת|בדיוק))?|` +
	`(?:ב)?(?:איזה|איזו)\s+יום(?:\s+בשבוע)?\s+(?:זה\s+)?(?:יוצא|יוצאת|נופל|נופלת))$`)
