package offline

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
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

// A day and a part of it said with "for" after the thing ("todo: book a
// babysitter for friday night", "משימה להזמין בייביסיטר לשישי בערב",
// "book a table for tonight") names the occasion the thing is for, not
// when it is due: the babysitter is for Friday evening and is booked
// before it. In a task it stays in the title and sets no due time; in a
// reminder ("תזכיר לי להזמין בייביסיטר לשישי בערב") it is when to remind,
// unless another time is said for that ("remind me tomorrow at 10 to
// book a babysitter for friday night").

// reOccasion is such a day: "for" or "ל" before a weekday, "tomorrow"
// or "מחר" with a part of the day, or "for tonight".
var reOccasion = compile(`(?i)(?:^|\s)(?:for\s+(?:(?:this|next)\s+)?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|tomorrow)\s+(?:night|evening|morning|afternoon|lunch|dinner|brunch)|for\s+tonight)(?:$|[\s,.!?])|` +
	`(?:^|\s)ל(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|מחר)\s+(?:בערב|בבוקר|בצהריים|בצהרים|בלילה|אחה"צ|אחה״צ|אחרי\s+הצהריים)(?:$|[\s,.!?])`)

// prepVerbs are the verbs of getting a thing ready for an occasion: a
// day said with "for" after what they get is the occasion's.
var prepVerbs = wordSet(`book order reserve buy get prepare prep make bake cook arrange organize organise plan find hire rent
	להזמין לקנות להכין לארגן לסדר למצוא לשכור לאפות לבשל לתכנן להשיג לתאם`)

// maskOccasion hides from the time reader the occasion (reOccasion) text
// names after a noun of the thing got ready (see prepVerbs), for a task, or for a reminder whose
// own time is said apart from it. The mask keeps every byte's place.
func maskOccasion(text string, reminder bool, m *message) string {
	low := toLower(text)
	if len(low) != len(text) || !strings.Contains(low, "for ") && !strings.Contains(low, "ל") {
		return text
	}
	var masked []byte
	for _, g := range reOccasion.FindAllStringIndex(low, -1) {
		before := strings.Fields(low[:g[0]])
		if len(before) < 2 {
			continue // "for friday night, book a babysitter": said first, it is when
		}
		if !slices.ContainsFunc(before, func(w string) bool { return prepVerbs[strings.Trim(w, ",.:;!?")] }) {
			continue // "call mom for friday night": when to call her
		}
		prev := strings.Trim(before[len(before)-1], ",.:;!?")
		if taskVerbEN[prev] || heInfinitives[prev] || prev == "me" || prev == "לי" || prev == "to" || prev == "it" || prev == "אותו" || prev == "אותה" {
			continue // "book for friday night", "remind me for friday night": no thing it is for
		}
		if masked == nil {
			masked = []byte(text)
		}
		for i := g[0]; i < g[1]; i++ {
			if masked[i] != ' ' && !strings.ContainsRune(",.!?", rune(masked[i])) {
				masked[i] = '_'
			}
		}
	}
	if masked == nil {
		return text
	}
	out := string(masked)
	if reminder {
		if _, found, err := timeparse.Parse(out, m.now(), m.loc()); err != nil || !found {
			return text // "תזכיר לי להזמין בייביסיטר לשישי בערב": the reminder's time
		}
	}
	return out
}
