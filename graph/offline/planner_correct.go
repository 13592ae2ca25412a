package offline

import "github.com/memo-assistant/memo"

// correctsOtherThing reports whether a message said as a correction
// ("sorry, lunch with Dana at 2", "בעצם רופא שיניים ב-5") would make
// something new right after the conversation was about another item,
// without a command of its own: whether it corrects that item or adds a
// new one cannot be told, so nothing is made. A correction that opens a
// request ("actually, remind me tomorrow at 9 to call mom") is planned.
func correctsOtherThing(req memo.PlanRequest, c Cleaned, steps []memo.Step) bool {
	if !c.Correction || req.Focus == nil || req.Focus.ID == "" {
		return false
	}
	if opensCommand(c.Text) || reTrigger.MatchString(toLower(c.Text)) {
		return false
	}
	for _, s := range steps {
		switch s.Operation {
		case memo.OpTaskCreate, memo.OpListCreate, memo.OpEventCreate, memo.OpEventCreateMultiple, memo.OpEventCreateRecurring,
			memo.OpEventCreateMultipleRecurring:
			return true
		}
	}
	return false
}
