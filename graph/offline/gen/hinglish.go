package gen

import (
	"math/rand/v2"
	"strings"

	"github.com/memo-assistant/memo"
)

// Reminders asked in Hinglish, Hindi typed in Latin letters among English
// words: a word of address ("beta", "acha beta,"), a time with "baje" and
// its part of the day ("kal subah 9 baje": tomorrow at 9am), the thing to
// do in the user's words ("BP ki dawai lena hai", "Raju ko call karna
// hai") and the verb of reminding ("remind kar dena", "yaad dila dena",
// or the English "remind me"). The title keeps the thing, not the words
// of address, time or command.

var (
	hinglishOpens = []string{"", "Beta ", "Acha beta, ", "Arre ji ", "Haan beta, ", "ji "}
	// hinglishTimes are the times said in Hinglish with their meaning.
	hinglishTimes = []timeExpr{
		{text: "kal subah 9 baje", mean: at(1, 9, 0)},
		{text: "kal shaam 5 baje", mean: at(1, 17, 0)},
		{text: "kal raat 10 baje", mean: at(1, 22, 0)},
		{text: "parso dopahar 2 baje", mean: at(2, 14, 0)},
		{text: "kal subah sade 7 baje", mean: at(1, 7, 30)},
		{text: "parso subah 8 baje", mean: at(2, 8, 0)},
	}
	// hinglishDeeds are the things to do, with the words the title keeps.
	hinglishDeeds = []struct {
		said string
		has  []string
	}{
		{"BP ki dawai lena hai", []string{"bp", "dawai"}},
		{"Raju ko call karna hai", []string{"raju", "call"}},
		{"sugar check karna hai", []string{"sugar", "check"}},
		{"doodh wala ko paise dene hai", []string{"doodh", "paise"}},
		{"bijli ka bill pay karna hai", []string{"bijli", "bill", "pay"}},
	}
	// hinglishForms place the time {t} and the thing {i} around the verb.
	hinglishForms = []string{"remind me {t} {i}", "{t} {i} remind kar dena", "{i} {t} yaad dila dena", "{t} remind karna {i}",
		"{i}, {t} remind kar dena"}
)

// hinglish writes now and then (r decides, a stream of its own so the
// other cases keep their draws) an English reminder c as one asked in
// Hinglish, after it is dressed.
func hinglish(r *rand.Rand, c *Case) {
	if c.Kind != Reminder || c.Lang != memo.English || r.IntN(10) != 0 {
		return
	}
	te := pick(r, hinglishTimes)
	deed := pick(r, hinglishDeeds)
	form := pick(r, hinglishForms)
	c.Text = pick(r, hinglishOpens) + fill(form, "{t}", te.text, "{i}", deed.said)
	c.Template = "hinglish: " + form
	c.Noise = ""
	c.Want = Want{Has: deed.has, Lacks: append(strings.Fields(te.text), "beta", "hai", "remind", "dena", "dila", "yaad"), When: te.mean(c.Now)}
}

var (
	// hinglishAsks are things asked after in Hinglish, with the words the
	// search keeps.
	hinglishAsks = []struct {
		said string
		has  []string
	}{
		{"Raju ka number", []string{"raju"}}, // a phone look-up: the field, not the word
		{"Ammi's card number", []string{"ammi", "card", "number"}},
		{"wifi ka password", []string{"wifi", "password"}},
		{"locker ka code", []string{"locker", "code"}},
		{"gate code", []string{"gate", "code"}},
		{"Pinku ka birthday", []string{"pinku", "birthday"}},
	}
	// hinglishAskForms ask "what is (was) {q}?".
	hinglishAskForms = []string{"{q} kya hai?", "{q} kya tha?", "Beta {q} kya hai", "Acha, {q} kya tha", "{q} kya h"}
)

// hinglishAsk writes now and then (r decides, a stream of its own) an
// English question about something remembered as one asked in Hinglish:
// "Ammi's card number kya tha?" searches the memory for Ammi's card
// number.
func hinglishAsk(r *rand.Rand, c *Case) {
	if c.Kind != Recall || c.Lang != memo.English || c.Want.Op != "" || r.IntN(10) != 0 {
		return
	}
	ask := pick(r, hinglishAsks)
	form := pick(r, hinglishAskForms)
	c.Text = fill(form, "{q}", ask.said)
	c.Template = "hinglish ask: " + form
	c.Noise = ""
	c.Want = Want{Has: ask.has}
}
