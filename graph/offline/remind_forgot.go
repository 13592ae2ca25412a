package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A thing forgotten is often told before the request to be reminded of
// it: "shame I forgot the soccer practice again, remind me every tuesday
// at 3:30pm", "שכחתי שוב את החוג של הילד, תזכיר לי כל שלישי ב4". The
// slip ("shame", "I forgot", "again", "שכחתי שוב") is no word of the
// thing; the thing is what is reminded of, never an event of its own.

// forgotSighs are the sounds that may open a clause telling a thing
// forgotten ("shame I forgot …", "damni missed …").
const forgotSighs = `shame|damn|dang|ugh+|argh|oops|whoops|omg|man|so|and|ok|okay|lol`

var (
	// reForgotThing is a clause that tells a thing forgotten and nothing
	// else. Group 1 (English) or 2 (Hebrew) is the thing.
	reForgotThing = compile(`^(?:(?:` + forgotSighs + `)\s+)*(?:i\s+|[a-z]+\s+i\s+)?(?:(?:totally|completely|just|literally|kinda|always)\s+)?` +
		`(?:forgot|forgor|missed)\s+(?:about\s+|abt\s+)?(.+?)(?:\s+(?:again|once\s+again|today|lol|smh|ugh+))*$|` +
		`^(?:(?:אוף|אוי|אויש|וואי|חבל|נו|שוב)\s+)*(?:אני\s+)?(?:שוב\s+|לגמרי\s+|ממש\s+)?(?:שכחתי|פספסתי)\s+(?:שוב\s+|לגמרי\s+)?(?:את\s+|על\s+)?(.+?)(?:\s+(?:שוב|היום|חחח+))*$`)
	// reForgotNotThing is what a thing forgotten may not be: a clause of
	// its own ("forgot that it's due", "שכחתי ש…"), a deed ("forgot to
	// call"), a pronoun, or words that ask.
	reForgotNotThing = compile(`^(?:to|that|it|this|what|where|how|if|whether|my\s+\S+\s+(?:is|at|in)|ל|ש|מה|איפה|אם|זה|אותו|אותה)(?:\s|$)|^ל\p{Hebrew}+|^ש\p{Hebrew}+|\?`)
)

// reGluedI is a capital "I" run into the lower-case word before it
// ("shameI forgot", "ughI missed"): no word ends so, and the space was
// dropped.
var reGluedI = compile(`\b([a-z]{2,})I(\s)`)

// reGluedSighI is a lower-case "i" run into a sigh before a verb of
// forgetting ("damni missed", "ughi forgot").
var reGluedSighI = compile(`(?i)\b(` + forgotSighs + `)i(\s+(?:forgot|forgor|missed)\s)`)

// forgotThenRemind reads a thing told forgotten before a request to be
// reminded that names no thing of its own (see reForgotThing): the
// request for that thing, at the request's time, pause or none. ok is false when the
// clause tells no thing forgotten, or the request has a thing of its own
// or no time.
func forgotThenRemind(ctx, cmd, rest string) (string, bool) {
	if !reMidRemind.MatchString(lower(cmd)) {
		return "", false
	}
	ctx = reGluedI.ReplaceAllString(ctx, "$1 I$2")     // "shameI forgot …": the space before "I" dropped
	ctx = reGluedSighI.ReplaceAllString(ctx, "$1 i$2") // "damni missed …"
	g := reForgotThing.FindStringSubmatch(lower(ctx))
	if g == nil || reMidSaid.MatchString(lower(ctx)) || reMidNotCommand.MatchString(lower(ctx)) {
		return "", false
	}
	thing := strings.TrimSpace(g[1] + g[2])
	if thing == "" || len(strings.Fields(thing)) > 6 || reForgotNotThing.MatchString(thing) || reMidAsks.MatchString(thing) {
		return "", false
	}
	if _, timed, _ := parseAnyDay(thing); timed {
		return "", false // "forgot the meeting on monday": whose day is unsure
	}
	if !remindWhenOnly(rest) {
		return "", false
	}
	// The thing keeps its letters as said: cut from ctx where the lower
	// case one was found.
	at := strings.Index(lower(ctx), thing)
	if at < 0 || len(lower(ctx)) != len(ctx) {
		return "", false
	}
	thing = ctx[at : at+len(thing)]
	if hebrewText(cmd) {
		return cmd + " " + strings.TrimRight(rest, " .!?,;") + " את " + strings.TrimPrefix(thing, "את "), true
	}
	return cmd + " " + strings.TrimRight(rest, " .!?,;") + " about " + thing, true
}

// clauseSighs are the sounds that may open a clause told before a command
// and are no word of its thing: "omg I need to call the bursar's office
// …, remind me at 9:15".
var clauseSighs = wordSet(strings.Join(sighs, " ") + ` lol ugh ughh oof oops whoops jeez smh אוף אופף אוי אויש וואי`)

// dropSighLead takes the sounds of clauseSighs off the start of ctx.
func dropSighLead(ctx string) string {
	for {
		first, rest, ok := strings.Cut(ctx, " ")
		if !ok || !clauseSighs[strings.Trim(lower(first), ",.!")] {
			return ctx
		}
		ctx = strings.TrimSpace(rest)
	}
}

// reRemindCommand is a request to be reminded anywhere in a message.
var reRemindCommand = compile(`(?i)(?:^|[\s,.;:!\-–—])(?:remind|ping|nudge)\s+me(?:\s|$|[,.!?])|(?:^|[\s,.;:!\-–—])ו?(?:תזכיר|תזכירי)\s+לי(?:\s|$|[,.!?])`)

// remindAsEvent reports whether steps only make events, none with a
// reminder before it, for a message that asks to be reminded ("shame I
// forgot the soccer practice again, remind me every tuesday at 3:30pm"):
// "remind me" asks for a reminder, never for an event alone.
func remindAsEvent(text string, steps []memo.Step) bool {
	low := lower(text)
	if !strings.Contains(low, "remind") && !strings.Contains(low, "ping") && !strings.Contains(low, "nudge") && !strings.Contains(low, "תזכיר") {
		return false
	}
	made := false
	for _, s := range steps {
		switch {
		case s.Calendar != nil && len(s.Calendar.Drafts) > 0 &&
			(s.Operation == memo.OpEventCreate || s.Operation == memo.OpEventCreateRecurring || s.Operation == memo.OpEventCreateMultiple || s.Operation == memo.OpEventCreateMultipleRecurring):
			for _, d := range s.Calendar.Drafts {
				if d.ReminderMinutes != nil {
					return false // "dentist at 5, remind me an hour before"
				}
			}
			made = true
		case s.Calendar == nil:
			return false // a reminder or a task beside it
		}
	}
	return made && reRemindCommand.MatchString(low)
}

// everyWords are the words of a repetition the time reader leaves: "every"
// of "every tuesday", "כל" of "כל שלישי".
var everyWords = wordSet(`every each daily weekly monthly כל בכל`)

// remindWhenOnly reports whether rest says a time and nothing else: an hour, a
// day, or a repetition of weekdays ("every tuesday at 3:30pm", "כל שלישי
// ב4").
func remindWhenOnly(rest string) bool {
	r, timed, _ := parseAnyDay(rest)
	if !timed {
		return false
	}
	for _, w := range strings.Fields(lower(r.Remainder(rest))) {
		if w = strings.Trim(w, ",.!?"); w != "" && !everyWords[w] && len(weekdays(w)) == 0 && !onlyConnectives(w) {
			return false
		}
	}
	return true
}
