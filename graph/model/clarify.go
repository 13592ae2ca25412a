package model

import (
	"fmt"

	"github.com/memo-assistant/memo"
)

// What the planner says to the user itself, in their language: the
// question when the model's answer stayed wrong, the refusal of an answer
// past a limit, the honest reply when no usable answer came.

// askFor is the detail a problem was about, which the clarifying question
// asks for.
type askFor int

const (
	askNone     askFor = iota
	askTime            // a reminder's time of day
	askWhen            // a day and time
	askDay             // a day
	askList            // which list
	askText            // what the task is
	askTarget          // which task or item
	askItems           // which list items
	askEvent           // which event
	askNewValue        // what to change it to
	askInterval        // every how many minutes
)

// question is the clarifying question for a detail.
func question(lang memo.Language, a askFor) string {
	he := lang == memo.Hebrew
	pick := func(en, hebrew string) string {
		if he {
			return hebrew
		}
		return en
	}
	switch a {
	case askTime:
		return pick("What time should I remind you?", "לאיזו שעה להזכיר לך?")
	case askWhen:
		return pick("When exactly? Which day, and what time?", "מתי בדיוק? באיזה יום ובאיזו שעה?")
	case askDay:
		return pick("Which day?", "לאיזה יום?")
	case askList:
		return pick("Which list?", "לאיזו רשימה?")
	case askText:
		return pick("What should I remind you about?", "על מה להזכיר לך?")
	case askTarget:
		return pick("Which one do you mean? Please write its name as it appears.", "למה בדיוק התכוונת? אפשר לכתוב את השם כפי שהוא מופיע.")
	case askItems:
		return pick("Which items?", "אילו פריטים?")
	case askEvent:
		return pick("Which event?", "איזה אירוע?")
	case askNewValue:
		return pick("What should I change it to?", "למה לשנות?")
	case askInterval:
		return pick("Every how many minutes?", "כל כמה דקות?")
	}
	return pick("I couldn't make out all the details. Could you say it again, for example with a full day and time?",
		"לא הבנתי את כל הפרטים. אפשר לנסח שוב, למשל עם יום ושעה מלאים?")
}

// userMessage words the problems that outlived the repair for the user: a
// refusal as it is; an impossible or past time is named; else the question
// about the first detail that was missing or invalid; an action claimed
// with no tool call gets the honest "I didn't manage"; anything else asks
// to rephrase.
func userMessage(lang memo.Language, problems []problem) string {
	kind, ask := badInput, askNone
	for _, pr := range problems {
		if pr.kind == tooMany {
			return pr.user
		}
		if pr.kind > kind {
			kind = pr.kind
		}
		if ask == askNone {
			ask = pr.ask
		}
	}
	he := lang == memo.Hebrew
	switch {
	case kind == pastTime && he:
		return "הזמן הזה כבר עבר"
	case kind == pastTime:
		return "that time has already passed"
	case kind == badTime && he:
		return "התאריך או השעה לא קיימים בלוח השנה"
	case kind == badTime:
		return "that date or time does not exist"
	case kind == claim:
		return honest(lang, notDone)
	}
	return question(lang, ask)
}

// Why no usable answer came.
type failed int

const (
	notDone  failed = iota // the answer claimed an action and made no call
	cutShort               // the answer was cut at the token limit
	filtered               // the server's content filter stopped the answer
)

// honest is the reply when the model gave no usable answer: it says so,
// and never what the model claimed.
func honest(lang memo.Language, why failed) string {
	he := lang == memo.Hebrew
	switch {
	case why == cutShort && he:
		return "לא הצלחתי להשלים את הבקשה בבת אחת. אפשר לפצל אותה לבקשות קצרות יותר?"
	case why == cutShort:
		return "I couldn't get through that request in one go. Could you split it into shorter ones?"
	case why == filtered && he:
		return "לא הצלחתי לטפל בבקשה הזו. אפשר לנסח אותה אחרת?"
	case why == filtered:
		return "I couldn't handle that request. Could you put it differently?"
	case he:
		return "לא הצלחתי לבצע את זה. אפשר לנסח שוב במילים אחרות?"
	}
	return "I didn't manage to do that. Could you say it again in other words?"
}

// refusal tells the user an answer would create more than one message
// may, and what to do instead. Nothing of it runs.
func refusal(lang memo.Language, on limitOn, n, most int) string {
	if lang == memo.Hebrew {
		switch on {
		case limitEvents:
			return fmt.Sprintf("זה היה מוסיף %d אירועים בבת אחת, ואני מוסיף עד %d בהודעה אחת. אפשר לשלוח אותם בקבוצות קטנות יותר, או כאירוע חוזר אחד?", n, most)
		case limitItems:
			return fmt.Sprintf("אלה %d פריטים בבת אחת, ואני מוסיף עד %d בהודעה אחת. אפשר לשלוח אותם בקבוצות קטנות יותר?", n, most)
		case limitCalls:
			return fmt.Sprintf("אלה %d פעולות בבת אחת, ואני מבצע עד %d בהודעה אחת. אפשר לפצל את הבקשה?", n, most)
		}
		return fmt.Sprintf("זה היה יוצר %d משימות בבת אחת, ואני יוצר עד %d בהודעה אחת. אפשר לשלוח אותן בקבוצות קטנות יותר, או כתזכורת חוזרת אחת?", n, most)
	}
	switch on {
	case limitEvents:
		return fmt.Sprintf("That would add %d events at once; I add up to %d in one message. Could you send them in smaller groups, or as one repeating event?", n, most)
	case limitItems:
		return fmt.Sprintf("That's %d list items at once; I add up to %d in one message. Could you send them in smaller groups?", n, most)
	case limitCalls:
		return fmt.Sprintf("That's %d actions at once; I do up to %d in one message. Could you split the request?", n, most)
	}
	return fmt.Sprintf("That would create %d tasks at once; I create up to %d in one message. Could you send them in smaller groups, or as one repeating reminder?", n, most)
}
