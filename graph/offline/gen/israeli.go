package gen

import (
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
)

// Forms of an Israeli writing English, drawn from a stream of their own
// in place of a case already composed: a reminder on a Hebrew weekday
// typed in Latin letters ("remind me to pay the water bill on yom shishi
// at 3pm, achla"), read as that weekday with the opener and closer no
// words of the title, and a repetition on the Sabbath's evening or its
// going out ("remind me every motzei shabbat at 21:00 to take out the
// recycling"), weekly on that day.

var (
	// latinDaysHE are Sunday to Friday as "yom" and the ordinal.
	latinDaysHE = []string{"yom rishon", "yom sheni", "yom shlishi", "yom revi'i", "yom chamishi", "yom shishi"}
	// israeliOpeners and israeliClosers are said before and after the
	// request, "" for none.
	israeliOpeners = []string{"", "", "yalla ", "achi ", "yalla achi "}
	israeliClosers = []string{"", "", ", achla", ", sababa", " sababa", ", beseder"}
	// sabbathRepeats are the Sabbath's evening and going out said after
	// "every", with the weekday each is and its hour.
	sabbathRepeats = []struct {
		text string
		day  int
		hm   string
	}{
		{"every motzei shabbat at 21:00", 6, "21:00"}, {"every motzash at 9pm", 6, "21:00"},
		{"every erev shabbat at 18:00", 5, "18:00"}, {"every shabbat at 10am", 6, "10:00"},
		{"every Motzei Shabbat at 8:30pm", 6, "20:30"},
	}
)

// israeliForm puts one of the forms above in place of c now and then.
func (g *Generator) israeliForm(c *Case) {
	if c.Lang != memo.English {
		return
	}
	switch {
	case c.Kind == Reminder && g.stream("israeli").IntN(25) == 0:
		g.latinDay(c)
	case c.Kind == Repeat && g.stream("israeli").IntN(15) == 0:
		g.sabbathRepeat(c)
	}
}

// latinDay composes a reminder on a Hebrew weekday typed in Latin
// letters, at an afternoon hour.
func (g *Generator) latinDay(c *Case) {
	r := g.stream("israeli")
	n := fresh(c)
	deed := pick(r, dueDeedsEN)
	i, h := r.IntN(len(latinDaysHE)), 2+r.IntN(5)
	n.Text = fmt.Sprintf("%sremind me to %s on %s at %dpm%s", pick(r, israeliOpeners), deed, latinDaysHE[i], h, pick(r, israeliClosers))
	n.Want = Want{Has: words(deed), Lacks: []string{"yom", "remind", "yalla", "achla", "sababa", "beseder"},
		When: weekdayAt(time.Weekday(i), h+12, 0, false)(c.Now)}
	n.Template = "remind me to {i} on yom {d} at {h}pm"
	*c = n
}

// sabbathRepeat composes a weekly reminder on the Sabbath's evening or
// its going out.
func (g *Generator) sabbathRepeat(c *Case) {
	r := g.stream("israeli")
	n := fresh(c)
	deed := pick(r, dueDeedsEN)
	rep := sabbathRepeats[r.IntN(len(sabbathRepeats))]
	n.Text = fmt.Sprintf("%sremind me %s to %s%s", pick(r, israeliOpeners), rep.text, deed, pick(r, israeliClosers))
	n.Want = Want{Has: words(deed), Lacks: []string{"every", "shabbat", "motzash", "remind", "yalla", "achla", "sababa"},
		Repeat: &memo.Recurrence{Type: memo.RecurWeekly, Days: []int{rep.day}, Time: rep.hm}}
	n.Template = "remind me every {sabbath} to {i}"
	*c = n
}
