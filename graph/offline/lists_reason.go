package offline

import (
	"github.com/memo-assistant/memo"
)

// A list command said with why after it: "take the teabags off, I found a
// box in the pantry", "clear the whole list, I've been to the shops",
// "תורידי את התה, מצאתי קופסה במזווה". The reason is read by dropWhy, as for
// every change or removal; the list readers then read the command alone.

// matchListReason reads a list command with a reason after it: the
// command alone, read by the list matchers, when all it plans is a change
// to a list.
func matchListReason(m *message) ([]memo.Step, bool, error) {
	head := dropWhy(m.raw)
	if head == m.raw {
		return nil, false, nil
	}
	// Not a change to a list the user has: no list, or a list made.
	return listCommandAlone(m, head, func(s memo.Step) bool { return s.Lists != nil && s.Operation != memo.OpListCreate })
}

// listCommandAlone reads text, the list command of m with its why taken
// off, by the list rules of the registry in priority order: their steps
// when the first that reads it plans only steps keep allows, nothing
// otherwise.
func listCommandAlone(m *message, text string, keep func(memo.Step) bool) ([]memo.Step, bool, error) {
	req := m.req
	req.Text = text
	if c := Clean(text); c.Text != "" {
		req.Text = c.Text
	}
	inner := newMessage(req)
	fired := intents.fired(inner.low)
	for i, ru := range intents.rules {
		if !ru.list || !fired.has(i) {
			continue
		}
		steps, ok, err := ru.match(inner)
		if err != nil || !ok {
			continue
		}
		for _, s := range steps {
			if !keep(s) {
				return nil, false, nil
			}
		}
		return steps, true, nil
	}
	return nil, false, nil
}
