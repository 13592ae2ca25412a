package formatter

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// failure words a step's error by its code. What a request lacks or why it
// is refused (memo.Why) is worded here; otherwise only the messages of
// ENotFound and EInvalid errors, which are names or written to be shown,
// reach the user; anything else gets an apology and the details stay in
// the logs.
func (w *writer) failure(step memo.Step, err error) string {
	msg := strings.TrimSpace(memo.ErrorMessageOf(err))
	why, d := memo.WhyOf(err)
	if why != "" {
		msg = w.refusal(why, d)
	}
	switch memo.ErrorCodeOf(err) {
	case memo.ENotFound:
		if why != "" && step.Capability != memo.CapGmail {
			// A refusal is a sentence of its own ("There's nothing for me
			// to undo."), not the name of what was not found.
			return w.message(msg)
		}
		return w.notFound(step, msg)
	case memo.EInvalid:
		if msg == "" {
			return w.pick("⚠️ I couldn't do that — please check the details and try again.",
				"⚠️ לא הצלחתי לבצע את זה — בדוק את הפרטים ונסה שוב.")
		}
		return w.pick("⚠️ I couldn't do that: ", "⚠️ לא הצלחתי לבצע את זה: ") + w.message(msg)
	case memo.EConflict:
		return w.conflict(step)
	case memo.ETooLong:
		return w.tooLong()
	case memo.EDamaged:
		// Nothing the user does helps, and trying again will not either
		// until the operator restores the database: say so, and that they
		// know.
		return w.pick("⚠️ My storage is damaged, so I can't do this right now. The operator has been told and is on it; please try again later.",
			"⚠️ האחסון שלי פגום, ולכן אני לא יכול לבצע את זה כרגע. המפעיל קיבל הודעה ומטפל בזה; נסה שוב מאוחר יותר.")
	case memo.EUnavailable:
		if msg == memo.GoogleNotConfigured || isGoogleStep(step) {
			return w.pick("Google isn't set up on this Memo: the operator hasn't configured a Google client, so I can't connect your account.",
				"גוגל לא הוגדר ב-Memo הזה: המפעיל לא הגדיר חיבור לגוגל, אז אין לי אפשרות לחבר את החשבון שלך.")
		}
		if step.Capability == memo.CapGmail {
			return w.pick("📭 Gmail isn't answering right now, so nothing was done (nothing was sent). Please try again in a few minutes.",
				"📭 Gmail לא עונה כרגע, אז לא בוצע דבר (שום דבר לא נשלח). נסה שוב בעוד כמה דקות.")
		}
	case memo.EUnlinked:
		if step.Capability == memo.CapGmail {
			return w.pick("🔗 Your Google account isn't connected, or its access was revoked. Say “connect my Google account” to link it.",
				"🔗 חשבון הגוגל שלך לא מחובר, או שהגישה אליו בוטלה. כתוב „חבר את חשבון הגוגל שלי” כדי לחבר אותו.")
		}
		if step.Capability != memo.CapCalendar {
			break
		}
		return w.pick("🔗 Your Google Calendar isn't connected, or its access was revoked — please link it again.",
			"🔗 היומן של Google לא מחובר, או שהגישה אליו בוטלה — נא לחבר אותו מחדש.")
	}
	return w.pick("Sorry, something went wrong on my side. Please try again.",
		"סליחה, משהו השתבש אצלי. נסה שוב בעוד רגע.")
}

// message is an error message shown inside a sentence, ending with one
// full stop.
func (w *writer) message(msg string) string {
	msg = w.user(msg)
	if strings.HasSuffix(msg, ".") || strings.HasSuffix(msg, "!") || strings.HasSuffix(msg, "?") {
		return msg
	}
	return msg + "."
}

// notFound words an ENotFound. The message names what was looked for: a
// task or list name, "#3" for a position on the last numbered list, or
// nothing when there was nothing at all to look in.
func (w *writer) notFound(step memo.Step, msg string) string {
	if n, ok := indexRef(msg); ok {
		return w.missingRefs([]string{n})
	}
	switch step.Capability {
	case memo.CapTasks:
		if msg == "" {
			return w.pick("You have no open tasks.", "אין לך משימות פתוחות.")
		}
		return w.notFoundTasks([]string{msg}, false)
	case memo.CapLists:
		if msg == "" {
			return w.pick("You have no lists yet. To start one, send e.g. “new list shopping: milk, bread”.",
				"אין לך עדיין רשימות. כדי ליצור אחת, כתוב למשל „רשימת קניות: חלב, לחם”.")
		}
		return w.pick("I couldn't find a list called ", "לא מצאתי רשימה בשם ") + w.quote(msg) + "."
	case memo.CapCalendar:
		return w.eventNotFound(step, msg)
	case memo.CapMemory:
		return w.memoryMissing(msg)
	case memo.CapGmail:
		if msg != "" {
			return "⚠️ " + w.message(msg)
		}
	}
	if msg == "" {
		return w.pick("I couldn't find that.", "לא מצאתי את זה.")
	}
	return w.pick("I couldn't find ", "לא מצאתי את ") + w.quote(msg) + "."
}

// conflict words an EConflict: the thing exists already.
func (w *writer) conflict(step memo.Step) string {
	switch {
	case step.Lists != nil && step.Operation == memo.OpListCreate && step.Lists.Name != "":
		return w.pick("You already have a list called ", "כבר יש לך רשימה בשם ") + w.bold(step.Lists.Name) + "."
	case step.Tasks != nil && step.Operation == memo.OpTaskCreate && len(step.Tasks.Drafts) == 1:
		return w.pick("You already have the task ", "כבר יש לך את המשימה ") + w.bold(step.Tasks.Drafts[0].Text) + "."
	}
	return w.pick("That already exists.", "זה כבר קיים.")
}
