package gen

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// Fillers said inside a request, as people dictate or text it: before the
// item ("remind me in an hour to um call my wife back"), between its
// words and the time ("parent teacher conference uh at 4"), or chatter
// after it ("… ngl i'm so cooked"). None of them may reach what is
// stored.
var (
	insideEN = []string{"um", "uh", "umm", "uhh", "erm", "hmm", "uhhh", "ummm", "lowkey", "uh,", "um..."}
	insideHE = []string{"אממ", "אה", "אהה", "יעני", "בקיצור", "אממממ", "אההה", "אז ככה"}
	// insideInfinitiveHE are fillers that are words too, said only before
	// an infinitive ("כאילו להתקשר").
	insideInfinitiveHE = []string{"כאילו", "נו"}
	chatterEN          = []string{" ngl i'm so cooked", ", im dead lol", " tbh", ", i'm so stressed", " lowkey", " fr",
		" i always forget", " i keep forgetting", " omg", " im literally out of time"}
	// deedDaysEN and deedDaysHE are days a deed names after "before".
	deedDaysEN = []string{"before shabbat", "before friday", "before saturday"}
	deedDaysHE = []string{"לפני שבת", "לפני שישי", "לפני יום שישי"}
	chatterHE  = []string{", אני גמורה", " חחח", " וואלה", " חחח אני מת", ", אני ממש בלחץ", " נו",
		" אני תמיד שוכחת", " אני כל הזמן שוכח"}
)

// fillInside puts a filler before c's item, after it, or chatter at the
// end of c's message: reminders, tasks and events only, whose item is
// said as one run of words.
func (g *Generator) fillInside(c *Case) {
	if c.Kind != Reminder && c.Kind != Task && c.Kind != Event || len(c.Want.Has) == 0 {
		return
	}
	fs := strings.Fields(c.Text)
	at := itemRun(fs, c.Want.Has)
	if at < 0 {
		return
	}
	if c.Kind == Reminder && len(c.Want.When.Times) > 0 && !c.Want.When.Ask && !c.Want.When.Past && g.r.IntN(4) == 0 &&
		at+len(c.Want.Has) == len(fs) && fs[len(fs)-1] == c.Want.Has[len(c.Want.Has)-1] && !strings.Contains(c.Text, "before") &&
		!strings.Contains(c.Text, "לפני") {
		// A day the deed names, after its own time was said: "remind me at
		// 5 to close the shop before shabbat" is at 5, and the day is the
		// title's.
		day := pick(g.r, in(c.Lang, deedDaysEN, deedDaysHE))
		c.Text += " " + day
		c.Want.Has = append(c.Want.Has, words(day)...)
		c.Want.Lacks = slices.DeleteFunc(c.Want.Lacks, func(w string) bool { return slices.Contains(words(day), w) })
		c.Noise = "deed-day"
		return
	}
	var filler string
	switch g.r.IntN(3) {
	case 0: // before the item
		filler = pick(g.r, in(c.Lang, insideEN, insideHE))
		if c.Lang == memo.Hebrew && strings.HasPrefix(c.Want.Has[0], "ל") && g.r.IntN(2) == 0 {
			filler = pick(g.r, insideInfinitiveHE)
		}
		fs = slices.Insert(fs, at, filler)
	case 1: // after the item, before what follows it (the time, the command)
		filler = pick(g.r, in(c.Lang, insideEN, insideHE))
		fs = slices.Insert(fs, at+len(c.Want.Has), filler)
	default: // chatter at the end
		filler = pick(g.r, in(c.Lang, chatterEN, chatterHE))
		fs = append(fs, filler)
	}
	had := words(c.Text)
	c.Text = strings.Join(fs, " ")
	c.Text = strings.ReplaceAll(c.Text, " ,", ",")
	c.Noise = "filler-inside"
	for _, w := range words(filler) {
		if !slices.Contains(had, w) {
			c.Want.Lacks = append(c.Want.Lacks, w)
		}
	}
}

// itemRun is where the words of has stand in fs, one after another, -1
// when they do not.
func itemRun(fs, has []string) int {
	for i := 0; i+len(has) <= len(fs); i++ {
		ok := true
		for j, h := range has {
			if w := words(fs[i+j]); len(w) != 1 || w[0] != h {
				ok = false
				break
			}
		}
		if ok {
			return i
		}
	}
	return -1
}
