package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// A new lead for the reminder in focus, said as a change: after "deadline
// for the report friday 5pm, remind me 3 hours before", "make it 2 hours
// before", "actually a day before", "a day before at 9 is better",
// "תעשי את זה שעתיים לפני", "יום לפני עדיף", "בעצם יומיים לפני ב-8". The
// reminder is counted again from the same due time, which stays: it is the
// deadline, not the reminder, that the user told. A focus that has no due
// time with a lead counted from it (a plain reminder, an event, a repeating
// reminder) has nothing to count the new lead from, and the change is
// declined rather than read as a move of the item itself. Of a reminder
// counted from a deadline, a change to an amount alone is a new lead too:
// "actually make it 45 minutes", "בעצם תעשה את זה חצי שעה".

var (
	// reLeadChangeOpen opens the change: "make it", "change it to",
	// "תעשה את זה", "תשנה ל", "עדיף".
	reLeadChangeOpenEN = compile(`(?i)^(?:(?:no|nah|ok|okay|hmm)[,\s]+)?(?:actually[,\s]+|rather[,\s]+|better[,\s]+)?` +
		`(?:(?:make|change|set|switch|move)\s*(?:it|that|this|the\s+reminder)(?:\s+(?:to|for))?\s+|le'?t'?s\s+(?:do|say|make\s+it)\s+)?`)
	reLeadChangeOpenHE = compile(`^(?:(?:לא|אוקיי|טוב)[,\s]+)?(?:בעצם[,\s]+|עדיף[,\s]+)?` +
		`(?:(?:תעשה|תעשי|תשנה|תשני|תקבע|תקבעי|תזיז|תזיזי|תעביר|תעבירי)\s+(?:לי\s+)?(?:(?:את\s+)?(?:זה|אותו|אותה|התזכורת)\s+)?(?:ל-?(?:\s|$))?)?`)
	// reLeadChangeClose closes it: "instead", "is better", "עדיף",
	// "במקום", "please".
	reLeadChangeClose = compile(`(?i)(?:[,\s]+(?:instead|is\s+better|would\s+be\s+better|better|please|pls|עדיף|יותר\s+טוב|במקום|בבקשה))+$`)
)

// reLeadEarlier is a lead said with "earlier" or "קודם", which also say a
// move of the item by that much.
var reLeadEarlier = compile(`(?:^|\s)(?:earlier|קודם)$`)

// leadFocus reads a new lead for the reminder in focus. ok is false when
// text is no such change; a step of OpUnknown declines one the focus has
// nothing to count from.
func (m *message) leadFocus(text string, c Cleaned) ([]memo.Step, bool, error) {
	low := toLower(strings.TrimSpace(strings.TrimRight(text, "?!. ")))
	if len(low) != len(strings.TrimSpace(strings.TrimRight(text, "?!. "))) {
		return nil, false, nil
	}
	if c.Continuation || c.Another || reToo.MatchString(text) {
		return nil, false, nil // "and 2 hours before too": one more reminder
	}
	said := c.Correction
	body := low
	if g := reLeadChangeClose.FindStringIndex(body); g != nil {
		body, said = body[:g[0]], true
	}
	for _, rx := range []*pattern{reLeadChangeOpenEN, reLeadChangeOpenHE} {
		if g := rx.FindStringIndex(body); g != nil && g[1] > 0 {
			body, said = body[g[1]:], true
			break
		}
	}
	body = strings.TrimSpace(body)
	f := m.req.Focus
	counted := f != nil && f.Kind == memo.FocusTask && f.ID != "" && f.When != nil && f.Lead > 0 && !f.Recurring
	if to, cut := strings.CutPrefix(body, "ל"); cut && said {
		if _, loc, ok := findLead(to); ok && loc[0] == 0 {
			body = to // "תשנה את זה ליום לפני": "to" the lead
		} else if _, ok := amountAlone(strings.TrimPrefix(to, "-")); ok && counted {
			body = strings.TrimPrefix(to, "-") // "תשני את זה ל45 דקות"
		}
	}
	l, loc, ok := findLead(body)
	if !ok && said && counted {
		// "actually make it 45 minutes": of a lead, the lead.
		l, ok = amountAlone(body)
		loc = [2]int{0, len(body)}
	}
	if !ok || loc[0] != 0 || reLeadEarlier.MatchString(body[:loc[1]]) {
		return nil, false, nil // "an hour earlier", "שעה קודם": a move, read as one
	}
	var at *time.Time
	if rest := strings.TrimSpace(strings.TrimLeft(body[loc[1]:], " ,")); rest != "" {
		t, ok := m.hourOfDay(rest)
		if !ok {
			return nil, false, nil // "an hour before to pack": a reminder of its own
		}
		at = &t
	}
	switch {
	case !counted && said:
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // nothing to count it from
	case !counted:
		return nil, false, nil // "2 hours before", bare: read as it was
	}
	deadline := f.When.In(m.loc())
	due, ok := anchoredDue(memo.EventDraft{Start: deadline}, l, at, m.loc())
	if !ok || !due.Before(deadline) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	if !due.After(m.now()) {
		return nil, true, pastTime(m)
	}
	n := deadline.Sub(due)
	return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewLead: &n})}, true, nil
}
