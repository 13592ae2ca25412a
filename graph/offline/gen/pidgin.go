package gen

import (
	"math/rand/v2"
	"strings"

	"github.com/memo-assistant/memo"
)

// Hawaiian Pidgin's function words in a request: "remind me fo call da
// landlord …" (to, the), "remembah that …" (remember). The title keeps
// none of them: it is said with "to" and "the" as English has them.

// pidginArticleNext are the words after "the" that name no name, so that
// "the" before them may be said "da".
var pidginArticleNext = map[string]bool{
	"landlord": true, "dentist": true, "doctor": true, "car": true, "bill": true, "bills": true, "kids": true, "plants": true,
	"dog": true, "rent": true, "bank": true, "trash": true, "laundry": true, "dishes": true, "electric": true, "water": true, "phone": true,
}

// pidginDress says now and then (r decides, a stream of its own) c's
// English reminder or note the Hawaiian Pidgin way: "remind me fo …", its
// verb's "the" said "da", or "remembah …". It runs after every other
// draw of the case, so the words it puts in change no other case's.
func pidginDress(r *rand.Rand, c *Case) {
	if r.IntN(10) != 0 || c.Lang != memo.English || c.Want.Op != "" || c.Noise != "" || dictated(c.Text) || dictatedEnd(c.Text) {
		return
	}
	switch {
	case (c.Kind == Reminder || c.Kind == Task) && strings.HasPrefix(c.Text, "remind me to "):
		rest := strings.TrimPrefix(c.Text, "remind me to ")
		ws := strings.Fields(rest)
		if len(ws) > 2 && ws[1] == "the" && pidginArticleNext[ws[2]] && r.IntN(2) == 0 {
			rest = ws[0] + " da " + strings.TrimPrefix(rest, ws[0]+" the ")
			c.Want.Lacks = append(c.Want.Lacks, "da")
		}
		c.Text = "remind me fo " + rest
		c.Want.Lacks = append(c.Want.Lacks, "fo")
	case c.Kind == Note && strings.HasPrefix(c.Text, "remember "):
		c.Text = "remembah " + strings.TrimPrefix(c.Text, "remember ")
		c.Want.Lacks = append(c.Want.Lacks, "remembah")
	default:
		return
	}
	c.Noise = "pidgin"
}
