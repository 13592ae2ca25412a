package offline

import (
	"strings"
	"time"
	"unicode"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// reEndAfterTitle is an event told with its start before its title and
// its end after it, closing the message: "כל יום ראשון ב-8:30 ישיבת צוות
// במחלקה עד 10", "tomorrow at 8:30 team meeting until 10". Group 1 is
// the text to the start, group 2 the title, group 3 the end.
var (
	reEndAfterTitleHE = compile(`^(.*(?:^|\s)(?:ב-?\s?|בשעה\s+)\d{1,2}(?::\d{2})?)(\s+[^\d]*\pL[^\d]*?)\s+(עד\s+(?:ה?שעה\s+)?(?:ה-?|ל-?)?\d{1,2}(?::\d{2})?)\s*[.!]?\s*$`)
	reEndAfterTitleEN = compile(`(?i)^(.*\bat\s+\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)(\s+[^\d]*\pL[^\d]*?)\s+((?:until|till|til)\s+\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)\s*[.!]?\s*$`)
)

// reRemindWord is a reminder's verb: an end after the thing to be
// reminded of is its deadline ("תזכיר לי ב-9 להגיש את הדוח עד 12").
var reRemindWord = compile(`(?i)\bremind|תזכיר|להזכיר|תזכורת`)

// endAfterTitle says the end of an event told as start, title, end
// right after its start ("… ב-8:30 עד 10 ישיבת צוות במחלקה"), as the time
// grammar reads a span, so the end is the event's and no word of its
// title. Only a message that opens with its time is read so: a title
// before the start ("meeting tomorrow at 9 with dana till 11") may go on
// after it, and who is met till 11 is no end of the meeting. A title that opens with an infinitive ("להגיש את הדוח עד 12"), a
// reminder, or a second "עד"/"until" leave the message as it is: the end
// may be a deadline.
func endAfterTitle(s string, now time.Time, loc *time.Location) string {
	for _, re := range []*pattern{reEndAfterTitleHE, reEndAfterTitleEN} {
		g := re.FindStringSubmatch(s)
		if g == nil || reRemindWord.MatchString(s) {
			continue
		}
		title := strings.Fields(g[2])
		if len(title) == 0 || heInfinitives[title[0]] || strings.EqualFold(title[0], "to") {
			continue
		}
		low := strings.ToLower(g[1] + g[2])
		if strings.Contains(low, "עד") || strings.Contains(low, "until") || strings.Contains(low, "till") {
			continue
		}
		t, found, err := timeparse.Parse(g[1], now, loc)
		if err != nil || !found || titleBefore(t.Remainder(g[1])) {
			continue
		}
		return g[1] + " " + g[3] + g[2]
	}
	return s
}

// repeatLeads say a time repeats; the time grammar leaves them to the
// repeat's reader.
var repeatLeads = wordSet(`כל בכל every each`)

// titleBefore reports whether what the time grammar left of the text
// before the start holds a word other than a repeat's.
func titleBefore(rest string) bool {
	for _, w := range strings.Fields(strings.ToLower(rest)) {
		if !repeatLeads[w] && strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			return true
		}
	}
	return false
}
