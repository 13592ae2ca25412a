package offline

import "strings"

// Hawaiian Pidgin and learners' English, read by the creole reader
// (readDialect) with the words of dialectSpellings, only where English
// could not have them:
//   - "fo" is "to" after a word that asks for a deed and before a verb
//     ("remind me fo call da landlord", "need fo pay"); "Fo Lee" and "fo
//     sho" stay;
//   - "da" is "the" where "di" would be, after a preposition, a command's
//     verb or the verb "fo" asks ("call da landlord", "on da shopping
//     list", "fo water da plants"), before a word in lower case that is
//     no name's; "da vinci", "da silva" stay;
//   - "remembah" is "remember" wherever it stands, and "member" opening a
//     message before "my", "da" or "fo" ("member my locker code …";
//     "member that time we went to eilat" stays);
//   - "stay" between a thing kept and its value is "is" ("remembah my
//     locker code stay 2231"), only in a message that keeps it; "stay
//     home tomorrow" stays;
//   - "one" after "I have" or "I get" is "a" ("I get one doctor
//     appointment friday 10am", read as "I have" by pidgin); "add one
//     egg" keeps its number.

// hawaiiGate holds a piece of each word this file reads, for
// mayBeDialect.
var hawaiiGate = []string{" fo ", "da ", "remembah", "member ", "Member ", " stay ", " one "}

// hawaiiKeepVerbs are the words of keeping before a thing whose value
// "stay" gives.
var hawaiiKeepVerbs = wordSet(`remember remembah rememba memba member save note keep`)

// hawaiiFoAfter are the words after which "fo" asks for a deed.
var hawaiiFoAfter = wordSet(`me remember remembah rememba memba member need forget want have got gotta time going try`)

// hawaiiNotArticle are the words after which "da" is a name's: "da vinci",
// "da silva", "da costa".
var hawaiiNotArticle = wordSet(`vinci silva costa cunha nang bomb bears best man kine`)

// hawaiiWord reports whether the Hawaiian or learner's spelling w at i in
// fields is the standard word, and whether w is one this file reads.
func hawaiiWord(fields []string, i int, w, prev, nxt string) (read, ok bool) {
	switch w {
	case "fo":
		return fields[i] == w && i > 0 && hawaiiFoAfter[prev] && nxt != "" && lowerWord(nxt) && !strings.ContainsAny(nxt, "0123456789") && nxt != "sho" && nxt != "real", true
	case "da":
		return fields[i] == w && i+1 < len(fields) && lowerWord(fields[i+1]) && !hawaiiNotArticle[nxt] &&
			(dialectBefore[prev] || isDialectVerb(prev) || hawaiiKeepVerbs[prev] || i >= 2 && (fields[i-2] == "fo" || fields[i-2] == "to")), true
	case "remembah":
		return true, true
	case "member":
		return i == 0 && (nxt == "my" || nxt == "da" || nxt == "fo"), true
	case "stay":
		return i >= 2 && fields[i] == w && strings.ContainsAny(nxt, "0123456789") && !dialectNotNoun[prev] &&
			!triniNotThing[prev] && keptBefore(fields[:i-1]), true
	case "one":
		return fields[i] == w && i == 2 && (prev == "have" || prev == "get") && (toLower(fields[0]) == "i" || toLower(fields[0]) == "we") &&
			nxt != "" && lowerWord(nxt) && nxt != "of" && nxt != "more" && nxt != "day", true
	}
	return false, false
}

// keptBefore reports whether ws hold a word of keeping ("remembah my
// locker code …").
func keptBefore(ws []string) bool {
	for _, w := range ws {
		if hawaiiKeepVerbs[toLower(strings.TrimRight(w, ",.:;!?"))] {
			return true
		}
	}
	return false
}
