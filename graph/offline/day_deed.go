package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A deed said with a day and no command or hour ("pick up dry cleaning
// 2moro", "call the plumber tomorrow", "pay rent friday", "לשלם ארנונה
// מחר") is what "remind me to …" would ask for: it is read as that
// request, which asks what time on that day to remind. Only a message
// that opens with a verb of doing is one ("dinner tomorrow" is an event,
// read as one; "the kids are off tomorrow" tells, and asks for nothing),
// and the deed must name what it is done to ("call tomorrow" is declined);
// several days, a span of them, a whole day or a command said out of its
// place are declined too.

// dayDeed reads a deed with a day and no hour (see above) as the reminder
// the command would make of it.
func dayDeed(m *message, r timeparse.Result) ([]memo.Step, bool, error) {
	if r.HasTime || r.HasEnd || len(r.Spans) != 1 || !opensWithDoing(m.raw) || hasTaskWord(m.low) || reAllDay.MatchString(m.low) ||
		reDayRange.MatchString(m.low) || strings.Contains(m.low, "every ") || strings.Contains(m.low, "כל ") {
		// "call mom mon wed", "buy gifts dec 14-15", "… friday all day",
		// "pay the bill remind me tomorrow": several days, a span, or a
		// command out of place are no one day's deed.
		return nil, false, nil
	}
	rest := strings.Fields(CleanTitle(r.Remainder(m.raw)))
	if len(rest) < 2 || notePronouns[lower(rest[0])] || commandInfinitive(rest[0]) {
		return nil, false, nil
	}
	req := m.req
	req.Text = asRemindMe(m.raw)
	n := newMessage(req)
	n.part = m.part
	return matchTaskCreate(n)
}

// commandInfinitive reports whether w is, or is one slip from, the
// infinitive of a command said to Memo ("לדלג", "ללדג", "למחוק"): a
// command mistyped, never a deed to be reminded of.
func commandInfinitive(w string) bool {
	for inf := range heInfinitive {
		if w == inf || slipOf(w, inf) {
			return true
		}
	}
	return w == "לדלג" || slipOf(w, "לדלג")
}
