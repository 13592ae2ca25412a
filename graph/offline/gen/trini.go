package gen

import (
	"math/rand/v2"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
)

// Trini and Yorkshire English around a request: "yuh could remind me …",
// "can tha remind me …", "Now then, can tha remind me …", "remind meh …",
// a list named "de {l} list", "meh {l} list" or "t'{l} list", and the Trini
// "nah" closing a request. The title keeps none of them.

var (
	// triniOpenEN are said before "remind me".
	triniOpenEN = []string{"yuh could ", "can tha ", "Now then, can tha ", "could yuh "}
	// triniListEN are the list's article or owner said the Trini or
	// Yorkshire way, in place of "the" or "my" before a list's name.
	triniListEN = []string{"de ", "meh ", "t'"}
)

// triniKinds are the kinds of request so said: what is made.
var triniKinds = map[Kind]bool{Reminder: true, Task: true, Event: true, ListAdd: true}

// triniDress says now and then (r decides, a stream of its own) c's
// message the Trini or Yorkshire way: a wrapper before "remind me", its
// list's article, or a closing "nah". It runs after every other draw of
// the case, so the words it puts in change no other case's.
func triniDress(r *rand.Rand, c *Case) {
	if r.IntN(10) != 0 || c.Lang != memo.English || !triniKinds[c.Kind] || c.Want.Op != "" || c.Noise != "" || dictated(c.Text) || dictatedEnd(c.Text) {
		return
	}
	switch {
	case startsRemind(c.Text) && r.IntN(3) != 0:
		if r.IntN(3) == 0 {
			c.Text = "remind meh " + strings.TrimPrefix(c.Text, "remind me ")
			c.Want.Lacks = append(c.Want.Lacks, "meh")
		} else {
			c.Text = pick(r, triniOpenEN) + c.Text
			c.Want.Lacks = append(c.Want.Lacks, "yuh", "tha", "could")
		}
	case c.Kind == ListAdd && c.Want.List != "" && (strings.Contains(c.Text, " the "+c.Want.List+" list") || strings.Contains(c.Text, " my "+c.Want.List+" list")):
		said := pick(r, triniListEN)
		c.Text = strings.Replace(strings.Replace(c.Text, " the "+c.Want.List+" list", " "+said+c.Want.List+" list", 1),
			" my "+c.Want.List+" list", " "+said+c.Want.List+" list", 1)
		c.Want.Lacks = append(c.Want.Lacks, "de", "meh", "t'"+c.Want.List)
	}
	if end := strings.TrimSpace(c.Text); end != "" && unicode.IsLetter([]rune(end)[len([]rune(end))-1]) && r.IntN(2) == 0 {
		c.Text = end + " nah"
		c.Want.Lacks = append(c.Want.Lacks, "nah")
	}
}
