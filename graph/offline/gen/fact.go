package gen

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Fact is a fact worth keeping told with no "remember": a debt ("Roi owes
// me 50 shekels", "רועי חייב לי 50 שקל"), who someone of the user's is
// ("my commander is Tal, phone 052-1234567", "המפקד שלי זה טל"), what
// someone eats or likes ("Dana doesn't eat gluten", "דנה לא אוכלת
// גלוטן"), a number of a thing of the user's ("my parking spot is 41",
// "הלוקר שלי 318"). It is kept in the memory with the words that make it.
// Its near-misses — a feeling, chatter, a question, half a fact, the
// user's own day — must never be kept.
const Fact Kind = "fact"

// What told facts are made of, in each language.
var (
	debtorsEN  = []string{"Roi", "Dana", "Avi", "my brother", "Noam", "Tal"}
	amountsEN  = []string{"50 shekels", "50", "$20", "100 nis", "200 bucks", "35 shekels"}
	forsEN     = []string{"", "", " for the pizza", " for lunch", " for the tickets"}
	debtorsHE  = []string{"רועי", "אבי", "נועם", "אבא", "יוסי"} // masculine
	debtorsHEf = []string{"דנה", "מיכל", "אמא", "רונית", "טל"}  // feminine
	amountsHE  = []string{"50 שקל", "50", "100 ש\"ח", "200 שקלים", "₪35", "70 שקל"}
	forsHE     = []string{"", "", " על הפיצה", " על הכרטיסים", " מהארוחה"}

	rolesEN   = []string{"my commander", "my boss", "the plumber", "our landlord", "the kids' pediatrician", "my dentist", "the electrician", "our neighbor"}
	peopleEN  = []string{"Tal", "Avi", "Dr. Levi", "Moshe Cohen", "Dana Katz", "Yossi"}
	tailsEN   = []string{"", "", ", phone 052-1234567", " 054-7654321", " on Herzl 12", ", tel 03-5551234"}
	namedEN   = []string{"the plumber's name is {p}", "the name of the electrician is {p}", "my tutor's name is {p}"}
	rolesHE   = []string{"המפקד שלי זה", "הבוס שלי זה", "האינסטלטור שלנו הוא", "רופאת הילדים היא", "השכן שלי זה", "המורה של נועם היא", "רופא המשפחה שלי:"}
	peopleHE  = []string{"טל", "אבי", "ד\"ר לוי", "רונית כהן", "יוסי", "דנה"}
	tailsHE   = []string{"", "", " טל' 052-1234567", " 054-7654321", " בהרצל 12", ", נייד 050-1112233"}
	namedHE   = []string{"השם של האינסטלטור זה {p}", "לחשמלאי קוראים {p}", "לשכנה שלנו קוראים {p}"}
	tastersEN = []string{"Dana", "Noam", "my wife", "my son", "Roi's mom", "Grandpa"}
	tastesEN  = []string{"doesn't eat gluten", "is allergic to peanuts", "loves sushi", "doesn't drink coffee", "hates cilantro", "is vegan",
		"prefers green tea", "can't eat dairy"}
	tastersHE = []string{"דנה", "אמא", "סבתא", "הבת שלי", "מיכל", "אשתי"} // feminine
	tastesHE  = []string{"לא אוכלת גלוטן", "אלרגית לאגוזים", "אוהבת סושי", "לא שותה קפה", "שונאת כוסברה", "טבעונית", "מעדיפה תה ירוק"}
	minesEN   = []string{"my parking spot is 41", "my locker is 318", "our apartment is 12b", "my seat is 14C", "my locker number is 318", "my room is 305",
		// Someone's handle, account or code, and the day a document expires.
		"jake's snap is jakeyboi07", "Dana's account number is 0123456789", "my passport expires on 3 March 2031"}
	minesHE = []string{"הלוקר שלי 318", "החניה שלי היא 41", "החדר שלי זה 305", "הקוד של השער 4521#", "מספר הלוקר שלי 318",
		"מספר התיק של לוינסון הוא 12345", "הדרכון שלי בתוקף עד מרץ 2031"}
	nearMissEN = []string{"I'm tired", "the weather is nice", "my boss is so annoying", "my boss is crazy", "I love pizza", "Dana loves you",
		"he owes me 50", "Roi owes me", "Roi owes me a favor", "how much does Roi owe me?", "who is my commander?", "does Dana eat gluten?",
		"I called mom", "I paid Roi 50 shekels", "my commander is", "my day is ruined", "everyone hates mondays", "she doesn't eat gluten",
		"i'm so done with my boss", "Dana is sick", "jake's snap is cool", "my passport expires tomorrow",
		// A must that is no deed, or someone else's (obligation.go).
		"I must say the weather is nice", "I need a vacation lol", "gotta go", "I have to admit that was fun", "he must book flights",
		"must be nice", "i need to tell you something"}
	nearMissHE = []string{"אני גמורה", "מזג האוויר נחמד", "המפקד שלי זה מניאק", "הבוס שלי מעצבן", "אני אוהבת פיצה", "דנה אוהבת אותי",
		"הוא חייב לי 50 שקל", "רועי חייב לי", "רועי חייב לי טובה", "כמה רועי חייב לי?", "מי המפקד שלי?", "האם דנה אוכלת גלוטן?",
		"התקשרתי לאמא", "שילמתי לרועי 50 שקל", "המפקד שלי זה", "היא לא אוכלת גלוטן", "אני לא אוכלת גלוטן", "איזה יום ארוך",
		"המורה שלי היא ממש נחמדה", "הבוס שלי הוא אידיוט", "המנהלת החדשה קוראים לה מניאקית",
		// A must that is no deed, or someone else's (obligation.go).
		"אני חייב לומר שמזג האוויר יפה", "אני צריך חופש", "אני חייבת ללכת", "הוא חייב להזמין טיסות", "צריך להגיד לך משהו"}
)

// fact composes a fact told with no command, or one of its near-misses.
func (g *Generator) fact(c *Case) {
	he := c.Lang == memo.Hebrew
	var has []string
	switch g.r.IntN(6) {
	case 0: // a near-miss: must not be kept
		c.Template = pick(g.r, in(c.Lang, nearMissEN, nearMissHE))
		c.Text, c.Want = c.Template, Want{Op: memo.OpUnknown}
		if n := len(c.Template); n%3 == 0 {
			worldTold(c, n/3) // "the store closes at 9": how the world runs
		}
		return
	case 1: // a debt
		if he {
			who, verb := pick(g.r, debtorsHE), "חייב"
			if g.r.IntN(2) == 0 {
				who, verb = pick(g.r, debtorsHEf), "חייבת"
			}
			amt := pick(g.r, amountsHE)
			c.Template = "{who} " + verb + " לי {amount}"
			c.Text = who + " " + verb + " לי " + amt + pick(g.r, forsHE)
			has = append(words(who), numbers(amt)...)
		} else {
			who, amt := pick(g.r, debtorsEN), pick(g.r, amountsEN)
			c.Template = "{who} owes me {amount}"
			c.Text = who + " owes me " + amt + pick(g.r, forsEN)
			has = append(words(who), numbers(amt)...)
		}
	case 2: // who someone of the user's is
		p := pick(g.r, in(c.Lang, peopleEN, peopleHE))
		if g.r.IntN(4) == 0 {
			c.Template = pick(g.r, in(c.Lang, namedEN, namedHE))
			c.Text = fill(c.Template, "{p}", p)
		} else {
			role, tail := pick(g.r, in(c.Lang, rolesEN, rolesHE)), pick(g.r, in(c.Lang, tailsEN, tailsHE))
			c.Template = "{role} is {name}{tail}"
			if he {
				c.Text = role + " " + p + tail
			} else {
				c.Text = role + " is " + p + tail
			}
			has = words(tail)
		}
		has = append(has, words(p)...)
	case 3, 4: // what someone eats or likes
		who, what := pick(g.r, in(c.Lang, tastersEN, tastersHE)), pick(g.r, in(c.Lang, tastesEN, tastesHE))
		c.Template = "{who} {taste}"
		c.Text = who + " " + what
		has = append(words(who), words(what)...)
	default: // a number of a thing of the user's
		c.Template = pick(g.r, in(c.Lang, minesEN, minesHE))
		c.Text = c.Template
		has = words(c.Text)
	}
	c.Want = Want{Has: has}
	if g.r.IntN(5) == 0 {
		// Asked to be kept, before it or after it: the asking is no word
		// of the fact ("Need to remember: …", "…, אני רוצה שתזכור").
		ask := pick(g.r, in(c.Lang, keepAskEN, keepAskHE))
		if before, ok := strings.CutSuffix(ask, "…"); ok {
			c.Text = before + c.Text
		} else {
			c.Text += strings.TrimPrefix(ask, "…")
		}
		c.Template = ask + " " + c.Template
		c.Want.Lacks = in(c.Lang, []string{"need", "remember", "want", "say"}, []string{"לזכור", "שתזכור", "רוצה", "תזכור"})
	}
}

// keepAskEN and keepAskHE ask for a fact to be kept, before it ("…" after
// the asking) or after it ("…" before).
var (
	keepAskEN = []string{"need to remember that …", "…, I want you to remember", "…, please remember",
		// The Nigerian "remember say" ("remember that").
		"remember say …", "abeg remember say …"}
	keepAskHE = []string{"לזכור ש…", "צריך לזכור ש…"}
)

// numbers returns the words of s that are digits only: the amount a
// debt is of, as a word of its own ("50 shekels", not "$20").
func numbers(s string) []string {
	var out []string
	for _, w := range words(s) {
		if strings.Trim(w, "0123456789") == "" {
			out = append(out, w)
		}
	}
	return out
}

// scoreFact scores the steps of a told fact: kept with its words, or
// (a near-miss) never kept.
func scoreFact(c Case, steps []memo.Step) (Outcome, string) {
	if c.Want.World {
		return scoreWorld(steps)
	}
	stored := false
	for _, s := range steps {
		stored = stored || s.Capability == memo.CapMemory && s.Operation == memo.OpMemoryStore
	}
	if c.Want.Op == memo.OpUnknown {
		switch {
		case stored:
			return Wrong, "a near-miss kept as a fact"
		case len(steps) == 1 && (steps[0].Capability == memo.CapGeneral || steps[0].Capability == memo.CapMemory):
			return Correct, ""
		}
		return Declined, "read as " + describe(steps[0])
	}
	if len(steps) == 1 && steps[0].Capability == memo.CapGeneral {
		return Declined, string(steps[0].Operation)
	}
	if len(steps) != 1 || !stored {
		return Wrong, "not a fact kept: " + describe(steps[0])
	}
	return scoreNote(c, steps[0])
}
