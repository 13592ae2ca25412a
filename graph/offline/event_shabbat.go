package offline

import "strings"

// An event named for the Saturday it is held on, told with that Saturday
// as its day: "שבת חתן אצל משפחת פרידמן בשבת הזאת", "שבת בר מצווה של יונתן
// בשבת הבאה". The "שבת" that opens the name is no day when the day is said
// again after it ("בשבת הזאת"); the time reader would take the first and
// leave the second in the title. Such a Saturday is the whole day.

// shabbatMark stands for the "שבת" of a name while the time is read.
const shabbatMark = "shabbatname"

var (
	// reShabbatName is "שבת" opening an event's text, with the next word
	// a noun: not a word of time, not a demonstrative ("שבת הזאת"), not a
	// word with a preposition ("שבת בבוקר").
	reShabbatName = compile(`^שבת\s+([^\sבלמה\d][^\s]*)`)
	// reShabbatDay is the Saturday said as the day, after the name.
	reShabbatDay = compile(`(?:^|\s)(?:ב|ל)-?שבת(?:\s|$)|(?:^|\s)שבת\s+(?:הזאת|הזו|הקרובה|הבאה)(?:\s|$)`)
)

// maskShabbatName returns text with the "שבת" of a name at its head
// marked, so the day is read from where it is said again; text and false
// when it opens with none.
func maskShabbatName(text string) (string, bool) {
	t := strings.TrimSpace(strings.TrimLeft(text, " :,-–—"))
	g := reShabbatName.FindStringSubmatchIndex(t)
	if g == nil || reTimeWord.MatchString(t[g[2]:g[3]]) || !reShabbatDay.MatchString(t[g[1]:]) {
		return text, false
	}
	return shabbatMark + t[len("שבת"):], true
}

// unmaskShabbatName puts the name's "שבת" back in title.
func unmaskShabbatName(title string) string {
	return strings.Replace(title, shabbatMark, "שבת", 1)
}
