package googleauth

import (
	"strings"

	memo "github.com/memo-assistant/memo"
)

// msgKey names a message to the user about their link.
type msgKey int

const (
	msgLinked msgKey = iota
	msgDenied
	msgFailed
	msgExpired
	msgRelink
)

// message returns the text of key in lang (Hebrew unless English).
func message(key msgKey, lang memo.Language) string {
	en := lang == memo.English
	pick := func(e, h string) string {
		if en {
			return e
		}
		return h
	}
	switch key {
	case msgLinked:
		return pick("✅ Your Google account is connected. I can now use your Google Calendar and Gmail.",
			"✅ חשבון הגוגל שלך מחובר. מעכשיו אני עובד עם היומן וה-Gmail שלך.")
	case msgDenied:
		return pick("Google access wasn't granted, so nothing is connected. Say “connect my Google account” to try again.",
			"לא ניתנה גישה לגוגל, אז לא חיברתי כלום. כתוב „חבר את חשבון הגוגל שלי” כדי לנסות שוב.")
	case msgExpired:
		return pick("That Google link has expired. Say “connect my Google account” for a new one.",
			"הקישור לגוגל פג תוקף. כתוב „חבר את חשבון הגוגל שלי” כדי לקבל קישור חדש.")
	case msgRelink:
		return pick("🔗 Google no longer lets me into your account (access was revoked or expired). Connect it again here: ",
			"🔗 גוגל כבר לא מאפשר לי גישה לחשבון שלך (הגישה בוטלה או פגה). אפשר לחבר אותו מחדש כאן: ")
	}
	return pick("Connecting your Google account failed. Please try again in a moment.",
		"חיבור חשבון הגוגל נכשל. נסה שוב בעוד רגע.")
}

// linkedAs is the message of a link made with the Google account addr.
func linkedAs(addr string, lang memo.Language) string {
	addr = strings.Join(strings.Fields(addr), "")
	if lang == memo.English {
		return "✅ Your Google account " + addr + " is connected. I can now use its Calendar and Gmail. If that is not your account, say “disconnect Google”."
	}
	return "✅ חשבון הגוגל " + addr + " מחובר. מעכשיו אני עובד עם היומן וה-Gmail שלו. אם זה לא החשבון שלך, כתוב „נתק את גוגל”."
}
