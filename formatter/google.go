package formatter

import "github.com/memo-assistant/memo"

// isGoogleStep reports whether step links or unlinks a Google account.
func isGoogleStep(step memo.Step) bool {
	return step.Capability == memo.CapSettings &&
		(step.Operation == memo.OpGoogleConnect || step.Operation == memo.OpGoogleDisconnect)
}

// google renders connecting or disconnecting the Google account.
func (w *writer) google(step memo.Step, res *memo.Result) string {
	if step.Operation == memo.OpGoogleDisconnect {
		if res != nil && res.Meta.Deleted > 0 {
			return w.pick("🔌 Done — your Google account is disconnected and I've revoked my access to it.",
				"🔌 בוצע — חשבון הגוגל שלך נותק וביטלתי את הגישה שלי אליו.")
		}
		return w.pick("No Google account is connected.", "אין חשבון גוגל מחובר.")
	}
	if res == nil || len(res.Meta.Summaries) == 0 {
		return w.pick("Sorry, something went wrong on my side. Please try again.", "סליחה, משהו השתבש אצלי. נסה שוב בעוד רגע.")
	}
	link := res.Meta.Summaries[0]
	return w.pick("🔗 To connect your Google account (Calendar, Gmail, contacts), open this link and approve. It works once, for 30 minutes:\n"+link,
		"🔗 כדי לחבר את חשבון הגוגל שלך (יומן, Gmail, אנשי קשר), פתח את הקישור ואשר. הוא עובד פעם אחת, למשך 30 דקות:\n"+link)
}
