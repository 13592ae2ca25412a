package offline_test

import "testing"

// TestThanksOfItem: thanks that names a thing to do — a letter of thanks,
// a thank-you card, "מכתב תודה" — is a word of the task; thanks closing
// the message is still dropped, and elsewhere still refused.
func TestThanksOfItem(t *testing.T) {
	checkMade(t, "", map[string]string{
		"Add to my tasks: write a letter of thanks to the committee": "write a letter of thanks to the committee",
		"add a task: write a letter of thanks":                       "write a letter of thanks",
		"remind me tomorrow at 5 to write a thank you card to Dana":  "write a thank you card to Dana",
		"add a task: send a thank-you note to the teacher":           "send a thank-you note to the teacher",
		"add a task: buy a thanks card for grandma":                  "buy a thanks card for grandma",
		"תוסיף למשימות: לכתוב מכתב תודה לוועד":                       "לכתוב מכתב תודה לוועד",
		"תוסיף משימה לכתוב מכתב תודה":                                "לכתוב מכתב תודה",
		"תזכיר לי מחר ב5 לשלוח כרטיס תודה לסבתא":                     "לשלוח כרטיס תודה לסבתא",
		// Near misses: thanks said to Memo is dropped.
		"add a task: buy milk thanks":                             "buy milk",
		"add to my tasks: write a letter to the committee thanks": "write a letter to the committee",
		"תוסיף משימה לכתוב מכתב לוועד תודה":                       "לכתוב מכתב לוועד",
	})
	for _, text := range []string{"remind me to say thanks to Dana", "add a task: thanks for the card"} {
		if p, err := planErr(text); !storesNothing(p, err) {
			t.Errorf("%q: %+v; want nothing kept", text, p.Steps)
		}
	}
}
