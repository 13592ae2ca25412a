package brain_test

import "testing"

// TestFillersFound: a question that says how often or how sure ("usually",
// "בדרך כלל") finds what was kept without those words, and a question
// whose own words are not kept still finds nothing.
func TestFillersFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("רונית תמיד מזמינה עוגת גבינה פירורים בלי צימוקים"))
	mustStore(t, b, "u1", note("Dana always orders the vegan pasta"))
	wantFound(t, b, map[string]string{
		"מה רונית מזמינה בדרך כלל": "עוגת גבינה", `מה רונית מזמינה בד"כ`: "עוגת גבינה", "מה רונית מזמינה לרוב": "עוגת גבינה",
		"מה רונית בדרך-כלל מזמינה":     "עוגת גבינה",
		"what does dana usually order": "vegan pasta", "what does dana normally order": "vegan pasta",
		"what does Dana typically order?": "vegan pasta", "what does dana order most of the time": "vegan pasta",
		"מה רונית שותה בדרך כלל": "", "מה דני מזמין בדרך כלל": "", "מה רונית לובשת תמיד": "",
		"what does dana usually drink": "", "what does Dan usually order at the bar": "",
		"what does dana usually wear": "", "מה רונית אוכלת בדרך כלל בבוקר": "",
	})
}
