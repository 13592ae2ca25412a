package formatter

import "github.com/memo-assistant/memo"

// isGoogleStep reports whether step links or unlinks a Google account.
func isGoogleStep(step memo.Step) bool {
	return step.Capability == memo.CapSettings &&
		(step.Operation == memo.OpGoogleConnect || step.Operation == memo.OpGoogleDisconnect || step.Operation == memo.OpGoogleCopyLocal)
}

// CopyToGoogleQuestion is the question sent when an account is linked and
// the local calendar holds n events from now on.
func CopyToGoogleQuestion(lang memo.Language, n int) string {
	return (&writer{he: lang == memo.Hebrew}).copyQuestion(itoa(n))
}

func (w *writer) copyQuestion(n string) string {
	if n == "1" {
		return w.pick("📅 Your Memo calendar has 1 event from today on. Copy it to your Google Calendar? (yes / no)",
			"📅 ביומן של Memo יש אירוע אחד מהיום והלאה. להעתיק אותו ליומן הגוגל שלך? (כן / לא)")
	}
	return w.pick("📅 Your Memo calendar has "+n+" events from today on. Copy them to your Google Calendar? (yes / no)",
		"📅 ביומן של Memo יש "+n+" אירועים מהיום והלאה. להעתיק אותם ליומן הגוגל שלך? (כן / לא)")
}

// google renders connecting or disconnecting the Google account.
func (w *writer) google(step memo.Step, res *memo.Result) string {
	if step.Operation == memo.OpGoogleCopyLocal {
		n := 0
		if res != nil {
			n = res.Meta.Created
		}
		if n == 1 {
			return w.pick("📅 Copied 1 event to your Google Calendar.", "📅 העתקתי אירוע אחד ליומן הגוגל שלך.")
		}
		return w.pick("📅 Copied "+itoa(n)+" events to your Google Calendar.", "📅 העתקתי "+itoa(n)+" אירועים ליומן הגוגל שלך.")
	}
	if step.Operation == memo.OpGoogleDisconnect {
		if res != nil && res.Meta.Deleted > 0 {
			return w.pick("🔌 Done — your Google account is disconnected and I've revoked my access to it.",
				"🔌 בוצע — חשבון הגוגל שלך נותק וביטלתי את הגישה שלי אליו.")
		}
		return w.pick("No Google account is connected.", "אין חשבון גוגל מחובר.")
	}
	if res != nil && res.Meta.SentPrivately {
		return w.pick("🔗 I sent you the link to connect your Google account privately.",
			"🔗 שלחתי לך בפרטי את הקישור לחיבור חשבון הגוגל.")
	}
	if res == nil || len(res.Meta.Summaries) == 0 {
		return w.pick("Sorry, something went wrong on my side. Please try again.", "סליחה, משהו השתבש אצלי. נסה שוב בעוד רגע.")
	}
	return w.linkText(res.Meta.Summaries[0])
}

// GoogleLinkText is the message that carries a Google connect link.
func GoogleLinkText(lang memo.Language, link string) string {
	return (&writer{he: lang == memo.Hebrew}).linkText(link)
}

func (w *writer) linkText(link string) string {
	return w.pick("🔗 To connect your Google account (Calendar, Gmail, contacts), open this link and approve. It works once, for 30 minutes:\n"+link,
		"🔗 כדי לחבר את חשבון הגוגל שלך (יומן, Gmail, אנשי קשר), פתח את הקישור ואשר. הוא עובד פעם אחת, למשך 30 דקות:\n"+link)
}
