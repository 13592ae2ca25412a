package whatsapp

import "github.com/memo-assistant/memo"

// notice is a reply the channel gives itself, without running a turn.
type notice string

// Notices, each also the Tool of the reply ("whatsapp.<notice>").
const (
	noticeRefused     notice = "refused"
	noticeVoiceOff    notice = "voice_unsupported"
	noticeVoiceFailed notice = "voice_failed"
	noticeVoiceLong   notice = "voice_too_long"
	noticeVoiceEmpty  notice = "voice_empty"
	noticeNoCaption   notice = "image_without_caption"
	noticeUnsupported notice = "unsupported"
	noticeTooLong     notice = "too_long"
	noticeEmpty       notice = "empty"
	noticeBusy        notice = "busy"
	noticeInterrupted notice = "interrupted"
)

// notices holds each notice's text by language.
var notices = map[notice][2]string{ // [Hebrew, English]
	noticeRefused: {
		"סליחה, העוזר הזה פרטי ואינו זמין למספר הזה.",
		"Sorry, this assistant is private and not available to this number.",
	},
	noticeVoiceOff: {
		"סליחה, אני עדיין לא יודע להאזין להודעות קוליות. אפשר לכתוב לי?",
		"Sorry, I can't listen to voice messages yet. Could you write to me instead?",
	},
	noticeVoiceFailed: {
		"סליחה, לא הצלחתי לקבל את ההודעה הקולית. אפשר לנסות שוב או לכתוב לי.",
		"Sorry, I couldn't get that voice message. Please try again or write to me.",
	},
	noticeVoiceLong: {
		"ההודעה הקולית ארוכה מדי בשבילי. אפשר לשלוח הודעה של עד 5 דקות, או לכתוב לי.",
		"That voice message is too long for me. Please keep it under 5 minutes, or write to me.",
	},
	noticeVoiceEmpty: {
		"לא הצלחתי להבין מילים בהודעה הקולית. אפשר לכתוב לי?",
		"I couldn't make out any words in that voice message. Could you write it?",
	},
	noticeNoCaption: {
		"אני עדיין לא רואה תמונות. אפשר להוסיף כיתוב, או לכתוב לי מה צריך.",
		"I can't see images yet. Add a caption, or write to me what you need.",
	},
	noticeUnsupported: {
		"סליחה, אני יודע לקרוא רק הודעות טקסט והודעות קוליות.",
		"Sorry, I can only read text and voice messages.",
	},
	noticeTooLong: {
		"ההודעה ארוכה מדי בשבילי (יותר מ-4,000 תווים). אפשר לשלוח הודעה קצרה יותר?",
		"That message is too long for me (over 4,000 characters). Could you send a shorter one?",
	},
	noticeEmpty: {
		"כן? כתבו לי מה צריך.",
		"Yes? Tell me what you need.",
	},
	noticeBusy: {
		"רגע, אני עדיין עובד על ההודעות הקודמות שלך. אפשר לשלוח את זו שוב בעוד דקה?",
		"One moment, I'm still working on your earlier messages. Could you send this one again in a minute?",
	},
	noticeInterrupted: {
		"סליחה, הופעלתי מחדש באמצע הטיפול בהודעה האחרונה שלך. כדאי לבדוק ולשלוח אותה שוב אם צריך.",
		"Sorry, I was restarted while handling your last message. Please check, and send it again if needed.",
	},
}

// reply is the notice as a reply to chat in lang.
func (n notice) reply(chat string, lang memo.Language) memo.Reply {
	texts := notices[n]
	text := texts[0]
	if lang == memo.English {
		text = texts[1]
	}
	return memo.Reply{ChatID: chat, Text: text, Lang: lang, Tool: "whatsapp." + string(n), Success: false}
}
