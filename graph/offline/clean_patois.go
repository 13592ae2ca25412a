package offline

import "strings"

// Jamaican patois phrases that readDialect's word-by-word reading cannot
// place, said here as the grammar's before it runs (see readCreole):
//   - "wha deh pon …", "wah dey inna …" opening a question is "what's on
//     …" ("Wha deh pon mi shopping list now?"), as the Pidgin "wetin dey"
//     is;
//   - "seh" after a verb of knowing or saying is "that": "remember seh mi
//     bus number is 42";
//   - "yuh" opening a request before "can", "could" or "will" is "you",
//     asked ("Yuh can remember seh …": can you remember that …);
//   - "ting" after a word that follows "the", "di", "dat" or "that" is
//     "thing" ("cancel di church ting"), so the thing is named as "that
//     auction thing" is;
//   - "an" between a number and the article "di" is "and" ("… is 42 an di
//     route is …"), and "di" after it "the".
// A capitalised "Ting" or "Seh" is a name and stays; "seh" after any
// other word, "yuh" anywhere else, are left as typed.

var (
	// rePatoisWhatsOn is "wha deh pon", opening the text or a sentence.
	rePatoisWhatsOn = compile(`(?i)(^|[.!?]\s+)(?:wha|wah|what)\s+(?:deh|dey)\s+(?:(?:pon|on|inna|in)\s+)?`)
	// rePatoisSeh is "seh" after a verb of knowing or saying.
	rePatoisSeh = compile(`(?i)\b(remember|rememba|memba|know|forget|note|say|said|tell\s+\S+)\s+seh\b`)
	// rePatoisYuh is "yuh" opening the text before a modal.
	rePatoisYuh = compile(`(?i)^yuh\s+(can|could|will|would|cyan)\b`)
	// rePatoisTing is "ting" after the word an article or "that" stands
	// before, or right after one.
	rePatoisTing = compile(`\b((?:the|di|dat|that)\s+(?:[a-z]+\s+)?)ting\b`)
	// rePatoisAnDi is "an di" after a number or a word: "… 42 an di route".
	rePatoisAnDi = compile(`(\S)\s+an\s+di\s+([a-z])`)
)

// patois says the patois phrases of s in the grammar's words (see above).
func patois(s string) string {
	low := lower(s)
	if len(low) != len(s) || !containsAny(low, " deh ", " dey ", "seh", "yuh", "ting", " an di ") {
		return s
	}
	s = rePatoisWhatsOn.ReplaceAllString(s, "${1}what's on ")
	s = rePatoisSeh.ReplaceAllString(s, "$1 that")
	s = rePatoisYuh.ReplaceAllString(s, "$1 you") // "yuh could remind me": asked, as "could you"
	s = rePatoisTing.ReplaceAllString(s, "${1}thing")
	s = rePatoisAnDi.ReplaceAllString(s, "$1 and the $2")
	return strings.TrimSpace(s)
}
