package offline

import (
	"strconv"
	"strings"

	"github.com/memo-assistant/memo"
)

// Mail requests are read only when the whole message is one: "what's new
// in my mail", "read the one from Dana", "reply to Dana that I'll be
// late", "email avi@example.com: see you at 5", "mark it as read", and
// their Hebrew. A mail is always sent after a yes to its draft; what to
// write comes from the user's words only.
var (
	mailWord   = `(?:emails?|e-mails?|mails?|inbox|gmail)`
	reMailList = re(`^(?:what'?s|what is|anything) new in my ` + mailWord + `$|` +
		`^(?:check|show|show me|list|read|open|get)(?: me)? my ` + mailWord + `$|` +
		`^(?:do i have |are there |any )(?:any )?(?:new )?(?:emails?|mails?|e-mails?)$|` +
		`^מה חדש ב(?:מייל|מיילים|דואר|תיבת הדואר|ג׳ימייל|גימייל)(?: שלי)?$|` +
		`^(?:יש לי|יש|היו) (?:מיילים|מייל) (?:חדשים|חדש)$|` +
		`^(?:תראה|הראה|תציג|הצג|תבדוק|בדוק)(?: לי)? (?:את )?(?:ה)?(?:מיילים|דואר)(?: שלי)?$`)
	reMailUnread = re(`^(?:show|list|read|check)(?: me)?(?: my)? unread (?:emails?|mails?)$|^(?:any|do i have any) unread (?:emails?|mails?)$|` +
		`^(?:תראה|הראה|תציג|הצג)(?: לי)? (?:את )?(?:ה)?מיילים (?:ש)?(?:לא נקראו|שלא קראתי)$`)
	reMailFrom = re(`^(?:show(?: me)?|list|any|find|check)? ?(?:my )?(?:emails?|mails?) from (.+)$|` +
		`^(?:(?:תראה|הראה|תציג|הצג)(?: לי)? (?:את )?)?(?:ה)?מיילים (?:מ|של )(.+)$`)
	// reMailAbout asks whether mail came from someone or about something.
	reMailAbout = re(`^(?:did i get|have i got|did i receive|is there|was there|do i have|any)(?: an?| any)? (?:emails?|mails?|e-mails?)(?: from (.+?)| (?:about|regarding|with) (.+?))$|` +
		`^(?:check|search|look in)(?: my)? (?:emails?|mails?|inbox|gmail) for (?:an? |the )?(?:email from (.+?)|(.+?))$|` +
		`^(?:תבדוק|בדוק|תבדקי|תחפש|תחפשי)(?: לי)? (?:ב|את ה)(?:מייל|מיילים|דואר)(?: שלי)? (?:אם|האם) (?:הגיע|הגיעה|הגיעו|יש|קיבלתי)(?: מייל| הודעה)? (.+)$`)
	reMailLatest = re(`^(?:read|show|open)(?: me)? (?:my |the )?(?:latest|last|newest|most recent) (?:email|mail|e-mail)$|` +
		`^(?:תקרא|קרא|תקריא|הקרא|תראה|הראה|תפתח|פתח)(?: לי)? את (?:ה)?מייל (?:ה)?אחרון$`)
	reMailGetFrom = re(`^(?:read|open|show)(?: me)? (?:the (?:one|email|mail|message|latest email|last email)|(?:an? )?(?:email|mail)) from (.+)$|` +
		`^(?:תקרא|קרא|תקריא|הקרא|תפתח|פתח|תראה|הראה)(?: לי)? את (?:ה)?(?:מייל|הודעה|זה|זו|זאת)(?: האחרון| האחרונה)? (?:מ|של )(.+)$`)
	reMailGetIndex = re(`^(?:read|open|show)(?: me)? (?:the )?(?:email|mail) (?:number |#)?(\d{1,2})$|^(?:read|open)(?: me)? (?:email|mail)? ?(?:number |#)?(\d{1,2})$|` +
		`^(?:תקרא|קרא|תפתח|פתח)(?: לי)? את (?:ה)?(?:מייל )?(?:מספר )?(\d{1,2})$`)
	reMailMark = re(`^mark (it|this|that|this email|that email|the email|(?:email )?\d{1,2}) (?:as )?(read|unread)$|` +
		`^(?:סמן|תסמן)(?: את)?(?: (זה|אותו|אותה|המייל|מייל \d{1,2}|\d{1,2}))? (כנקרא|כלא נקרא)$`)
	reMailReply = re(`^(?:reply|respond|answer|write back) to (.+?)(?: saying| that|:)\s*(.+)$|` +
		`^(?:תענה|ענה|תעני|עני|תשיב|השב|תגיב|הגב) (?:ל|אל\s+)(\S+?(?:\s\S+)??)(?:\s+ש|\s*:\s*)(.+)$`)
	reMailSend = re(`^(?:please )?(?:send |write )?(?:an? )?(?:email|e-mail|mail) to (.+?)(?: about (.+?))?(?: saying| that|:)\s*(.+)$|` +
		`^(?:please )?email (.+?)(?: about (.+?))?(?: saying| that|:)\s*(.+)$|` +
		`^(?:please )?send (.+?) an? (?:email|e-mail|mail)(?: about (.+?))?(?: saying| that|:)\s*(.+)$`)
	reMailSendHE = re(`^(?:שלח|תשלח|שלחי|תשלחי|כתוב|תכתוב) (?:מייל|אימייל|דואר) (?:ל|אל\s+)(\S+?(?:\s\S+)??)(?: בנושא (.+?))?(?:\s*:\s*|\s+ש)(.+)$|` +
		`^(?:שלח|תשלח|שלחי|תשלחי|כתוב|תכתוב) (?:ל|אל\s+)(\S+?(?:\s\S+)??) (?:מייל|אימייל)(?: בנושא (.+?))?(?:\s*:\s*|\s+ש)(.+)$`)
	reMailSplit = compile(`\s*,\s*|\s+and\s+|\s+ו(?:גם\s+)?`)
)

// matchMail reads a mail request.
func matchMail(m *message) ([]memo.Step, bool, error) {
	step := func(op memo.Op, a memo.EmailArgs) ([]memo.Step, bool, error) {
		return []memo.Step{{Capability: memo.CapGmail, Operation: op, Email: &a}}, true, nil
	}
	emailsShown := m.numbered() != nil && m.numbered().Kind == memo.NumberedEmails
	if !emailsShown && !containsAny(m.low, mailWords...) {
		return nil, false, nil // no word any mail request needs
	}
	switch {
	case reMailList.MatchString(m.low):
		return step(memo.OpEmailList, memo.EmailArgs{})
	case reMailUnread.MatchString(m.low):
		return step(memo.OpEmailList, memo.EmailArgs{Filter: memo.EmailFilter{UnreadOnly: true}})
	case reMailLatest.MatchString(m.low):
		return step(memo.OpEmailLatest, memo.EmailArgs{})
	}
	if a, found, ok := mailFromSearch(m); ok {
		return step(memo.OpEmailList, a)
	} else if found {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	if g, ok := m.find(reMailFrom); ok {
		return step(memo.OpEmailList, memo.EmailArgs{Filter: memo.EmailFilter{From: firstNonEmpty(g[1:]...)}})
	}
	if g, ok := m.find(reMailAbout); ok {
		// "did I get an email from the bank", "check my email for the
		// invoice", "תבדוק במייל אם הגיעה החשבונית": a search.
		if from := trimWords(firstNonEmpty(g[1], g[3]), "the"); from != "" {
			return step(memo.OpEmailList, memo.EmailArgs{Filter: memo.EmailFilter{From: from}})
		}
		return step(memo.OpEmailList, memo.EmailArgs{Filter: memo.EmailFilter{TextContains: trimWords(firstNonEmpty(g[2], g[4], g[5]), "the")}})
	}
	if g, ok := m.find(reMailGetFrom); ok {
		return step(memo.OpEmailGet, memo.EmailArgs{Filter: memo.EmailFilter{From: firstNonEmpty(g[1:]...)}})
	}
	if g, ok := m.find(reMailGetIndex); ok {
		n, _ := strconv.Atoi(firstNonEmpty(g[1:]...))
		if g[1] != "" || g[3] != "" && strings.Contains(m.low, "מייל") || emailsShown {
			return step(memo.OpEmailGet, memo.EmailArgs{Index: n})
		}
	}
	if g, ok := m.find(reMailMark); ok {
		target := firstNonEmpty(g[1], g[3])
		read := g[2] == "read" || g[4] == "כנקרא"
		op := memo.OpEmailMarkUnread
		if read {
			op = memo.OpEmailMarkRead
		}
		a := memo.EmailArgs{Index: mailIndex(target)}
		if a.Index == 0 && !emailsShown {
			return nil, false, nil // "mark it as read" with no mail shown
		}
		return step(op, a)
	}
	if g, ok := m.find(reMailReply); ok {
		who, body := firstNonEmpty(g[1], g[3]), firstNonEmpty(g[2], g[4])
		a := memo.EmailArgs{Body: body, Index: mailIndex(who)}
		switch {
		case a.Index > 0:
		case isPronoun(who):
			if !emailsShown {
				return nil, false, nil
			}
		default:
			// The Hebrew form's ל/אל is outside the name's group.
			a.Filter.From = strings.TrimSpace(who)
		}
		return step(memo.OpEmailReplyPreview, a)
	}
	if saidForLater(m.raw) {
		return nil, false, nil // "email Avi about the contract at 5, remind me"
	}
	for _, r := range []*pattern{reMailSend, reMailSendHE} {
		g, ok := m.find(r)
		if !ok {
			continue
		}
		// Groups come in threes: recipients, subject, body.
		for i := 1; i+2 < len(g); i += 3 {
			if g[i] == "" {
				continue
			}
			if cutInTime(firstNonEmpty(g[i+1], g[i]), g[i+2]) {
				return nil, false, nil // "email Avi about the contract at 10:00, …": the colon of a time
			}
			var to []string
			for _, w := range reMailSplit.Split(g[i], -1) {
				if w = strings.TrimSpace(w); w != "" {
					to = append(to, w)
				}
			}
			return step(memo.OpEmailSendPreview, memo.EmailArgs{To: to, Subject: g[i+1], Body: g[i+2]})
		}
	}
	return nil, false, nil
}

// cutInTime reports whether a colon read as the one before a mail's body
// stood inside a time instead: what came before it ends in a digit and
// the body starts with one ("… at 10" and "00, as a reminder").
func cutInTime(before, body string) bool {
	before = strings.TrimSpace(before)
	return before != "" && body != "" && before[len(before)-1] >= '0' && before[len(before)-1] <= '9' && body[0] >= '0' && body[0] <= '9'
}

// mailIndex reads "2", "email 2", "מייל 2"; 0 when it is no number.
func mailIndex(s string) int {
	s = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(s, "email "), "מייל "))
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0
	}
	return n
}

func isPronoun(s string) bool {
	switch toLower(s) {
	case "it", "this", "that", "this email", "that email", "the email", "him", "her", "them", "זה", "לזה", "אותו", "אותה", "המייל", "לו", "לה":
		return true
	}
	return false
}

func firstNonEmpty(vs ...string) string {
	for _, v := range vs {
		if v != "" {
			return v
		}
	}
	return ""
}

// mailWords are the words every mail request holds one of (a superset):
// a message with none is no mail request.
var mailWords = []string{"mail", "inbox", "read", "open", "mark", "reply", "respond", "answer", "write back",
	"מייל", "דואר", "ימייל", "תקרא", "קרא", "תפתח", "פתח", "סמן", "תענה", "ענה", "תעני", "עני", "תשיב", "השב", "תגיב", "הגב"}
