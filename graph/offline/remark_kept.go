package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// reRemarkItem is a list item that is a remark on oneself and nothing
// else ("I deserve it", "מגיע לי", "don't judge lol"): said after the
// items, it was cut off as one of them.
var reRemarkItem = compile(`(?i)^(?:(?:and|but|so|cuz|because|bc|lol|ו?כי)\s+)*(?:` + remarkTails + `)(?:\s+(?:lol|lmao|haha|ha|tbh|ngl|fr|חחח+))*\s*[.!?…]*$`)

// reRemarkUnpaused is a remark on oneself said last with no pause before it
// ("לקנות חלב מגיע לי", "buy wine don't judge"): a title that ends so is
// unsure, and declined.
var reRemarkUnpaused = compile(`(?i)(?:^|\s)(?:` + remarkTails + `)(?:\s+(?:lol|lmao|haha|ha|tbh|ngl|fr|חחח+))*\s*[.!?…]*$`)

// reRemarkOwned is a word before a remark that makes it the thing's own:
// "check how much i deserve it", "לבדוק כמה כסף מגיע לי".
var reRemarkOwned = compile(`(?i)(?:^|\s)(?:how|what|whether|if|why|כמה|מה|אם|למה|מתי)(?:\s|$)`)

// remarkKept reports whether steps keep a remark on oneself (see
// reRemarkTail): at the end of a title, where no one is told it ("buy
// wine, it's been a week", "לקנות חלב מגיע לי"), or as a list item of
// its own or at the end of a list's name, or a remark about the world (see worldKept). "text Dana, don't judge" may be what Dana is told, and
// "לבדוק כמה כסף מגיע לי" asks how much: both stay.
func remarkKept(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		low := lower(t)
		if worldKept(t) {
			return true // "call the super, it's freezing in here": a remark about the world
		}
		if reRemarkItem.MatchString(strings.TrimSpace(low)) {
			return true // "מה לעשות" of "…, תזכירי לי בעוד שעה, מה לעשות אני כל הזמן שוכח": the title a remark alone
		}
		if !containsAny(low, chatterNeeds...) {
			continue
		}
		if loc := reRemarkTail.FindStringIndex(low); loc != nil && loc[0] > 0 && !toldSomeone(t[:loc[0]]) {
			return true
		}
		if loc := reRemarkUnpaused.FindStringIndex(low); loc != nil && loc[0] > 0 && !toldSomeone(t[:loc[0]]) && !reRemarkOwned.MatchString(low[:loc[0]]) {
			return true
		}
	}
	for _, s := range steps {
		if s.Lists == nil {
			continue
		}
		if low := lower(strings.TrimSpace(s.Lists.Name)); containsAny(low, chatterNeeds...) {
			if loc := reRemarkUnpaused.FindStringIndex(low); loc != nil && loc[0] > 0 && !reRemarkOwned.MatchString(low[:loc[0]]) {
				return true // "קניות מגיע לי" of "… לרשימת הקניות מגיע לי": a remark run into the list's name
			}
		}
		for _, it := range s.Lists.Items {
			if low := lower(strings.TrimSpace(it)); containsAny(low, chatterNeeds...) && reRemarkItem.MatchString(low) {
				return true
			}
			if low := lower(strings.TrimSpace(it)); containsAny(low, chatterNeeds...) {
				if loc := reRemarkUnpaused.FindStringIndex(low); loc != nil && loc[0] > 0 && !reRemarkOwned.MatchString(low[:loc[0]]) {
					return true // "ורדים מה לעשות": a remark run into the last item
				}
			}
		}
	}
	return false
}
