package offline

import (
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// reBareHourSaid is an hour said alone, with no half of the day and no
// minutes: "10", "at 10", "ב10", "ב-10", "בעשר", "at ten".
var reBareHourSaid = compile(`(?i)^(?:at\s+|@\s*|ב-?\s*|בשעה\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|` +
	`אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה|שתים\s+עשרה)$`)

// sameHourAgain reports whether r, read from text, is an hour said alone
// during that very hour of the clock, which the hour rule moved half a
// day on: "at 10" said at 10:05 is 22:00 by the rule, but tomorrow at 10
// reads as well.
func sameHourAgain(text string, r timeparse.Result, now time.Time) bool {
	if !r.HasTime || r.HasDate || r.HasEnd || len(r.Spans) != 1 || !r.PartStart.IsZero() || r.Time.Minute() != 0 {
		return false
	}
	sp := r.Spans[0]
	if sp[0] < 0 || sp[1] > len(text) || !reBareHourSaid.MatchString(text[sp[0]:sp[1]]) {
		return false
	}
	now = now.In(r.Time.Location())
	ahead := r.Time.Sub(now)
	return r.Time.Hour()%12 == now.Hour()%12 && ahead > 11*time.Hour && ahead <= 12*time.Hour
}
