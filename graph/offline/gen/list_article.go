package gen

import (
	"math/rand/v2"
	"strings"
)

// Forms drawn from a stream of their own (articledList), each in place of
// an add to a list already composed: a new list named by one word with
// its article before items with no colon, the first of several words
// ("תוסיפי לרשימת המרפאה כפפות מידה M, מסכות ומשחה להלבנה", "add to
// clinic list gloves size M, masks and whitening paste"), and items said
// "in" a new list ("תוסיף דבק ואטבים בתוך רשימת המחסן", "put tape and
// glue in the garage list"). The list is made with the items.

var (
	// articledNamesEN and articledNamesHE are lists the user has not
	// made, one word each.
	articledNamesEN = []string{"clinic", "garage", "office", "cabin", "party"}
	articledNamesHE = []string{"מרפאה", "מחסן", "משרד", "צימר", "מסיבה", "קליניקה"}
	// articledLongEN and articledLongHE are items of several words.
	articledLongEN = []string{"gloves size M", "whitening paste", "AA batteries", "paper towels", "duct tape"}
	articledLongHE = []string{"כפפות מידה M", "משחה להלבנה", "סוללות AA", "מגבות נייר", "כוסות חד פעמיות", "שק שינה"}
	// articledOneEN and articledOneHE are items of one word.
	articledOneEN = []string{"masks", "sponges", "glue", "stickers", "candles"}
	articledOneHE = []string{"מסכות", "ספוגים", "דבק", "אטבים", "נרות", "פנס"}
	// articledEN and articledHE are the templates: the list's name in
	// {l}, the items in {a} (several words), {b} and {c} (one each).
	articledEN = []string{"add to {l} list {a}, {b} and {c}", "add to the {l} list {a}, {b}, {c}",
		"put {b} and {c} in the {l} list", "add {a} and {b} to my {l} list"}
	articledHE = []string{"תוסיפי לרשימת ה{l} {a}, {b} ו{c}", "תוסיף לרשימת ה{l} {a}, {b}, {c}",
		"תוסיף לרשימת ה{l} {a} ו{b}", "תוסיף {b} ו{c} בתוך רשימת ה{l}", "תכניסי {b} ו{c} ברשימת ה{l}"}
)

// articledList puts one of the forms above in place of c now and then,
// drawn from r alone.
func articledList(r *rand.Rand, c *Case) {
	if r.IntN(6) != 0 {
		return
	}
	n := fresh(c)
	list := pick(r, in(c.Lang, articledNamesEN, articledNamesHE))
	a := pick(r, in(c.Lang, articledLongEN, articledLongHE))
	ones := in(c.Lang, articledOneEN, articledOneHE)
	b := pick(r, ones)
	cc := pick(r, ones)
	for cc == b {
		cc = pick(r, ones)
	}
	tmpl := pick(r, in(c.Lang, articledEN, articledHE))
	n.Template, n.Text = tmpl, fill(tmpl, "{l}", list, "{a}", a, "{b}", b, "{c}", cc)
	n.Want = Want{List: list, Lacks: commandWords(tmpl)}
	for _, slot := range []struct{ key, item string }{{"{a}", a}, {"{b}", b}, {"{c}", cc}} {
		if strings.Contains(tmpl, slot.key) {
			n.Want.Items = append(n.Want.Items, words(slot.item))
		}
	}
	n.Noise = "list-articled"
	*c = n
}
