package gen

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/memo-assistant/memo"
)

// A Hebrew hour of 1 to 6 written with one digit, a colon and minutes
// ("תזכיר מחר 5:00 להזמין סחורה", "משלוח מהמושב מחר 6:30") may be dawn as
// well as the afternoon: in a 24-hour hand the afternoon is "17:00". Its
// meaning is the dawn or a question; the afternoon is wrong. English keeps
// the hour rule ("remind me tomorrow at 5:30 to …" is 17:30), and the near
// misses read as said: two digits ("05:00", "17:00"), a part of the day
// ("5:00 בבוקר", "5:00 בערב") and a bare hour ("מחר ב-5", the afternoon).
var (
	clockHalfHE = []string{"תזכיר מחר {t} {i}", "תזכיר לי מחר {t} {i}", "תזכירי לי {i} מחר {t}", "מחר {t} תזכיר לי {i}"}
	clockHalfEN = []string{"remind me tomorrow at {t} to {i}", "tomorrow at {t} remind me to {i}"}
	// clockHalfDeedsHE and clockHalfDeedsEN are what is to be done, of
	// mornings as well as afternoons.
	clockHalfDeedsHE = []string{"להזמין סחורה מהמושב", "להעמיס את הטנדר", "להתקשר לספק", "לפתוח את הדוכן"}
	clockHalfDeedsEN = []string{"order stock from the farm", "load the van", "call the supplier"}
)

// clockHalf composes a reminder tomorrow at an hour written "H:MM", or one
// of its near misses, drawing from r alone.
func clockHalf(r *rand.Rand, c *Case) {
	if c.Now.Hour() < 4 {
		return // just past midnight, "tomorrow" may be the day begun
	}
	n := fresh(c)
	h, m := 1+r.IntN(6), []int{0, 15, 30, 45}[r.IntN(4)]
	said := fmt.Sprintf("%d:%02d", h, m)
	if c.Lang == memo.English {
		tmpl, deed := pick(r, clockHalfEN), pick(r, clockHalfDeedsEN)
		n.Template, n.Text = tmpl, fill(tmpl, "{t}", said, "{i}", deed)
		n.Want = Want{Has: words(deed), Lacks: []string{"remind", "tomorrow"}, When: tomorrow(h+12, m)(c.Now)}
		*c = n
		return
	}
	tmpl, deed := pick(r, clockHalfHE), pick(r, clockHalfDeedsHE)
	mean := When{Times: []time.Time{clock(day(c.Now, 1), h, m)}, Ask: true}
	switch r.IntN(6) {
	case 0:
		said, mean = fmt.Sprintf("0%d:%02d", h, m), tomorrow(h, m)(c.Now)
	case 1:
		said, mean = fmt.Sprintf("%d:%02d", h+12, m), tomorrow(h+12, m)(c.Now)
	case 2:
		said, mean = said+" בבוקר", tomorrow(h, m)(c.Now)
	case 3:
		said, mean = fmt.Sprintf("ב-%d", h), tomorrow(h+12, 0)(c.Now)
	}
	n.Template, n.Text = tmpl, fill(tmpl, "{t}", said, "{i}", deed)
	n.Want = Want{Has: words(deed), Lacks: []string{"תזכיר", "מחר"}, When: mean}
	*c = n
}
