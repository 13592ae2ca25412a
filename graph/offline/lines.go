package offline

import (
	"context"
	"strings"

	"github.com/memo-assistant/memo"
)

// A message of several lines, each a request of its own ("dentist tue
// 3pm\nhaircut thu 5pm", "תזכיר לי מחר ב9 לקנות חלב\nתזכיר לי בשישי ב10
// להתקשר לסבתא"), is read as if each line ended its sentence: the same
// reader of several requests then claims it only when every line is
// claimed (see splitClauses), and declines it whole otherwise.

// linesAsSentences is text with each line's end that closes no sentence
// of its own written as a full stop ("…3pm\nhaircut" as "…3pm. haircut");
// ok is false when text is one line, or a line opens a list with a colon
// ("shopping list:\nmilk\neggs"), which the list readers read.
func linesAsSentences(text string) (string, bool) {
	if !strings.Contains(text, "\n") {
		return "", false
	}
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) < 2 {
		return "", false
	}
	for i, l := range lines[:len(lines)-1] {
		switch l[len(l)-1] {
		case ':', '-':
			return "", false // a heading over its items
		case '.', '!', '?', ',', ';':
		default:
			lines[i] = l + "."
		}
	}
	return strings.Join(lines, " "), true
}

// planLines plans a message of several lines that read whole was not
// understood, each line's end a sentence's; ok is false when it is not
// understood that way either.
func (p *Planner) planLines(ctx context.Context, req memo.PlanRequest) (memo.Plan, bool, error) {
	text, ok := linesAsSentences(req.Text)
	if !ok {
		return memo.Plan{}, false, nil
	}
	sub := req
	sub.Text = text
	plan, err := p.planWhole(ctx, sub)
	if err != nil || unknownOnly(plan.Steps) {
		return memo.Plan{}, false, nil
	}
	return plan, true, nil
}
