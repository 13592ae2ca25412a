package timeparse

import (
	"strings"
	"unicode/utf8"
)

// ofNounBefore reports whether the "השבוע" at i closes a noun in the
// construct state said just before it: "פרשת השבוע" is the week's Torah
// portion, "תוכנית השבוע" the week's plan, "ישיבת השבוע" the weekly
// meeting — a thing, not a time. Such a noun ends in ת; a weekday ("בשבת
// השבוע") and a word that names part of a span ("בתחילת השבוע",
// "לקראת השבוע") are times, and "השבוע" after them is this week.
func (p *parser) ofNounBefore(i int) bool {
	t, prev := p.at(i), p.at(i-1)
	if t == nil || !strings.HasPrefix(t.text, "ה") || prev == nil || prev.kind != tWord || !prev.hebrew {
		return false
	}
	w := prev.text
	if !strings.HasSuffix(w, "ת") || utf8.RuneCountInString(w) < 4 || p.isWeekday(i-1) {
		return false
	}
	return !p.he(i-1, "תחילת", ",ב,וב,מ,ל") && !p.he(i-1, "ראשית", ",ב,וב") && !p.he(i-1, "קראת", "ל,ול") && !p.he(i-1, "אחרית", ",ב,וב")
}
