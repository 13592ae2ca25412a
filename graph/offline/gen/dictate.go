package gen

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Messages typed by voice, with their punctuation said by name: "milk
// comma eggs comma bread", "… at 5 period", "חלב פסיק לחם נקודה". The
// names of the marks are in no title or item.

// dictate joins list items with the comma said by name.
func dictate(lang memo.Language, items []string) string {
	comma := " comma "
	if lang == memo.Hebrew {
		comma = " פסיק "
	}
	return strings.Join(items, comma)
}

// endDictated ends text with the full stop said by name, half the time.
func endDictated(g *Generator, lang memo.Language, text string) string {
	if g.r.IntN(2) == 0 {
		return text
	}
	return text + " " + stopAfter(g, lang, text)
}

// stopSaid is a name of the full stop.
func stopSaid(g *Generator, lang memo.Language) string {
	return pick(g.r, in(lang, []string{"period", "full stop"}, []string{"נקודה"}))
}

// stopAfter names the full stop said after text: never "period" after a
// word it makes one noun with ("… next week's exam period" names a time
// of the year, said or not).
func stopAfter(g *Generator, lang memo.Language, text string) string {
	stop := stopSaid(g, lang)
	if fs := strings.Fields(strings.ToLower(text)); stop == "period" && len(fs) > 0 && periodNouns[strings.Trim(fs[len(fs)-1], ".,!?")] {
		return "full stop"
	}
	return stop
}

// dictatedWords are the names of the marks, which no title or item holds.
func dictatedWords(lang memo.Language) []string {
	return in(lang, []string{"comma", "period", "stop"}, []string{"פסיק", "נקודה"})
}

// dictateEnd ends c's text with a full stop said by name, one time in
// ten, and wants no title to hold it.
func dictateEnd(g *Generator, c *Case) {
	if g.r.IntN(10) != 0 {
		return
	}
	c.Text += " " + stopAfter(g, c.Lang, c.Text)
	c.Want.Lacks = append(c.Want.Lacks, dictatedWords(c.Lang)...)
}

// periodNouns are the words "period" makes one noun with ("exam period",
// "trial period"): after them a "period" said is no mark for certain.
var periodNouns = map[string]bool{"exam": true, "exams": true, "trial": true, "grace": true, "notice": true, "waiting": true,
	"billing": true, "probation": true, "holiday": true, "study": true, "reporting": true, "cooling": true}
