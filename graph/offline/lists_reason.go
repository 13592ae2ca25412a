package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// This file reads a list command said with why after it: "take the
// teabags off, I found a box in the pantry", "clear the whole list, I've
// been to the shops", "תורידי את התה, מצאתי קופסה במזווה". The reason is a
// statement with a subject of its own, no time and no request; it asks
// for nothing and is dropped. It also reads a completion told before a
// bare "tick that off": "I have written the Christmas cards, please tick
// that off my list", "כתבתי את הכרטיסים, תסמני את זה".
//
// reasonTail is written for list commands; a reader for events or
// reminders may call it the same way (a command, then the clause it
// returns is dropped) once that reader checks its own command alone.

var (
	// reReasonEN opens a reason statement: an optional "because", then a
	// subject ("I found …", "we've got some", "there's plenty").
	reReasonEN = re(`^(?:(?:because|cause|coz|since|as)\s+)?(?:i|i've|i'm|i\s+have|i\s+am|we|we've|we're|we\s+have|we\s+are|there's|there\s+(?:is|are)|it's|it\s+is|they|they've|they're|he|she|my\s+\S+|our\s+\S+)\s+\S.*$`)
	// reReasonAskEN are words that make a clause a request or a need, not
	// a reason: what follows may be more to do.
	reReasonAskEN = re(`\b(?:please|need|needs|want|wants|think|should|must|will|'ll|gonna|going\s+to|would|could|can|might|remind|add|don't|forget|also)\b`)
	// reReasonLeadHE opens a Hebrew reason: "כי", then a pronoun or "יש
	// לנו"/"כבר"; a first-person past verb is read by hePastFirst.
	reReasonLeadHE = re(`^(?:(?:כי|כיוון\s+ש|בגלל\s+ש)\s*)?(?:אני|אנחנו|יש\s+לנו|יש\s+לי|אין\s+לנו|אין\s+לי|כבר|היה|היו)\s+\S`)
	// reReasonAskHE are Hebrew words of a request or a need.
	reReasonAskHE = re(`(?:^|\s)(?:צריך|צריכה|צריכים|רוצה|רוצים|חייב|חייבת|תוסיף|תוסיפי|תזכיר|תזכירי|אל\s+תשכח|גם|בבקשה)(?:\s|$)`)
)

// reasonTail cuts text at its last comma when what follows it is a reason
// statement, and returns the command before it. ok is false when no
// reason closes the text.
func (m *message) reasonTail(text string) (head string, ok bool) {
	i := strings.LastIndex(text, ",")
	if i <= 0 {
		return "", false
	}
	head, tail := strings.TrimSpace(text[:i]), strings.Trim(strings.TrimSpace(text[i+1:]), ".! ")
	low := toLower(tail)
	if head == "" || tail == "" || strings.HasSuffix(tail, "?") || len(strings.Fields(tail)) > 12 || m.saysTime(tail) {
		return "", false
	}
	if hebrewText(tail) {
		first := strings.Fields(low)[0]
		if reReasonAskHE.MatchString(low) || !(reReasonLeadHE.MatchString(low) || hePastFirst(first) && len(strings.Fields(low)) > 1) {
			return "", false
		}
		return head, true
	}
	if reReasonAskEN.MatchString(low) || !reReasonEN.MatchString(low) {
		return "", false
	}
	return head, true
}

// matchListReason reads a list command with a reason after it: the
// command alone, read by the list matchers, when all it plans is a change
// to a list.
func matchListReason(m *message) ([]memo.Step, bool, error) {
	head, ok := m.reasonTail(m.raw)
	if !ok {
		return nil, false, nil
	}
	req := m.req
	req.Text = head
	if c := Clean(head); c.Text != "" {
		req.Text = c.Text
	}
	inner := newMessage(req)
	for _, match := range listMatchers {
		steps, ok, err := match(inner)
		if err != nil || !ok {
			continue
		}
		for _, s := range steps {
			if s.Lists == nil || s.Operation == memo.OpListCreate {
				return nil, false, nil // not a change to a list the user has
			}
		}
		return steps, true, nil
	}
	return nil, false, nil
}
