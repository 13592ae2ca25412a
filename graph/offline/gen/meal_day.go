package gen

import (
	"math/rand/v2"
	"strings"
	"time"
)

// An event told with its guests first and a meal named by its day: "הנכדים
// באים לארוחת שישי ביום שישי בשבע בערב", "the grandkids are coming for
// dinner on Friday at 7pm". The meal's day is a name in the title.
var (
	mealGuestsHE = []string{"הנכדים באים", "הילדים מגיעים", "ההורים של דני באים", "סבתא באה"}
	mealGuestsEN = []string{"the grandkids are coming", "my parents are coming", "grandma is coming"}
	mealNamesHE  = []string{"לארוחת שישי", "לארוחת ערב"}
	mealNamesEN  = []string{"for dinner", "for a barbecue"}
	mealWhensHE  = []string{"ביום שישי בשבע בערב", "ביום שישי ב-19:00", "בשישי בשבע בערב"}
	mealWhensEN  = []string{"on friday at 7pm", "on friday at 7 in the evening"}
)

// mealDayEvent composes such an event, drawing from r alone.
func mealDayEvent(r *rand.Rand, c *Case) {
	n := fresh(c)
	guests, meal, at := pick(r, in(c.Lang, mealGuestsEN, mealGuestsHE)), pick(r, in(c.Lang, mealNamesEN, mealNamesHE)), pick(r, in(c.Lang, mealWhensEN, mealWhensHE))
	n.Template = "{g} {m} {t}"
	n.Text = guests + " " + meal + " " + at
	has := words(strings.TrimPrefix(meal, "for "))
	n.Want = Want{Has: has, Lacks: []string{"ביום", "בשבע", "בערב", "7pm", "on"}, When: weekdayAt(time.Friday, 19, 0, false)(c.Now)}
	*c = n
}
