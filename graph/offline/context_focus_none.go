package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A thing told off after the report of why, with "no" and its name and no
// verb ("Eli cancelled. No lunch.", "דנה ביטלה, אין ארוחה"), removes the
// item in focus: contextThenFocus reads the report as the why, and the
// "no" as the command, only when every word after it names the focus
// (the Hebrew construct "ארוחת" is "ארוחה"). "No lunch." alone, "Eli
// cancelled. No worries.", "no lunch for me then" and "no dinner" of a
// lunch are not read so.

// reNoThing is "no" and what follows it: "no lunch", "no more lunch",
// "so no lunch", "אין ארוחה", "אז אין פגישה", "בלי ארוחה".
var reNoThing = compile(`^(?:so\s+|then\s+|אז\s+)?(?:no\s+more|no|אין\s+יותר|אין|בלי)\s+(\S.*)$`)

// noFocusThing reports whether command is "no" before the name of the
// item in focus and nothing else (see above).
func noFocusThing(command string, f *memo.FocusItem) bool {
	if f == nil || f.Kind == memo.FocusList {
		return false
	}
	g := reNoThing.FindStringSubmatch(lower(strings.Trim(command, " .!,;")))
	if g == nil {
		return false
	}
	title := focusTitleWords(f.Title)
	ws := strings.Fields(g[1])
	if len(ws) > 3 {
		return false
	}
	named := false
	for _, w := range ws {
		switch {
		case w == "the" || w == "our" || w == "my" || w == "a":
		case titleNames(title, w):
			named = true
		default:
			return false
		}
	}
	return named
}

// titleNames reports whether w is a word of the title, bare of its prefix
// or plural, or a Hebrew noun whose construct form the title holds
// ("ארוחה" of "ארוחת ערב").
func titleNames(title map[string]bool, w string) bool {
	b := bareWord(w)
	if title[b] {
		return true
	}
	if !hebrewText(b) || len([]rune(b)) < 4 {
		return false
	}
	stem := strings.TrimSuffix(b, "ה")
	return stem != b && title[stem+"ת"]
}
