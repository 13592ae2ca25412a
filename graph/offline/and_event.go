package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// andOff drops the "ו" (and) that opens an event said as a further request
// ("ופגישה עם רואה החשבון ביום ראשון באחת עשרה"): it joins the request to
// the one before and is no letter of the title. A word that begins with ו
// as it is ("ורד", "וטרינר", "ועד הבית") keeps it, and so does one that is
// no noun of a thing that happens once the ו is off (a name: "ויקי").
func andOff(title string) string {
	fs := strings.Fields(title)
	if len(fs) == 0 {
		return title
	}
	_, rest, ok := lexicon.PeelPrefix(fs[0], "ו")
	if !ok {
		return title
	}
	if !heEvent(strings.Trim(rest, ",.!?:;")) {
		return title
	}
	return strings.TrimSpace(strings.TrimPrefix(title, "ו"))
}
