package offline

import "strings"

// Events told with a street address: "job at 14 Maple st tomorrow 8am",
// "drain cleaning at 77 Pine Ct monday 9-11", "תיקון דוד ברחוב הרצל 12 מחר
// ב-8". A number and a street said together are where the thing is held,
// never an hour ("at 14" is no 14:00 before "Maple st"), so the address
// is cut before the time is read and kept as the event's place and at the
// end of its title. Only a street word makes it an address: "at 14" alone
// is an hour, "room 12" a name.

var (
	// reAddressEN is a house number, up to three words of a street's name
	// and a street word, with "at" or "@" before it or not.
	reAddressEN = compile(`(?i)(?:^|\s)(?:(?:at|@)\s*)?(\d{1,5}[a-z]?\s+((?:[\p{L}][\p{L}'.-]*\s+){1,3})(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|ct|court|pl|place|way|ter|terrace|pkwy|parkway|hwy|highway|cir|circle|sq|square)\.?)(?:$|[\s,;!?])`)
	// reAddressHE is a street word, up to three words of its name and the
	// house number, with "ב" or "ל" before it: "ברחוב הרצל 12", "בשדרות
	// רוטשילד 5", "ברח' בן יהודה 30א".
	reAddressHE = compile(`(?:^|\s)(?:ב|ל)-?((?:רחוב|רח'|רח׳|שדרות|שד'|שד׳|דרך|סמטת|כיכר)\s+((?:\p{Hebrew}[\p{Hebrew}'"׳״-]*\s+){1,3})\d{1,4}\p{Hebrew}?)(?:$|[\s,;.!?])`)
)

// cutAddress finds a street address in text and returns it (without the
// "at" or "ב" before it) and text without it; "" and text when there is
// none, or when a word of its name is a word of time.
func cutAddress(text string) (string, string) {
	if !strings.ContainsAny(text, "0123456789") {
		return "", text
	}
	low := toLower(text)
	if len(low) != len(text) {
		return "", text
	}
	g := reAddressEN.FindStringSubmatchIndex(low)
	if g == nil {
		g = reAddressHE.FindStringSubmatchIndex(low)
	}
	if g == nil || !streetName(strings.TrimSpace(low[g[4]:g[5]])) {
		return "", text
	}
	addr := strings.TrimSpace(text[g[2]:g[3]])
	end := g[1]
	if end > g[3] {
		end = g[3] // keep the space or mark after it
	}
	return addr, strings.TrimSpace(strings.TrimSpace(text[:g[0]]) + " " + strings.TrimSpace(text[end:]))
}

// placeTitle is title with the address said at its end, in the address's
// language: "water heater install, 14 Maple st", "תיקון דוד ברחוב הרצל 12"
// ("at 14" in a title would be an hour left unread).
func placeTitle(title, addr string) string {
	if hebrewText(addr) {
		return title + " ב" + addr
	}
	return title + ", " + addr
}

// notStreetWord are words that make no street's name: "at 8 at her place",
// "at 7 in my court" say an hour and something else.
var notStreetWord = wordSet(`a an the my our his her their your at in on to for of with and or by from this that it
	is are be me us them him you we they i am pm o'clock`)

// streetName reports whether name, the words between a house number and a
// street word, can be a street's name: no word of time, no word of grammar,
// no one's ("at 5 Dana's place").
func streetName(name string) bool {
	if reTimeWord.MatchString(name) {
		return false
	}
	for _, w := range strings.Fields(name) {
		if notStreetWord[w] || strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") {
			return false
		}
	}
	return true
}
