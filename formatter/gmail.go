package formatter

import (
	"net/mail"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// mailShown is the most of a mail's body a reply shows.
const mailShown = 1500

// gmail renders a gmail result. Mail text is the sender's: it is shown
// as text, never read as anything else.
func (w *writer) gmail(step memo.Step, res memo.Result) string {
	var mails []memo.Email
	for _, it := range res.Items {
		if e, ok := it.(memo.Email); ok {
			mails = append(mails, e)
		}
	}
	switch res.Operation {
	case memo.OpEmailList:
		return w.mailList(mails, len(res.Meta.Summaries) > 0)
	case memo.OpEmailLatest, memo.OpEmailGet:
		if len(mails) == 0 {
			return w.pick("📭 Your inbox is empty.", "📭 תיבת הדואר ריקה.")
		}
		return w.mail(mails[0])
	case memo.OpEmailMarkRead:
		return w.pick("✅ Marked as read.", "✅ סימנתי כנקרא.")
	case memo.OpEmailMarkUnread:
		return w.pick("✅ Marked as unread.", "✅ סימנתי כלא נקרא.")
	case memo.OpEmailSendConfirm, memo.OpEmailReplyConfirm:
		to := ""
		if len(mails) > 0 {
			to = strings.Join(mails[0].To, ", ")
		}
		if res.Operation == memo.OpEmailReplyConfirm {
			return w.pick("↩️ Reply sent to ", "↩️ התשובה נשלחה אל ") + w.user(to) + "."
		}
		return w.pick("✉️ Sent to ", "✉️ נשלח אל ") + w.user(to) + "."
	}
	return w.pick("✅ Done.", "✅ בוצע.")
}

// mailList renders mails as a numbered list and remembers it, so "read
// the 2nd" finds the mail.
func (w *writer) mailList(mails []memo.Email, more bool) string {
	if len(mails) == 0 {
		return w.pick("📭 No emails found.", "📭 לא נמצאו מיילים.")
	}
	n := &memo.NumberedList{Capability: memo.CapGmail, Kind: memo.NumberedEmails}
	rows := []string{w.pick("📬 Your emails:", "📬 המיילים שלך:")}
	for i, e := range mails {
		dot := ""
		if e.Unread {
			dot = "• "
		}
		rows = append(rows, itoa(i+1)+". "+dot+w.bold(subject(e, w))+" — "+w.user(sender(e.From))+" · "+w.when(e.Date))
		n.IDs = append(n.IDs, e.ID)
		n.Titles = append(n.Titles, subject(e, w))
	}
	w.numbered = n
	rows = append(rows, "", w.pick("_Say “read 2” or “reply to 1 that …”._", "_אפשר לכתוב „תקרא את 2” או „תענה ל-1 ש…”._"))
	if more {
		rows = append(rows, w.pick("_There are more; ask for older emails to see them._", "_יש עוד; אפשר לבקש מיילים ישנים יותר._"))
	}
	return strings.Join(rows, "\n")
}

// mail renders one mail with its body, cut for a chat.
func (w *writer) mail(e memo.Email) string {
	body := strings.TrimSpace(e.Body)
	if body == "" {
		body = e.Snippet
	}
	cut := e.Truncated
	if len(body) > mailShown {
		i := mailShown
		for i > 0 && !utf8.RuneStart(body[i]) {
			i--
		}
		body, cut = body[:i], true
	}
	rows := []string{"📧 " + w.bold(subject(e, w)), w.pick("From: ", "מאת: ") + w.user(e.From), w.when(e.Date), "", w.user(body)}
	if cut {
		rows = append(rows, w.pick("_(cut — the rest is in Gmail)_", "_(קוצר — ההמשך ב-Gmail)_"))
	}
	w.numbered = &memo.NumberedList{Capability: memo.CapGmail, Kind: memo.NumberedEmails, IDs: []string{e.ID}, Titles: []string{subject(e, w)}}
	return strings.Join(rows, "\n")
}

// confirmSend shows the draft and asks before sending it.
func (w *writer) confirmSend(step memo.Step) string {
	if step.Email == nil || step.Email.Draft == nil {
		return w.pick("Send it? (yes / no)", "לשלוח? (כן / לא)")
	}
	d := step.Email.Draft
	rows := []string{w.pick("✉️ Here is the draft:", "✉️ הנה הטיוטה:"), w.pick("To: ", "אל: ") + w.user(strings.Join(d.To, ", "))}
	if len(d.Cc) > 0 {
		rows = append(rows, w.pick("Cc: ", "עותק: ")+w.user(strings.Join(d.Cc, ", ")))
	}
	if len(d.Bcc) > 0 {
		// The blind copies are shown too: a confirmation must show every
		// address the mail will go to.
		rows = append(rows, w.pick("Bcc: ", "עותק מוסתר: ")+w.user(strings.Join(d.Bcc, ", ")))
	}
	if d.Subject != "" {
		rows = append(rows, w.pick("Subject: ", "נושא: ")+w.user(d.Subject))
	}
	rows = append(rows, "", w.user(d.Body), "", w.pick("Send it? (yes / no)", "לשלוח? (כן / לא)"))
	return strings.Join(rows, "\n")
}

func subject(e memo.Email, w *writer) string {
	if strings.TrimSpace(e.Subject) == "" {
		return w.pick("(no subject)", "(ללא נושא)")
	}
	return e.Subject
}

// sender is the name of an address, or the address.
func sender(from string) string {
	if p, err := mail.ParseAddress(from); err == nil {
		if p.Name != "" {
			return p.Name
		}
		return p.Address
	}
	return from
}
