package gen

import "github.com/memo-assistant/memo"

// A reminder whose time is corrected within the message that set it:
// "remind me to call mom at 5, no wait, tomorrow at 6pm", "תזכיר לי …
// ב-5, רגע, בעצם מחר ב-18:00". The time after the correction is the one
// meant, whatever the first one was; a first time that is vague or gone
// may be declined.

var (
	// correctionsEN and correctionsHE lead to the time meant.
	correctionsEN = []string{", no wait, ", " oh wait make that ", ", sorry, ", ", actually make it ", " no wait ", ", sorry i meant ", ". oops, ",
		// Said with no pause: a stop and a restatement together.
		" wait actually ", " no wait actually ",
		// Said with the restatement's verb in place of the stop.
		" actually make it ", " pls actually make it ",
		// Said formally, the mistake owned.
		", I beg your pardon, ", ", my apologies, ", ". Excuse me, ", ", forgive me, "}
	correctionsHE = []string{", רגע, בעצם ", ", סליחה, התכוונתי ", " לא רגע ", ", טעיתי, ", ", אופס, ", ", לא לא, ", " רגע בעצם ", " לא רגע בעצם ", " בעצם שיהיה ",
		", טעות שלי, ", ", אני מתנצל, ", ", אני מתנצלת, ", ", סליחה על הטעות, "}
	// correctedEN and correctedHE are times said in full: a day and an
	// hour with its half of the day.
	correctedEN = []timeExpr{
		{text: "tomorrow at 6pm", mean: tomorrow(18, 0)},
		{text: "tomorrow at 9:30am", mean: tomorrow(9, 30)},
		{text: "tmrw at 7pm", mean: tomorrow(19, 0)},
	}
	correctedHE = []timeExpr{
		{text: "מחר ב-18:00", mean: tomorrow(18, 0)},
		{text: "מחר בשש בערב", mean: tomorrow(18, 0)},
		{text: "מחר ב-9:30 בבוקר", mean: tomorrow(9, 30)},
	}
)

// corrected ends a reminder c with a correction of its time.
func (g *Generator) corrected(c *Case) {
	lead := pick(g.r, in(c.Lang, correctionsEN, correctionsHE))
	te := pick(g.r, in(c.Lang, correctedEN, correctedHE))
	c.Template += " +correction"
	c.Text += lead + te.text
	c.Want.When = te.mean(c.Now)
	c.Want.Lacks = append(c.Want.Lacks, words(lead)...)
	if c.Lang == memo.Hebrew {
		c.Want.Lacks = append(c.Want.Lacks, "מחר")
	} else {
		c.Want.Lacks = append(c.Want.Lacks, "tomorrow", "tmrw")
	}
}
