package offline

import "strings"

// headingParticle takes a particle or a word of address off a list's
// heading, before its colon: "grocery list po: rice, eggs", "shopping
// list bro: milk". It closes the heading, no word of the list's name and
// none of its first item.
func headingParticle(text string) string {
	i := strings.IndexByte(text, ':')
	if i < 0 || i > 60 {
		return text
	}
	fs := strings.Fields(text[:i])
	n := len(fs)
	if n < 2 {
		return text
	}
	if last := toLower(fs[n-1]); !closingParticles[last] && !addressTags[last] {
		return text
	}
	if prev := toLower(fs[n-2]); prev != "list" && prev != "lists" {
		return text // "call mum po: …" is no heading
	}
	return strings.Join(fs[:n-1], " ") + text[i:]
}
