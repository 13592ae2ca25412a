package gen

import (
	"math/rand/v2"
	"strings"
)

// A learner's command: the pronoun said before it ("אתה תזכיר לי …",
// "את תזכירי לי …", "you remind me …"), or the reminded one said as the
// object "אותי" or the subject "אני" before the thing to do ("תזכיר אני
// להתקשר לאמא …"). The meaning is the plain command's.

// learner says c, a reminder opening with its command and nothing
// before it, as a learner would, drawing from r alone.
func learner(r *rand.Rand, c *Case) {
	if c.Noise != "" {
		return
	}
	cmd, pron := "", ""
	for _, p := range [][2]string{{"תזכיר לי ", "אתה "}, {"תזכירי לי ", "את "}, {"remind me ", "you "}} {
		if strings.HasPrefix(c.Text, p[0]) {
			cmd, pron = p[0], p[1]
		}
	}
	if cmd == "" {
		return
	}
	verb := strings.TrimSuffix(strings.TrimSuffix(cmd, "לי "), "me ")
	rest := c.Text[len(cmd):]
	switch {
	case cmd == "remind me " || r.IntN(3) == 0:
		c.Text = pron + c.Text // "אתה תזכיר לי …"
	case r.IntN(2) == 0:
		c.Text = pron + verb + "אותי " + rest // "אתה תזכיר אותי …"
	case strings.HasPrefix(rest, "ל") && strings.HasPrefix(c.Template, "תזכיר לי {i}"):
		c.Text = verb + "אני " + rest // "תזכיר אני להתקשר לאמא …"
	default:
		return
	}
	c.Want.Lacks = append(c.Want.Lacks, strings.TrimSpace(pron), "אני", "אותי")
	c.Noise = "learner"
}
