package gen

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Forms drawn from a stream of their own (Generator.listRun), each in
// place of an add to a list already composed: items said right after the
// list's name as a run of bare words with no comma ("תוסיף לרשימה ציוד
// לטיול מימייה פנס אולר", "add to the packing list sunscreen towel
// flipflops"), which may be split where the words tell or asked about,
// never kept as one item; and an item whose ו belongs to a brand ("משאף
// ונטולין"), never cut in two.

var (
	// runWordsEN and runWordsHE are things no grocery table knows, each
	// one word.
	runWordsEN = []string{"sunscreen", "towel", "flipflops", "gloves", "brush", "sulfite", "headlamp", "tarp", "pliers", "sandpaper"}
	runWordsHE = []string{"מימייה", "פנס", "אולר", "כפפות", "מברשת", "סולפיט", "ברזנט", "פלאייר", "יתדות", "מטקות"}
	// runListEN and runListHE say the list first, its name in {l}.
	runListEN = []string{"add to the {l} list {g}", "put on my {l} list {g}", "add to my {l} list {g}"}
	runListHE = []string{"תוסיף לרשימה {l} {g}", "תוסיפי לרשימת {l} {g}", "תכניס לרשימה {l} {g}"}
	// brandItemsHE are items whose second word opens with a ו of its own.
	brandItemsHE = []string{"משאף ונטולין", "משחת וולטרן", "קופסת וזלין", "בקבוק וודקה", "ג'ל וולטרן"}
	brandListHE  = []string{"תוסיף לקניות {g}", "תוסיפי לרשימת קניות {g}", "תכניס לקניות {g}"}
)

// listRunForm puts one of the forms above in place of c now and then.
func (g *Generator) listRunForm(c *Case) {
	r := g.stream("listrun")
	if r.IntN(10) != 0 {
		return
	}
	n := fresh(c)
	if c.Lang == memo.Hebrew && r.IntN(3) == 0 {
		item := pick(r, brandItemsHE)
		tmpl := pick(r, brandListHE)
		n.Template, n.Text = tmpl, fill(tmpl, "{g}", item)
		n.Want = Want{List: "קניות", Lacks: commandWords(tmpl), Items: [][]string{words(item)}}
		*c = n
		return
	}
	list := in(c.Lang, Lists[:2], Lists[2:])[1] // "packing", "ציוד לטיול"
	var items []string
	for len(items) < 3 { // drawn from r alone, so g.r draws as before
		if x := pick(r, in(c.Lang, runWordsEN, runWordsHE)); !contains(items, x) {
			items = append(items, x)
		}
	}
	tmpl := pick(r, in(c.Lang, runListEN, runListHE))
	n.Template, n.Text = tmpl, fill(tmpl, "{l}", list, "{g}", strings.Join(items, " "))
	n.Want = Want{List: list, Lacks: commandWords(tmpl)}
	for _, x := range items {
		n.Want.Items = append(n.Want.Items, words(x))
	}
	n.Noise = "items-run" // asked about, or split as said; never one item
	*c = n
}
