package gen

import (
	"github.com/memo-assistant/memo"
)

// Recall asks for something remembered, as people ask it: "what's my
// locker code?", "remind me what the wifi password is", "do you remember
// where I parked", "תזכיר לי מה הקוד של הלוקר". It searches the memory; it
// never stores or sets anything.
const Recall Kind = "recall"

var (
	recallEN = []string{
		"what's {q}?", "what is {q}", "remind me what {q} is", "do you remember {q}", "can you remind me what {q} is",
		"tell me what {q} is", "{q}?", "is {q} saved?", "did i save {q}?", "have i saved {q}",
	}
	recallHE = []string{
		"מה {q}?", "תזכיר לי מה {q}", "אתה זוכר מה {q}?", "תזכירי לי מה {q}", "מה היה {q}?", "{q}?",
		"שמרתי את {q}?", "האם שמרתי לך את {q}?",
	}
	asksEN = []string{"my locker code", "the wifi password", "dana's birthday", "my passport number", "the gate code",
		"my mom's birthday", "ronnie's mom's birthday", "marco's payment terms"}
	asksHE = []string{"הקוד של הלוקר", "הסיסמה של הוויפי", "יום ההולדת של דנה", "מספר הדרכון שלי", "הקוד של השער",
		"יום ההולדת של אמא שלי", "יום ההולדת של אמא של רוני", "תנאי התשלום של מרקו"}
)

// What was saved last, asked: "what did i just save?", "מה שמרתי עכשיו?".
var (
	latestAskEN = []string{"what did i just save?", "what did i save just now", "what was the last thing i told you to remember?",
		"what's the last thing you saved for me", "what did you just save", "what did i ask you to remember last?", "my last note?"}
	latestAskHE = []string{"מה שמרתי עכשיו?", "מה ביקשתי שתזכור אחרון?", "מה שמרתי הרגע", "מה הדבר האחרון ששמרתי?",
		"מה שמרת לי עכשיו?", "מה ביקשתי ממך לזכור לאחרונה", "מה אמרתי לך לזכור הרגע?", "הזיכרון האחרון?"}
)

// Every note of a kind, asked for at once: "what ideas did i save",
// "כל הסיסמאות ששמרתי".
var (
	kindAskEN = []string{"what {q} did i save", "show me my {q}", "all my {q}", "what {q} do i have saved?", "the {q} i saved"}
	kindAskHE = []string{"מה ה{q} ששמרתי?", "כל ה{q} ששמרתי", "תראה לי את ה{q} שלי", "אילו {q} שמרתי?"}
	kindsEN   = []string{"ideas", "passwords", "recipes"}
	kindsHE   = []string{"רעיונות", "סיסמאות", "מתכונים"}
)

// recall composes a question about something remembered.
func (g *Generator) recall(c *Case) {
	tmpl := pick(g.r, in(c.Lang, recallEN, recallHE))
	q := pick(g.r, in(c.Lang, asksEN, asksHE))
	if g.r.IntN(5) == 0 {
		tmpl, q = pick(g.r, in(c.Lang, kindAskEN, kindAskHE)), pick(g.r, in(c.Lang, kindsEN, kindsHE))
		if (q == "recipes" || q == "מתכונים") && (tmpl == "show me my {q}" || tmpl == "all my {q}" || tmpl == "תראה לי את ה{q} שלי") {
			q = in(c.Lang, kindsEN, kindsHE)[0] // "show me my recipes" may be a list
		}
	}
	c.Template = tmpl
	c.Text = fill(tmpl, "{q}", q)
	c.Want = Want{Has: itemWords(q)}
	if g.r.IntN(8) == 0 {
		c.Template = pick(g.r, in(c.Lang, latestAskEN, latestAskHE))
		c.Text, c.Want = c.Template, Want{Op: memo.OpMemoryGetAll}
	}
}

// scoreRecall scores a step that should search the memory for what the
// case asks about.
func scoreRecall(c Case, s memo.Step) (Outcome, string) {
	if c.Want.Op == memo.OpMemoryGetAll {
		// What was saved last: the newest memory, never a search.
		if s.Capability == memo.CapMemory && s.Memory != nil && s.Operation == memo.OpMemoryGetAll && s.Memory.Latest {
			return Correct, ""
		}
		return Wrong, "not the memory saved last: " + describe(s)
	}
	if s.Capability == memo.CapMemory && s.Memory != nil && s.Operation == memo.OpMemorySearch {
		if why := words2(Want{Has: c.Want.Has}, plainName(s.Memory.Query, c.Want.Has)); why != "" {
			return Wrong, why
		}
		return Correct, ""
	}
	if s.Capability == memo.CapCalendar && (s.Operation == memo.OpEventGet || s.Operation == memo.OpEventGetEvents) {
		return Declined, "asked the calendar: " + describe(s)
	}
	return Wrong, "not a search of the memory: " + describe(s)
}
