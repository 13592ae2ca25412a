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

// rePhoneValue is a phone number as people write it: a leading 0 or +,
// then 8 to 12 more digits, in groups split by a space or a dash
// ("050-1234567", "+972 50 123 4567"). A memory that holds one earns the
// words of a phone: "ronnie's mom is Dana 050-…" answers "her number".
var rePhoneValue = regexp.MustCompile(`(?:^|[^\p{L}\p{N}+])(?:\+|0)\d{1,4}(?:[\s-]?\d{2,4}){2,4}(?:[^\p{L}\p{N}]|$)`)

// shapeWords returns the words texts earn by the shape of the values they
// hold, "" when none.
func shapeWords(texts ...string) string {
	var out string
	for _, t := range texts {
		if reLinkValue.MatchString(t) {
			out = linkWords
			break
		}
	}
	for _, t := range texts {
		if m := rePhoneValue.FindString(t); m != "" && phoneDigits(m) >= 9 && phoneDigits(m) <= 13 {
			return joinTerms(out, phoneWords)
		}
	}
	return out
}

// phoneDigits counts the digits of s.
func phoneDigits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}
