package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// An errand jotted down alone, with no command and no time, is a task, as
// the user's "need to …" is (obligation.go): "pick up scrubs", "drop off
// the dry cleaning", "renew passport", "לאסוף את החליפה מהניקוי", "לחדש
// דרכון". Only errands of the hands, which no one asks a chat assistant to
// do: "book flights", "call me a cab" are asked of Memo and answered by
// outside.go; "text mom", "email Avi" may ask Memo to send. Near misses stay
// declined: a question ("pick up where we left off?"), an idiom or a
// pronoun after the verb ("pick up the pace", "pay attention", "pick it
// up", "return to the list"), one of Memo's own items ("renew the
// reminder", "להחזיר את התזכורת"), a message of more than one clause or
// one said to the item in focus, and anything with a time, which the timed readers
// have.

var (
	// reBareErrandEN is an English errand verb opening the message, and
	// the first word of its object in group 1.
	reBareErrandEN = compile(`^(?:pick\s+up|drop\s+off|collect|renew|return|pay|take\s+out|water|feed|walk)\s+` +
		`(?:(?:the|my|our|a|an|some|his|her|their)\s+)?([\pL][\pL'-]*)`)
	// reBareErrandHE is the same in Hebrew, the infinitive a note to self
	// is written in.
	// Besides the errands of the hands, the infinitive alone is how a
	// Hebrew to-do is jotted ("לקנות מתנה לאמא", "להזמין כרטיסים
	// להופעה", "להתקשר לאינסטלטור"): no one asks a chat assistant in it,
	// as "תזמין לי", "תתקשר" ask.
	reBareErrandHE = compile(`^(?:לאסוף|לחדש|להחזיר|לשלם|להוציא|להשקות|להאכיל|לקנות|להזמין|להתקשר|לצלצל|לתקן|לנקות|לכבס|לגהץ|` +
		`להחליף|לתאם|לברר|להגיש|להדפיס|לארוז|לסדר|להביא|למלא|לחתום)\s+(?:את\s+)?(\pL\S*)`)
)

// notErrandObject are the words after an errand verb that make it an idiom
// or point at no thing: "pick up the pace", "pick up where …", "walk me
// through", "feed back", "take out the reminder".
var notErrandObject = wordSet(`pace speed where on to from attention slack tab yourself me you him them us it that this there here
	home back through in up out down reminder reminders task tasks list lists event events note notes meeting appointment
	לי לך אותי אותך אותו אותה אליו אליה אליי אלייך אליהם אלינו לו לה להם לנו או אם לא כבר עוד זה זאת התזכורת תזכורת המשימה משימה הרשימה רשימה האירוע אירוע הפגישה פגישה`)

// matchBareErrand reads an errand jotted down alone as a task (see
// above); anything else is left to the rules after it.
func matchBareErrand(m *message) ([]memo.Step, bool, error) {
	if m.part || m.req.Focus != nil || strings.Contains(m.req.Text, "?") ||
		strings.ContainsAny(strings.TrimRight(m.raw, " .!"), ",;.!:\n") || saysTime(m, m.req.Text) {
		// "להוציא את הזבל, תזכירי לי …": more than the errand alone
		return nil, false, nil
	}
	lead := "need to "
	g := reBareErrandEN.FindStringSubmatch(m.low)
	if g == nil {
		lead = "צריך "
		g = reBareErrandHE.FindStringSubmatch(m.low)
	}
	if g == nil || notErrandObject[g[1]] || saysTime(m, m.raw) || namesList(m.low) || len(strings.Fields(m.low)) > 8 {
		// "feed store list 20 bags range cubes …": a list named, its
		// items after it, not an errand of feeding
		return nil, false, nil
	}
	req := m.req
	req.Text = lead + m.raw
	n := newMessage(req)
	n.part = m.part
	return matchTaskCreate(n)
}

// namesList reports whether low so much as mentions a list: what
// namesAList reads, or "list" or "ליסט" anywhere, run together with
// another word or not ("shoppinglist", "ליסט"). An errand jotted down
// alone names none, so the wider reading of namesAList is the safe one
// here.
func namesList(low string) bool {
	return namesAList(low) || containsAny(low, "list", "ליסט")
}
