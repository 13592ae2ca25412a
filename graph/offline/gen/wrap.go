package gen

import (
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"
)

// Words around a request that are no part of it: a greeting with a name
// of address before it ("hi buddy, …", "שלום בני …", "בוקר טוב חמוד,
// …"), a label in another tongue ("tarefa: …"), and after it a sign-off,
// a blessing, a reason or self-talk ("… thanks so much", "…, bless her",
// "…, I always forget bless them", "… שלא אשכח", "… תבורך"). The title
// keeps none of them.

var (
	wrapOpenEN = []string{"hi buddy, ", "hey mate ", "morning love, ", "hello my dear, ", "hey pal, ", "hi sweetie ", "good morning, ",
		"hey there, ", "yo bro ", "hiya, ", "hi my dear ", "hey buddy ", "good evening, "}
	wrapOpenHE = []string{"שלום בני ", "היי מותק ", "בוקר טוב חמוד, ", "אהלן אחי ", "שלום יקירתי, ", "היי בובה ", "ערב טוב, ", "שלום חבר, ",
		"בוקר טוב בני, ", "שלום בתי ", "היי חמודה, ", "אהלן מותק "}
	// wrapCloseEN and wrapCloseHE are said after any request: a sign-off
	// or a blessing.
	wrapCloseEN = []string{" thanks so much", ", thank you!", " cheers", " ty", ", god bless", " bless you", ", inshallah", " god willing"}
	wrapCloseHE = []string{" תודה רבה", ", תודה!", " תבורך", " בעזרת השם", ", תבורכי", " בלי נדר", ` בע"ה`}
	// wrapWhyEN and wrapWhyHE are said after a thing to do, never after a
	// thing told someone: a reason or self-talk, with a blessing of the
	// one it is for now and then.
	wrapWhyEN = []string{", I always forget", ", I always forget bless them", " i keep forgetting", ", so I don't forget", ", it's important",
		", don't let me forget", ", I always forget god bless"}
	wrapWhyHE = []string{", אני תמיד שוכחת", " שלא אשכח", ", זה חשוב", ", אל תשכח", " כי אני תמיד שוכח", ", אני תמיד שוכחת תבורך"}
	// labelOpenEN are the labels of other tongues a task opens with,
	// for the plain "todo:" of a template.
	labelOpenEN = []string{"tarefa: ", "tarea: ", "tâche: ", "задача: ", "TODO - ", "to-do: "}
	labelOpenHE = []string{"tarefa: ", "todo: ", "משימה: ", "tarea: ", "to-do: "}
)

// wrapKinds are the kinds of request wrapped: what is made or kept.
var wrapKinds = map[Kind]bool{Reminder: true, Task: true, Event: true, ListAdd: true, Note: true}

// wrap puts now and then (r decides, a stream of its own so the other
// cases keep their draws) a greeting before c's message and a sign-off
// after it, in place of an opening and a closing that hold no word, and
// returns them.
func wrap(r *rand.Rand, c *Case, open, close string) (string, string) {
	if r.IntN(3) != 0 || !wrapKinds[c.Kind] || c.Want.Op != "" || dictated(c.Text) || dictatedEnd(c.Text) {
		return open, close
	}
	plainOpen := open == "" || slices.Contains(in(c.Lang, openEN, openHE), open)
	if plainOpen && !courtesyOpeners[firstWord(c.Template)] && r.IntN(4) != 0 {
		open = pick(r, in(c.Lang, wrapOpenEN, wrapOpenHE))
	}
	if strings.IndexFunc(close, unicode.IsLetter) >= 0 || strings.HasSuffix(strings.TrimSpace(c.Text), "?") {
		return open, close
	}
	why := (c.Kind == Reminder || c.Kind == Task || c.Kind == ListAdd) && !containsAnyWord(c.Text, toldWords)
	switch {
	case why && r.IntN(2) == 0:
		close = pick(r, in(c.Lang, wrapWhyEN, wrapWhyHE))
	case r.IntN(3) != 0:
		close = pick(r, in(c.Lang, wrapCloseEN, wrapCloseHE))
	}
	return open, close
}

// relabel writes the "todo:" a task's message opens with as a label of
// another tongue, now and then (r decides).
func relabel(r *rand.Rand, c *Case) {
	if c.Kind != Task || r.IntN(3) != 0 {
		return
	}
	for _, head := range []string{"todo: ", "טודו: "} {
		if strings.HasPrefix(c.Text, head) {
			label := pick(r, in(c.Lang, labelOpenEN, labelOpenHE))
			c.Text = label + strings.TrimPrefix(c.Text, head)
			c.Want.Lacks = append(c.Want.Lacks, words(label)...)
			return
		}
	}
}
