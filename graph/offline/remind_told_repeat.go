package offline

import "strings"

// A thing that repeats, told before a request to be reminded that names
// no thing of its own, is what the reminder is for: "i have english
// course every tuesday at 18:00, remind me please every tuesday at 17" is
// a reminder on Tuesdays at 17:00 titled "english course"; so is "יש לי
// חוג אנגלית כל שלישי ב-18:00, תזכיר לי כל שלישי ב-17". The told thing is
// the only one the request can be about: a request with a thing of its
// own ("…, remind me every monday to pack the bag"), with no time or with
// a time that does not repeat ("…, תזכיר לי ב-17": which day is unsure),
// or a clause that tells two things, is read as before.

// reToldRepeat is a clause that tells a thing of the speaker's that
// repeats: "i have X every …", "we've got X on mondays", "יש לי X כל …".
// Group 1 (English) or 3 (Hebrew) is the thing, 2 or 4 its days and hour.
var reToldRepeat = compile(`^(?:i\s+have|i've\s+got|ive\s+got|i\s+have\s+got|i\s+got|we\s+have|we've\s+got|weve\s+got|there'?s)\s+(.+?)\s+((?:every|each)\s+.+|on\s+\S+days\s*.*)$|` +
	`^(?:יש\s+לי|יש\s+לנו)\s+(.+?)\s+((?:כל|בכל|בימי)\s+.+)$`)

// reToldTwo is a told thing that may be two ("english and math", "חוג
// אנגלית ושחייה", "yoga, pilates"): which one the reminder is for is
// unsure.
var reToldTwo = compile(`[,;&/]|\s(?:and|or|n|plus)\s|\sו\p{Hebrew}{2,}|\sאו\s`)

// repeatThenRemind reads a repeating thing told before a request to be
// reminded with only its time (see reToldRepeat): the request about that
// thing. ok is false when the clause tells no such thing, its thing holds
// a time or more than five words, or the request has a thing of its own.
func repeatThenRemind(ctx, cmd, rest string) (string, bool) {
	if !reMidRemind.MatchString(lower(cmd)) || len(lower(ctx)) != len(ctx) {
		return "", false
	}
	g := reToldRepeat.FindStringSubmatchIndex(lower(ctx))
	if g == nil {
		return "", false
	}
	thing, days := ctx[max(g[2], g[6]):max(g[3], g[7])], ctx[max(g[4], g[8]):max(g[5], g[9])]
	if n := len(strings.Fields(thing)); n == 0 || n > 5 || reForgotNotThing.MatchString(lower(thing)) || reMidAsks.MatchString(lower(thing)) ||
		reToldTwo.MatchString(lower(thing)) {
		return "", false
	}
	if _, timed, _ := parseAnyDay(thing); timed || !remindWhenOnly(days) || !remindWhenOnly(rest) || !reMidEvery.MatchString(lower(rest)) {
		return "", false
	}
	if hebrewText(cmd) {
		return cmd + " " + strings.TrimRight(rest, " .!?,;") + " על " + thing, true
	}
	return cmd + " " + strings.TrimRight(rest, " .!?,;") + " about " + thing, true
}
