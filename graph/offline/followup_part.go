package offline

import "strings"

// A move of the item in focus may name the part of the day first and the
// hour after it, as an afterthought: "push it to the afternoon, like 3",
// "move it to the evening, say 7", "snooze it to 3". The hour is read in
// that part of the day.

var (
	// rePartThenHour is "the afternoon, like 3", "the evening at 7ish".
	rePartThenHour = compile(`(?i)^(?:the\s+)?(morning|afternoon|evening|night|tonight)\s*[,;:-]?\s*(?:(?:like|say|maybe|around|about|at|approx|roughly|ish|so|um+|uh+|,)\s*)*` +
		`(\d{1,2}(?:[:.][0-5]\d)?)\s*(?:ish|or\s+so|or\s+something)?$`)
	// reSnoozeTo is "snooze it to 3", "postpone that till 5pm", "snooze
	// until 4": a new time, not an amount.
	reSnoozeTo = compile(`(?i)^(?:snooze|postpone|delay|defer)(?:\s+(?:it|that|this|the\s+reminder))?\s+(?:to|till|until|til)\s+(.+)$`)
	// rePointedMove is an English move of the item in focus by a pronoun:
	// what it is moved to, when not read, is not guessed elsewhere.
	rePointedMove = compile(`(?i)^(?:make|change|move|push|shift|set|put|switch|reschedule|bring|update|snooze|postpone|delay)\s+(?:it|that|this)\s+(?:to|for|at|until|till|into)\s`)
	// rePronounMoved is a task's name that is a pronoun and where it goes
	// ("it to the afternoon"): a move of the focus, read without one.
	rePronounMoved = compile(`^(?:it|that|this)\s+(?:to|for|at|into|till|until)\s`)
)

// partThenHour says "the afternoon, like 3" as "3 in the afternoon", which
// the time reader knows; other text is returned as it is.
func partThenHour(s string) string {
	g := rePartThenHour.FindStringSubmatch(strings.TrimSpace(s))
	if g == nil {
		return s
	}
	part := toLower(g[1])
	switch part {
	case "tonight":
		return "tonight at " + g[2]
	case "night":
		return g[2] + " at night"
	}
	return g[2] + " in the " + part
}
