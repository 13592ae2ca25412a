package gen

import "math/rand/v2"

// An event texted clipped, each part its own sentence and the command
// last and alone ("Audiologist. Monday 11. Add.", "רופא שיניים. יום שני
// 11. תוסיף."): the command is no word of the title.

var (
	clippedAskEN = []string{"Add.", "Add it.", "Save.", "Book it.", "Schedule it.", "add pls.", "Add!"}
	clippedAskHE = []string{"תוסיף.", "תוסיפי.", "תכניס.", "תרשום.", "תקבע.", "תקבעי."}
)

// clipped writes c, an event ev at te, clipped (r decides the command,
// a stream of its own so the other cases keep their draws).
func clipped(r *rand.Rand, c *Case, ev string, te timeExpr) {
	ask := pick(r, in(c.Lang, clippedAskEN, clippedAskHE))
	c.Template = "{i}. {t}. " + ask
	c.Text = ev + ". " + te.text + ". " + ask
	c.Want.Lacks = append(c.Want.Lacks, commandWords(ask)...)
}
