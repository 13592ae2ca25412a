package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// What a title keeps of the way the thing was told: "Mum's physio is every
// Monday at 2pm at the community centre" leaves "Mum's physio is at the
// community centre" once its time is read, the copula before the time
// kept; "… at 9:15, it'll take about 2 hours, at Hadassah" leaves the
// length that was not read where a place follows it.

// reEventCopula is an event's name, a copula, and where it is: the copula
// said before a time that was read ("… is every Monday at 2pm at …").
var reEventCopula = compile(`(?i)^(\S.{0,60}?)\s+(?:is|are|'s)\s+((?:at|in)\s+\S.*)$`)

// reLengthKept is a length told as what the thing will take, left in a
// title: "it'll take about 2 hours", "should take 45 minutes", "זה ייקח
// שעתיים".
var reLengthKept = compile(`(?i)\b(?:take|takes|taking|last|lasts)\s+(?:about\s+|around\s+|like\s+|roughly\s+|maybe\s+)?(?:\d+|an?|one|two|three|four|five|half\s+an?)\s*(?:-\s*\d+\s*)?(?:hours?|hrs?|h|minutes?|mins?|m)\b|` +
	`(?:^|\s)(?:ייקח|יקח|תיקח|תקח|יימשך|ימשך|תימשך)\s+(?:בערך\s+|כ-?\s*)?(?:שעה|שעתיים|\d+\s*(?:שעות|דקות)|חצי\s+שעה|רבע\s+שעה)`)

// mendEventCopula takes the copula out of the events' names the steps
// make, where the place follows it ("Mum's physio at the community
// centre"). planWhole runs it before the final checks.
func mendEventCopula(steps []memo.Step) {
	for _, s := range steps {
		if s.Calendar == nil || s.Operation != memo.OpEventCreate && s.Operation != memo.OpEventCreateRecurring {
			continue
		}
		for i := range s.Calendar.Drafts {
			d := &s.Calendar.Drafts[i]
			if g := reEventCopula.FindStringSubmatch(d.Summary); g != nil && leadsWithEvent(g[1]) {
				d.Summary = strings.TrimSpace(g[1]) + " " + g[2]
			}
		}
	}
}

// reRemindObject is "remind me" with its object next, named with "the":
// "remind me the pills at 9". "remind me about the meeting" and "remind me
// before the dentist" name an event, and keep its "the".
var reRemindObject = compile(`(?:^|\s)remind\s+me\s+the\s`)

// reTheObject is a reminder's title that is a thing named with "the" and
// no verb: "remind me the pills at 9", "remind me about the bins". Group
// 1 is the thing.
var reTheObject = compile(`(?i)^the\s+(\S+(?:\s+\S+){0,2})$`)

// objectTitle is a reminder's title told as its object alone, without
// "the": "the pills" is kept as "pills", not guessed into a deed ("take
// the pills"). A sentence ("the pills are in the drawer") keeps its
// words. Hebrew's "את" is cut before this; its noun keeps its ה
// ("הכדורים").
func objectTitle(title string) string {
	g := reTheObject.FindStringSubmatch(title)
	if g == nil || reStatement.MatchString(title) {
		return title
	}
	return g[1]
}
