package offline

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A day word spelt as it sounds, or one slip off, said where a day stands
// in a reminder — right after "תזכיר לי" / "remind me" and right before its
// hour, with the thing after ("תזכיר לי מכר ב-9 לשלם ארנונה", "תזכיר לי
// חמשי ב-9 …", "remind me tomorrox at 9 to pay rent") — is that day. Short
// Hebrew words near a day word are words of their own ("מכר", "הים",
// "שבט"), so the place is what tells: elsewhere they stay as they are
// (mendDay and slipInTitle mend and refuse only the longer slips). Where
// two days are as near, or the word is one that can stand there in its
// own sense ("מהר", quickly), the message is declined (dayPlaceUnsure),
// never read with the word in its title.

// placeDays are the day words a reminder says in its day's place; a
// Hebrew weekday also with its "ב" ("בחמישי").
var placeDays = func() []string {
	out := []string{"מחר", "מחרתיים", "היום", "הערב", "הלילה", "הבוקר", "שבת", "בשבת",
		"today", "tomorrow", "tonight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
	for _, d := range heWeekdays {
		if d != "שבת" {
			out = append(out, d, "ב"+d)
		}
	}
	return out
}()

// dayPlaceFits are words near a day word that say something of their own
// in a day's place: "תזכיר לי מהר ב-9" may be "remind me quickly".
var dayPlaceFits = wordSet(`מהר`)

// remindHeads are the verbs that, with "לי" / "me" after them, put a day
// next: "תזכיר לי <day> ב-9 …".
var remindHeads = wordSet(`תזכיר תזכירי תזכרי תזכור תזכירו תקבע תקבעי תרשום תרשמי remind`)

// The places of a reminder's day (dayPlace): before its hour with the
// thing after, before its hour ending the message, after its hour.
const (
	placeNone = iota
	placeBefore
	placeBeforeAlone
	placeAfter
)

// dayPlace tells where fields[i] stands in a reminder: after a reminding
// verb and "לי"/"me", before its hour ("תזכיר לי מחר ב-9 לשלם") or right
// after it ("תזכיר לי ב-9 מחר לשלם"), with the thing still to come; or
// before its hour with nothing after ("תזכיר לי מכר ב-9").
func dayPlace(fields []string, i int) int {
	if i+1 >= len(fields) {
		return placeNone
	}
	if n := hourLead(fields, i+1); n > 0 && remindHead(fields, i) {
		if i+1+n < len(fields) {
			return placeBefore
		}
		return placeBeforeAlone
	}
	for n := 1; n <= 2 && i-n >= 0; n++ {
		if hourLead(fields, i-n) == n && remindHead(fields, i-n) {
			return placeAfter
		}
	}
	return placeNone
}

// remindHead reports whether a reminding verb and "לי"/"me" end right
// before fields[i].
func remindHead(fields []string, i int) bool {
	if i < 2 {
		return false
	}
	me := toLower(fields[i-1])
	return (me == "לי" || me == "me") && remindHeads[toLower(fields[i-2])]
}

// hourLead is how many fields an hour said with its lead takes at
// fields[i] ("ב-9", "ב 9", "בשעה 9", "בשש", "at 9", "9am"), 0 for none.
func hourLead(fields []string, i int) int {
	if i >= len(fields) {
		return 0
	}
	w := toLower(strings.TrimRight(fields[i], ",.:;!?"))
	switch w {
	case "ב", "at", "שעה", "בשעה":
		if i+1 < len(fields) && startsWithDigit(fields[i+1]) {
			return 2
		}
		return 0
	}
	if rest, ok := strings.CutPrefix(w, "ב"); ok {
		rest = strings.TrimPrefix(rest, "-")
		if startsWithDigit(rest) || heHourWord[rest] {
			return 1
		}
		return 0
	}
	if startsWithDigit(w) && (strings.HasSuffix(w, "am") || strings.HasSuffix(w, "pm")) {
		return 1
	}
	return 0
}

// heHourWord are the Hebrew hours of one word (heHourWords) said after "ב"
// ("בשש").
var heHourWord = func() map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Split(heHourWords, "|") {
		if !strings.Contains(w, `\s`) {
			set[w] = true
		}
	}
	return set
}()

// dayPlaceWord is what the word at fields[i] is in a day's place: the day
// it is a slip or a sound of (fix), or unsure when it is near a day but
// two are as near, it fits the place in its own sense, or it is all the
// reminder says. After the hour a weekday takes its "ב" ("ב-9 חמישי
// לשלם" is on Thursday), as it would be read no day bare.
func dayPlaceWord(fields []string, i int) (fix string, unsure bool) {
	w := toLower(strings.TrimRight(fields[i], ",.:;!?"))
	if utf8.RuneCountInString(w) < 3 {
		return "", false
	}
	place := dayPlace(fields, i)
	if place == placeNone {
		return "", false
	}
	if slices.Contains(placeDays, w) {
		if place == placeAfter && afterHourWeekdays[w] && heClause(toLower(fields[i+1])) {
			return "ב" + w, false
		}
		return "", false
	}
	var near []string
	for _, d := range placeDays {
		if slipOf(w, d) || soundOf(w, d) {
			near = append(near, d)
		}
	}
	switch {
	case len(near) == 0:
		return "", false
	case len(near) > 1 || dayPlaceFits[w] || place == placeBeforeAlone:
		return "", true
	case place == placeAfter && afterHourWeekdays[near[0]]:
		return "ב" + near[0], false
	}
	return near[0], false
}

// afterHourWeekdays are the weekdays read bare after a reminder's hour
// and before its deed ("ב-9 חמישי לשלם"); "ראשון" and "שני" are also
// "first" and "two" there.
var afterHourWeekdays = wordSet(`שלישי רביעי חמישי שישי`)

// soundOf reports whether w is day with one letter changed: in Hebrew for
// one that sounds alike (soundAlike), in English for any, in a word of
// five letters or more.
func soundOf(w, day string) bool {
	a, b := []rune(w), []rune(day)
	at := oneLetterOff(a, b)
	if at < 0 {
		return false
	}
	if a[at] < 0x80 && b[at] < 0x80 {
		return len(a) >= 5
	}
	return soundAlike[[2]rune{a[at], b[at]}]
}

// mendDayPlace mends the day said in a reminder's day place (see above);
// it reports whether it changed a word.
func mendDayPlace(fields []string) bool {
	changed := false
	for i := 2; i+1 < len(fields); i++ {
		if fix, _ := dayPlaceWord(fields, i); fix != "" {
			core := strings.TrimRight(fields[i], ",.:;!?")
			fields[i] = fix + fields[i][len(core):]
			changed = true
		}
	}
	return changed
}

// dayPlaceUnsure reports whether text says a word near a day in a
// reminder's day place that cannot be mended: "תזכיר לי מהר ב-9 …".
func dayPlaceUnsure(text string) bool {
	if !strings.Contains(text, "לי ") && !strings.Contains(toLower(text), "me ") {
		return false
	}
	fields := strings.Fields(text)
	for i := 2; i+1 < len(fields); i++ {
		if _, unsure := dayPlaceWord(fields, i); unsure {
			return true
		}
	}
	return false
}
