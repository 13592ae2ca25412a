package bot

import "github.com/memo-assistant/memo"

// Notice is a reply a channel gives itself, without running a turn: a
// refusal, a message it cannot read, a voice note it could not hear. Every
// channel words a notice the same; its reply's Tool is the channel's name
// and the notice ("whatsapp.voice_too_large", "cloud.voice_too_large").
type Notice string

// Notices.
const (
	// NoticeRefused: the sender's number may not use the bot.
	NoticeRefused Notice = "refused"
	// NoticeVoiceOff: no transcriber (or no way to fetch media).
	NoticeVoiceOff Notice = "voice_unsupported"
	// NoticeVoiceFailed: the voice note could not be fetched or
	// transcribed.
	NoticeVoiceFailed Notice = "voice_failed"
	// NoticeVoiceTooLong: the voice note declares a length over the limit.
	NoticeVoiceTooLong Notice = "voice_too_long"
	// NoticeVoiceTooLarge: the voice note's file is over the size limit,
	// as declared or as found while fetching it.
	NoticeVoiceTooLarge Notice = "voice_too_large"
	// NoticeVoiceEmpty: the transcript holds no words.
	NoticeVoiceEmpty Notice = "voice_empty"
	// NoticeNoCaption: a photo or document with no caption of its own
	// and no model to read it; it says a caption works instead.
	NoticeNoCaption Notice = "image_without_caption"
	// NoticeVideo: a video without a caption.
	NoticeVideo Notice = "video_without_caption"
	// NoticePhotoTooLarge: the photo's or document's file is over the
	// size limit, as declared or as found while fetching it.
	NoticePhotoTooLarge Notice = "photo_too_large"
	// NoticePhotoFailed: the photo or document could not be fetched.
	NoticePhotoFailed Notice = "photo_failed"
	// NoticePhotoType: a document (or a file sent as a photo) of a type
	// the model does not read.
	NoticePhotoType Notice = "photo_type"
	// NoticeUnsupported: a kind of message Memo cannot read.
	NoticeUnsupported Notice = "unsupported"
	// NoticeTooLong: a text (or transcript) over the length limit.
	NoticeTooLong Notice = "too_long"
	// NoticeEmpty: nothing to read.
	NoticeEmpty Notice = "empty"
	// NoticeBusy: the message could not be queued.
	NoticeBusy Notice = "busy"
	// NoticeStaleChoice: a tapped answer to a question no longer open.
	NoticeStaleChoice Notice = "stale_choice"
	// NoticeInterrupted: a restart cut the chat's turn short.
	NoticeInterrupted Notice = "interrupted"
)

// noticeTexts holds each notice's text: Hebrew, English.
var noticeTexts = map[Notice][2]string{
	NoticeRefused: {
		"סליחה, העוזר הזה פרטי ואינו זמין למספר הזה.",
		"Sorry, this assistant is private and not available to this number.",
	},
	NoticeVoiceOff: {
		"סליחה, אני עדיין לא יודע להאזין להודעות קוליות. אפשר לכתוב לי?",
		"Sorry, I can't listen to voice messages yet. Could you write to me instead?",
	},
	NoticeVoiceFailed: {
		"סליחה, לא הצלחתי לקבל את ההודעה הקולית. אפשר לנסות שוב או לכתוב לי.",
		"Sorry, I couldn't get that voice message. Please try again or write to me.",
	},
	NoticeVoiceTooLong: {
		"ההודעה הקולית ארוכה מדי בשבילי. אפשר לשלוח הודעה של עד 5 דקות, או לכתוב לי.",
		"That voice message is too long for me. Please keep it under 5 minutes, or write to me.",
	},
	NoticeVoiceTooLarge: {
		"ההודעה הקולית גדולה מדי בשבילי. אפשר לשלוח הודעה קצרה יותר, או לכתוב לי.",
		"That voice message is too large for me. Please send a shorter one, or write to me.",
	},
	NoticeVoiceEmpty: {
		"לא הצלחתי להבין מילים בהודעה הקולית. אפשר לכתוב לי?",
		"I couldn't make out any words in that voice message. Could you write it?",
	},
	NoticeNoCaption: {
		"📷 כדי לקרוא תמונות ומסמכים אני צריך מודל, ואין כאן מודל מוגדר. אפשר לשלוח שוב עם כיתוב שאומר מה צריך, למשל „תזכיר לי ביום ראשון ב-9 לשלם את החשבון”.",
		"📷 To read photos and documents I need a model, and none is set up here. Send it again with a caption that says what you need, e.g. “remind me on Sunday at 9 to pay this bill”.",
	},
	NoticeVideo: {
		"אני לא צופה בסרטונים. אפשר לשלוח שוב עם כיתוב שאומר מה צריך, או לכתוב לי.",
		"I can't watch videos. Send it again with a caption that says what you need, or write to me.",
	},
	NoticePhotoTooLarge: {
		"הקובץ גדול מדי בשבילי (עד 16MB). אפשר לשלוח צילום מסך או תמונה קטנה יותר, או לכתוב לי מה צריך.",
		"That file is too large for me (16 MB at most). Please send a screenshot or a smaller photo, or write to me what you need.",
	},
	NoticePhotoFailed: {
		"סליחה, לא הצלחתי לקבל את הקובץ. אפשר לנסות לשלוח שוב, או לכתוב לי מה צריך.",
		"Sorry, I couldn't get that file. Please try sending it again, or write to me what you need.",
	},
	NoticePhotoType: {
		"את סוג הקובץ הזה אני לא יודע לקרוא. אני קורא תמונות (JPEG, PNG, WebP) ו-PDF — או כתבו לי מה צריך.",
		"I can't read that kind of file. I read photos (JPEG, PNG, WebP) and PDFs — or write to me what you need.",
	},
	NoticeUnsupported: {
		"סליחה, את סוג ההודעה הזה אני לא יודע לקרוא. אני קורא טקסט, הודעות קוליות, תמונות, קובצי PDF, אנשי קשר ומיקומים.",
		"Sorry, I can't read that kind of message. I read text, voice messages, photos, PDFs, contact cards and locations.",
	},
	NoticeTooLong: {
		"ההודעה ארוכה מדי בשבילי (יותר מ-4,000 תווים). אפשר לשלוח הודעה קצרה יותר?",
		"That message is too long for me (over 4,000 characters). Could you send a shorter one?",
	},
	NoticeEmpty: {
		"כן? כתבו לי מה צריך.",
		"Yes? Tell me what you need.",
	},
	NoticeBusy: {
		"רגע, אני עדיין עובד על ההודעות הקודמות שלך. אפשר לשלוח את זו שוב בעוד דקה?",
		"One moment, I'm still working on your earlier messages. Could you send this one again in a minute?",
	},
	NoticeStaleChoice: {
		"השאלה הזו כבר לא פתוחה — מה תרצה לעשות?",
		"That question is no longer open — what would you like to do?",
	},
	NoticeInterrupted: {
		"סליחה, הופעלתי מחדש באמצע הטיפול בהודעה האחרונה שלך. כדאי לבדוק ולשלוח אותה שוב אם צריך.",
		"Sorry, I was restarted while handling your last message. Please check, and send it again if needed.",
	},
}

// Notices lists every notice, for tests and tools.
func Notices() []Notice {
	return []Notice{
		NoticeRefused, NoticeVoiceOff, NoticeVoiceFailed, NoticeVoiceTooLong, NoticeVoiceTooLarge,
		NoticeVoiceEmpty, NoticeNoCaption, NoticeVideo, NoticePhotoTooLarge, NoticePhotoFailed, NoticePhotoType, NoticeUnsupported, NoticeTooLong, NoticeEmpty, NoticeBusy,
		NoticeStaleChoice, NoticeInterrupted,
	}
}

// Text is the notice in lang (Hebrew unless lang is English).
func (n Notice) Text(lang memo.Language) string {
	if lang == memo.English {
		return noticeTexts[n][1]
	}
	return noticeTexts[n][0]
}

// Reply is the notice as a reply to chat on channel, in lang.
func (n Notice) Reply(chat, channel string, lang memo.Language) memo.Reply {
	return memo.Reply{ChatID: chat, Text: n.Text(lang), Lang: lang, Tool: channel + "." + string(n), Success: false}
}
