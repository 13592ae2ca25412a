package gen

import (
	"math/rand/v2"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
)

// Englishes that wrap a request in words of their own: the Southern
// "y'all" opening a reminder ("Y'all remind me …"), the Australian
// "reckon u can …" before it, and the blessing a Ghanaian or Nigerian
// writer closes with ("…, thank you and be blessed", "…, and may the
// Lord guide us"). The title keeps none of them.

var (
	// blessOpenEN are said before "remind me".
	blessOpenEN = []string{"Y'all ", "y'all ", "reckon u can ", "reckon you could "}
	// blessCloseEN are said after any request that makes a thing.
	blessCloseEN = []string{", thank you and be blessed.", ", be blessed", ", and may the Lord guide us.", " stay blessed", ", may God bless you"}
)

// blessKinds are the kinds of request blessed: what is made.
var blessKinds = map[Kind]bool{Reminder: true, Task: true, Event: true, ListAdd: true}

// bless puts now and then (r decides, a stream of its own so the other
// cases keep their draws) an opening before a reminder and a blessing
// after c's message, in place of an opening and a closing that hold no
// word, and returns them.
func bless(r *rand.Rand, c *Case, open, close string) (string, string) {
	if r.IntN(8) != 0 || c.Lang != memo.English || !blessKinds[c.Kind] || c.Want.Op != "" || dictated(c.Text) || dictatedEnd(c.Text) {
		return open, close
	}
	if open == "" && startsRemind(c.Text) && r.IntN(2) == 0 {
		open = pick(r, blessOpenEN)
	}
	if strings.IndexFunc(close, unicode.IsLetter) < 0 && !strings.HasSuffix(strings.TrimSpace(c.Text), "?") && r.IntN(2) == 0 {
		close = pick(r, blessCloseEN)
	}
	return open, close
}
