package gen

import (
	"math/rand/v2"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
)

// Laughter as other tongues text it ("kkkk", "jajaja", "wkwk", "ㅋㅋㅋ",
// "mdr", "חחחח") said before a reminder or after a request that makes a
// thing: no word of the title. And thanks, praise and talk said alone in
// the tongues people mix in ("grazie mille", "obrigado!! you are the best
// kkkkk", "wya 😭"): answered in kind, nothing changed.

var (
	// laughsEN and laughsHE are the laughs said around a request.
	laughsEN = []string{"kkkk", "kkkkk", "jajaja", "wkwkwk", "ㅋㅋㅋ", "mdr", "hahaha", "rsrs"}
	laughsHE = []string{"חחחח", "חחח", "kkkk", "ㅋㅋㅋ"}
)

// laughs puts now and then (r decides, a stream of its own so the other
// cases keep their draws) a laugh before a reminder or after c's
// message, in place of an opening or a closing that holds no word.
func laughs(r *rand.Rand, c *Case, open, close string) (string, string) {
	if r.IntN(10) != 0 || !blessKinds[c.Kind] || c.Want.Op != "" || dictated(c.Text) || dictatedEnd(c.Text) || strings.HasSuffix(strings.TrimSpace(c.Text), "?") {
		return open, close
	}
	laugh := pick(r, in(c.Lang, laughsEN, laughsHE))
	if open == "" && startsRemind(c.Text) && r.IntN(3) == 0 {
		return laugh + " ", close
	}
	if strings.IndexFunc(close, unicode.IsLetter) < 0 && strings.IndexFunc(close, unicode.IsDigit) < 0 {
		return open, " " + laugh + close
	}
	return open, close
}

// talkMore are small talk said alone, each with how it is answered.
var talkMore = map[memo.Language][]struct {
	text   string
	op     memo.Op
	reason memo.UnknownReason
}{
	memo.English: {
		{"cheers for sorting all that, you're a star", memo.OpThanks, ""},
		{"thanks hen", memo.OpThanks, ""},
		{"Grazie mille, you are very gentle", memo.OpThanks, ""},
		{"obrigado!! you are the best kkkkk", memo.OpThanks, ""},
		{"obrigada", memo.OpThanks, ""},
		{"muchas gracias jajaja", memo.OpThanks, ""},
		{"arigato", memo.OpThanks, ""},
		{"spasibo", memo.OpThanks, ""},
		{"merci beaucoup mdr", memo.OpThanks, ""},
		{"terima kasih wkwk", memo.OpThanks, ""},
		{"thanks for setting it up", memo.OpThanks, ""},
		{"ta pet", memo.OpThanks, ""},
		{"kkkkk", memo.OpThanks, ""},
		{"jk lol ur a bot", memo.OpUnknown, memo.ReasonReaction},
		{"wya 😭", memo.OpGreet, ""},
		{"wyd", memo.OpGreet, ""},
		{"hbu?", memo.OpGreet, ""},
	},
	memo.Hebrew: {
		{"יישר כח גדול! אתה עוזר לי מאוד", memo.OpThanks, ""},
		{"יישר כח", memo.OpThanks, ""},
		{"תודה רבה חחחח", memo.OpThanks, ""},
		{"אתה תותח", memo.OpThanks, ""},
		{"כל הכבוד לך", memo.OpThanks, ""},
	},
}

// thankMore puts now and then (r decides, a stream of its own) one of
// talkMore in place of the thanks c was made as.
func thankMore(r *rand.Rand, c *Case) {
	if r.IntN(3) != 0 {
		return
	}
	t := talkMore[c.Lang][r.IntN(len(talkMore[c.Lang]))]
	c.Template, c.Want.Op, c.Want.Reason = t.text, t.op, t.reason
}
