package timeparse

import (
	"slices"
	"strings"
)

// HebrewDaysEN writes the Hebrew days typed in Latin letters in an
// English request as their English words, for the readers that read the
// text rather than its times (a repetition, a day's question): "yom
// shishi" is "friday" and "machar" "tomorrow" (the rows of foreignWords
// marked latinHE, read where the grammar reads them), "motzei shabbat"
// and "motzash" are "saturday night", "erev shabbat" "friday evening"
// before its hour and "friday" alone,
// and "shabbat" after "every" or "each" is "saturday" ("every shabbat").
// A bare "shabbat" elsewhere ("shabbat dinner friday 8pm") and a word
// not read ("Shishi restaurant", "Rishon") are left as typed.
func HebrewDaysEN(text string) string {
	if !foreignMaybe(text) || !hebrewDaysMaybe(text) {
		return text
	}
	toks := tokenize(text, make([]token, 0, len(text)/4+4))
	var b strings.Builder
	last := 0
	put := func(start, end int, as string) {
		b.WriteString(text[last:start])
		b.WriteString(as)
		last = end
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind != tWord:
		case t.foreign && latinHE(text[t.start:t.end]):
			put(t.start, t.end, t.text)
		case t.text == "erev" && i+1 < len(toks) && slices.Contains(sabbathWords, toks[i+1].text):
			// The eve's evening with its hour ("erev shabbat at 7" is at
			// 19:00); alone, Friday, whose hour is asked: when the Sabbath
			// comes in moves with the year.
			as := "friday"
			if i+2 < len(toks) && (toks[i+2].kind == tNum || toks[i+2].text == "at" || toks[i+2].text == "@" || toks[i+2].text == "around") {
				as = "friday evening"
			}
			put(t.start, toks[i+1].end, as)
			i++
		case slices.Contains(motzeiWords, t.text) && i+1 < len(toks) && slices.Contains(sabbathWords, toks[i+1].text):
			put(t.start, toks[i+1].end, "saturday night")
			i++
		case slices.Contains(motzashWords, t.text):
			put(t.start, t.end, "saturday night")
		case slices.Contains(sabbathWords, t.text) && i > 0 && (toks[i-1].text == "every" || toks[i-1].text == "each"):
			put(t.start, t.end, "saturday")
		}
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// latinHE reports whether typed, a phrase a token was read from, is a row
// of foreignWords marked latinHE.
func latinHE(typed string) bool {
	typed = strings.ToLower(strings.Join(strings.Fields(typed), " "))
	first, _, _ := strings.Cut(typed, " ")
	for _, k := range foreignFirst[first] {
		if f := &foreignWords[k]; f.latinHE && f.phrase == typed {
			return true
		}
	}
	return false
}

// hebrewDaysMaybe is HebrewDaysEN's cheap gate: the text holds a word
// that may open a Hebrew day typed in Latin letters.
func hebrewDaysMaybe(text string) bool {
	low := strings.ToLower(text)
	for _, w := range []string{"yom", "machar", "mahar", "hayom", "erev", "motz", "mots", "shab"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}
