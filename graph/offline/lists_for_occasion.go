package offline

import "strings"

// A thing added with what it is for — the Hebrew construct ("תוסיפי גם
// נרות שבת", "ארוחת שישי"), ל glued to an occasion ("תוסיפי גם יין לשבת",
// "תוסיף גם בלונים למסיבה") or "for" before one ("add wine for shabbat
// too") — is a thing for a list, never an event: "שבת" and "מסיבה" are
// words of an event, but here they say what the item is for, not when
// anything happens. An event's own noun in the thing ("תוסיף פגישה עם דני
// בשבת בעשר", "תוסיף ארוחה לשבת"), a day said with ב ("תוסיף גם ריצה
// בשבת") or the calendar named ("add dinner with mom on saturday at 8 to
// my calendar") keep the event. With a list in view the thing goes on it;
// with none, groceries go on the shopping list as "תוסיפי שמן זית לשבת"
// does, and anything else is declined as "תוסיף חלב" is.

// constructDays are the day words a Hebrew noun binds to in its
// construct: "נרות שבת", "ארוחת שישי".
var constructDays = wordSet(`שבת שישי`)

// constructNotNoun are the words before a bare day word that make it a
// day after all: a word of time ("ערב שבת", "מוצאי שבת", "יום שישי"), a
// quantifier or a preposition ("כל שבת", "עד שישי").
var constructNotNoun = wordSet(`יום ערב ליל מוצאי מוצ"ש צהרי בוקר סוף כל עד אחרי לפני מאז מ של עם או ו גם כבר הזה הזאת`)

// itemForOccasion reports whether rest, the words after a verb of adding,
// name a thing and what it is for, and no event (see above).
func itemForOccasion(rest string) bool {
	t := strings.TrimRight(strings.TrimSpace(rest), ".!")
	t = trimTrailingWords(trimWords(t, "also", "גם", "את"), "too", "as well", "also", "גם")
	item := purposeOff(t)
	if item == t {
		item = constructDayOff(t)
	}
	return item != t && item != "" && !hasEventNoun(item) && !namesTime(item)
}

// constructDayOff takes a bare day word closing s off when it is bound
// to the Hebrew noun before it ("נרות שבת" → "נרות"); s as it is
// otherwise.
func constructDayOff(s string) string {
	ws := strings.Fields(s)
	if len(ws) < 2 {
		return s
	}
	last, prev := ws[len(ws)-1], ws[len(ws)-2]
	if !constructDays[last] || constructNotNoun[prev] || !hebrewText(prev) {
		return s
	}
	return strings.Join(ws[:len(ws)-1], " ")
}
