package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// reEventEnds is an event's end said of it by name: "the meeting ends at
// 15:30", "dinner with Dan will finish at 10", "הפגישה עם דנה נגמרת
// ב-15:30", "הטיפול מסתיים בשעה 5".
var reEventEnds = re(`^(?:so\s+|and\s+|oh\s+)?(.+?)\s+(?:ends|finishes|will\s+end|will\s+finish|is\s+over|wraps\s+up|is\s+done)\s+(?:at\s+|by\s+|around\s+)?(.+)$|` +
	`^(?:ו)?(.+?)\s+(?:נגמר|נגמרת|נגמרים|מסתיים|מסתיימת|מסתיימים|יסתיים|תסתיים|ייגמר|תיגמר)\s+(.+)$`)

// matchEventEnds reads a named event's new end: the time is a time of
// day on the event's own day, settled once the event is found; an event
// that is not found is said so, and nothing is made.
func matchEventEnds(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reEventEnds)
	if !ok || hasTaskWord(m.low) {
		return nil, false, nil
	}
	name, when := g[1], "at "+g[2] // "ends 5", "ends at 5": at five
	if name == "" {
		name, when = g[3], g[4]
	}
	r, found, err := timeparse.Parse(when, m.now(), m.loc())
	if err != nil {
		return nil, true, invalidTime(m, err)
	}
	if !found || !r.HasTime || r.HasDate || strings.TrimSpace(r.Remainder(when)) != "" {
		return nil, false, nil // "the lease ends in March", "school ends at 3 today, pick up kids"
	}
	summary := eventName(name)
	if summary == "" {
		// "the meeting ends at 5": the events called so are searched,
		// and more than one is asked about.
		summary = strings.TrimSpace(reArticle.ReplaceAllString(name, ""))
	}
	if summary == "" || opensWithDoing(summary) {
		return nil, false, nil
	}
	end := r.Time
	return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{Summary: summary,
		Fields: &memo.EventFields{End: &end, EndOfDay: true, EndEitherHalf: ambiguousHour(when, end.In(m.loc()).Hour())}})}, true, nil
}
