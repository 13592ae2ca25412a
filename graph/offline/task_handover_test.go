package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestTaskHandedOver: a task handed over before its deed ("got a task
// for ya. Fix the pump", "יש לי משימה בשבילך: לתקן את המשאבה") is the
// task, the words that hand it over no word of its title; a sigh before a
// request ("Oy, what do I have this week") is no word of it either. Near
// misses: a job offered with no deed after it is not a task.
func TestTaskHandedOver(t *testing.T) {
	checkMade(t, memo.OpTaskCreate, map[string]string{
		"Got a task for ya. Fix the windmill pump on the north pasture": "Fix the windmill pump on the north pasture",
		"here's a job for you: call the bank about the loan":            "call the bank about the loan",
		"ok I have a todo for u - renew the passport":                   "renew the passport",
		"I've got another task for you, pick up the dry cleaning":       "pick up the dry cleaning",
		"יש לי משימה בשבילך: לתקן את המשאבה בשדה הצפוני":                "לתקן את המשאבה בשדה הצפוני",
		"הנה משימה בשבילך - לחדש את הביטוח של הרכב":                     "לחדש את הביטוח של הרכב",
		"oof ok remind me tomorrow at 9 to call the vet":                "call the vet",
		"אוי ואבוי, תזכיר לי מחר ב9 להתקשר לווטרינר":                    "להתקשר לווטרינר",
	})
	for _, text := range []string{"Oy, what do I have this week", "oy vey what do i have tomorrow"} {
		if s := plan(t, text).Steps; s[len(s)-1].Operation != memo.OpEventGetEvents {
			t.Errorf("%q: %s; want the calendar read", text, s[len(s)-1].Operation)
		}
	}
	checkMakesNone(t, memo.OpTaskCreate,
		"got a job for you. Interested?",    // no deed follows
		"I have a task for you at 5",        // no deed follows
		"יש לי משימה בשבילך: מחר",           // no deed follows
		"here's a task for you: the fridge", // a noun, no deed
	)
}

// TestPutMeDownFor: "put me down for", "book me in for" book the thing
// after their "for", which is no word of its title; a particle that
// closes a list's heading is no word of its first item.
func TestPutMeDownFor(t *testing.T) {
	checkMade(t, memo.OpEventCreate, map[string]string{
		"put me down for a shift Friday 8pm till 8am Saturday at the QE": "shift at the QE",
		"put me down for the hair appointment tomorrow at 4":             "hair appointment",
		"book me in for the 9am class on friday":                         "class",
	})
	for text, first := range map[string]string{"grocery list po: rice, eggs, pancit canton": "rice", "shopping list bro: milk, eggs": "milk"} {
		s := plan(t, text).Steps[0]
		if s.Lists == nil || len(s.Lists.Items) == 0 || s.Lists.Items[0] != first {
			t.Errorf("%q: %s %+v; want the first item %q", text, s.Operation, s.Lists, first)
		}
	}
}
