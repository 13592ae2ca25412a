package offline

import "strings"

// A reminder on the morning of the thing in focus: "remind me the morning
// of", "and that morning too", "on the morning of the meeting",
// "תזכירי לי בבוקר של אותו יום", "ובאותו בוקר", "תזכיר לי ביום עצמו
// בבוקר". It comes on the thing's own day at the hour a morning stands for
// (9:00, as "בבוקר" alone is read), as "the night before" comes the day
// before at 20:00. "in the morning" is no such lead: it is the next
// morning, read elsewhere.

// morningOfHour is the hour of a morning said with no hour.
const morningOfHour = 9

var (
	// reMorningOfEN is the morning of the thing.
	reMorningOfEN = compile(`(?i)(?:^|\s)((?:on\s+)?(?:the\s+(?:same\s+)?morning\s+of(?:\s+(?:it|that|the\s+day|that\s+day|the\s+(?:event|meeting|appointment|day\s+itself)))?|` +
		`that\s+(?:same\s+)?morning|the\s+same\s+morning|the\s+day\s+of\s+in\s+the\s+morning|in\s+the\s+morning\s+of\s+(?:that|the)\s+day))(?:\s|$|[,.!?;:])`)
	// reMorningOfHE is the same in Hebrew; "בבוקר של היום" is the
	// thing's day only with a thing in focus.
	reMorningOfHE = compile(`(?:^|\s)(ו?(?:ב?בוקר\s+של\s+(?:אותו\s+יום|היום\s+עצמו|היום|יום\s+ה(?:פגישה|אירוע|מבחן|תור)|ה(?:פגישה|אירוע|מבחן|תור))|` +
		`ב?אותו\s+בוקר|ב(?:אותו\s+יום|יום\s+עצמו)\s+בבוקר|בבוקר\s+(?:באותו\s+יום|ביום\s+עצמו)))(?:\s|$|[,.!?;:])`)
)

// morningOfLead finds a lead to the morning of the thing in low: the
// lead, and the span its words take.
func morningOfLead(low string) (lead, [2]int, bool) {
	if !strings.Contains(low, "morning") && !strings.Contains(low, "בוקר") {
		return lead{}, [2]int{}, false
	}
	for _, rx := range []*pattern{reMorningOfEN, reMorningOfHE} {
		if g := rx.FindStringSubmatchIndex(low); g != nil {
			return lead{part: morningOfHour}, [2]int{g[2], g[3]}, true
		}
	}
	return lead{}, [2]int{}, false
}
