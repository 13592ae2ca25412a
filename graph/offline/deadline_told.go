package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A deadline told with no verb and no request ("יש deadline להגשה ב-10.12",
// "יש לי הגשה ביום חמישי", "there's a deadline for the grant on the 29th",
// "the report is due on the 10th") is kept as a task due that day, at the
// hour said or the day's usual one (DefaultTaskHour): it is in focus then,
// so "remind me the day before in the morning" / "תזכיר לי יום לפני בבוקר"
// after it counts from it. The thing is named as told: "deadline להגשה",
// "deadline for the grant", "report due".

var (
	// reDeadlineTold is a thing told by that it is, holding the word of a
	// deadline: "יש (לי) deadline/דדליין/הגשה …", "there's a deadline …".
	reDeadlineTold = compile(`(?i)^(?:(?:there'?s|there\s+is|i\s+have|i'?ve\s+got)\s+(?:a|an|the|my)\s+(?:deadline|due\s+date)\b|יש(?:\s+(?:לי|לנו))?\s+(?:deadline|דדליין|דד\s+ליין|הגשה|הגשת|מועד\s+אחרון|מועד\s+הגשה|תאריך\s+הגשה|תאריך\s+יעד)(?:\s|$))`)
	// deadlineNeeds are the literals one of which a message needs for
	// matchDeadlineTold to look at it.
	deadlineNeeds = []string{"deadline", "due", "דדליין", "דד ליין", "הגש", "מועד", "תאריך"}
)

// matchDeadlineTold reads a deadline told with no command: a task due on
// its day. A deadline with no day, one already past, or more words than a
// short name are left to the other readers.
func matchDeadlineTold(m *message) ([]memo.Step, bool, error) {
	if len(m.low) != len(m.raw) || !containsAny(m.low, deadlineNeeds...) || hasTaskWord(m.low) {
		return nil, false, nil
	}
	text := strings.TrimSpace(strings.TrimRight(m.raw, " .!"))
	r, found, err := timeparse.Parse(text, m.now(), m.loc())
	if err != nil || !found || !r.HasDate || r.HasEnd {
		return nil, false, nil
	}
	rest := strings.TrimSpace(r.Remainder(text))
	var thing string
	switch {
	case reDeadlineTold.MatchString(rest):
		thing = rest[reToldThing.FindStringIndex(toLower(rest))[1]:] // "deadline להגשה", "deadline for the grant"
		if hebrewText(thing) {
			thing = strings.TrimPrefix(strings.TrimPrefix(thing, "לי "), "לנו ")
		}
	default:
		due, ok := dueTold(rest) // "the report is due": "report due"
		if !ok {
			return nil, false, nil
		}
		thing = due
	}
	thing = CleanTitle(strings.TrimSpace(thing))
	if thing == "" || len(strings.Fields(thing)) > 5 || reJunkTitle.MatchString(toLower(thing)) {
		return nil, false, nil
	}
	due := r.Time.In(m.loc())
	if !r.HasTime {
		y, mo, d := due.Date()
		due = time.Date(y, mo, d, DefaultTaskHour, 0, 0, 0, m.loc())
	}
	if r.Past || !due.After(m.now()) {
		return nil, true, pastTime(m)
	}
	return []memo.Step{remindStep(thing, due)}, true, nil
}
