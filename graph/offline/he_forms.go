package offline

import "strings"

// The Hebrew passive of calling a thing off and of putting it off, each in
// the masculine, the feminine and the plural ("בוטל", "בוטלה", "בוטלו"):
// reportPassiveVerbsHE reads them as a report of a change, cancelledWords
// as a reason to remove the thing.
const (
	cancelledHE = "בוטל בוטלה בוטלו התבטל התבטלה התבטלו"
	postponedHE = "נדחה נדחתה נדחו"
)

// orderedPassiveHE is the Hebrew passive of ordering or booking a thing ("הוזמן",
// "הוזמנה", "הוזמנו"): headlineParticiplesHE reads it as a task done,
// rePassiveSetHE as an event told.
const orderedPassiveHE = "הוזמן הוזמנה הוזמנו"

// heForms are the forms of one Hebrew verb, space-separated, with what
// each of them stands for.
type heForms struct{ of, forms string }

// formsTable is the table from each form of groups to what it stands for:
// the one shape of the grammar's tables of Hebrew verb forms.
func formsTable(groups ...heForms) map[string]string {
	out := map[string]string{}
	for _, g := range groups {
		for _, f := range strings.Fields(g.forms) {
			out[f] = g.of
		}
	}
	return out
}
