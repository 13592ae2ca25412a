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
	return text + " " + stopSaid(g, lang)
}

// stopSaid is a name of the full stop.
func stopSaid(g *Generator, lang memo.Language) string {
	return pick(g.r, in(lang, []string{"period", "full stop"}, []string{"נקודה"}))
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
	c.Text += " " + stopSaid(g, c.Lang)
	c.Want.Lacks = append(c.Want.Lacks, dictatedWords(c.Lang)...)
}
