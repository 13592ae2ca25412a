package offline

import "strings"

// A time corrected inside the request it sets, by the time it is not and
// the time it is: "remind me monday not at 3 but at 4 to take out the
// trash", "תזכיר לי ביום שני לא בשלוש אלא בארבע לשים זבל". Only the time
// it is stays; the denied one is no word of the request or its title.
// Both must be times and nothing else ("not milk but oat milk" is no
// time); said alone, such a correction is deniedTime's.

var (
	reNotButEN = compile(`(?i)(^|\s)not\s+((?:at\s+|on\s+)?[\p{L}\p{N}:.]+(?:\s*(?:am|pm|o'?clock))?)\s*,?\s+but\s+((?:at\s+|on\s+)?[\p{L}\p{N}:.]+(?:\s*(?:am|pm|o'?clock))?)(\s|[,.!]|$)`)
	reNotButHE = compile(`(^|\s)לא\s+((?:ב|ביום\s+)-?[\p{Hebrew}\p{N}:.]+(?:\s+(?:וחצי|ורבע|בערב|בבוקר|בצהריים))?)\s*,?\s+אלא\s+((?:ב|ביום\s+)-?[\p{Hebrew}\p{N}:.]+(?:\s+(?:וחצי|ורבע|בערב|בבוקר|בצהריים))?)(\s|[,.!]|$)`)
)

// deniedInside writes text with a time denied inside it (see the file
// comment) left out: "… not at 3 but at 4 …" as "… at 4 …". Text is
// returned as it was when the two are not both times.
func deniedInside(text string) string {
	if !containsAny(lower(text), "but", "אלא") {
		return text
	}
	for _, rx := range []*pattern{reNotButEN, reNotButHE} {
		g := rx.FindStringSubmatchIndex(text)
		if g == nil {
			continue
		}
		denied, meant := text[g[4]:g[5]], text[g[6]:g[7]]
		if !timeAlone(denied) || !timeAlone(meant) {
			continue
		}
		return strings.TrimSpace(text[:g[3]] + meant + text[g[7]:])
	}
	return text
}
