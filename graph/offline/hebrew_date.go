package offline

import (
	"strconv"
	"strings"
)

// A date of the Hebrew calendar ("בכ"ז כסלו", "ב-ט"ו בשבט", "בראש חודש
// אדר", "on 27 Kislev") names a day Memo cannot place on the civil
// calendar: read as anything else it would be an item today with the
// date in its title. It is declined, asking for the civil date.
//
// A month's name alone is no date: "אב" is a father, "אדר" and "סיון"
// are names. Only a day before it (a number, or a letter-number marked
// as one, "כ"ז", "ט'"), or "ראש חודש" / "Rosh Chodesh", makes it one.

// hebrewMonthsHE are the Hebrew months in Hebrew letters; the ones that
// are words or names besides are in hebrewMonthsLoose.
var hebrewMonthsHE = wordSet(`תשרי חשוון חשון מרחשוון מרחשון כסלו כסליו טבת שבט אדר ניסן אייר איר סיוון סיון תמוז אב אלול`)

// hebrewMonthsEN are their names in Latin letters.
var hebrewMonthsEN = wordSet(`tishrei tishri cheshvan heshvan hesvan marcheshvan kislev kislew kisleiv tevet teves tebeth shevat shvat sh'vat
	adar nisan nissan iyar iyyar sivan tammuz tamuz av ab elul`)

// hebrewMonthsLoose are the months whose names are other words or names
// too ("at 5 Sivan's party"): a number right before them counts as their
// day only when nothing makes it an hour.
var hebrewMonthsLoose = wordSet(`אדר ניסן סיון סיוון אב שבט תמוז adar nisan nissan sivan av ab tammuz`)

// hebrewCalendarDate reports whether text names a date of the Hebrew
// calendar (see above).
func hebrewCalendarDate(text string) bool {
	low := toLower(text)
	if !containsAny(low, "תשרי", "חשון", "חשוון", "כסל", "טבת", "שבט", "אדר", "ניסן", "אייר", "איר", "סיון", "סיוון", "תמוז", "אב", "אלול",
		"tish", "hesvan", "heshvan", "cheshvan", "kisle", "teve", "tebeth", "shevat", "shvat", "sh'vat", "adar", "nis", "iyar", "iyyar", "sivan", "tam", "av", "ab", "elul") {
		return false
	}
	words := strings.Fields(strings.NewReplacer(",", " ", ".", " ", "!", " ", "?", " ", "־", "-").Replace(low))
	for i, w := range words {
		month, prefixed, ok := hebrewMonth(w)
		if !ok {
			continue
		}
		if i >= 2 && strings.HasSuffix(words[i-2], "ראש") && words[i-1] == "חודש" || i >= 2 && words[i-2] == "rosh" && (words[i-1] == "chodesh" || words[i-1] == "hodesh") {
			return true // "בראש חודש אדר", "Rosh Chodesh Adar"
		}
		if i >= 1 && hebrewDateDay(words[i-1], prefixed, month, wordAt(words, i-2)) {
			return true // "כ"ז כסלו", "ט"ו בשבט", "27 Kislev"
		}
		if i >= 2 && words[i-1] == "of" && hebrewDateDay(words[i-2], true, month, "of") {
			return true // "the 27th of Kislev"
		}
		if i+1 < len(words) && hebrewMonthsEN[month] && !hebrewMonthsLoose[month] && dayNumber(words[i+1]) {
			return true // "Kislev 27"
		}
	}
	return false
}

// wordAt is words[i], or "" out of range.
func wordAt(words []string, i int) string {
	if i < 0 || i >= len(words) {
		return ""
	}
	return words[i]
}

// hebrewMonth reads w as a month of the Hebrew calendar, in either
// script, behind a Hebrew "in"/"of" ("בשבט", "לכסלו"); prefixed says that
// letter was there. A month that is a word or a name besides takes only
// "in" ("5 באדר"): "ב-5 לסיון" is to Sivan at 5.
func hebrewMonth(w string) (month string, prefixed, ok bool) {
	w = strings.Trim(w, `"'׳״:;()`)
	if hebrewMonthsHE[w] || hebrewMonthsEN[w] {
		return w, false, true
	}
	for _, p := range []string{"ב", "ל", "ב-", "ל-"} {
		if rest := strings.TrimPrefix(w, p); rest != w && hebrewMonthsHE[rest] && (strings.HasPrefix(p, "ב") || !hebrewMonthsLoose[rest]) {
			return rest, true, true
		}
	}
	return "", false, false
}

// hebrewDateDay reports whether w is a day of a Hebrew month before the
// month named: a number 1–30 ("27", "ב-27", "27th"), or a letter-number
// ("כ"ז", "ט'", and unmarked "טו" before "בשבט"). A number before a month
// that is also a word or a name ("5 AV cables", "ב5 אדר", "at 5 Adar")
// is its day only with "in"/"of" on the month ("5 באדר", "5th of Adar"),
// "on"/"the" before it, or an English ending ("5th Adar").
func hebrewDateDay(w string, prefixed bool, month, prev string) bool {
	w = strings.Trim(w, `()`)
	marked := strings.ContainsAny(w, `"'׳״”“`)
	bare := w
	for _, p := range []string{"ב-", "ה-", "ב", "ה", "מה", "עד"} {
		if rest := strings.TrimPrefix(bare, p); rest != bare && rest != "" {
			bare = strings.TrimPrefix(rest, "-")
			break
		}
	}
	if dayNumber(bare) {
		_, err := strconv.Atoi(bare)
		return !hebrewMonthsLoose[month] || prefixed || prev == "on" || prev == "the" || prev == "of" || err != nil
	}
	if gematriaDay(w, marked) {
		return true // "ב'" itself: the second
	}
	return gematriaDay(bare, marked) || prefixed && gematriaDay(bare, true) && len([]rune(bare)) == 2
}

// dayNumber reports whether w is a day of a month in digits, 1–30, with
// an English ending or none ("27", "27th").
func dayNumber(w string) bool {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		w = strings.TrimSuffix(w, suf)
	}
	n, err := strconv.Atoi(w)
	return err == nil && n >= 1 && n <= 30 && !strings.HasPrefix(w, "0")
}

// gematriaDay reports whether w, with its marks (geresh, gershayim) taken
// out, is a day 1–30 in Hebrew letters: "ט'", "כ"ז", "ט"ו". Unless marked
// is set w must carry a mark.
func gematriaDay(w string, marked bool) bool {
	if !marked {
		return false
	}
	r := []rune(strings.Map(func(r rune) rune {
		if strings.ContainsRune(`"'׳״”“`, r) {
			return -1
		}
		return r
	}, w))
	ones := "אבגדהוזחט"
	switch len(r) {
	case 1:
		return strings.ContainsRune(ones+"יכל", r[0])
	case 2:
		if r[0] == 'ט' {
			return r[1] == 'ו' || r[1] == 'ז' // ט"ו, ט"ז
		}
		return (r[0] == 'י' || r[0] == 'כ') && strings.ContainsRune(ones, r[1]) && !(r[0] == 'י' && (r[1] == 'ה' || r[1] == 'ו'))
	}
	return false
}
