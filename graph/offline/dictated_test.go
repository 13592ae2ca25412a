package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDictatedPunctuation: punctuation said by name, as voice typing
// leaves it ("comma", "period", "full stop", "question mark", "פסיק",
// "נקודה"), is read as the marks it names and lands in no title or item;
// where the word is a word of the message ("a period tracker app", "my
// period", "נקודה חמה", "עוד נקודה") it stays.
func TestDictatedPunctuation(t *testing.T) {
	tasks := []struct{ text, title string }{
		{"remind me to call mom period", "call mom"},
		{"remind me to call mom tomorrow at 5 period", "call mom"},
		{"remind me at 3 to move the car full stop ngl i'm so cooked", "move the car"},
		{"תזכיר לי ב-8 לקנות בננה נקודה, אני ממש בלחץ", "לקנות בננה"},
		{"remind me tomorrow at 9 to pay the bill full stop", "pay the bill"},
		{"תזכיר לי להתקשר לאמא מחר בחמש נקודה", "להתקשר לאמא"},
		{"תזכירי לי מחר בשמונה לשלם חשבון חשמל נקודה", "לשלם חשבון חשמל"},
		// Near misses: the word of the message stays.
		{"remind me to buy a period tracker app", "buy a period tracker app"},
		{"remind me tomorrow at 8 to order pads for my period", "order pads for my period"},
		{"remind me tomorrow to email the school about the free period", "email the school about the free period"},
		{"remind me to buy a period tracker app period", "buy a period tracker app"},
		{"remind me in 20 minutes to call dana period", "call dana"},
		{"remind me to pay the bill sometime this week period", "pay the bill"},
		{"remind me on sunday to plan the holiday period", "plan the holiday period"},
		{"remind me tomorrow to fix the oxford comma", "fix the oxford comma"},
		{"remind me tomorrow to send the comma separated file", "send the comma separated file"},
		{"תזכיר לי מחר לעבור בנקודה חמה", "לעבור בנקודה חמה"},
		{"תזכיר לי מחר לשים נקודה", "לשים נקודה"},
		{"תזכיר לי מחר בעשר לבדוק עוד נקודה", "לבדוק עוד נקודה"},
	}
	for _, c := range tasks {
		p := planLists(t, c.text, nil)
		s := p.Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != c.title {
			t.Errorf("%q: %s %+v; want the task %q", c.text, s.Operation, s.Tasks, c.title)
		}
		if p.Text != c.text {
			t.Errorf("%q: the plan's text is %q; want the message as it was sent", c.text, p.Text)
		}
	}
	checkListCases(t, nil, []listCase{
		{text: "add milk comma eggs comma bread to shopping list period", op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs", "bread"}},
		{text: "add to shopping list milk comma eggs comma bread full stop", op: memo.OpListAdd, name: "shopping", items: []string{"milk", "eggs", "bread"}},
		{text: "shopping list colon olive oil comma dish soap", lists: []string{"shopping"}, op: memo.OpListAdd, name: "shopping", items: []string{"olive oil", "dish soap"}},
		{text: "תוסיף לקניות חלב פסיק לחם פסיק ביצים נקודה", op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "לחם", "ביצים"}},
		{text: "רשימת קניות נקודתיים שמן זית פסיק נייר טואלט", op: memo.OpListAdd, name: "קניות", items: []string{"שמן זית", "נייר טואלט"}},
		// Near misses: words of the message, not marks.
		{text: "add a period tracker app to my apps list", op: memo.OpListAdd, name: "apps", items: []string{"a period tracker app"}},
		{text: "תוסיף לרשימת מקומות נקודה חמה", op: memo.OpListAdd, name: "מקומות", items: []string{"נקודה חמה"}},
	})
}
