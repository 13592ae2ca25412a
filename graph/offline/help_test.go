package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCapabilityQuestionIsHelp: a question about what Memo can do or how
// it works, in any of its shapes, is answered as "help" is; one with a
// time after it is no such question.
func TestCapabilityQuestionIsHelp(t *testing.T) {
	for _, text := range []string{
		"what can u do", "what can you do for me", "what do you do", "how do u work", "what are you able to do",
		"hey memo what can u do?", "what else can you help me with", "how can you help me", "what are your features",
		"how does this work", "what is this for", "what can you do actually", "what do you do anyway",
		"מה אתה יודע לעשות", "מה את יכולה לעשות", "במה אתה יכול לעזור", "איך זה עובד", "במה את יכולה לעזור לי?",
		"מה עוד אתה יודע לעשות", "מה את יודעת לעשות בעצם?", "מה אתה יכול לעשות בכלל", "איך את עובדת", "מה אפשר לעשות איתך", "איך משתמשים בבוט",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpHelp {
			t.Errorf("%q: %s; want help", text, s.Operation)
		}
	}
	for _, text := range []string{"what can you do tomorrow", "מה אתה יכול לעשות מחר"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpHelp {
			t.Errorf("%q: help; want no help reply for a question about a day", text)
		}
	}
}
