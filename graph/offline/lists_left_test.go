package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWhatIsLeftOnTheListInView: "what's left?", "what else is left",
// "מה עוד יש" with a list in view show that list; with none they are not
// read as one, but for what is left to buy, which the shopping list holds.
func TestWhatIsLeftOnTheListInView(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, text := range []string{"what's left?", "what do I still need", "so what is still left to buy", "מה נשאר", "מה עוד נשאר לקנות",
		"what else is left", "what else is there?", "what remains", "anything left?", "and what's left",
		"מה עוד יש", "מה עוד יש לי לקנות", "מה נשאר עוד", "ומה נשאר?", "מה עוד חסר",
		"which ones are left", "so which ones do I still need", "אילו נשארו", "ואיזה נשארו עכשיו"} {
		p, err := planWith(t, text, shopping)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpListGet || p.Steps[0].Lists.ListID != "l1" {
			t.Errorf("%q with the list in view: %+v, %v; want it shown", text, p.Steps, err)
		}
		if strings.Contains(text, "to buy") || strings.Contains(text, "לקנות") {
			continue // what is left to buy asks of the shopping list (TestListQuestionLoose)
		}
		p, err = planWith(t, text, nil)
		if err == nil && len(p.Steps) > 0 && p.Steps[0].Capability == memo.CapLists {
			t.Errorf("%q with no list in view: %s.%s; want no list", text, p.Steps[0].Capability, p.Steps[0].Operation)
		}
	}
}

// TestWhichOnesAreLeft: "which ones do I have then", "אילו נשארו לי"
// with no list in view ask what is still open, as "what's left" does;
// "which ones" said of something else is no such question.
func TestWhichOnesAreLeft(t *testing.T) {
	for _, text := range []string{"which ones do I have then", "which ones are left", "which ones do I still have left now", "so which ones remain",
		"אילו נשארו לי", "איזה יש לי עוד", "ואילו נשארו עכשיו"} {
		p, err := planWith(t, text, nil)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskGetAll {
			t.Errorf("%q: %+v, %v; want the open tasks listed", text, p.Steps, err)
		}
	}
	for _, text := range []string{"which ones do I have to call", "which one is mine", "which ones are left on the shelf at the store", "אילו נשארו במחסן"} {
		p, err := planWith(t, text, nil)
		if err == nil && len(p.Steps) == 1 && p.Steps[0].Operation == memo.OpTaskGetAll {
			t.Errorf("%q: listed the open tasks; want it read otherwise", text)
		}
	}
}
