package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A search for mail by its sender, asked as people ask it: "find the email
// from bezeq", "any emails from the school?", "check if the bank emailed
// me", "תחפש לי מייל מבזק", "תמצא את המייל מהבנק", "יש מייל מדני?". The
// sender is the name after "from"/"מ"; nothing else is read into it.

var (
	reMailFindFrom = re(`^(?:(?:can|could) you |please |pls )?(?:find|search(?: for)?|look(?:ing)? for|look up|pull up|dig up|locate|get)(?: me)? ` +
		`(?:the |an? |my |that |any |all )?(?:emails?|e-mails?|mails?)(?: that came)? from (.+)$|` +
		`^(?:any|got any|do i have any|are there any)(?: new)? (?:emails?|e-mails?|mails?) from (.+)$|` +
		`^(?:check|see|look)(?: if| whether) (.+?) (?:has )?(?:e-?mailed|mailed|sent)(?: me)?(?: an? (?:email|mail)| anything)?$|` +
		`^(?:did|has) (.+?) (?:e-?mail(?:ed)?|mail(?:ed)?) me(?: yet| back)?$`)
	reMailFindFromHE = re(`^(?:תחפש|תחפשי|חפש|חפשי|תמצא|תמצאי|מצא|מצאי|תביא|תביאי|תשלוף|תשלפי|תבדוק|תבדקי|בדוק)(?: לי)? (?:את )?(?:ה)?(?:מייל|מיילים|אימייל|אימיילים)(?: ש(?:הגיע|הגיעו|קיבלתי|שלחו(?: לי)?))? (?:מאת |של |מ-?)(\S.*)$|` +
		`^(?:יש|היה|הגיע|הגיעו|קיבלתי|יש לי|היה לי|הגיע לי)(?: איזה| איזשהו)? (?:מייל|מיילים|אימייל)(?: חדש| חדשים)? (?:מאת |של |מ-?)(\S.*)$|` +
		`^(?:תבדוק|תבדקי|בדוק)(?: לי)? (?:אם|האם) (.+?) (?:שלח|שלחה|שלחו)(?: לי)? (?:מייל|אימייל)$`)
)

// reMailThingFrom is a thing looked for in the mail, and its sender:
// "תחפש לי במייל את החשבונית מבזק", "search my email for the invoice from
// bezeq". Its groups are the thing and the sender.
var reMailThingFrom = re(`^(?:תחפש|תחפשי|חפש|חפשי|תמצא|תמצאי|תבדוק|תבדקי)(?: לי)? (?:במייל|באימייל|בתיבה|בג'ימייל|בגימייל)(?: שלי)? (?:את )?(\S+(?: \S+)?) (?:מאת |של |מ-?)(\S.*)$|` +
	`^(?:(?:can|could) you |please |pls )?(?:search|check|look through)(?: in)? (?:my |the )?(?:e-?mails?|mails?|inbox|gmail) for (?:the |an? |my )?(\S+(?: \S+)?) from (.+)$`)

// mailFromSearch reads a search for mail from a sender, and what it is
// about when said ("find the email from Dana about the contract"). found
// is true when the message asks for one; ok is false when the sender
// cannot be told ("find emails from yesterday" names a day).
func mailFromSearch(m *message) (a memo.EmailArgs, found, ok bool) {
	if g, ok := m.find(reMailThingFrom); ok {
		thing, from := firstNonEmpty(g[1], g[3]), firstNonEmpty(g[2], g[4])
		from = strings.Trim(trimWords(from, "the", "my", "our"), ` "'“”„?!.,`)
		if from == "" || len(strings.Fields(from)) > 4 || isPronoun(from) || m.saysTime(from) || m.saysTime(thing) {
			return memo.EmailArgs{}, true, false
		}
		return memo.EmailArgs{Filter: memo.EmailFilter{From: from, TextContains: strings.TrimPrefix(thing, "ה")}}, true, true
	}
	g, found := m.find(reMailFindFrom)
	if !found {
		if g, found = m.find(reMailFindFromHE); !found {
			return memo.EmailArgs{}, false, false
		}
	}
	from := firstNonEmpty(g[1:]...)
	about := ""
	if loc := reMailAboutTail.FindStringIndex(toLower(from)); loc != nil && len(toLower(from)) == len(from) {
		from, about = from[:loc[0]], strings.TrimSpace(from[loc[1]:])
	}
	from = strings.Trim(trimWords(from, "the", "my", "our"), ` "'“”„?!.,`)
	about = trimWords(about, "the", "my", "our")
	if from == "" || len(strings.Fields(from)) > 4 || isPronoun(from) || m.saysTime(from) || about != "" && m.saysTime(about) {
		return memo.EmailArgs{}, true, false
	}
	return memo.EmailArgs{Filter: memo.EmailFilter{From: from, TextContains: about}}, true, true
}

// reMailAboutTail is what a mail is about, said after its sender.
var reMailAboutTail = compile(`\s+(?:about|regarding|re:?|on|בנושא|לגבי|בקשר\s+ל-?|על)\s+`)
