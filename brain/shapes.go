package brain

import "regexp"

// A memory that holds a web address or a mail address answers a question
// about "the address" or "the link" of a thing even when it does not say
// the word: "ה-VPN של העבודה זה vpn.acme.co.il" is what "מה הכתובת של
// ה-vpn?" asks about. The memory earns the words of what its values are.

// reLinkValue is a web address, a host name or a mail address.
var reLinkValue = regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}@.])(?:https?://\S+|www\.\S+|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|il|gov|edu|app|dev|me|info|biz|ai)(?:[/:]\S*)?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)(?:[^\p{L}\p{N}]|$)`)

// linkWords are the words a memory holding a link earns.
const linkWords = "address link"

// shapeWords returns the words texts earn by the shape of the values they
// hold, "" when none.
func shapeWords(texts ...string) string {
	for _, t := range texts {
		if reLinkValue.MatchString(t) {
			return linkWords
		}
	}
	return ""
}
