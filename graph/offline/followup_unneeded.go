package offline

import "github.com/memo-assistant/memo"

// reUnneeded says the reminder in focus is no longer needed: "no need
// anymore", "don't need it anymore", "it's not relevant any more", "כבר
// לא צריך", "אין צורך יותר", "זה כבר לא רלוונטי". The need is said to
// have ended ("anymore", "no longer", "כבר", "יותר"), or of "it": a bare
// "no need" answers something else.
var reUnneeded = compile(`(?i)^(?:(?:oh|ok|okay|actually|nah|never\s*mind|nvm)[,.\s]+)?(?:` +
	`(?:there'?s\s+)?no\s+(?:need|point)(?:\s+for\s+(?:it|that|this|the\s+reminder))?\s+(?:any\s*more|no\s+more)|` +
	`(?:i\s+)?(?:don'?t|do\s+not|dont)\s+need\s+(?:it|that|this|the\s+reminder)(?:\s+(?:any\s*more|now))?|` +
	`(?:i\s+)?no\s+longer\s+need\s+(?:it|that|this|the\s+reminder)|` +
	`(?:it'?s\s+|its\s+|that'?s\s+|thats\s+)?(?:not\s+(?:needed|relevant)\s+any\s*more|no\s+longer\s+(?:needed|relevant))` +
	`)(?:[,.!\s]+(?:thanks|thank\s+you|thx|ty|cheers))?$|` +
	`^(?:(?:אוקיי|אוקי|טוב|עזוב|עזבי|בעצם)[,.\s]+)?(?:` +
	`(?:זה\s+)?כבר\s+לא\s+(?:צריך|צריכה|נחוץ|רלוונטי|רלבנטי)(?:\s+(?:את\s+)?(?:זה|אותו|אותה))?|` +
	`(?:זה\s+)?לא\s+(?:צריך|צריכה|נחוץ|רלוונטי|רלבנטי)(?:\s+(?:את\s+)?(?:זה|אותו|אותה))?\s+יותר|` +
	`(?:כבר\s+)?אין\s+(?:בזה\s+|בו\s+)?צורך\s+(?:יותר|כבר|בזה|בתזכורת)|כבר\s+אין\s+(?:בזה\s+|בו\s+)?צורך` +
	`)(?:[,.!\s]+תודה(?:\s+רבה)?)?$`)

// unneededFocus deletes the reminder in focus said to be needed no more,
// in the words left once the message is cleaned or as said ("no need
// anymore" is cleaned to "no need", which alone is a thanks).
// An event is not dropped on these words: "it's not relevant anymore" of
// a meeting may be news about it, and a meeting is deleted when said so.
func unneededFocus(low, said string, f *memo.FocusItem) []memo.Step {
	if f.Kind != memo.FocusTask || !reUnneeded.MatchString(low) && !reUnneeded.MatchString(said) {
		return nil
	}
	return deleteFocus(f)
}
