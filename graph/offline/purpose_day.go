package offline

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// A weekday said with "for" ("every thursday remind me to shop for
// saturday", "כל שישי לקנות פרחים לשבת") is what a weekly reminder's item
// is for, not when it starts: it stays in the title.

// rePurposeDay is a weekday said as what a thing is for: "for saturday",
// "לשבת", "ליום שישי".
var rePurposeDay = compile(`(?i)\bfor\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday|shabbat|shabbos|shabat)\b|(?:^|\s)ל(?:יום\s+)?(ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?:\s|$|[?!.,])`)

// maskPurposeDays hides from the time reader the weekdays text says a
// weekly repetition's item is for, when they are not days it repeats on.
// The mask keeps every byte's place, so spans read on it fit text.
func maskPurposeDays(text string, rec *memo.Recurrence) string {
	if rec == nil || rec.Type != memo.RecurWeekly || len(rec.Days) == 0 {
		return text
	}
	low := toLower(text)
	if len(low) != len(text) {
		return text
	}
	var masked []byte
	for _, g := range rePurposeDay.FindAllStringSubmatchIndex(low, -1) {
		day := -1
		switch {
		case g[2] >= 0:
			day = slices.Index(dayNamesEN, low[g[2]:g[3]])
			if strings.HasPrefix(low[g[2]:g[3]], "shab") {
				day = 6 // the Sabbath
			}
		case g[4] >= 0:
			day = slices.Index(heWeekdays, low[g[4]:g[5]])
		}
		if day < 0 || slices.Contains(rec.Days, day) {
			continue
		}
		if masked == nil {
			masked = []byte(text)
		}
		from, to := g[0], g[1]
		for i := from; i < to; i++ {
			if masked[i] != ' ' {
				masked[i] = '_'
			}
		}
	}
	if masked == nil {
		return text
	}
	return strings.Clone(string(masked))
}
