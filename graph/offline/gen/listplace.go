package gen

import "strings"

// placementEN and placementHE say where on the list an item should go,
// after an add ("add milk to my shopping list at the end"): a list keeps
// no such order, and the words are no item's.
var (
	placementEN = []string{"at the end", "at the top", "at the bottom", "at the very end"}
	placementHE = []string{"בסוף", "בהתחלה", "למעלה", "בסוף הרשימה"}
)

// openerEN and openerHE open an add that goes on from the one before
// ("and also add …", "ועוד תוסיף …"): no word of an item.
var (
	openerEN = []string{"and also", "also", "plus", "additionally,"}
	openerHE = []string{"וגם", "ועוד", "בנוסף", "ובנוסף"}
)

// opensWithAdd reports whether a list template opens with its verb and
// its items ("add {g} to …", "תוסיף {g} לרשימת …"), so a place said after
// it closes the add.
func opensWithAdd(tmpl string) bool {
	for _, p := range []string{"add {g} ", "put {g} ", "please add {g} ", "תוסיף {g} ", "תוסיפי {g} ", "תכניס {g} "} {
		if strings.HasPrefix(tmpl, p) {
			return true
		}
	}
	return false
}
