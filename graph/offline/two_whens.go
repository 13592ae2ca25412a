package offline

import (
	"context"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// One thing said with two whens, each a day of its own: "team meeting
// tomorrow at 9 and thursday at 2", "remind me to take the pill tomorrow
// at 9 and on friday at 2", "ישיבת צוות מחר ב9 וגם ביום חמישי ב2". The
// message is read as two requests, the second the first with its when
// put in place of the first's ("ישיבת צוות ביום חמישי ב2"), and is
// claimed only when both make the same thing at their whens (see
// thingAtEach, which reads the lists of days of several_days.go too). Hours alone after "and" ("at 9 and at
// 2") are splitHours's; a second when with words of its own ("and on
// friday we fly") is no when only, and the message is left as it was.

// reWhenAndEN is the "and" before a second when: "and", "and also", "&".
var reWhenAndEN = compile(`(?i)\s*,?\s+(?:and|&|plus)\s+(?:also\s+|again\s+)?`)

// reWhenAndHE is the "and" before a second when: "וגם", or ו glued to
// the day ("וביום חמישי", "ומחר").
var reWhenAndHE = compile(`\s*,?\s+(?:וגם\s+|ו(?:גם\s+)?)`)

// planTwoWhens plans text as two requests when it is one thing said with
// two whens; ok is false otherwise.
func (p *Planner) planTwoWhens(ctx context.Context, req memo.PlanRequest) (memo.Plan, bool) {
	text := strings.TrimSpace(req.Text)
	pat := reWhenAndEN
	if hebrewText(text) {
		pat = reWhenAndHE
	}
	locs := pat.FindAllStringIndex(text, -1)
	if len(locs) == 0 {
		return memo.Plan{}, false
	}
	at := locs[len(locs)-1] // the last "and": what follows it is the second when or nothing of this
	left, right := text[:at[0]], strings.TrimRight(text[at[1]:], " .!?")
	start, ok := whenOnly(left, right, req)
	if !ok {
		return memo.Plan{}, false
	}
	second := strings.TrimSpace(left[:start]) + " " + right
	tentative := false
	steps, ok, _ := thingAtEach([]string{left, second}, func(said string) ([]memo.Step, error) {
		sub := req
		sub.Text = said
		plan, err := p.planWhole(ctx, sub)
		if err != nil {
			return nil, nil // a when refused: the message is left as it was
		}
		tentative = tentative || plan.Tentative // "team meeting tomorrow at 9": a guess, the model's to better
		return plan.Steps, nil
	})
	if !ok {
		// Not one thing at each: two things, or "every monday at 9 and
		// every 1st at 2", two rules kept apart only where they are read
		// whole (see recur_mixed.go).
		return memo.Plan{}, false
	}
	if isPlainCreate(steps[0]) {
		steps = mergeCreates(steps) // one reply lists both reminders
	}
	return memo.Plan{TurnID: req.TurnID, Text: req.Text, Lang: req.Lang, Source: "offline", Steps: numberSteps(steps), Tentative: tentative}, true
}

// whenOnly reports whether right is a day and an hour and nothing else,
// and left ends with a day and an hour of its own: start is where that
// when begins in left. A side with no hour ("meeting monday at 5 and
// wednesday") may mean the same hour or none, and is not guessed.
func whenOnly(left, right string, req memo.PlanRequest) (start int, ok bool) {
	r, found, err := timeparse.Parse(right, req.Now, req.Loc)
	if err != nil || !found || !r.HasDate || !r.HasTime || r.Past || !onlyConnectives(r.Remainder(right)) {
		return 0, false
	}
	l, found, err := timeparse.Parse(left, req.Now, req.Loc)
	if err != nil || !found || !l.HasDate || !l.HasTime || len(l.Spans) == 0 {
		return 0, false
	}
	end := len(strings.TrimRight(left, " ,"))
	last := len(l.Spans) - 1
	if l.Spans[last][1] < end {
		return 0, false // "dentist tomorrow at 9 with dan and friday at 2": the when is not the left's end
	}
	start = l.Spans[last][0]
	for i := last - 1; i >= 0 && onlyConnectives(left[l.Spans[i][1]:start]); i-- {
		start = l.Spans[i][0] // "tomorrow" and "at 9", said apart
	}
	if strings.TrimSpace(left[:start]) == "" {
		return 0, false // "tomorrow at 9 and friday at 2": no thing before them
	}
	return start, true
}
