package gen

import (
	"math/rand/v2"
	"strings"
	"unicode"
)

// Blessings said whole before or after a request, in both languages
// ("please god bless remind me …", "… please god bless", "אלוהים יברך
// תזכיר לי …", "…, השם יברך"), and a "please" run into the command as a
// fast thumb types it ("plsremind me …", "תזכירבבקשה לי …",
// "תרשמיבבקשה ש…"): the title keeps none of them.

var (
	// godBlessOpen are said before a request's command.
	godBlessOpen = []string{"please god bless ", "God bless, ", "god bless you, "}
	// godBlessOpenHE are said before a Hebrew request's command.
	godBlessOpenHE = []string{"אלוהים יברך, ", "השם יברך ", "ה' יברך אותך, "}
	// godBlessClose are said after a request.
	godBlessClose   = []string{" please god bless", ", please god bless you", " god bless u"}
	godBlessCloseHE = []string{", השם יברך", " אלוהים יברך אותך", ", ה' יברך"}
)

// godBless puts now and then (r decides, a stream of its own) a blessing
// before or after a request that makes a thing (blessKinds), in place of
// an opening and a closing that hold no word, and returns them.
func godBless(r *rand.Rand, c *Case, open, close string) (string, string) {
	if r.IntN(14) != 0 || !blessKinds[c.Kind] || c.Want.Op != "" || dictated(c.Text) || dictatedEnd(c.Text) {
		return open, close
	}
	if open == "" && (startsRemind(c.Text) || strings.HasPrefix(c.Text, "add ") || strings.HasPrefix(c.Text, "תוסיף ")) && r.IntN(2) == 0 {
		return pick(r, in(c.Lang, godBlessOpen, godBlessOpenHE)), close
	}
	if strings.IndexFunc(close, unicode.IsLetter) < 0 && !strings.HasSuffix(strings.TrimSpace(c.Text), "?") {
		close = pick(r, in(c.Lang, godBlessClose, godBlessCloseHE))
	}
	return open, close
}

// gluedPlease are the commands a "please" is run into, and how: before
// the English command, after the Hebrew one.
var gluedPlease = []struct{ cmd, glued string }{
	{"remind me ", "plsremind me "}, {"add ", "pleaseadd "},
	{"תזכיר לי ", "תזכירבבקשה לי "}, {"תזכירי לי ", "תזכיריבבקשה לי "}, {"תוסיף ", "תוסיףבבקשה "},
}

// gluePlease runs a "please" into the command that opens c's message, now
// and then (r decides), and reports whether it did.
func gluePlease(r *rand.Rand, c *Case) bool {
	if r.IntN(20) != 0 || !blessKinds[c.Kind] || c.Want.Op != "" {
		return false
	}
	for _, g := range gluedPlease {
		if strings.HasPrefix(c.Text, g.cmd) {
			c.Text = g.glued + c.Text[len(g.cmd):]
			c.Want.Lacks = append(c.Want.Lacks, strings.Fields(g.glued)[0])
			return true
		}
	}
	return false
}
