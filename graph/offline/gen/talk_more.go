package gen

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Questions about what Memo can do, composed from a shape and whom it
// asks: "what can u do", "how do you work", "במה את יכולה לעזור".
var (
	capShapeEN = []string{"what can {you} do", "what can {you} do for me", "what do {you} do", "how do {you} work",
		"what are {you} able to do", "what else can {you} help me with", "how can {you} help me", "what can {you} help with",
		"i don't understand how this works"}
	capYouEN   = []string{"you", "u", "ya"}
	capShapeHE = []string{"מה {את} {יודע} לעשות", "מה {את} {יכול} לעשות", "במה {את} {יכול} לעזור", "במה {את} {יכול} לעזור לי",
		"מה עוד {את} {יודע} לעשות", "איך {את} {עובד}", "איך זה עובד", "מה אפשר לעשות איתך",
		"יא חביבי אני לא מבינה איך עובד הדבר הזה", "איך עובד הדבר הזה"}
	// capYouHE is whom a Hebrew question asks, with its verbs in that
	// gender.
	capYouHE = [][4]string{{"אתה", "יודע", "יכול", "עובד"}, {"את", "יודעת", "יכולה", "עובדת"}}
)

// capability composes a question about what Memo can do.
func (g *Generator) capability(c *Case) {
	if c.Lang == memo.Hebrew {
		you := pick(g.r, capYouHE)
		c.Template = strings.NewReplacer("{את}", you[0], "{יודע}", you[1], "{יכול}", you[2], "{עובד}", you[3]).Replace(pick(g.r, capShapeHE))
		return
	}
	c.Template = strings.ReplaceAll(pick(g.r, capShapeEN), "{you}", pick(g.r, capYouEN))
}

// Thanks said with a compliment, either first, and at times a parting
// wish after them: "thank u ur a lifesaver", "you're amazing thanks",
// "אלופה תודה", "תודה רבה אתה עוזר טוב מאוד. יום טוב".
var (
	praiseThanksEN = []string{"thanks", "thank u", "ty", "thx", "thank you so much", ""}
	praiseWordsEN  = []string{"ur a lifesaver", "you're the best", "u rock", "you're amazing", "lifesaver", "you're a legend",
		"you saved me", "u r a star", "you rock", "you're a very good assistant", "you're a great help",
		"wow you're actually helpful", "ur kinda amazing ngl"}
	praiseThanksHE = []string{"תודה", "תודה רבה", "ממש תודה", ""}
	praiseWordsHE  = []string{"אתה תותח", "אלופה", "מלך", "את הכי טובה", "אתה מציל אותי", "יא אלופה", "הצלת אותי", "את מצילה אותי",
		"אתה אלוף", "יא מלכה", "אתה עוזר טוב מאוד", "את עוזרת ממש טובה", "אתה בוט מעולה"}
	// partingEN and partingHE are the wishes thanks may close with, in a
	// sentence of their own: "thanks ur a lifesaver. have a good one".
	partingEN = []string{". have a good one", ". have a nice day", " have a great evening", ". take care"}
	partingHE = []string{". יום טוב", ". שיהיה לך ערב נעים", ", שבת שלום", ". המשך יום נעים"}
	// praiseAddress are the praise words that are also ways of addressing
	// whoever is spoken to: said alone after a hello, they greet.
	praiseAddress = map[string]bool{"יא מלכה": true, "מלך": true, "יא אלופה": true}
)

// praise composes thanks said with a compliment.
func (g *Generator) praise(c *Case) {
	thanks, words := pick(g.r, in(c.Lang, praiseThanksEN, praiseThanksHE)), pick(g.r, in(c.Lang, praiseWordsEN, praiseWordsHE))
	if thanks == "" && praiseAddress[words] {
		thanks = "תודה" // "היי יא מלכה" alone greets; with thanks it thanks
	}
	sep := pick(g.r, []string{" ", ", ", "! "})
	switch {
	case thanks == "":
		c.Template = words
	case g.r.IntN(2) == 0:
		c.Template = thanks + sep + words
	default:
		c.Template = words + sep + thanks
	}
	if g.r.IntN(3) == 0 {
		c.Template += pick(g.r, in(c.Lang, partingEN, partingHE))
	}
	if r := g.stream("endear"); r.IntN(4) == 0 {
		c.Template = pick(r, in(c.Lang, endearedEN, endearedHE)) // "תודה חמוד שלי שתהיה בריא"
	}
}

// endearedEN and endearedHE are thanks said with endearment, a blessing
// or a rank above all ("את הכי חמודה בעולם"), the help said as it goes on,
// and Hebrew words of address and of fine in Latin letters.
var (
	endearedEN = []string{"thank you so much you're literally saving my life rn", "ur saving my life", "tnx achi, sababa",
		"thanks achi", "toda motek", "you're seriously saving me today"}
	endearedHE = []string{"תודה חמוד שלי שתהיה בריא", "תודה מותק שלי", "את הכי חמודה בעולם 💖", "אתה הכי טוב שיש",
		"תודה נשמה שלי שתהיי בריאה", "אתה הכי מתוק בעולם"}
)

// Moods told with why, or with "ugh" and no "I'm", or a bad night told
// alone: "ugh so tired just finished a 12 hr night shift", "הרוג אחרי
// משמרת של 12 שעות", "barely slept last night", "לא ישנתי כל הלילה".
var (
	moodWornEN = []string{"tired", "exhausted", "drained", "wiped out", "fried", "beat", "stressed", "burnt out"}
	moodWhyEN  = []string{"after a double shift", "just finished a 12 hr night shift", "from work", "after a long day at work",
		"from all the meetings", "barely slept last night", "after the gym", "after three exams this week", "because of the kids",
		"after a 6 hour flight"}
	moodWornHE = []string{"הרוג", "הרוגה", "גמור", "גמורה", "סחוט", "סחוטה", "עייף", "עייפה", "מותשת"}
	moodWhyHE  = []string{"אחרי משמרת של 12 שעות", "מהעבודה", "אחרי יום ארוך", "אחרי לילה בלי שינה", "בגלל הפקקים",
		"אחרי שבוע של מבחנים", "מהילדים", "אחרי משמרת כפולה", "כי לא ישנתי כל הלילה"}
	// sleptEN and sleptHE are a bad night told with no word of mood.
	sleptEN = []string{"didn't sleep all night", "barely slept last night", "couldn't sleep at all", "up all night again", "slept like 3 hours"}
	sleptHE = []string{"לא ישנתי כל הלילה", "בקושי ישנתי", "לא הצלחתי להירדם בלילה", "ישנתי שעתיים", "כמעט לא ישנתי בלילה"}
)

// moodWhy composes a low mood told with why, or said with no "I'm".
func (g *Generator) moodWhy(c *Case) {
	c.Want.Reason = memo.ReasonFeelingLow
	if g.r.IntN(5) == 0 {
		c.Template = pick(g.r, in(c.Lang, []string{"", "ugh "}, []string{"", "אוף "})) + pick(g.r, in(c.Lang, sleptEN, sleptHE))
		return
	}
	if c.Lang == memo.Hebrew {
		say := pick(g.r, []string{"", "אני ", "אוף ", "אוף אני ", "וואי "})
		c.Template = say + pick(g.r, moodMoreHE) + pick(g.r, moodWornHE)
		if g.r.IntN(4) != 0 {
			c.Template += " " + pick(g.r, moodWhyHE)
		}
		return
	}
	say := pick(g.r, []string{"", "ugh ", "ugh so ", "i'm ", "im so ", "honestly "})
	c.Template = say + pick(g.r, moodWornEN)
	if g.r.IntN(4) != 0 {
		c.Template += pick(g.r, []string{" ", ", ", " - "}) + pick(g.r, moodWhyEN)
	} else if g.r.IntN(2) == 0 {
		c.Template = say + "so done with today"
	}
}
