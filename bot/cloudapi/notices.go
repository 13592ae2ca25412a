package cloudapi

import (
	"context"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// notice is a reply the channel gives itself, without running a turn.
type notice string

// Notices, each also the Tool of the reply ("cloud.<notice>").
const (
	noticeRefused     notice = "refused"
	noticeVoiceOff    notice = "voice_unsupported"
	noticeVoiceFailed notice = "voice_failed"
	noticeVoiceLong   notice = "voice_too_large"
	noticeVoiceEmpty  notice = "voice_empty"
	noticeNoCaption   notice = "image_without_caption"
	noticeUnsupported notice = "unsupported"
	noticeTooLong     notice = "too_long"
	noticeEmpty       notice = "empty"
	noticeBusy        notice = "busy"
	noticeStaleChoice notice = "stale_choice"
	noticeInterrupted notice = "interrupted"
)

// notices holds each notice's text: Hebrew, English.
var notices = map[notice][2]string{
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
		"ההודעה הקולית גדולה מדי בשבילי. אפשר לשלוח הודעה קצרה יותר, או לכתוב לי.",
		"That voice message is too large for me. Please send a shorter one, or write to me.",
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
	noticeStaleChoice: {
		"השאלה הזו כבר לא פתוחה — מה תרצה לעשות?",
		"That question is no longer open — what would you like to do?",
	},
	noticeInterrupted: {
		"סליחה, הופעלתי מחדש באמצע הטיפול בהודעה האחרונה שלך. כדאי לבדוק ולשלוח אותה שוב אם צריך.",
		"Sorry, I was restarted while handling your last message. Please check, and send it again if needed.",
	},
}

// text is the notice in lang.
func (n notice) text(lang memo.Language) string {
	if lang == memo.English {
		return notices[n][1]
	}
	return notices[n][0]
}

// reply is the notice as a reply to chat in lang.
func (n notice) reply(chat string, lang memo.Language) memo.Reply {
	return memo.Reply{ChatID: chat, Text: n.text(lang), Lang: lang, Tool: "cloud." + string(n), Success: false}
}

// Pacing of the notices the webhook gives.
const (
	refusalEvery     = 24 * time.Hour // a number not allowed is told once a day
	precheckEvery    = time.Minute    // "too long"
	busyEvery        = time.Minute    // "wait"
	unsupportedEvery = time.Hour      // "I can only read text and voice"
	noticeTimeout    = 30 * time.Second
	noticeDrain      = 5 * time.Second
	// DefaultNoticeQueue is how many notices may wait for Run.
	DefaultNoticeQueue = 64
)

// job is a message the channel sends from Run: a notice the webhook gave,
// or an alert for the operator.
type job struct {
	chat string
	n    notice
	// text, when not empty, is sent instead of n's text (an alert), in
	// lang.
	text string
	lang memo.Language
	// hint is the start of the message a notice answers, which tells its
	// language.
	hint  string
	whom  string // who it is remembered for
	every time.Duration
}

// enqueue queues j for Run without blocking: with the queue full it is
// dropped and logged, so a flood cannot grow it.
func (c *Channel) enqueue(j job) {
	select {
	case c.jobs <- j:
	default:
		c.log.Warn("notice dropped: queue full", "chat", j.chat, "notice", string(j.n))
	}
}

// once reports whether what may be said to whom now, at most once per
// every. When the store fails it says yes: a second notice is better than
// none.
func (c *Channel) once(ctx context.Context, what, whom string, every time.Duration) bool {
	first, err := c.cfg.Once.Claim(ctx, "cloud:"+what+":"+whom, every)
	if err != nil {
		c.log.Warn("remember notice", "what", what, "err", err)
		return true
	}
	return first
}

// runJob sends j unless it was said to j.whom within j.every.
func (c *Channel) runJob(ctx context.Context, j job) {
	ctx, cancel := context.WithTimeout(ctx, noticeTimeout)
	defer cancel()
	if j.every > 0 && !c.once(ctx, string(j.n), j.whom, j.every) {
		return
	}
	var err error
	if j.text != "" && c.cfg.Alerts != nil {
		// An alert goes where the operator last wrote, maybe the other
		// channel.
		_, err = c.cfg.Alerts.SendText(ctx, j.chat, j.text)
	} else if j.text != "" {
		_, err = c.start(ctx, j.chat, "alert", j.text, j.lang, nil)
	} else {
		// A notice answers a message just received: the window is open,
		// though a stranger's or a refused message did not record it.
		lang := c.lang(ctx, memo.Inbound{ChatID: j.chat, Text: j.hint})
		_, err = c.sendText(ctx, j.chat, "notice", j.n.text(lang), lang, nil)
	}
	if err != nil {
		c.log.Error("send notice", "chat", j.chat, "notice", string(j.n), "err", err)
	}
}

// hint is the start of text, enough to tell its language.
func hint(text string) string {
	if len(text) <= 200 {
		return text
	}
	return strings.ToValidUTF8(text[:200], "")
}
