package gen

import "github.com/memo-assistant/memo"

// An event whose place is corrected within the message that makes it:
// "lunch with Sarah at the office, no wait, at the cafe tomorrow at 9",
// "פגישה עם דני במשרד, לא רגע, בקפה מחר ב-9". The later place replaces
// the earlier one, and the event keeps its noun and its time. A bare
// correction of the item in focus, its word of correcting last ("6
// actually", "בשש דווקא") or the item named ("the dentist is now at 6 not
// 5"), moves it.

var (
	// placeFixesEN and placeFixesHE lead to the place meant.
	placeFixesEN = []string{", no wait, ", "... no wait ", ", sorry, ", ", oh wait, ", ". oops, "}
	placeFixesHE = []string{", לא רגע, ", "... לא רגע ", ", סליחה, ", ", רגע, ", ", אופס, "}
	// placesEN and placesHE are places as said after "at" and with ב, and
	// the word of each a title holds.
	placesEN = [][2]string{{"at the office", "office"}, {"at the cafe", "cafe"}, {"at the library", "library"},
		{"at the jazz club", "jazz"}, {"in room 4", "room"}, {"at the community center", "community"}}
	placesHE = [][2]string{{"במשרד", "במשרד"}, {"בקפה פוסט", "פוסט"}, {"בספרייה", "בספרייה"}, {"בחיפה", "בחיפה"},
		{"בלבונטין", "בלבונטין"}, {"במתנ\"ס", "במתנ\"ס"}}
)

// placeCorrected says the event ev at te, told bare, at one place
// corrected to another before its time.
func (g *Generator) placeCorrected(c *Case, ev string, te timeExpr) {
	places := in(c.Lang, placesEN, placesHE)
	first := pick(g.stream("fixes"), places)
	meant := pick(g.stream("fixes"), places)
	for meant == first {
		meant = pick(g.stream("fixes"), places)
	}
	lead := pick(g.stream("fixes"), in(c.Lang, placeFixesEN, placeFixesHE))
	c.Template = "{i} {place}" + lead + "{place} {t}"
	c.Text = ev + " " + first[0] + lead + meant[0] + " " + te.text
	c.Want.Has = append(c.Want.Has, words(meant[0])...)
	c.Want.Lacks = append(c.Want.Lacks, append(words(lead), first[1])...)
	if c.Lang == memo.Hebrew {
		c.Want.Lacks = append(c.Want.Lacks, "רגע", "סליחה")
	}
}

// bareFixesEN and bareFixesHE are a bare correction of the focus to 6
// with its word of correcting last, or "דווקא": "6 actually".
var (
	bareFixesEN = []string{"6 actually", "6pm actually", "perdón, 6", "oh 6 actually"}
	bareFixesHE = []string{"בשש בעצם", "דווקא בשש", "בשש דווקא", "perdón, בשש", "6 בעצם"}
)

// noLeadFixEN and noLeadFixHE move the item in focus from 5pm to 6pm
// with a "no"/"לא" of its own before the change: "no do it at 6", "לא
// תעשה את זה ב6", "לא לא, תזיז לשש".
var (
	noLeadFixEN = []string{"no do it at 6", "no make it 6", "nah 6 instead", "no, 6pm", "nope have it at 6", "no move it to 6",
		"no do it at 18:00"}
	noLeadFixHE = []string{"לא תעשה את זה ב6", "לא, תשים את זה בשש", "לא, בשש", "לא לא, תזיז לשש", "לא תעשה לשש", "לא תעשה את זה ב-18:00",
		"לא תעשי את זה בשש", "לא, תעביר את זה לשש בערב"}
)

// bareFix is a bare correction said in place of said, a move of the focus
// to 6: its word of correcting last, or the item named with "now" ("the
// dentist is now at 6 not 5", "התספורת עכשיו בשש ולא בחמש"); "" for none.
func (g *Generator) bareFix(c *Case) string {
	if g.stream("fixes").IntN(6) != 0 {
		return ""
	}
	if f := c.Focus; f.Kind == memo.FocusEvent && g.stream("fixes").IntN(2) == 0 {
		switch f.Title {
		case "the dentist", "the haircut":
			return f.Title + " is now at 6 not 5"
		case "התספורת", "רופא השיניים":
			return f.Title + " עכשיו בשש ולא בחמש"
		}
	}
	return pick(g.stream("fixes"), in(c.Lang, bareFixesEN, bareFixesHE))
}
