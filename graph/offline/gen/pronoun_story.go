package gen

import (
	"math/rand/v2"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// A cancel of the event in focus told as what happened: the report that
// someone called it off and "no" with the thing's name ("Eli cancelled. No
// lunch.", "דנה ביטלה, אין ארוחה"), a cancel after "it turned out not"
// ("יצא שלא, תבטל", "not happening, cancel it") or after someone's not
// coming ("the plumber can't make it, scrap it"), or "yeah nah" before it.

// storyEvent is an event told off: its title, its head noun and who it is
// with, and the Hebrew verb of their cancel in their gender.
type storyEvent struct{ title, noun, who, verb string }

var (
	storyEventsEN = []storyEvent{{"lunch with Eli", "lunch", "Eli", ""}, {"dinner with Dana", "dinner", "Dana", ""},
		{"coffee with Noa", "coffee", "Noa", ""}, {"meeting with Ron", "meeting", "Ron", ""}, {"plumber", "plumber", "the plumber", ""}}
	storyEventsHE = []storyEvent{{"ארוחת ערב עם דנה", "ארוחה", "דנה", "ביטלה"}, {"פגישה עם רון", "פגישה", "רון", "ביטל"},
		{"קפה עם נועה", "קפה", "נועה", "ביטלה"}, {"אימון עם אבי", "אימון", "אבי", "ביטל"}}
	storiesEN = []string{"{who} cancelled. No {noun}.", "{who} cancelled, so no {noun}", "{who} cancelled. no more {noun}",
		"{who} can't make it, scrap it", "not happening, cancel it", "yeah nah cancel that one", "{who} cancelled, cancel that one"}
	storiesHE = []string{"{who} {verb}, אין {noun}", "{who} {verb}, אז אין {noun}", "{who} {verb}. בלי {noun}", "יצא שלא, תבטל",
		"יצא שלא, תבטלי", "בסוף לא, תמחק את זה", "{who} לא יכול, תבטל"}
)

// toldOff makes c, a delete of the focus, one told as a story now and then
// (r decides, a stream of its own so the other cases keep their draws):
// the focus becomes an event of storyEvents and the message a story.
func toldOff(r *rand.Rand, c *Case) {
	if c.Want.Intent != pronounDelete || r.IntN(3) != 0 {
		return
	}
	e := pick(r, in(c.Lang, storyEventsEN, storyEventsHE))
	tmpl := pick(r, in(c.Lang, storiesEN, storiesHE))
	if strings.Contains(tmpl, "לא יכול") && strings.HasSuffix(e.verb, "ה") {
		tmpl = strings.Replace(tmpl, "לא יכול", "לא יכולה", 1)
	}
	at := day(c.Now, 1).Add(17 * time.Hour)
	end := at.Add(time.Hour)
	c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: e.title, When: &at, End: &end}
	text := strings.NewReplacer("{who}", e.who, "{noun}", e.noun, "{verb}", e.verb).Replace(tmpl)
	if strings.HasPrefix(text, "the ") {
		text = "The" + text[len("the"):]
	}
	c.Template, c.Text = text, text
}

// A cancel of the event in focus with what befell the user after it and
// no pause: "בטל החליפו אותי", "תבטל את זה הזיזו לי", "cancel they
// swapped me".
var (
	swappedEN = []string{"cancel they swapped me", "cancel it they swapped me", "cancel they moved me", "delete it they swapped me"}
	swappedHE = []string{"בטל החליפו אותי", "תבטל החליפו אותי", "בטל את זה החליפו אותי", "תבטלי הזיזו אותי", "תבטל את זה הזיזו לי"}
	// swappedShiftsEN and swappedShiftsHE are the shifts one is swapped out of.
	swappedShiftsEN = []string{"guard duty", "night shift", "kitchen duty"}
	swappedShiftsHE = []string{"שמירה", "משמרת לילה", "תורנות מטבח"}
)

// swappedOff makes c, a delete of the focus, one said with what befell
// the user now and then (r decides, a stream of its own): the focus
// becomes a shift just made.
func swappedOff(r *rand.Rand, c *Case) {
	if c.Want.Intent != pronounDelete || r.IntN(5) != 0 {
		return
	}
	at := day(c.Now, 1).Add(20 * time.Hour)
	end := at.Add(4 * time.Hour)
	title := pick(r, in(c.Lang, swappedShiftsEN, swappedShiftsHE))
	c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: title, When: &at, End: &end}
	text := pick(r, in(c.Lang, swappedEN, swappedHE))
	c.Template, c.Text = text, text
}
